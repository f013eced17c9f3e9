import { createHash } from 'node:crypto';

/** A public answer ready to send: its JSON encoded once (UTF-8) and a strong ETag of it. */
export type SerializedAnswer = { body: Buffer; etag: string };

type Entry = { value: unknown; expires: number };
type CompanyEntries = {
  generation: number;
  entries: Map<string, Entry>;
  loading: Map<string, Promise<unknown>>;
};

/**
 * Per-company cache of public catalogue reads (shops, categories, articles, the /me answer per
 * language). Any staff write of a company drops that company's entries (`invalidate`); entries
 * also expire after `ttlSeconds` so that writes made outside this process (another API process,
 * SQL by hand) show within that delay — the same bound as the company cache (ADR 0002).
 *
 * Loads are coalesced (one database round per key however many requests wait for it) and a load
 * that started before an invalidation is not stored, so a write is never hidden by a slow read.
 * In-process only; several API processes would share invalidations through Redis (scale issue).
 */
export class CatalogueCache {
  readonly #ttlMs: number;
  readonly #maxEntriesPerCompany: number;
  readonly #companies = new Map<number, CompanyEntries>();
  readonly #now: () => number;

  constructor(ttlSeconds: number, options: { maxEntriesPerCompany?: number; now?: () => number } = {}) {
    this.#ttlMs = ttlSeconds * 1000;
    this.#maxEntriesPerCompany = options.maxEntriesPerCompany ?? 2000;
    this.#now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.#ttlMs > 0;
  }

  #company(companyId: number): CompanyEntries {
    let state = this.#companies.get(companyId);
    if (!state) {
      state = { generation: 0, entries: new Map(), loading: new Map() };
      this.#companies.set(companyId, state);
    }
    return state;
  }

  /** The cached value of `key` for the company, loading (once) and storing it when missing. */
  async get<T>(companyId: number, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const state = this.#company(companyId);
    const hit = state.entries.get(key);
    if (hit && hit.expires > this.#now()) return hit.value as T;
    const pending = state.loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = state.generation;
    const promise = load().then(
      (value) => {
        if (state.loading.get(key) === promise) state.loading.delete(key);
        if (state.generation === generation) {
          if (state.entries.size >= this.#maxEntriesPerCompany) {
            // Oldest first: Map keeps insertion order.
            const oldest = state.entries.keys().next().value;
            if (oldest !== undefined) state.entries.delete(oldest);
          }
          state.entries.set(key, { value, expires: this.#now() + this.#ttlMs });
        }
        return value;
      },
      (error: unknown) => {
        if (state.loading.get(key) === promise) state.loading.delete(key);
        throw error;
      },
    );
    state.loading.set(key, promise);
    return promise;
  }

  /** Like `get`, for an answer sent as is: serialised once, with its ETag. */
  serialized(companyId: number, key: string, load: () => Promise<unknown>): Promise<SerializedAnswer> {
    return this.get(companyId, `json:${key}`, async () => serialize(await load()));
  }

  /** Drops every entry of the company; loads in flight will not be stored. */
  invalidate(companyId: number): void {
    const state = this.#companies.get(companyId);
    if (!state) return;
    state.generation += 1;
    state.entries.clear();
    state.loading.clear();
  }

  /** Number of stored entries of a company (tests, metrics). */
  size(companyId: number): number {
    return this.#companies.get(companyId)?.entries.size ?? 0;
  }
}

export function serialize(value: unknown): SerializedAnswer {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Shared with the storefront, which answers the pictures it keeps with it. */
export { etagMatches } from '@eclat/contracts';
