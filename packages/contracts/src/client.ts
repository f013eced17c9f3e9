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
};

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
    url.searchParams.set('_timestamp', String(now()));
    const hasBody = req.body !== undefined;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: req.method ?? 'GET',
        headers: headers(hasBody),
        body: hasBody ? JSON.stringify(req.body) : undefined,
        signal: req.signal,
      });
    } catch {
      throw mapCallError(undefined, undefined);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok) throw mapCallError(response.status, body);
    return req.schema.parse(body);
  }

  return {
    request,
    get: <S extends z.ZodType>(path: string, schema: S, query?: Query) => request(path, { schema, query }),
    withOptions: (more: Partial<ApiClientOptions>) => createApiClient({ ...options, ...more }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
