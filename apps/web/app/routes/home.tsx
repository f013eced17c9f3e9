import { redirect } from 'react-router';
import { ShopGrid } from '../features/shops/shop-grid.tsx';
import { loadShopCards } from '../features/shops/shops.server.ts';
import { localisePath } from '../lib/i18n/lang-path.ts';
import { t } from '../lib/i18n/t.ts';
import { withPageTitle } from '../lib/seo/meta.ts';
import { pageTitle } from '../lib/shell.server.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/home.ts';

/** The home may wear the marketplace layout and the transparent header (root Layout reads it). */
export const handle = { home: true };

export async function loader({ context }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const shops = await loadShopCards(storefront);
  // Spec §4 overload: when the first load of shops gives nothing, the visitor waits on /waiting.
  if (shops === null) throw redirect(localisePath('/waiting', storefront.lang));
  return {
    title: pageTitle(storefront),
    siteName: storefront.company.identity.displayName,
    shopsHeading: t(storefront.lang, shops.length === 1 ? 'ourShop' : 'ourShops'),
    shops,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  withPageTitle(matches, loaderData?.title);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { siteName, shopsHeading, shops } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-site px-5 pb-20">
      <section className="py-12 text-center sm:py-20">
        <h1 className="text-4xl font-normal tracking-tight sm:text-5xl">{siteName}</h1>
      </section>
      <section aria-labelledby="shops-heading">
        <h2 id="shops-heading" className="mb-6 text-2xl font-normal">
          {shopsHeading}
        </h2>
        <ShopGrid shops={shops} />
      </section>
    </main>
  );
}
