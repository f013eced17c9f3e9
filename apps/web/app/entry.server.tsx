// The document's server render (React Router's default entry, revealed) plus the security
// headers of every page: a fresh script nonce per response and the Content-Security-Policy that
// requires it (issue 10; lib/security-headers.server.ts); the head's module preloads wait for the
// first paint (lib/script-priority.server.ts), and a route's `handle.scriptsAfterPaint` asks for
// all of its scripts once its first picture is painted (lib/scripts-after-paint.server.ts).
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import appCss from './app.css?inline';
import { AppCssContext } from './lib/app-css.tsx';
import { nonceContext } from './lib/caching/request-share.ts';
import { NonceContext } from './lib/csp.ts';
import { scriptPriorityStream } from './lib/script-priority.server.ts';
import { newNonce, setSecurityHeaders } from './lib/security-headers.server.ts';

export const streamTimeout = 5_000;

/**
 * Whether a route of the page asks for its scripts after the paint: `handle.scriptsAfterPaint`,
 * true or a function of the route's loader data.
 */
function scriptsAfterPaint(context: EntryContext): boolean {
  const { matches, loaderData } = context.staticHandlerContext;
  return matches.some((match) => {
    const handle = context.routeModules[match.route.id]?.handle as
      | { scriptsAfterPaint?: boolean | ((data: unknown) => boolean) }
      | undefined;
    const asked = handle?.scriptsAfterPaint;
    return typeof asked === 'function' ? asked(loaderData[match.route.id]) : asked === true;
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: RouterContextProvider,
): Response | Promise<Response> {
  // The page cache chose the nonce (it swaps it for a fresh one when it serves the page again).
  const nonce = loadContext?.get(nonceContext) ?? newNonce();
  setSecurityHeaders(responseHeaders, nonce, request);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once (React's advice for static content).
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <AppCssContext.Provider value={appCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </AppCssContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The head's module preloads at low priority (lib/script-priority.server.ts), or all of the
          // page's scripts after its paint when a route asks (lib/scripts-after-paint.server.ts).
          const body = scriptPriorityStream({ scriptsAfterPaint: scriptsAfterPaint(routerContext) });
          body.once('finish', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors inside the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
