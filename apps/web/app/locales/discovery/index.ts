import type { Lang } from '@eclat/contracts/langs';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { type DiscoveryMessages, fr } from './fr.ts';
import { it } from './it.ts';

export type { DiscoveryKey, DiscoveryMessages } from './fr.ts';

/** The discovery pages' texts; the language layout sends a page the keys it uses, in its language only. */
export const discoveryCatalogues: Record<Lang, DiscoveryMessages> = { fr, en, de, es, it };
