import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { hashPassword } from '../apps/api/src/db/prepare.ts';
import { seedDemo } from '../apps/api/src/db/seed/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The real API on a seeded in-memory database, listening on a free loopback port. */
export async function startApi(): Promise<{ app: FastifyInstance; database: Database; url: string }> {
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDemo(database.db, { hashPassword });
  const app = await buildApp({ database, logLevel: 'silent' });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, url };
}

/** The storefront's production build (`npm run build`) served by its server (apps/web/server.ts). */
export async function startWeb(
  apiUrl: string,
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [`${root}apps/web/server.ts`, `${root}apps/web/build/server/index.js`],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: apiUrl,
        NODE_ENV: 'production',
        ...env,
      },
      stdio: 'pipe',
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`storefront exited: ${output}`);
    try {
      await fetch(`${url}/favicon-probe`, { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`storefront did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** fetch with a Host header: undici refuses to set it, so go through node:http. */
export async function getPage(
  url: string,
  host: string,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, string> }> {
  const { request } = await import('node:http');
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        headers: { host, 'accept-language': 'fr', ...extraHeaders },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}
