import { type ApiClientOptions, createApiClient, type Lang, type ReadCache } from '@eclat/contracts';
import { serverConfig } from './config.server.ts';
import { FORWARDED_FOR } from './forwarded-for.ts';
import type { Storefront } from './storefront-context.ts';

/**
 * A fetch that gives up after the configured time, so a hung API becomes a 503 and not a hung
 * page, and that tells the API whose page it renders (the visitor's X-Forwarded-For chain).
 */
function serverFetch(timeoutMs: number, forwardedFor: string | null | undefined): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (forwardedFor) headers.set(FORWARDED_FOR, forwardedFor);
    return fetch(input, { ...init, headers, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
  };
}

/** The API client for server-side loaders, bound to a company and a language. */
export function serverApi(
  options: {
    companyToken?: string;
    lang?: Lang;
    previewTheme?: string | null;
    debug?: boolean;
    forwardedFor?: string | null;
    readCache?: ReadCache | null;
  } = {},
) {
  const { apiUrl, apiTimeoutMs } = serverConfig();
  const clientOptions: ApiClientOptions = {
    baseUrl: apiUrl,
    companyToken: options.companyToken ?? null,
    lang: options.lang,
    previewTheme: options.previewTheme ?? null,
    debug: options.debug ?? false,
    fetch: serverFetch(apiTimeoutMs, options.forwardedFor),
    readCache: options.readCache ?? null,
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
    forwardedFor: storefront.forwardedFor,
    readCache: storefront.reads,
  });
}
