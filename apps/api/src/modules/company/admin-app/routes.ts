// The back office's build (apps/admin/dist, ADR 0011) served under /admin/ by the API, so that the
// console calls /api on its own origin: no CORS, and the bearer token never crosses origins.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DEFAULT_ADMIN_DIST = fileURLToPath(new URL('../../../../../admin/dist/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Vite names the files of assets/ after their content hash: they never change under one name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The file a request path names inside `root`, or null when the path is not a plain relative one
 * (.., encoded separators, NUL, absolute) or resolves outside `root`.
 */
export function resolveInside(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const base = resolve(root);
  const file = resolve(base, ...segments);
  return file === base || file.startsWith(base + sep) ? file : null;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function sendFile(reply: FastifyReply, file: string, cache: string, extra: Record<string, string> = {}) {
  return reply
    .headers(extra)
    .header('content-type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(file));
}

const notBuilt = {
  code: 404,
  message: 'the back office is not built: run npm run build --workspace @eclat/admin',
};

/**
 * GET /admin/* : a file of the build when it exists; otherwise index.html for the client routes
 * (/admin/today, /admin/catalogue/shops…), and 404 for a missing asset so that a stale page does
 * not receive HTML for a script. 404 everywhere when the build is absent.
 */
export function adminAppRoutes(open: FastifyInstance, options: { dir?: string } = {}): void {
  const root = resolve(options.dir ?? DEFAULT_ADMIN_DIST);
  const index = resolve(root, 'index.html');
  const r = open.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['admin'],
    summary: 'The back-office console (single-page app); client routes answer its index.html',
  };

  r.get(
    '/admin',
    { schema: { ...schema, response: { 301: z.null().describe('Moved to /admin/') } } },
    async (_request, reply) => reply.redirect('/admin/', 301),
  );

  r.get(
    '/admin/*',
    { schema: { ...schema, params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const wanted = request.params['*'];
      const file = resolveInside(root, wanted);
      if (file === null) return reply.code(404).send({ code: 404, message: 'Not Found' });
      if (file !== index && (await isFile(file))) {
        return sendFile(reply, file, wanted.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      }
      // A path with an extension names a file: missing is missing.
      if (extname(wanted) !== '') return reply.code(404).send({ code: 404, message: 'Not Found' });
      if (!(await isFile(index))) return reply.code(404).send(notBuilt);
      return sendFile(reply, index, REVALIDATE, {
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
      });
    },
  );
}
