import { loadPrivacy } from '../../features/account/privacy/privacy.server.ts';
import { PrivacyView } from '../../features/account/privacy/privacy-page.tsx';
import { pageTexts } from '../../lib/i18n/page-texts.server.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/profile-privacy.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const privacy = await loadPrivacy(storefront, request);
  return {
    ...privacy,
    pageTexts: pageTexts(storefront.lang, 'privacy'),
    title: pageTitle(storefront, translate(storefront.lang, 'privacy', 'privacyTitle')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /profile/privacy "Mes données" (issue 23): export, marketing consents, account deletion. */
export default function ProfilePrivacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyView consents={loaderData.consents} deletion={loaderData.deletion} />;
}
