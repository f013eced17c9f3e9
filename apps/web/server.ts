// The storefront's production server: what react-router-serve does (static assets, compression,
// one access-log line per request, the React Router handler), plus what it cannot do: tell the
// API who the visitor is. Every request's X-Forwarded-For gets the address of the connection
// appended (RFC 7239's chain, as nginx's $proxy_add_x_forwarded_for), and the storefront forwards
// that header on its /api proxy and its server-side calls. A visitor may write anything on the
// left of the chain; the API believes only the hops its TRUST_PROXY lists (ADR 0013), so the
// address it counts rate limits against is at worst the one this socket saw.
//   node apps/web/server.ts [apps/web/build/server/index.js]   (PORT, HOST)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import morgan from 'morgan';
import type { ServerBuild } from 'react-router';
import { appendClientAddress, FORWARDED_FOR } from './app/lib/forwarded-for.ts';

process.env.NODE_ENV ??= 'production';

function forwardClientAddress(request: Request, _response: Response, next: NextFunction) {
  const chain = appendClientAddress(request.headers[FORWARDED_FOR], request.socket.remoteAddress);
  if (chain) request.headers[FORWARDED_FOR] = chain;
  next();
}

const buildPath = resolve(process.argv[2] ?? new URL('build/server/index.js', import.meta.url).pathname);
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;

const app = express();
app.disable('x-powered-by');
app.use(compression());
// Hashed file names: cached for a year; the rest of build/client (favicon…) revalidated.
app.use(
  '/assets',
  express.static(resolve(build.assetsBuildDirectory, 'assets'), { immutable: true, maxAge: '1y' }),
);
app.use(express.static(build.assetsBuildDirectory));
app.use(morgan('tiny'));
app.use(forwardClientAddress);
app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const server = host ? app.listen(port, host) : app.listen(port);
server.once('listening', () => console.log(`[storefront] http://${host ?? 'localhost'}:${port}`));
server.once('error', (error) => {
  console.error('[storefront] cannot listen:', error.message);
  process.exit(1);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // A request still streaming after this is cut rather than holding the stop forever.
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
