import { groupShopsByGeoGroup } from '@eclat/domain';
import { serverConfig } from '../../../lib/config.server.ts';
import { formatter, pageUrl } from '../../../lib/format.ts';
import { shopWordOf, shopWordVars } from '../../../lib/i18n/shop-word.ts';
import { translate } from '../../../lib/i18n/translate.ts';
import { pageTitle } from '../../../lib/shell.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { loadShops } from '../../catalogue/catalogue.server.ts';
import type { PageSeo } from '../../catalogue/seo/page-meta.ts';
import type { ShopSummaryData } from '../../catalogue/shop/shop-types.ts';
import { shopSummary } from '../../catalogue/shop/shop-view.server.ts';

export type ContactGroup = { id: number; name: string; description: string; shops: ShopSummaryData[] };
export type ContactData = { title: string; groups: ContactGroup[]; seo: PageSeo };

/**
 * Spec §2 /contact: every shop grouped by geo group, 'Autre(s)' last (spec §3), each with its
 * address, hours, phone and map link. Titled like the menu: the business's label, else 'our shops'
 * with more than one shop, 'our shop' otherwise.
 */
export async function loadContact(storefront: Storefront, nowMs = Date.now()): Promise<ContactData> {
  const format = formatter(storefront, serverConfig().apiUrl);
  const shops = await loadShops(storefront);
  const groups = groupShopsByGeoGroup(shops).map(({ group, shops: members }) => ({
    id: group.id,
    name: group.name,
    description: 'shortDescription' in group ? group.shortDescription : '',
    shops: members.map((shop) => shopSummary(shop, format, nowMs)),
  }));
  const { company, lang } = storefront;
  const word = shopWordVars(shopWordOf(company), lang);
  const title =
    company.menuLabels.contact?.trim() ||
    translate(lang, 'shell', shops.length > 1 ? 'ourShops' : 'ourShop', word);
  return {
    title,
    groups,
    seo: {
      title: pageTitle(storefront, title),
      description: translate(lang, 'discovery', 'contactDescription', {
        ...word,
        site: company.identity.displayName,
      }),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ContactPage',
          name: title,
          url: pageUrl(storefront, '/contact'),
        },
      ],
    },
  };
}
