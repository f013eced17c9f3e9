import { DEFAULT_LANG, isLang } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * `curlang` selects the language of localised answers (spec §7), fr when absent or unknown.
 * `_timestamp` is a cache-buster every call carries (spec §7): it is dropped before validation so
 * that no route schema has to know about it.
 */
export function registerRequestBasics(app: FastifyInstance): void {
  app.decorateRequest('lang', DEFAULT_LANG);
  // Callback hooks: every request passes here, and an async hook costs a promise each (ADR 0028).
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.curlang;
    const value = (Array.isArray(header) ? header[0] : header)?.toLowerCase();
    request.lang = isLang(value) ? value : DEFAULT_LANG;
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object' && '_timestamp' in query) delete query._timestamp;
    done();
  });
}
