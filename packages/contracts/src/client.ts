import type { z } from 'zod';
import { mapCallError } from './errors.ts';
import type { Lang } from './lang.ts';

export type ApiClientOptions = {
  /** Origin of the API, e.g. http://127.0.0.1:4000 (paths already start with /api). */
  baseUrl: string;
  companyToken?: string | null;
  lang?: Lang;
  /** Bearer token; the provider token wins when both exist (spec §6), the caller picks it. */
  authToken?: string | null;
  previewTheme?: string | null;
  debug?: boolean;
  fetch?: typeof fetch;
  now?: () => number;
  /** Answers kept between calls (the storefront's server, ADR 0028); every answer is told to it. */
  readCache?: ReadCache | null;
};

/**
 * Where a server keeps shared reads between requests (ADR 0028). The client asks it before a GET
 * without authorization, and tells it every answer (a failure too), so that it can keep the
 * shared ones and know when a page showed anything that is not.
 */
export interface ReadCache {
  /** A kept answer to use as it is, or one to revalidate with its ETag (If-None-Match). */
  lookup(
    key: string,
  ): { fresh: true; value: unknown } | { fresh: false; value: unknown; etag: string } | undefined;
  /**
   * An answer: `key` null for a call that is not a shared GET, `status` 0 when no answer came,
   * `value` the parsed answer (the kept one on a 304). Returns the value to hand to the caller.
   */
  answered(answer: { key: string | null; status: number; headers: Headers | null; value: unknown }): unknown;
}

/** Answers parsed by two schemas must not be mixed up: a kept answer is keyed by its schema too. */
const schemaIds = new WeakMap<object, number>();
let lastSchemaId = 0;
function schemaId(schema: object): number {
  let id = schemaIds.get(schema);
  if (id === undefined) {
    lastSchemaId += 1;
    id = lastSchemaId;
    schemaIds.set(schema, id);
  }
  return id;
}

type Query = Record<string, string | number | boolean | undefined | null>;

export type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
};

/**
 * The one API client (STYLE "Only one way"). Every call carries the company, curlang,
 * authorization and previewtheme headers and a _timestamp query parameter (spec §7), parses the
 * answer with its contract and maps failures per spec §8.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;

  function headers(hasBody: boolean): Record<string, string> {
    const h: Record<string, string> = { accept: 'application/json' };
    if (hasBody) h['content-type'] = 'application/json';
    if (options.companyToken) h.company = options.companyToken;
    if (options.lang) h.curlang = options.lang;
    if (options.authToken) h.authorization = `Bearer ${options.authToken}`;
    if (options.previewTheme) h.previewtheme = options.previewTheme;
    if (options.debug) h.debug = '1';
    return h;
  }

  async function request<S extends z.ZodType>(path: string, req: RequestOptions<S>): Promise<z.infer<S>> {
    const url = new URL(path, options.baseUrl);
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const method = req.method ?? 'GET';
    const hasBody = req.body !== undefined;
    const cache = options.readCache ?? null;
    // Kept answers are keyed before the cache-buster: it changes on every call.
    const key =
      cache && method === 'GET' && !options.authToken && !hasBody
        ? `${schemaId(req.schema)} ${url.href}`
        : null;
    const kept = key && cache ? cache.lookup(key) : undefined;
    if (kept?.fresh) return kept.value as z.infer<S>;
    url.searchParams.set('_timestamp', String(now()));
    const sent = headers(hasBody);
    if (kept) sent['if-none-match'] = kept.etag;
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: sent,
        body: hasBody ? JSON.stringify(req.body) : undefined,
        signal: req.signal,
      });
    } catch {
      cache?.answered({ key, status: 0, headers: null, value: undefined });
      throw mapCallError(undefined, undefined);
    }
    const text = await response.text();
    if (response.status === 304 && kept) {
      return cache?.answered({
        key,
        status: 304,
        headers: response.headers,
        value: kept.value,
      }) as z.infer<S>;
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      cache?.answered({ key, status: response.status, headers: response.headers, value: undefined });
      throw mapCallError(response.status, body);
    }
    const value = req.schema.parse(body);
    return (
      cache ? cache.answered({ key, status: response.status, headers: response.headers, value }) : value
    ) as z.infer<S>;
  }

  return {
    request,
    get: <S extends z.ZodType>(path: string, schema: S, query?: Query) => request(path, { schema, query }),
    withOptions: (more: Partial<ApiClientOptions>) => createApiClient({ ...options, ...more }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
