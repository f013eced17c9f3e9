import type { Lang } from '@eclat/contracts/langs';

export type BrowserApiOptions = {
  companyToken: string;
  lang: Lang;
  authToken?: string | null;
  previewTheme?: string | null;
};

export class BrowserApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * An API call from the browser, through the storefront's same-origin /api proxy. It sends the
 * headers of spec §7 (company, curlang, authorization, previewtheme) and the _timestamp
 * parameter like the server's client (@eclat/contracts createApiClient); that client parses
 * answers with zod, which would add ~50 KB to every page, so browser callers check the few
 * fields they read themselves. Failures throw BrowserApiError with the status (503 when the API
 * cannot be reached, as spec §8 maps it).
 */
export async function browserApi<T>(
  path: string,
  options: BrowserApiOptions,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const url = new URL(path, location.origin);
  url.searchParams.set('_timestamp', String(Date.now()));
  const headers: Record<string, string> = {
    accept: 'application/json',
    company: options.companyToken,
    curlang: options.lang,
  };
  if (options.authToken) headers.authorization = `Bearer ${options.authToken}`;
  if (options.previewTheme) headers.previewtheme = options.previewTheme;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch {
    throw new BrowserApiError(503, 'Le service est indisponible.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `HTTP ${response.status}`;
    throw new BrowserApiError(response.status, message);
  }
  return body as T;
}
