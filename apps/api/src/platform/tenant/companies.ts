import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, companyHosts } from '../../db/schema.ts';

export type CompanyRow = typeof companies.$inferSelect;

type Entry<T> = { value: T; expires: number };

/**
 * Company look-ups by token, host and nickname with a short in-process cache: every tenant
 * request needs the company, and it changes rarely. `invalidate` is called on company writes.
 */
/** Per look-up kind; far above the number of companies and hosts of one deployment. */
const MAX_ENTRIES = 10_000;

export class CompanyRepository {
  readonly #db: Db;
  readonly #ttlMs: number;
  readonly #byToken = new Map<string, Entry<CompanyRow | null>>();
  readonly #byHost = new Map<string, Entry<CompanyRow | null>>();
  readonly #byNickname = new Map<string, Entry<CompanyRow | null>>();

  constructor(db: Db, ttlSeconds: number) {
    this.#db = db;
    this.#ttlMs = ttlSeconds * 1000;
  }

  async #cached(
    map: Map<string, Entry<CompanyRow | null>>,
    key: string,
    load: () => Promise<CompanyRow | null>,
  ): Promise<CompanyRow | null> {
    const hit = CompanyRepository.#fresh(map, key);
    if (hit !== undefined) return hit;
    const value = await load();
    if (this.#ttlMs > 0) {
      // Keys come from requests (tokens, Host and Origin headers): misses must not grow the map
      // without bound. Oldest first, as a Map keeps insertion order.
      if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
      map.set(key, { value, expires: Date.now() + this.#ttlMs });
    }
    return value;
  }

  static #fresh(map: Map<string, Entry<CompanyRow | null>>, key: string): CompanyRow | null | undefined {
    const hit = map.get(key);
    return hit && hit.expires > Date.now() ? hit.value : undefined;
  }

  /** A token's company when it is cached (null: known to be unknown); undefined when it must be read. */
  cachedByToken(token: string): CompanyRow | null | undefined {
    return CompanyRepository.#fresh(this.#byToken, token);
  }

  byToken(token: string): Promise<CompanyRow | null> {
    return this.#cached(this.#byToken, token, async () => {
      const rows = await this.#db.select().from(companies).where(eq(companies.token, token)).limit(1);
      return rows[0] ?? null;
    });
  }

  byHost(host: string): Promise<CompanyRow | null> {
    return this.#cached(this.#byHost, host.toLowerCase(), async () => {
      const rows = await this.#db
        .select({ company: companies })
        .from(companyHosts)
        .innerJoin(companies, eq(companies.id, companyHosts.companyId))
        .where(eq(companyHosts.host, host.toLowerCase()))
        .limit(1);
      return rows[0]?.company ?? null;
    });
  }

  byNickname(nickname: string): Promise<CompanyRow | null> {
    return this.#cached(this.#byNickname, nickname, async () => {
      const rows = await this.#db.select().from(companies).where(eq(companies.nickname, nickname)).limit(1);
      return rows[0] ?? null;
    });
  }

  /** How long look-ups stay cached; 0 when the cache is off (tests that write). */
  get ttlSeconds(): number {
    return this.#ttlMs / 1000;
  }

  invalidate(): void {
    this.#byToken.clear();
    this.#byHost.clear();
    this.#byNickname.clear();
  }
}
