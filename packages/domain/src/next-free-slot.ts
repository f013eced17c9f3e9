import type { DayAvailability } from './availability.ts';

/** The earliest free start of an availability answer (an ISO instant). */
export type NextFreeSlot = { start: string };

/**
 * The first slot of an availability answer (days in order, slots in order within a day), as the
 * shop and service cards show it ("demain 10:30"). Its days are already past the notice and
 * the clock, so the first slot met is the next one a visitor can book.
 */
export function firstFreeSlot(days: readonly Pick<DayAvailability, 'slots'>[]): NextFreeSlot | null {
  for (const day of days) {
    const slot = day.slots[0];
    if (slot) return { start: slot.start };
  }
  return null;
}

/** The earliest of several next slots (a shop's: the soonest of its services'); null when none. */
export function earliestSlot(slots: readonly (NextFreeSlot | null)[]): NextFreeSlot | null {
  let best: NextFreeSlot | null = null;
  for (const slot of slots) {
    if (slot && (!best || Date.parse(slot.start) < Date.parse(best.start))) best = slot;
  }
  return best;
}
