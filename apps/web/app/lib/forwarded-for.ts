// Who the visitor is, for the API's rate limits (ADR 0013). The storefront's server (server.ts)
// appends each connection's address to X-Forwarded-For; the storefront passes that chain on with
// its /api proxy and its server-side calls. The API believes only the hops its TRUST_PROXY lists.

export const FORWARDED_FOR = 'x-forwarded-for';

/** The chain of addresses a request came through, the connection's own last. */
export function appendClientAddress(
  forwarded: string | string[] | undefined,
  socketAddress: string | undefined,
): string | undefined {
  const earlier = (Array.isArray(forwarded) ? forwarded.join(', ') : (forwarded ?? '')).trim();
  if (!socketAddress) return earlier || undefined;
  return earlier ? `${earlier}, ${socketAddress}` : socketAddress;
}
