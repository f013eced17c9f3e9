import { loadGifts } from '../../features/account/profile/account.server.ts';
import { GiftList } from '../../features/account/profile/gift-list.tsx';
import { translate } from '../../lib/i18n/translate.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/profile-gifts.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const gifts = await loadGifts(storefront, request);
  return { gifts, title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'giftsTitle')) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /profile/gifts (issue 17): the gift vouchers the customer bought, and their mail sent again. */
export default function ProfileGifts({ loaderData }: Route.ComponentProps) {
  const t = useT('journeys');
  return (
    <main id="main" className="flex flex-col gap-6">
      <h1 className="font-heading text-3xl sm:text-4xl">{t('giftsTitle')}</h1>
      <GiftList gifts={loaderData.gifts} />
    </main>
  );
}
