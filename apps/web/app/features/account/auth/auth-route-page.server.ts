import { translate } from '../../../lib/i18n/translate.ts';
import { pageTitle } from '../../../lib/shell.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { socialKeys } from './social-keys.server.ts';

/** What the sign-in pages need from the server: their title and the company's social keys. */
export function authRouteData(storefront: Storefront, title: 'loginTitle' | 'registerTitle') {
  return {
    title: pageTitle(storefront, translate(storefront.lang, 'journeys', title)),
    social: socialKeys(storefront.company),
  };
}
