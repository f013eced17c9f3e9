import type { Lang } from '@eclat/contracts';
import { catalogues, type MessageKey } from '../../locales/shell/index.ts';
import { interpolate } from './interpolate.ts';

/**
 * The interface text for a key in a language, for server code (loaders, titles). Components use
 * useT(), which reads the one catalogue the server sent with the page: importing this module in
 * browser code would bundle all five languages.
 */
export function t(lang: Lang, key: MessageKey, vars?: Record<string, string | number>): string {
  return interpolate(catalogues[lang][key], vars, lang);
}
