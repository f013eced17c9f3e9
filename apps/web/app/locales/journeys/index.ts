import type { Lang } from '@eclat/contracts/langs';
import { interpolate } from '../../lib/i18n/interpolate.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr, type JourneyKey, type JourneyMessages } from './fr.ts';
import { it } from './it.ts';

export type { JourneyKey, JourneyMessages } from './fr.ts';

/** The journeys' texts (issue 8) in the five languages, same keys (locales/journeys/catalogue.test.ts). */
export const journeyCatalogues: Record<Lang, JourneyMessages> = { fr, en, de, es, it };

/** A journeys text for server code (page titles); components use useJT(). */
export function jt(lang: Lang, key: JourneyKey, vars?: Record<string, string | number>): string {
  return interpolate(journeyCatalogues[lang][key], vars, lang);
}
