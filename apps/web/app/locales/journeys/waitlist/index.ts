import type { waitlistFr } from './fr.ts';

/** Every language has the French keys (the journeys catalogue test checks the texts). */
export type WaitlistMessages = Record<keyof typeof waitlistFr, string>;
