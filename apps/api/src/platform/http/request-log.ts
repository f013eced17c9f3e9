// Request logs (LOG_REQUESTS, ADR 0027): one line per request once it is answered, instead of
// Fastify's two (`incoming request`, `request completed`), and by default only for the requests
// someone will read: failures (5xx) and slow answers. A line costs a serialisation and a write on
// every request: at 50 connections on a cached read, Fastify's two lines took a measured share of
// the API's rate (docs/performance.md "As deployed"). The counts by route and status of every
// request are in /metrics whatever the setting.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Which answered requests get a log line; failures and slow requests always do. */
export type RequestLogPolicy = { kind: 'all' } | { kind: 'errors' } | { kind: 'sample'; every: number };

/** LOG_REQUESTS's default (ADR 0027): the lines read when something goes wrong, and no others. */
export const DEFAULT_REQUEST_LOGS: RequestLogPolicy = { kind: 'errors' };

/** An answer that took longer than this is logged whatever the policy (warn). */
export const SLOW_REQUEST_MS = 1000;

/** Levels at which an operator asked for everything: every request is logged. */
const VERBOSE_LEVELS = new Set(['debug', 'trace']);

/** `all`, `errors` or `sample:N` (one request in N); null when the text is none of them. */
export function parseRequestLogPolicy(text: string): RequestLogPolicy | null {
  if (text === 'all' || text === 'errors') return { kind: text };
  const sample = /^sample:([1-9]\d{0,5})$/.exec(text);
  return sample ? { kind: 'sample', every: Number(sample[1]) } : null;
}

/**
 * Fastify's request lines, as LOG_REQUESTS says (its documented extension point, which replaces
 * the deprecated `disableRequestLogging`): nothing when a request arrives (but at debug), and one
 * line once it is answered, `request completed`, with the request id (the logger's `reqId`), the
 * company on tenant routes, the request as its route's serializer writes it (links with a secret
 * stay redacted), the status and the time taken: at `error` for a 5xx, `warn` for a slow answer,
 * `info` for the others the policy keeps. A response that failed on the socket is logged as
 * Fastify does.
 */
export class RequestLogController extends LogController {
  readonly #every: number;
  #seen = 0;

  /** `level`: LOG_LEVEL; at debug or trace every request is logged. */
  constructor(policy: RequestLogPolicy, level: string) {
    super();
    const verbose = VERBOSE_LEVELS.has(level) || policy.kind === 'all';
    this.#every = verbose ? 1 : policy.kind === 'sample' ? policy.every : 0;
  }

  /** At debug or trace only: a request that never completes still shows it arrived. */
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    reply.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    let kept = false;
    if (this.#every > 0 && ++this.#seen >= this.#every) {
      this.#seen = 0;
      kept = true;
    }
    if (status < 500 && responseTime <= SLOW_REQUEST_MS && !kept) return;
    const level = status >= 500 ? 'error' : responseTime > SLOW_REQUEST_MS ? 'warn' : 'info';
    // reply.log is the request's own logger (request-logger.ts): the tenant's company is bound to it.
    reply.log[level]({ req: request, res: reply, responseTime }, 'request completed');
  }
}
