import type { Lang } from '@eclat/contracts';
import { DEFAULT_LANG, isLang, LANGS } from './langs.ts';

/** Spec §2: fr pages have no prefix, the other languages live under /en, /de, /es, /it. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG;
}

/** The path without its language prefix: '/en/contact' → '/contact', '/en' → '/'. */
export function stripLangPrefix(pathname: string): string {
  const segments = pathname.split('/');
  if (!isLang(segments[1])) return pathname || '/';
  const rest = segments.slice(2).join('/');
  return `/${rest}`;
}

/** An unprefixed path in a language: ('/contact', 'en') → '/en/contact', ('/', 'en') → '/en'. */
export function localisePath(path: string, lang: Lang): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === DEFAULT_LANG) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

/**
 * The company's languages in spec order. fr is always on: it is the default and the fallback
 * (spec §1), and its pages are the unprefixed ones every redirect lands on.
 */
export function enabledLangs(langs: Partial<Record<Lang, boolean>>): Lang[] {
  return LANGS.filter((lang) => lang === DEFAULT_LANG || langs[lang] === true);
}

export type LangRouting =
  | { kind: 'ok'; lang: Lang }
  | { kind: 'not-found' }
  | { kind: 'redirect'; to: string };

/**
 * What to do with the optional language segment of a request: an unknown prefix is a 404, a
 * language the company has not enabled (or an explicit /fr) goes to the same page without prefix.
 */
export function routeLang(
  param: string | undefined,
  enabled: readonly Lang[],
  pathname: string,
  search = '',
): LangRouting {
  if (param === undefined || param === '') return { kind: 'ok', lang: DEFAULT_LANG };
  if (!isLang(param)) return { kind: 'not-found' };
  if (param === DEFAULT_LANG || !enabled.includes(param)) {
    return { kind: 'redirect', to: `${stripLangPrefix(pathname)}${search}` };
  }
  return { kind: 'ok', lang: param };
}
