import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** Fastify's logger is pino unless a test hands another: the level test is used when present. */
type ParentLogger = FastifyBaseLogger & { isLevelEnabled?: (level: Level) => boolean };

/**
 * A request's logger that becomes a pino child on its first line only. Most requests log nothing,
 * yet Fastify made a child per request (its request id), and the tenant's company was bound by
 * redefining `request.log` as an accessor, which turned every request object into a dictionary:
 * together ~7 % of a cached read's CPU under load (docs/performance.md, "The API's own work").
 * Fastify hands this logger to both `request.log` and `reply.log`, so fields bound here (the
 * company) are on every line of the request, the request-completed line included.
 */
export class RequestLogger implements FastifyBaseLogger {
  readonly #parent: ParentLogger;
  readonly #options: ChildLoggerOptions;
  #bindings: Bindings;
  #logger: FastifyBaseLogger | undefined;

  constructor(parent: ParentLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** Adds fields to every later line of this request (the tenant's company). */
  bind(bindings: Bindings): void {
    if (this.#logger) this.#logger = this.#logger.child(bindings);
    else this.#bindings = { ...this.#bindings, ...bindings };
  }

  #made(): FastifyBaseLogger {
    this.#logger ??= this.#parent.child(this.#bindings, this.#options);
    return this.#logger;
  }

  get level(): string {
    return this.#logger?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  // pino's LogFn is overloaded: the arguments go through unchanged, whichever overload they match.
  #write(level: Level, args: unknown[]): void {
    // A line below the level makes no child (the request-log controller asks for debug each time).
    if (
      !this.#logger &&
      this.#options.level === undefined &&
      this.#parent.isLevelEnabled?.(level) === false
    ) {
      return;
    }
    const logger = this.#made();
    (logger[level] as (...a: unknown[]) => void).apply(logger, args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made lazily. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options);
}

/** Binds `fields` to the rest of a request's lines, keeping the request object's shape. */
export function bindRequestLog(request: { log: FastifyBaseLogger }, fields: Bindings): void {
  if (request.log instanceof RequestLogger) request.log.bind(fields);
  else request.log = request.log.child(fields);
}
