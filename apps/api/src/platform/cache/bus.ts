// Cache invalidations between API processes (issue 10). A staff write drops the company's cached
// reads in the process that served it at once; the bus carries the same drop to every other
// process, so no process serves stale catalogue or company data after a write, instead of waiting
// for the 30 s bound (ADR 0002). Redis pub/sub when REDIS_URL is set; a no-op for one process.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export interface InvalidationBus {
  /** Tells the other processes that a company's data changed (and its content version, ADR 0028). */
  publish(companyId: number, version?: number): void;
  /** Called for every change published by another process. */
  subscribe(handler: (companyId: number, version?: number) => void): void;
  close(): Promise<void>;
}

/** One process: nothing to tell anyone. */
export class LocalInvalidationBus implements InvalidationBus {
  publish(): void {}
  subscribe(): void {}
  async close(): Promise<void> {}
}

export const INVALIDATION_CHANNEL = 'eclat:cache:invalidate';

type Message = { origin: string; companyId: number; version?: number };

const parse = (raw: string): Message | null => {
  try {
    const value = JSON.parse(raw) as Partial<Message>;
    if (typeof value.origin !== 'string' || !Number.isInteger(value.companyId)) return null;
    // A message of a process that predates versions (a rolling deploy) has none.
    const version = Number.isSafeInteger(value.version) ? value.version : undefined;
    return { origin: value.origin, companyId: value.companyId as number, version };
  } catch {
    return null;
  }
};

/**
 * Redis pub/sub on one channel. A subscriber connection cannot publish, hence two connections.
 * A process ignores its own messages (it already dropped its entries). Messages lost while Redis
 * is unreachable are covered by the entries' time bound; publishing never fails a request.
 */
export class RedisInvalidationBus implements InvalidationBus {
  readonly #origin = randomUUID();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #handlers: ((companyId: number, version?: number) => void)[] = [];
  readonly #ready: Promise<unknown>;

  constructor(url: string, onError: (error: Error) => void = () => {}) {
    const options = { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true };
    this.#publisher = new Redis(url, options);
    this.#subscriber = new Redis(url, options);
    this.#publisher.on('error', onError);
    this.#subscriber.on('error', onError);
    this.#subscriber.on('message', (_channel: string, raw: string) => {
      const message = parse(raw);
      if (!message || message.origin === this.#origin) return;
      for (const handler of this.#handlers) handler(message.companyId, message.version);
    });
    this.#ready = this.#subscriber.subscribe(INVALIDATION_CHANNEL).catch(onError);
  }

  /** Resolves once this process listens, so a test (or a start-up) can rely on delivery. */
  ready(): Promise<unknown> {
    return this.#ready;
  }

  publish(companyId: number, version?: number): void {
    const message: Message = {
      origin: this.#origin,
      companyId,
      ...(version === undefined ? {} : { version }),
    };
    this.#publisher.publish(INVALIDATION_CHANNEL, JSON.stringify(message)).catch(() => {});
  }

  subscribe(handler: (companyId: number, version?: number) => void): void {
    this.#handlers.push(handler);
  }

  async close(): Promise<void> {
    this.#subscriber.disconnect();
    await this.#publisher.quit().catch(() => this.#publisher.disconnect());
  }
}
