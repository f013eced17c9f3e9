// The storefront's production server: what react-router-serve does (static assets, compression,
// the React Router handler), plus what it cannot do: tell the API who the visitor is. Every
// request's X-Forwarded-For gets the address of the connection appended (RFC 7239's chain, as
// nginx's $proxy_add_x_forwarded_for), and the storefront forwards that header on its /api proxy
// and its server-side calls. A visitor may write anything on the left of the chain; the API
// believes only the hops its TRUST_PROXY lists (ADR 0013), so the address it counts rate limits
// against is at worst the one this socket saw.
//
// It runs one process per core (WEB_WORKERS, node:cluster; ADR 0028): a server render is CPU work,
// and one process used one of the machine's cores. Each process keeps its own shared reads and
// pages, revalidated against the API's content version on every page view.
//   node apps/web/server.ts [apps/web/build/server/index.js]   (PORT, HOST, WEB_WORKERS, LOG_REQUESTS)
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerBuild } from 'react-router';
import { serverConfig } from './app/lib/config.server.ts';
import { appendClientAddress, FORWARDED_FOR } from './app/lib/forwarded-for.ts';
import { mediaProxy } from './app/lib/media-proxy.server.ts';
import { requestLogger } from './app/lib/request-log.server.ts';

process.env.NODE_ENV ??= 'production';

const port = Number(process.env.PORT ?? 3000);
/** How long an idle visitor connection stays open (tests/keep-alive.test.ts). */
const KEEP_ALIVE_MS = 65_000;
const host = process.env.HOST;
const workers = workerCount(process.env.WEB_WORKERS);

/** WEB_WORKERS: a whole number from 1 to 64; unset or 0: one per core. */
function workerCount(raw: string | undefined): number {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return availableParallelism();
  if (!/^\d+$/.test(value) || Number(value) > 64) {
    console.error(`[storefront] WEB_WORKERS must be a whole number from 0 to 64, got "${value}"`);
    process.exit(1);
  }
  return Number(value);
}

if (cluster.isPrimary && workers > 1) supervise(workers);
else await serve();

/** The primary: starts the workers, starts a new one when one dies, stops them all on a signal. */
function supervise(count: number): void {
  let stopping = false;
  let listening = 0;
  const deaths: number[] = [];
  cluster.on('listening', () => {
    listening += 1;
    if (listening === count)
      console.log(`[storefront] http://${host ?? 'localhost'}:${port} (${count} processes)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A worker that cannot listen, or dies over and over, stops the storefront rather than looping.
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && (deaths[0] ?? now) < now - 60_000) deaths.shift();
    console.error(`[storefront] process ${worker.process.pid} stopped (${signal ?? `exit ${code}`})`);
    if (code === 1 && listening === 0) process.exit(1);
    if (deaths.length > 5) {
      console.error('[storefront] processes keep stopping: giving up');
      process.exit(1);
    }
    cluster.fork();
  });
  for (let i = 0; i < count; i++) cluster.fork();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(() => process.exit(0), 6000).unref();
    });
  }
}

function forwardClientAddress(request: Request, _response: Response, next: NextFunction) {
  const chain = appendClientAddress(request.headers[FORWARDED_FOR], request.socket.remoteAddress);
  if (chain) request.headers[FORWARDED_FOR] = chain;
  next();
}

/** One process serving the storefront. */
async function serve(): Promise<void> {
  const buildPath = resolve(process.argv[2] ?? new URL('build/server/index.js', import.meta.url).pathname);
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogger(process.env.LOG_REQUESTS, process.env.LOG_LEVEL));
  app.use(compression());
  // Hashed file names: cached for a year. Sent as compressed at build time (precompress-assets.ts),
  // brotli first, gzip else; the compression middleware leaves an encoded answer alone.
  app.use(
    '/assets',
    expressStaticGzip(resolve(build.assetsBuildDirectory, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y' },
    }),
  );
  // The API's pictures (GET and HEAD), kept by each process as an HTTP cache would (ADR 0038),
  // before the look for a file of that name in build/client (one failed stat per picture, −20 %
  // pictures/s); other methods and /api calls go through the React Router proxy.
  const { apiUrl, mediaCacheBytes } = serverConfig();
  app.get('/api/media/{*key}', forwardClientAddress, mediaProxy({ apiUrl, maxBytes: mediaCacheBytes }));
  // The rest of build/client (a favicon…), revalidated; pages never touch the disk.
  const files = express.static(build.assetsBuildDirectory);
  app.use((request, response, next) =>
    /\.\w+$/.test(request.path) ? files(request, response, next) : next(),
  );
  app.use(forwardClientAddress);
  app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV }));

  const server = host ? app.listen(port, host) : app.listen(port);
  // An idle connection is kept longer than a client or a load balancer in front keeps it (60 s
  // for the common ones), so the client closes it first. With Node's 5 s, a request sent on a
  // connection the server was closing at that instant was lost ("socket hang up"): a journey's
  // PUT through the /api proxy on a loaded machine, 2026-11-29.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.once('listening', () => {
    if (cluster.isPrimary) console.log(`[storefront] http://${host ?? 'localhost'}:${port}`);
  });
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
}
