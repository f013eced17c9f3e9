import type { Lang } from '@eclat/contracts';
import { namespaceCatalogues } from '../../locales/index.ts';

/**
 * The texts of a namespace that no layout sends (`reviews`), for the loader data of a page that
 * shows them: `{ pageTexts: { reviews } }`, read by useT (lib/i18n/use-lang.ts). One language only.
 */
export function pageTexts(lang: Lang, _namespace: 'reviews'): { reviews: Record<string, string> } {
  return { reviews: namespaceCatalogues.reviews[lang] };
}
