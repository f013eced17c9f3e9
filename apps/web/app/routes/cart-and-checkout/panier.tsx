import { data } from 'react-router';
import { socialKeys } from '../../features/account/auth/social-keys.server.ts';
import { loadCartPage } from '../../features/cart-and-checkout/cart/cart.server.ts';
import { CartPage } from '../../features/cart-and-checkout/cart/cart-page.tsx';
import { translate } from '../../lib/i18n/translate.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { notFound } from '../../lib/storefront-errors.server.ts';
import type { Route } from './+types/panier.ts';

/** /panier (spec §2): exists with the e-shop or the gift vouchers. */
export async function loader({ context }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  if (!storefront.company.modules?.eshop && !storefront.company.giftActive) throw notFound();
  const page = await loadCartPage(storefront);
  return data(
    {
      ...page,
      social: socialKeys(storefront.company),
      title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'cartTitle')),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

export default function Panier({ loaderData }: Route.ComponentProps) {
  const t = useT('journeys');
  const { title: _title, ...page } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-site px-5 pt-6 pb-24 sm:pt-10">
      <h1 className="mb-8 font-heading text-3xl sm:text-4xl">{t('cartTitle')}</h1>
      <CartPage {...page} />
    </main>
  );
}
