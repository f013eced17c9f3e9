// PostgreSQL's text and jsonb cannot hold U+0000, so a NUL byte in any input used to reach the
// database and fail there with a 500 (issue 16). One check at the edge, for every route and
// every input (path, query string, body; values and keys), refuses it as bad input first.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

const NUL = '\u0000';
export const NUL_MESSAGE = 'NUL character not allowed';

/**
 * Where the first NUL character sits in a parsed input (a string or an object key), as the error
 * paths of validation write it ('body.name.fr'), or null.
 */
export function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Parsed JSON, query strings and path parameters are plain or prototype-less objects (the
  // query and path parsers use a prototype that itself has none); a Buffer or a stream is not text.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null && Object.getPrototypeOf(proto) !== null) return null;
  for (const key in value) {
    const at = `${path}.${key}`;
    if (key.includes(NUL)) return at;
    const found = nulPath((value as Record<string, unknown>)[key], at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses a NUL character anywhere in a request's input with 400, before its schema runs. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      nulPath(request.params, 'params') ??
      nulPath(request.query, 'querystring') ??
      nulPath(request.body, 'body');
    done(found ? badRequest('Requête invalide', [{ path: found, message: NUL_MESSAGE }]) : undefined);
  });
}
