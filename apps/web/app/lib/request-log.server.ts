// The storefront's request log, as LOG_REQUESTS says (the API's setting, ADR 0027): by default
// only the requests someone will read — failures (5xx) and slow answers (over a second) —
// `sample:N` adds one request in N, `all` (or LOG_LEVEL debug/trace) every one. A line per page
// view cost a write per request on the hot path for lines nobody reads (ADR 0028).
import type { NextFunction, Request, Response } from 'express';

/** An answer slower than this is logged whatever the setting. */
export const SLOW_REQUEST_MS = 1000;

/** Every `every`-th request is logged; 0: only failures and slow ones. */
export function requestLogEvery(setting: string | undefined, level: string | undefined): number {
  if (level === 'debug' || level === 'trace') return 1;
  const value = (setting ?? 'errors').trim();
  if (value === 'all') return 1;
  const sample = /^sample:([1-9]\d{0,5})$/.exec(value);
  if (sample) return Number(sample[1]);
  if (value !== 'errors')
    throw new Error(`LOG_REQUESTS must be all, errors or sample:N (N ≥ 1), got "${value}"`);
  return 0;
}

/** Links that carry a secret in their last segment: never written to a log. */
const SECRET_PATHS =
  /^((?:\/(?:en|de|es|it))?\/(?:reservation\/manage|avis|liste-attente\/offre|desinscription|profile\/password-reset|api\/privacy\/exports))\/[^/]+/;

/** The path as logged: no query string, secrets of signed links replaced. */
export function loggedPath(path: string): string {
  return path.replace(SECRET_PATHS, '$1/…');
}

export function requestLogger(setting: string | undefined, level: string | undefined) {
  const every = requestLogEvery(setting, level);
  let seen = 0;
  return (request: Request, response: Response, next: NextFunction) => {
    const started = performance.now();
    response.once('finish', () => {
      const ms = performance.now() - started;
      let sampled = false;
      if (every > 0 && ++seen >= every) {
        seen = 0;
        sampled = true;
      }
      if (response.statusCode < 500 && ms <= SLOW_REQUEST_MS && !sampled) return;
      // originalUrl: a handler mounted on a path (app.use('/a', handler)) sees request.path
      // without the mount, and still does when the answer ends.
      const path = request.originalUrl.replace(/[?#].*$/s, '');
      const line = `${request.method} ${loggedPath(path)} ${response.statusCode} ${ms.toFixed(1)} ms`;
      if (response.statusCode >= 500) console.error(`[storefront] ${line}`);
      else if (ms > SLOW_REQUEST_MS) console.warn(`[storefront] slow: ${line}`);
      else console.log(`[storefront] ${line}`);
    });
    next();
  };
}
