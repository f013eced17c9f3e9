import { type ChildProcess, spawn } from 'node:child_process';
import { type IncomingHttpHeaders, request } from 'node:http';
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

/** A storefront's answer as a browser receives it: status, headers and the bytes as sent. */
export type RawAnswer = { status: number; headers: IncomingHttpHeaders; bytes: Buffer };

/**
 * One request through node:http, which fetch cannot make: a Host header of our own (undici
 * refuses to set it), a visitor's own local address (127.0.0.2…), and no header added (fetch adds
 * a no-cache to a conditional request, and decodes what is compressed).
 */
export function askStorefront(
  url: string,
  options: { method?: string; headers?: Record<string, string>; from?: string } = {},
): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A page asked with a Host header (the company is chosen by host), in French. */
export async function getPage(
  url: string,
  host: string,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Record<string, string> }> {
  const answer = await askStorefront(url, { headers: { host, 'accept-language': 'fr', ...extraHeaders } });
  return {
    status: answer.status,
    body: answer.bytes.toString('utf8'),
    headers: Object.fromEntries(Object.entries(answer.headers).map(([k, v]) => [k, String(v)])),
  };
}
