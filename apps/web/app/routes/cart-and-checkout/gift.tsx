import { loadGiftPage } from '../../features/cart-and-checkout/gift/gift.server.ts';
import { GiftForm } from '../../features/cart-and-checkout/gift/gift-form.tsx';
import { translate } from '../../lib/i18n/translate.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { withPageTitle } from '../../lib/seo/meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { notFound } from '../../lib/storefront-errors.server.ts';
import type { Route } from './+types/gift.ts';

/** /gift and /bonscadeaux (spec §2): only when gift vouchers are active (spec §5 giftActive). */
export async function loader({ context }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  if (!storefront.company.giftActive) throw notFound();
  const page = await loadGiftPage(storefront);
  return { ...page, title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'giftTitle')) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  withPageTitle(matches, loaderData?.title);

export default function GiftPage({ loaderData }: Route.ComponentProps) {
  const t = useT('journeys');
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-5 pt-8 pb-24 sm:pt-12">
      <h1 className="font-heading text-3xl sm:text-5xl">{t('giftTitle')}</h1>
      <p className="mt-3 mb-10 text-lg text-muted">{t('giftIntro')}</p>
      <GiftForm
        themes={loaderData.themes}
        limits={loaderData.limits}
        validityDays={loaderData.validityDays}
      />
    </main>
  );
}
