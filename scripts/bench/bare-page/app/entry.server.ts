// React Router's default server entry for Node (streaming render, the whole page at once for
// crawlers), as the storefront's app/entry.server.tsx has it minus its security headers. Written
// out so that `react-router build` never looks for `isbot` in a package.json: without an entry of
// its own it adds isbot to the nearest one and runs `npm install` there, the repository's root.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    const readyOption = userAgent && isbot(userAgent) ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      createElement(ServerRouter, { context: routerContext, url: request.url }),
      {
        [readyOption]() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
