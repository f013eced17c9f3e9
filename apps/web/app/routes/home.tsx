import { ShopGrid } from '../features/shops/shop-grid.tsx';
import { loadShopCards } from '../features/shops/shops.server.ts';
import { t } from '../lib/i18n/t.ts';
import { pageTitle } from '../lib/shell.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/home.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const shops = await loadShopCards(storefront);
  return {
    title: pageTitle(storefront),
    siteName: storefront.company.identity.displayName,
    shopsHeading: t(storefront.lang, shops?.length === 1 ? 'ourShop' : 'ourShops'),
    shops,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { siteName, shopsHeading, shops } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-site px-5 pb-20">
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
