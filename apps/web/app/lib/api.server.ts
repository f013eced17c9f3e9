import { type ApiClientOptions, createApiClient, type Lang } from '@eclat/contracts';
import { serverConfig } from './config.server.ts';

/** A fetch that gives up after the configured time, so a hung API becomes a 503 and not a hung page. */
function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
}

/** The API client for server-side loaders, bound to a company and a language. */
export function serverApi(options: { companyToken?: string; lang?: Lang } = {}) {
  const { apiUrl, apiTimeoutMs } = serverConfig();
  const clientOptions: ApiClientOptions = {
    baseUrl: apiUrl,
    companyToken: options.companyToken ?? null,
    lang: options.lang,
    fetch: fetchWithTimeout(apiTimeoutMs),
  };
  return createApiClient(clientOptions);
}
