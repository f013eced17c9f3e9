import type { Lang } from '@eclat/contracts';
import { catalogues, type MessageKey } from '../../locales/index.ts';

/** The interface text for a key in a language (no i18n library: the catalogues are plain objects). */
export function t(lang: Lang, key: MessageKey): string {
  return catalogues[lang][key];
}
