import { data } from 'react-router';
import { loadUnsubscribe } from '../../features/account/privacy/unsubscribe.server.ts';
import { UnsubscribeView } from '../../features/account/privacy/unsubscribe-page.tsx';
import { pageTexts } from '../../lib/i18n/page-texts.server.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/unsubscribe.ts';

/** /desinscription/{token} (issue 23): a marketing message's unsubscribe link, without sign-in. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const page = await loadUnsubscribe(storefront, params.token);
  const body = {
    page,
    token: params.token,
    pageTexts: pageTexts(storefront.lang, 'privacy'),
    title: pageTitle(
      storefront,
      translate(storefront.lang, 'privacy', page.state === 'open' ? 'unsubTitle' : 'unsubInvalidTitle'),
    ),
  };
  // A forged or dead link says so, with a 404 status (nothing to index or keep).
  return data(body, page.state === 'open' ? undefined : { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return <UnsubscribeView page={loaderData.page} token={loaderData.token} />;
}
