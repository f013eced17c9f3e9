import { OfflineAnswerSchema } from '@eclat/contracts';
import { serverApi } from '../../../lib/api.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';

export type OfflineState = { offline: boolean; maintenance: boolean };

/** GET /api/companies/offline. Spec §8: a failed offline check is treated as offline. */
export async function checkOffline(storefront: Storefront): Promise<OfflineState> {
  try {
    const api = serverApi({
      companyToken: storefront.token,
      lang: storefront.lang,
      forwardedFor: storefront.forwardedFor,
    });
    return await api.get('/api/companies/offline', OfflineAnswerSchema);
  } catch (error) {
    console.error(`[storefront] offline check of company ${storefront.company.id} failed:`, error);
    return { offline: true, maintenance: storefront.company.maintenance };
  }
}
