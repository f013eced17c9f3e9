import type { Lang } from '@eclat/contracts';
import { namespaceCatalogues } from '../../locales/index.ts';

type PageNamespace = 'reviews' | 'privacy';

/**
 * The texts of a namespace that no layout sends (`reviews`, `privacy`), for the loader data of a
 * page that shows them: `{ pageTexts: { reviews } }`, read by useT (lib/i18n/use-lang.ts). One
 * language only.
 */
export function pageTexts(lang: Lang, namespace: 'reviews'): { reviews: Record<string, string> };
export function pageTexts(lang: Lang, namespace: 'privacy'): { privacy: Record<string, string> };
export function pageTexts(
  lang: Lang,
  namespace: PageNamespace,
): Partial<Record<PageNamespace, Record<string, string>>> {
  const messages: Record<string, string> = namespaceCatalogues[namespace][lang];
  return { [namespace]: messages };
}
