import { loadMyWaitlist } from '../../features/account/profile/waitlist.server.ts';
import { WaitlistEntries } from '../../features/account/profile/waitlist-entries.tsx';
import { translate } from '../../lib/i18n/translate.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/profile-waitlist.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const waitlist = await loadMyWaitlist(storefront, request);
  return {
    ...waitlist,
    title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'wlMineTitle')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /profile/waitlist (issue 21): the times the customer waits for, a live offer, leaving. */
export default function ProfileWaitlist({ loaderData }: Route.ComponentProps) {
  const t = useT('journeys');
  return (
    <main id="main" className="flex flex-col gap-6">
      <h1 className="font-heading text-3xl sm:text-4xl">{t('wlMineTitle')}</h1>
      <WaitlistEntries entries={loaderData.entries} zones={loaderData.zones} now={loaderData.now} />
    </main>
  );
}
