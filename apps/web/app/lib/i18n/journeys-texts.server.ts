import type { Lang, ShopWord } from '@eclat/contracts';
import { matchPath } from 'react-router';
import { namespaceCatalogues } from '../../locales/index.ts';
import { journeysTextsByPage } from '../../locales/journeys/by-page.gen.ts';
import { stripLangPrefix } from './lang-path.ts';
import { withShopWord } from './shop-word.ts';

type JourneysPage = (typeof journeysTextsByPage)[number];

/**
 * The page a request is for: a client-side navigation's loader call (single fetch) asks for
 * '/page.data', or '/_.data' for '/', as React Router's server reads it.
 */
function documentPath(pathname: string): string {
  return pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '');
}

/** The journeys page a path shows (its language prefix aside), or null for a path none matches. */
export function journeysPageOf(pathname: string): JourneysPage | null {
  const path = stripLangPrefix(documentPath(pathname));
  return journeysTextsByPage.find((page) => matchPath({ path: `/${page.path}`, end: true }, path)) ?? null;
}

/** At most 27 pages × 5 languages × 5 shop words, kept. */
const kept = new Map<string, Record<string, string>>();

/**
 * The journeys texts the page at `pathname` uses (scripts/texts-by-page.ts reads them from its
 * code), with the company's word for its shops written in: the booking page carries a third of
 * the catalogue. A path no page matches gets the whole catalogue.
 */
export function journeysTexts(pathname: string, lang: Lang, word: ShopWord): Record<string, string> {
  const all = (): Record<string, string> =>
    withShopWord('journeys', namespaceCatalogues.journeys[lang], word, lang);
  const page = journeysPageOf(pathname);
  if (!page) return all();
  const id = `${page.path}:${lang}:${word}`;
  let texts = kept.get(id);
  if (!texts) {
    const catalogue = all();
    texts = Object.fromEntries(page.keys.map((key) => [key, catalogue[key] ?? key]));
    kept.set(id, texts);
  }
  return texts;
}
