import type { Lang } from '@eclat/contracts/langs';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr, type PrivacyMessages } from './fr.ts';
import { it } from './it.ts';

export type { PrivacyKey, PrivacyMessages } from './fr.ts';

/** The privacy pages' texts (issue 23); those pages send the page's language only. */
export const privacyCatalogues: Record<Lang, PrivacyMessages> = { fr, en, de, es, it };
