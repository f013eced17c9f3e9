import type { Lang } from '@eclat/contracts';
import { localisePath, stripLangPrefix } from './lang-path.ts';
import { DEFAULT_LANG } from './langs.ts';

export type AlternateLink = { hrefLang: string; href: string };

/**
 * rel="alternate" links of a page for the company's languages, plus x-default pointing at the
 * default language. Only meaningful when more than one language is enabled.
 */
export function hreflangLinks(origin: string, pathname: string, enabled: readonly Lang[]): AlternateLink[] {
  if (enabled.length < 2) return [];
  const path = stripLangPrefix(pathname);
  const links: AlternateLink[] = enabled.map((lang) => ({
    hrefLang: lang,
    href: `${origin}${localisePath(path, lang)}`,
  }));
  links.push({ hrefLang: 'x-default', href: `${origin}${localisePath(path, DEFAULT_LANG)}` });
  return links;
}
