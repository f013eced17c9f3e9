import type { MiddlewareFunction } from 'react-router';
import { setSecurityHeaders } from '../security-headers.server.ts';
import { storefrontContext } from '../storefront-context.ts';
import { storefrontCaches } from './caches.server.ts';
import { acceptsGzip } from './gzip-splice.server.ts';
import { PERSONAL_COOKIES, pageKey } from './page-cache.server.ts';
import { nonceContext, requestShareContext } from './request-share.ts';

/** Tells tests and operators whether a page came from the page cache (`hit`) or was kept (`miss`). */
export const PAGE_CACHE_HEADER = 'x-storefront-cache';

/**
 * Root middleware after the storefront's (ADR 0028): serves a kept discovery page when the
 * company's content version has not grown since it was rendered, else renders it and keeps it
 * when nothing in it was personal. Runs after the company was revalidated, so the version it
 * compares with is the API's of this very request.
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const nonce = context.get(nonceContext);
  // No nonce: the storefront's middleware let the request through without a page (the /api proxy).
  if (!nonce) return next();
  const storefront = context.get(storefrontContext);
  const share = context.get(requestShareContext);
  const { reads, pages } = storefrontCaches();
  if (
    !pages.enabled ||
    request.method !== 'GET' ||
    storefront.previewToken !== null ||
    storefront.debug ||
    PERSONAL_COOKIES.some((name) => storefront.cookies[name] !== undefined)
  ) {
    return next();
  }
  const key = pageKey(storefront.token, request, storefront.cookies);
  // Compressed once when kept, not for every visitor (gzip-splice.server.ts).
  const kept = pages.serve(storefront.token, key, nonce, acceptsGzip(request.headers.get('accept-encoding')));
  if (kept) {
    setSecurityHeaders(kept.headers, nonce, request);
    kept.headers.set(PAGE_CACHE_HEADER, 'hit');
    return new Response(oneChunk(kept.body), { status: 200, headers: kept.headers });
  }
  const version = reads.known(storefront.token);
  const response = await next();
  if (!share.shareable || share.personal || response.status !== 200 || !response.body) return response;
  const [forVisitor, forCache] = response.body.tee();
  // Deferred data may still be loading: whether the page was personal is known once it is complete.
  new Response(forCache)
    .text()
    .then((body) => {
      if (!share.personal) pages.keep(key, response, body, nonce, version);
    })
    .catch(() => {
      // A visitor who left mid-page: nothing complete to keep.
    });
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, 'miss');
  return new Response(forVisitor, { status: response.status, statusText: response.statusText, headers });
};

/**
 * The bytes as a stream of one chunk: a Response made from the bytes themselves copies them twice
 * (undici's BufferSource body: a copy of the bytes, then a copy into its stream), two allocations
 * of a 100–300 KB page on every kept page served — a third of a worker's CPU under load.
 */
function oneChunk(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
