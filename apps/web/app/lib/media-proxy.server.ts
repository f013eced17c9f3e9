// The storefront's /api/media answers (issue 19). A first visit to the home asks for some twenty
// pictures; through the React Router handler and a fetch to the API each one cost the storefront
// more than a page view from its cache (~500 pictures/s on this 2-core machine against ~1,000 home
// pages/s), and the API read the picture's row and file again for every one. The API marks them
// public and immutable, so this process keeps them as an HTTP cache does (RFC 9111, undici's cache
// interceptor: freshness, no-store, private, Vary, set-cookie, the visitor's no-cache all
// honoured) and answers a picture it holds without the API: ~4,000/s (docs/performance.md).
import { pipeline } from 'node:stream/promises';
import { etagMatches, MESSAGES } from '@eclat/contracts';
import type { NextFunction, Request, Response } from 'express';
import { Agent, cacheStores, interceptors } from 'undici';
import { forwardedRequestHeaders, NOT_FORWARDED_DOWN, UPSTREAM_TIMEOUT_MS } from './api-proxy.server.ts';

/**
 * The visitor's conditions are answered here, against the answer in hand: undici would take one
 * as a reason to ask the API again for a picture it keeps (RFC 9111 lets a cache answer them).
 */
const VISITOR_CONDITIONS = new Set(['if-none-match', 'if-modified-since']);
/** Headers of a 304: those of the 200 less the body's own (RFC 9110 §15.4.5). */
const NOT_IN_304 = new Set(['content-length', 'content-type', 'content-encoding', 'content-range']);

export type MediaProxyOptions = {
  /** The API's origin (config.server.ts). */
  apiUrl: string;
  /** Memory for kept answers in this process. */
  maxBytes: number;
  /** The largest answer kept; larger ones are always asked of the API. */
  maxEntryBytes?: number;
};

/**
 * An Express handler for GET and HEAD under /api/media (registered after the visitor's address is
 * appended to X-Forwarded-For): the API's answer, from this process's memory when it may be reused.
 * Any other method is passed on (server.ts registers it for GET only; the React Router proxy,
 * routes/api-proxy.ts, answers the rest as before).
 */
export function mediaProxy({ apiUrl, maxBytes, maxEntryBytes = 2 * 1_048_576 }: MediaProxyOptions) {
  const agent = new Agent({ headersTimeout: UPSTREAM_TIMEOUT_MS, bodyTimeout: UPSTREAM_TIMEOUT_MS });
  // undici's store keeps answers even with a size of 0: no memory means no cache at all.
  const dispatcher =
    maxBytes > 0
      ? agent.compose(
          interceptors.cache({
            store: new cacheStores.MemoryCacheStore({ maxSize: maxBytes, maxEntrySize: maxEntryBytes }),
            methods: ['GET'],
          }),
        )
      : agent;

  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const headers: Record<string, string> = {};
    const incoming = Object.entries(request.headers).flatMap(([name, value]) =>
      value === undefined
        ? []
        : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
    );
    for (const [name, value] of forwardedRequestHeaders(
      incoming,
      request.headers.host ?? '',
      request.protocol,
    ))
      if (!VISITOR_CONDITIONS.has(name)) headers[name] = value;

    // A visitor who leaves stops the API's answer too.
    const abort = new AbortController();
    response.once('close', () => abort.abort());
    let upstream: Awaited<ReturnType<typeof dispatcher.request>>;
    try {
      upstream = await dispatcher.request({
        origin: apiUrl,
        path: request.originalUrl,
        method: request.method === 'HEAD' ? 'HEAD' : 'GET',
        headers,
        signal: abort.signal,
      });
    } catch {
      // Same answer as the React Router proxy's for "no response" (spec §8).
      if (!response.headersSent)
        response.status(503).json({ code: 503, message: MESSAGES.serviceUnavailable });
      return;
    }

    // A browser revalidating a picture it has gets its 304, not the bytes again (RFC 9110 §13.1.2).
    const etag = typeof upstream.headers.etag === 'string' ? upstream.headers.etag : undefined;
    const notModified =
      upstream.statusCode === 200 &&
      etag !== undefined &&
      etagMatches(request.headers['if-none-match'], etag);
    response.status(notModified ? 304 : upstream.statusCode);
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (value === undefined || NOT_FORWARDED_DOWN.has(name)) continue;
      if (notModified && NOT_IN_304.has(name)) continue;
      response.setHeader(name, value);
    }
    if (notModified || request.method === 'HEAD') {
      upstream.body.resume();
      response.end();
      return;
    }
    try {
      await pipeline(upstream.body, response);
    } catch {
      // The visitor left or the API's answer broke off: nothing more can be sent on this response.
      response.destroy();
    }
  };
}
