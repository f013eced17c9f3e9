import type { Lang } from '@eclat/contracts/langs';
import { interpolate } from '../../lib/i18n/interpolate.ts';
import { discoveryCatalogues } from '../../locales/discovery/index.ts';
import type { DiscoveryKey } from './i18n.ts';

/** A discovery text for server code (titles, descriptions); components use useDT(). */
export function dt(lang: Lang, key: DiscoveryKey, vars?: Record<string, string | number>): string {
  return interpolate(discoveryCatalogues[lang][key], vars, lang);
}
