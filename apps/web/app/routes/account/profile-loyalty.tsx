import { loadLoyalty, loadRewards } from '../../features/account/profile/account.server.ts';
import { LoyaltyCardView, LoyaltyRewards } from '../../features/account/profile/loyalty-card.tsx';
import { translate } from '../../lib/i18n/translate.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/profile-loyalty.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const [card, rewards] = await Promise.all([
    loadLoyalty(storefront, request),
    loadRewards(storefront, request),
  ]);
  return {
    card,
    rewards,
    title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'loyaltyTitle')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /profile/loyalty (spec §2): the card, its points, the tiers and the exchange of points. */
export default function ProfileLoyalty({ loaderData }: Route.ComponentProps) {
  const t = useT('journeys');
  return (
    <main id="main" className="flex flex-col gap-6">
      <h1 className="font-heading text-3xl sm:text-4xl">{t('loyaltyTitle')}</h1>
      {loaderData.card ? (
        <LoyaltyCardView card={loaderData.card} />
      ) : (
        <p className="text-muted">{t('loyaltyNoCard')}</p>
      )}
      <LoyaltyRewards rewards={loaderData.rewards} />
    </main>
  );
}
