// Shared reads kept in the storefront's process (ADR 0028): the API answers that are the same for
// every visitor of a company — the company itself, shops, categories, services, posts, next free
// times — each parsed once and kept while the company's content version stays the same. The API
// says which answers those are (`x-content-version`) and which version they show; every page view
// revalidates the company (a 304 when nothing changed) and so learns the current version before
// any kept answer is used. A version that grew drops everything kept of that company, in this
// process; the other processes learn it on their next page view the same way.
import type { ReadCache } from '@eclat/contracts';
import type { RequestShare } from './request-share.ts';

export const CONTENT_VERSION_HEADER = 'x-content-version';

type Entry = { value: unknown; etag: string | null; version: number; storedAt: number };
type Company = { known: number; entries: Map<string, Entry> };

export type SharedReadsOptions = {
  /** How long an answer is used without asking the API again (0: nothing is kept). */
  maxAgeMs: number;
  /** Answers kept per company, oldest dropped first. */
  maxEntriesPerCompany?: number;
  now?: () => number;
};

/** The version an answer shows, or null when it is not a shared read (no or an odd header). */
export function contentVersionOf(headers: Headers | null): number | null {
  const raw = headers?.get(CONTENT_VERSION_HEADER);
  if (!raw || !/^\d{1,16}$/.test(raw)) return null;
  return Number(raw);
}

export class SharedReads {
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #companies = new Map<string, Company>();

  constructor(options: SharedReadsOptions) {
    this.#maxAgeMs = options.maxAgeMs;
    this.#maxEntries = options.maxEntriesPerCompany ?? 1000;
    this.#now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.#maxAgeMs > 0;
  }

  get maxAgeMs(): number {
    return this.#maxAgeMs;
  }

  #company(token: string): Company {
    let company = this.#companies.get(token);
    if (!company) {
      company = { known: 0, entries: new Map() };
      this.#companies.set(token, company);
    }
    return company;
  }

  /** The newest version of the company's content seen in an answer. */
  known(token: string): number {
    return this.#companies.get(token)?.known ?? 0;
  }

  /** An answer showed this version: a newer one drops what was kept under older ones. */
  saw(token: string, version: number): void {
    const company = this.#company(token);
    if (version <= company.known) return;
    company.known = version;
    company.entries.clear();
  }

  /** Whether something kept under `version` at `storedAt` may still be used as it is. */
  current(token: string, version: number, storedAt: number): boolean {
    return version >= this.known(token) && this.#now() - storedAt < this.#maxAgeMs;
  }

  /**
   * The read cache of one request: answers kept under `scope` (language, preview), and every
   * answer that is not a shared read marks the request's page as personal. `revalidate`: never
   * use a kept answer as it is, ask with its ETag (the company, asked on every page view).
   */
  forRequest(
    token: string,
    scope: string,
    share: RequestShare,
    options: { revalidate?: boolean } = {},
  ): ReadCache {
    const prefix = `${scope}\u0000`;
    return {
      lookup: (key) => {
        if (!this.enabled) return undefined;
        const entry = this.#companies.get(token)?.entries.get(prefix + key);
        if (!entry) return undefined;
        if (!options.revalidate && this.current(token, entry.version, entry.storedAt)) {
          return { fresh: true, value: entry.value };
        }
        return entry.etag ? { fresh: false, value: entry.value, etag: entry.etag } : undefined;
      },
      answered: ({ key, status, headers, value }) => {
        const version = contentVersionOf(headers);
        if (version === null || key === null || (status !== 200 && status !== 304)) {
          share.personal = true;
          return value;
        }
        this.saw(token, version);
        if (this.enabled && version >= this.known(token)) {
          this.#store(token, prefix + key, {
            value,
            etag: headers?.get('etag') ?? null,
            version,
            storedAt: this.#now(),
          });
        }
        return value;
      },
    };
  }

  #store(token: string, key: string, entry: Entry): void {
    const { entries } = this.#company(token);
    entries.delete(key);
    if (entries.size >= this.#maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
  }

  /** Answers kept of a company (tests). */
  size(token: string): number {
    return this.#companies.get(token)?.entries.size ?? 0;
  }
}
