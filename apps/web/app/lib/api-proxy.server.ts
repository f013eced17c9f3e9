import { MESSAGES } from '@eclat/contracts';
import { serverConfig } from './config.server.ts';

/** Headers that describe one connection, not the message: never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];
/** The upstream host and length are the proxy's own business (the body is re-streamed). */
const NOT_FORWARDED_UP = new Set<string>([
  ...HOP_BY_HOP,
  'host',
  'content-length',
  'expect',
  'accept-encoding',
]);
export const NOT_FORWARDED_DOWN = new Set(HOP_BY_HOP);
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
export const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * The headers a request to the API carries: the visitor's, less the connection's own, with no
 * encoding asked (the web server compresses what it sends anyway) and the address the visitor
 * used (the API builds its links from it).
 */
export function forwardedRequestHeaders(
  incoming: Iterable<[string, string]>,
  host: string,
  protocol: string,
): [string, string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of incoming) {
    if (!NOT_FORWARDED_UP.has(name)) headers.push([name, value]);
  }
  headers.push(['accept-encoding', 'identity'], ['x-forwarded-host', host], ['x-forwarded-proto', protocol]);
  return headers;
}

/**
 * Forwards a request for /api/* to the API with the same method, path, query, headers and body,
 * and streams the answer back with its status and headers (content-type, cache-control, etag,
 * set-cookie…). Media and browser-side API calls thus stay same-origin.
 */
export async function proxyToApi(
  request: Request,
  apiUrl: string = serverConfig().apiUrl,
): Promise<Response> {
  const incoming = new URL(request.url);
  const target = new URL(`${incoming.pathname}${incoming.search}`, apiUrl);

  // fetch would decode a compressed answer but keep its content-encoding header: none is asked.
  const headers = new Headers(
    forwardedRequestHeaders(
      request.headers,
      request.headers.get('host') ?? incoming.host,
      incoming.protocol.replace(':', ''),
    ),
  );

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    redirect: 'manual',
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(UPSTREAM_TIMEOUT_MS)]),
  };
  if (hasBody) {
    init.body = request.body;
    init.duplex = 'half';
  }

  let upstream: Response;
  try {
    upstream = await fetch(target, init);
  } catch {
    // Same answer as the API client's mapping for "no response" (spec §8).
    return Response.json({ code: 503, message: MESSAGES.serviceUnavailable }, { status: 503 });
  }

  const out = new Headers();
  for (const [name, value] of upstream.headers) {
    if (!NOT_FORWARDED_DOWN.has(name)) out.append(name, value);
  }
  if (out.has('content-encoding')) {
    out.delete('content-encoding');
    out.delete('content-length');
  }
  const body = request.method === 'HEAD' || NULL_BODY_STATUSES.has(upstream.status) ? null : upstream.body;
  return new Response(body, { status: upstream.status, statusText: upstream.statusText, headers: out });
}
