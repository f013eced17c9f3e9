import type { UIMatch } from 'react-router';
import { isLang } from '../../lib/i18n/langs.ts';

/**
 * Whether the page is the home: the deepest match is the home route with a real language
 * prefix (or none). '/xx' also matches the home route, with 'xx' as language: that is a 404.
 */
export function isHomeMatch(matches: readonly UIMatch[]): boolean {
  const leaf = matches.at(-1);
  if (!(leaf?.handle as { home?: boolean } | undefined)?.home) return false;
  const lang = leaf?.params.lang;
  return lang === undefined || isLang(lang);
}

/**
 * Pages where a visitor lands to browse, not to act: the home and the landing pages (a shop's
 * page, the e-shop's; handle `landing`). Popups may open there by themselves and the cookie
 * dialog may float over them; never over a deep link to a booking, a product or an account page
 * (issue 17).
 */
export function isLandingMatch(matches: readonly UIMatch[]): boolean {
  const leaf = matches.at(-1);
  return isHomeMatch(matches) || Boolean((leaf?.handle as { landing?: boolean } | undefined)?.landing);
}
