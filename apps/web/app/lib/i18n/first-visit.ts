import type { Lang } from '@eclat/contracts/langs';
import { localisePath } from './lang-path.ts';
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

export type FirstVisit = {
  /** Where to send the visitor instead, or null to serve the asked page. */
  redirectTo: string | null;
  /** The language cookie to set, or null to leave cookies alone. */
  setCookie: Lang | null;
};

/**
 * Spec §2/§4: a first visit (no i18n_redirected cookie) goes once to the browser's preferred
 * enabled language; the cookie then records the language (and later the visitor's switch).
 * Only the root (/) redirects: a link to a page in a given language (shared, from a search
 * engine, /en included) keeps its language, as the Nuxt i18n convention of this cookie
 * (redirectOn 'root') does.
 * Crawlers are never redirected: each language's pages must stay reachable at their own URLs.
 * A company with a single language has nothing to choose: its language is set automatically.
 */
export function firstVisit(args: {
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
  enabled: readonly Lang[];
  current: Lang;
  pathname: string;
  search: string;
  isBot: boolean;
}): FirstVisit {
  if (args.cookie || args.isBot) return { redirectTo: null, setCookie: null };
  const atRoot = args.pathname === '/' || args.pathname === '';
  if (args.enabled.length < 2 || !atRoot) return { redirectTo: null, setCookie: args.current };
  const preferred = preferredLang(args.acceptLanguage, args.enabled) ?? args.current;
  if (preferred === args.current) return { redirectTo: null, setCookie: args.current };
  return {
    redirectTo: `${localisePath('/', preferred)}${args.search}`,
    setCookie: preferred,
  };
}
