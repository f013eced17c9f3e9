/**
 * Whether an If-None-Match header names this ETag (lists, weak forms and '*' included; RFC 9110
 * §13.1.2's weak comparison). The API answers its reads and media with it, and the storefront the
 * pictures it keeps (apps/web/app/lib/media-proxy.server.ts).
 */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  const wanted = etag.replace(/^W\//, '');
  return value.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === wanted);
}
