import { ShopsAnswerSchema } from '@eclat/contracts';
import { serverApi } from '../../lib/api.server.ts';
import { serverConfig } from '../../lib/config.server.ts';
import type { Storefront } from '../../lib/storefront-context.ts';
import { type ShopCardData, toShopCard } from './shop-card-data.ts';

/**
 * The company's shops as cards, in the API's order. A failure is logged and gives null: the
 * page still renders and says the shops cannot be shown (spec §8: load failures are logged).
 */
export async function loadShopCards(storefront: Storefront): Promise<ShopCardData[] | null> {
  try {
    const api = serverApi({ companyToken: storefront.token, lang: storefront.lang });
    const { shops } = await api.get('/api/shops', ShopsAnswerSchema);
    const { apiUrl } = serverConfig();
    return shops.map((shop) => toShopCard(shop, apiUrl));
  } catch (error) {
    console.error(`[storefront] shops of company ${storefront.company.id} could not be loaded:`, error);
    return null;
  }
}
