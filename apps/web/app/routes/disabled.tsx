import { redirect } from 'react-router';
import { checkOffline } from '../features/shell/site-off/offline.server.ts';
import { SiteOffPage } from '../features/shell/site-off/site-off-page.tsx';
import { localisePath } from '../lib/i18n/lang-path.ts';
import { translate } from '../lib/i18n/translate.ts';
import { withPageTitle } from '../lib/seo/meta.ts';
import { pageTitle } from '../lib/shell.server.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/disabled.ts';

/** Spec §2: the disabled layout (logo only, no navigation, no popups). */
export const handle = { layout: 'disabled' };

export async function loader({ context }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const { company, lang } = storefront;
  const state = await checkOffline(storefront);
  // Spec §4: back home when the server says the site is not offline. The company's own switch
  // is checked too, so that two disagreeing sources cannot bounce the visitor between pages.
  if (!state.offline && !storefront.siteOff) throw redirect(localisePath('/', lang));
  const maintenance = state.maintenance || company.maintenance;
  return {
    title: pageTitle(
      storefront,
      translate(lang, 'shell', maintenance ? 'maintenanceTitle' : 'siteDisabledTitle'),
    ),
    view: {
      maintenance,
      message: company.booker.siteDisabledMessage,
      hideDefault: company.booker.siteDisabledHideDefault,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...withPageTitle(matches, loaderData?.title),
  // A switched-off site must not replace the real pages in search results.
  { name: 'robots', content: 'noindex' },
];

export default function Disabled({ loaderData }: Route.ComponentProps) {
  return <SiteOffPage view={loaderData.view} />;
}
