import { type Company, CompanyAnswerSchema, type Lang, TokenAnswerSchema } from '@eclat/contracts';
import { serverApi } from './api.server.ts';
import { storefrontCaches } from './caching/caches.server.ts';
import type { RequestShare } from './caching/request-share.ts';

export type CompanyToken = { token: string; debug: boolean };

/** Architecture "Multi-tenancy": host → token is stable, so it is cached per host for a minute. */
export const TOKEN_TTL_MS = 60_000;

/**
 * An in-memory host → token cache. Concurrent first requests share one call; failures are not
 * kept, so an API that comes back (or a host registered meanwhile) is seen on the next request,
 * and only hosts the API knows ever occupy memory.
 */
export function createTokenCache(
  fetchToken: (host: string) => Promise<CompanyToken>,
  options: { ttlMs?: number; now?: () => number } = {},
) {
  const ttlMs = options.ttlMs ?? TOKEN_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<CompanyToken>; expires: number }>();

  return {
    get(host: string): Promise<CompanyToken> {
      const at = now();
      const hit = entries.get(host);
      if (hit && hit.expires > at) return hit.value;
      const value = fetchToken(host);
      entries.set(host, { value, expires: at + ttlMs });
      value.catch(() => {
        if (entries.get(host)?.value === value) entries.delete(host);
      });
      return value;
    },
    forget(host: string): void {
      entries.delete(host);
    },
  };
}

const tokens = createTokenCache((host) =>
  serverApi().get(`/api/companies/token/host/${encodeURIComponent(host)}`, TokenAnswerSchema),
);

export type Tenant = { company: Company; token: string; debug: boolean };

/**
 * The company behind a host, with its texts in the asked language. Throws the API client's
 * ApiError (company_error for an unknown host, 503 when the API cannot be reached). Asked on every
 * page view, with its ETag when it is kept (ADR 0028): a 304 costs no parsing, and its content
 * version tells whether the other answers kept of the company may still be used.
 */
export async function loadTenant(
  host: string,
  lang: Lang,
  previewToken: string | null = null,
  share: RequestShare = { shareable: false, personal: false },
): Promise<Tenant> {
  const { token, debug } = await tokens.get(host);
  try {
    const readCache = storefrontCaches().reads.forRequest(token, `${lang} ${previewToken ?? ''}`, share, {
      revalidate: true,
    });
    const { company } = await serverApi({
      companyToken: token,
      lang,
      previewTheme: previewToken,
      readCache,
    }).get('/api/companies/me', CompanyAnswerSchema);
    return { company, token, debug: debug || company.isDebug };
  } catch (error) {
    // The token may belong to a company removed since it was cached: ask again next time.
    tokens.forget(host);
    throw error;
  }
}
