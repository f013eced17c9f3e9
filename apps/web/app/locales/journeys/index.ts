import type { Lang } from '@eclat/contracts/langs';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr, type JourneyMessages } from './fr.ts';
import { it } from './it.ts';

export type { JourneyKey, JourneyMessages } from './fr.ts';

/** The journeys' texts (issue 8) in the five languages, same keys (journeys-catalogue.test.ts). */
export const journeyCatalogues: Record<Lang, JourneyMessages> = { fr, en, de, es, it };
