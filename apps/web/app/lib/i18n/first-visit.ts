import type { Lang } from '@eclat/contracts/langs';
import { localisePath, stripLangPrefix } from './lang-path.ts';
import { isLang } from './langs.ts';

/** Spec §3/§9: the language cookie, kept 365 days. */
export const LANG_COOKIE = 'i18n_redirected';
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The visitor's most preferred language among the enabled ones, from an Accept-Language header
 * ('de-CH,de;q=0.9,en;q=0.8' → de). Regional variants count for their language; q=0 refuses.
 */
export function preferredLang(
  acceptLanguage: string | null | undefined,
  enabled: readonly Lang[],
): Lang | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((entry) => entry.base && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { base } of ranked) {
    if (isLang(base) && enabled.includes(base)) return base;
  }
  return null;
}

/**
 * Spec §4 / issue 19: a first visit (no i18n_redirected cookie) is answered by the asked page in
 * its own language — no redirect to the browser's language (search engines advise against
 * automatic language redirects, and the round trip cost the home 630 ms). Returns the language
 * cookie to set on that answer, or null:
 * - a company with a single language has nothing to choose: its language is set automatically;
 * - a visitor whose preferred enabled language (Accept-Language) is the page's, or who prefers
 *   none of the enabled ones, reads their language: it is recorded, as before;
 * - otherwise nothing is recorded: the page offers the visitor's language in a banner
 *   (languageOffer below), and the visitor's answer sets the cookie.
 * With the cookie (whatever its value) or for a crawler, nothing is set.
 */
export function firstVisitCookie(args: {
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
  enabled: readonly Lang[];
  current: Lang;
  isBot: boolean;
}): Lang | null {
  if (args.cookie || args.isBot) return null;
  if (args.enabled.length < 2) return args.current;
  const preferred = preferredLang(args.acceptLanguage, args.enabled);
  return preferred === null || preferred === args.current ? args.current : null;
}

/**
 * The language a page offers its visitor in the banner (issue 19), or null: only before any
 * language choice (no cookie; the banner's answer and the language menu set it), only with more
 * than one enabled language, and only when the browser's most preferred enabled language
 * (navigator.languages, in its order) is not the page's.
 */
export function languageOffer(args: {
  cookie: string | null | undefined;
  browserLangs: readonly string[];
  enabled: readonly Lang[];
  current: Lang;
}): Lang | null {
  if (args.cookie || args.enabled.length < 2) return null;
  const preferred = preferredLang(args.browserLangs.join(','), args.enabled);
  return preferred !== null && preferred !== args.current ? preferred : null;
}

/** The same page in another language: its path without prefix, localised, with query and hash. */
export function pathInLang(pathname: string, search: string, hash: string, lang: Lang): string {
  return `${localisePath(stripLangPrefix(pathname), lang)}${search}${hash}`;
}
