import type { Lang } from '@eclat/contracts';
import { type Namespace, namespaceCatalogues, type TextKey } from '../../locales/index.ts';
import { interpolate } from './interpolate.ts';

/**
 * The interface text for a key of a namespace in a language, for server code (loaders, titles).
 * Components use useT(namespace), which reads the one catalogue the server sent with the page:
 * importing this module in browser code would bundle every namespace in all five languages.
 */
export function translate<N extends Namespace>(
  lang: Lang,
  namespace: N,
  key: TextKey<N>,
  vars?: Record<string, string | number>,
): string {
  const messages: Record<string, string> = namespaceCatalogues[namespace][lang];
  return interpolate(messages[key] ?? key, vars, lang);
}
