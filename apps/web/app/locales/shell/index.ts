import type { Lang } from '@eclat/contracts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr, type Messages } from './fr.ts';
import { it } from './it.ts';

export type { MessageKey, Messages } from './fr.ts';

/** All catalogues are small and bundled together; lazy loading would cost more than it saves. */
export const catalogues: Record<Lang, Messages> = { fr, en, de, es, it };
