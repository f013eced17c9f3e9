import { type ApiClientOptions, createApiClient, type Lang } from '@eclat/contracts';
import { serverConfig } from './config.server.ts';
import type { Storefront } from './storefront-context.ts';

/** A fetch that gives up after the configured time, so a hung API becomes a 503 and not a hung page. */
function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
}

/** The API client for server-side loaders, bound to a company and a language. */
export function serverApi(
  options: { companyToken?: string; lang?: Lang; previewTheme?: string | null; debug?: boolean } = {},
) {
  const { apiUrl, apiTimeoutMs } = serverConfig();
  const clientOptions: ApiClientOptions = {
    baseUrl: apiUrl,
    companyToken: options.companyToken ?? null,
    lang: options.lang,
    previewTheme: options.previewTheme ?? null,
    debug: options.debug ?? false,
    fetch: fetchWithTimeout(apiTimeoutMs),
  };
  return createApiClient(clientOptions);
}

/**
 * The API client of a request's storefront: company, curlang, previewtheme and debug headers
 * (spec §7) as the root middleware resolved them.
 */
export function storefrontApi(storefront: Storefront) {
  return serverApi({
    companyToken: storefront.token,
    lang: storefront.lang,
    previewTheme: storefront.previewToken,
    debug: storefront.debug,
  });
}
