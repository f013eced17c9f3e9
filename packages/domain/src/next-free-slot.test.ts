import { describe, expect, it } from 'vitest';
import { earliestSlot, firstFreeSlot } from './next-free-slot.ts';

const slot = (start: string) => ({
  start,
  end: start,
  day: start.slice(0, 10),
  shopStatus: 'open' as const,
  freeEmployees: [1],
  busyEmployees: [],
  freeCabins: [],
  busyCabins: [],
});

describe('firstFreeSlot', () => {
  it('skips days without slots and answers the first slot of the first day with one', () => {
    const days = [
      { slots: [] },
      { slots: [slot('2026-05-11T08:30:00Z'), slot('2026-05-11T09:00:00Z')] },
      { slots: [slot('2026-05-12T07:00:00Z')] },
    ];
    expect(firstFreeSlot(days)).toEqual({ start: '2026-05-11T08:30:00Z' });
  });
  it('answers null when nothing is free', () => {
    expect(firstFreeSlot([{ slots: [] }, { slots: [] }])).toBeNull();
    expect(firstFreeSlot([])).toBeNull();
  });
});

describe('earliestSlot', () => {
  it('picks the soonest start and ignores services without any', () => {
    expect(
      earliestSlot([null, { start: '2026-05-12T07:00:00Z' }, { start: '2026-05-11T16:00:00+02:00' }]),
    ).toEqual({ start: '2026-05-11T16:00:00+02:00' });
    expect(earliestSlot([null, null])).toBeNull();
  });
});
