// Whole pages kept in the storefront's process (ADR 0028): a discovery page (home, shops,
// services, magazine…) is the same for every visitor given its URL and the few cookies it reads,
// so its HTML is rendered once and served again while the company's content version stays the
// same and for at most the cache's age — with a fresh script nonce each time. Anything personal
// (a signed-in visitor, a preview, a staff session, an answer of the API that is not a shared
// read, a cookie not in the key) makes the page pass through untouched.
import { type DeflatedRuns, deflateRuns, spliceGzip } from './gzip-splice.server.ts';
import type { SharedReads } from './shared-reads.server.ts';

/** The cookies discovery pages read (consent, coupon popup, e-shop cart, language): the key holds them. */
export const KEYED_COOKIES = [
  'cookies_consent',
  'cookies_preference',
  'coupons_closed',
  'eshop_cart',
  'i18n_redirected',
] as const;

/** Cookies that make a page personal: it is never taken from nor put in the cache. */
export const PERSONAL_COOKIES = ['auth_token', 'auth_type', 'eclat_preview'] as const;

/** Response headers that belong to one response only: set again for each. */
const PER_RESPONSE_HEADERS = new Set([
  'content-security-policy',
  'strict-transport-security',
  'set-cookie',
  'date',
  'content-length',
  'x-storefront-cache',
]);

/** Kinds of answers kept: a document, or the data of a client-side navigation (turbo-stream). */
const KEPT_TYPES = /^(text\/html|text\/x-script)\b/;

type Page = {
  /** The page's bytes cut where its nonce was: a served copy puts a fresh one between them. */
  parts: Buffer[];
  /** The same parts compressed once (gzip-splice.server.ts), when done; null until then. */
  deflated: DeflatedRuns | null;
  headers: [string, string][];
  version: number;
  storedAt: number;
  /** The length of the page (its parts, without nonces). */
  bytes: number;
  /** What it holds in memory: its parts, and their compressed copy once done. */
  memory: number;
};

export type PageCacheOptions = { maxBytes: number; now?: () => number };

/**
 * The key of a request: company, method, full URL, and the values of the keyed cookies. The
 * Accept header is not in it: a document and its data have different URLs (`.data`).
 */
export function pageKey(token: string, request: Request, cookies: Readonly<Record<string, string>>): string {
  const parts = [token, request.url];
  for (const name of KEYED_COOKIES) parts.push(cookies[name] ?? '');
  return parts.join('\u0000');
}

export class PageCache {
  readonly #reads: SharedReads;
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #pages = new Map<string, Page>();
  #bytes = 0;

  constructor(reads: SharedReads, options: PageCacheOptions) {
    this.#reads = reads;
    this.#maxBytes = options.maxBytes;
    this.#now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.#reads.enabled && this.#maxBytes > 0;
  }

  /**
   * The kept page as a response with `nonce` in place of the one it was rendered with, or null;
   * gzip-encoded when the visitor takes gzip and the page's compression is done (else the server
   * compresses it as any response).
   */
  serve(token: string, key: string, nonce: string, gzip = false): { body: Buffer; headers: Headers } | null {
    const page = this.#pages.get(key);
    if (!page) return null;
    if (!this.#reads.current(token, page.version, page.storedAt)) {
      this.#drop(key, page);
      return null;
    }
    // Most recently used last: the oldest is the first dropped.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    const fresh = Buffer.from(nonce);
    const headers = new Headers(page.headers);
    const compressed = page.deflated;
    if (gzip && compressed && (compressed.jointLength ?? fresh.length) === fresh.length) {
      headers.set('content-encoding', 'gzip');
      headers.append('vary', 'Accept-Encoding');
      return { body: spliceGzip(page.parts, compressed, fresh), headers };
    }
    // Bytes, not a string: a string body is checked and encoded again on every response. Every
    // byte is written below, so the buffer need not be zeroed first (a page is 100–300 KB).
    const body = Buffer.allocUnsafe(page.bytes + fresh.length * (page.parts.length - 1));
    let at = 0;
    for (const [index, part] of page.parts.entries()) {
      if (index > 0) at += fresh.copy(body, at);
      at += part.copy(body, at);
    }
    return { body, headers };
  }

  /**
   * Keeps a rendered page: only a complete 200 document or data answer that set no cookie, shown
   * under `version` (the company's content version when the request arrived).
   */
  keep(key: string, response: Response, body: string, nonce: string, version: number): boolean {
    if (!this.enabled || response.status !== 200 || response.headers.has('set-cookie')) return false;
    if (!KEPT_TYPES.test(response.headers.get('content-type') ?? '')) return false;
    const parts = body.split(nonce).map((part) => Buffer.from(part));
    const bytes = parts.reduce((sum, part) => sum + part.length, 0);
    if (bytes > this.#maxBytes / 8) return false;
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!PER_RESPONSE_HEADERS.has(name)) headers.push([name, value]);
    }
    const old = this.#pages.get(key);
    if (old) this.#drop(key, old);
    this.#makeRoom(bytes);
    const kept: Page = {
      parts,
      deflated: null,
      headers,
      version,
      storedAt: this.#now(),
      bytes,
      memory: bytes,
    };
    this.#pages.set(key, kept);
    this.#bytes += bytes;
    this.compressed = this.#compress(key, kept, Buffer.byteLength(nonce));
    return true;
  }

  /** The last compression started by `keep` (tests wait on it). */
  compressed: Promise<void> = Promise.resolve();

  /** Compresses a kept page's parts off the event loop (zlib's thread pool), once. */
  async #compress(key: string, page: Page, nonceLength: number): Promise<void> {
    try {
      const deflated = await deflateRuns(page.parts, nonceLength);
      // Dropped or replaced meanwhile: nothing to attach.
      if (this.#pages.get(key) !== page) return;
      const size = deflated.runs.reduce((sum, part) => sum + part.length, 0);
      page.deflated = deflated;
      page.memory += size;
      this.#bytes += size;
      this.#evictFor(page);
    } catch (error) {
      // The page is still served, compressed per response as before.
      console.error('[storefront] a kept page could not be compressed:', error);
    }
  }

  /** Drops the least recently used pages until `bytes` more fit. */
  #makeRoom(bytes: number): void {
    while (this.#bytes + bytes > this.#maxBytes) {
      const oldest = this.#pages.entries().next().value;
      if (!oldest) break;
      this.#drop(oldest[0], oldest[1]);
    }
  }

  /** After a page grew by its compressed copy: the others make room, least recently used first. */
  #evictFor(page: Page): void {
    for (const [key, other] of this.#pages) {
      if (this.#bytes <= this.#maxBytes) return;
      if (other !== page) this.#drop(key, other);
    }
  }

  #drop(key: string, page: Page): void {
    if (this.#pages.get(key) === page) {
      this.#pages.delete(key);
      this.#bytes -= page.memory;
    }
  }

  /** Pages kept and their size in bytes (tests, logs). */
  stats(): { pages: number; bytes: number } {
    return { pages: this.#pages.size, bytes: this.#bytes };
  }
}

const READABLE_COOKIES = new Set<string>([...KEYED_COOKIES, ...PERSONAL_COOKIES]);

/**
 * The request's cookies as loaders see them: reading one the page cache neither keys on nor
 * bypasses for makes the page personal, so a page that came to depend on a new cookie is never
 * served to a visitor with another value of it.
 */
export function trackCookies(
  cookies: Record<string, string>,
  share: { personal: boolean },
): Record<string, string> {
  return new Proxy(cookies, {
    get(target, name, receiver) {
      if (typeof name === 'string' && !READABLE_COOKIES.has(name)) share.personal = true;
      return Reflect.get(target, name, receiver);
    },
    has(target, name) {
      if (typeof name === 'string' && !READABLE_COOKIES.has(name)) share.personal = true;
      return Reflect.has(target, name);
    },
    ownKeys(target) {
      share.personal = true;
      return Reflect.ownKeys(target);
    },
  });
}
