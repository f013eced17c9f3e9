import type { Lang } from '@eclat/contracts/langs';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr, type ReviewMessages } from './fr.ts';
import { it } from './it.ts';

export type { ReviewKey, ReviewMessages } from './fr.ts';

/** The verified reviews' texts (issue 22); the pages that show reviews send the page's language only. */
export const reviewCatalogues: Record<Lang, ReviewMessages> = { fr, en, de, es, it };
