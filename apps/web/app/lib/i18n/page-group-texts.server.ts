import type { Lang, ShopWord } from '@eclat/contracts';
import { discoveryTextsByPage } from '../../locales/discovery/by-page.gen.ts';
import { namespaceCatalogues } from '../../locales/index.ts';
import { journeysTextsByPage } from '../../locales/journeys/by-page.gen.ts';
import { withShopWord } from './shop-word.ts';

/** The namespaces sent page by page: one per group of pages in routes.ts. */
export type GroupNamespace = 'discovery' | 'journeys';

export type GroupPage = { namespace: GroupNamespace; path: string; keys: readonly string[] };

/** The language layout's path (routes.ts): every page's pattern starts with it. */
const LANG_SEGMENT = ':lang?';

/**
 * The pages of both groups by the pattern React Router gives a loader for the request
 * (`':lang?/services/:category'`, `':lang?'` for the home): the page that matched, without
 * matching the path again.
 */
const pagesByPattern = new Map<string, GroupPage>(
  [
    ...discoveryTextsByPage.map((page) => ({ namespace: 'discovery' as const, ...page })),
    ...journeysTextsByPage.map((page) => ({ namespace: 'journeys' as const, ...page })),
  ].map((page) => [page.path ? `${LANG_SEGMENT}/${page.path}` : LANG_SEGMENT, page]),
);

/** The grouped page a request's pattern is, or null (the 404 page, 'disabled', 'waiting'). */
export function groupPageOf(pattern: string): GroupPage | null {
  return pagesByPattern.get(pattern) ?? null;
}

/** At most 42 pages × 5 languages × 5 shop words, kept. */
const kept = new Map<string, Record<string, string>>();

/**
 * The texts of its group's namespace that the page of `pattern` uses (scripts/texts-by-page.ts
 * reads them from its code), in its language, with the company's word for its shops written in.
 */
export function pageGroupTexts(
  pattern: string,
  lang: Lang,
  word: ShopWord,
): { namespace: GroupNamespace; texts: Record<string, string> } | null {
  const page = groupPageOf(pattern);
  if (!page) return null;
  const id = `${pattern}:${lang}:${word}`;
  let texts = kept.get(id);
  if (!texts) {
    const messages: Record<string, string> = namespaceCatalogues[page.namespace][lang];
    const catalogue = withShopWord(page.namespace, messages, word, lang);
    texts = Object.fromEntries(page.keys.map((key) => [key, catalogue[key] ?? key]));
    kept.set(id, texts);
  }
  return { namespace: page.namespace, texts };
}
