import { type Shop, ShopsAnswerSchema } from '@eclat/contracts';
import { redirect } from 'react-router';
import { storefrontApi } from './api.server.ts';
import { localisePath } from './i18n/lang-path.ts';
import type { Storefront } from './storefront-context.ts';

/**
 * The company's shops, as every page that needs them loads them first. Spec §4 overload: when
 * that load gives nothing (the API is overloaded, down or answers nonsense), the visitor is sent
 * to /waiting, whatever the page — it retries the home by itself.
 */
export async function loadShopsOrWait(storefront: Storefront): Promise<Shop[]> {
  try {
    return (await storefrontApi(storefront).get('/api/shops', ShopsAnswerSchema)).shops;
  } catch (error) {
    console.error(`[storefront] shops of company ${storefront.company.id} could not be loaded:`, error);
    throw redirect(localisePath('/waiting', storefront.lang));
  }
}
