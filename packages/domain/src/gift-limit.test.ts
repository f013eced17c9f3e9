import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyGiftLimit, giftLimitReachedDays } from './gift-limit.ts';

const day = (d: string, slots: number) => ({
  day: d,
  slots: Array.from({ length: slots }, (_, i) => ({ start: `${d}T0${i}:00` })),
});

describe('daily gift-voucher limit', () => {
  it('lists the days at or over the limit, and none without a limit', () => {
    const counts = { '2026-06-02': 2, '2026-06-03': 1, '2026-06-01': 3 };
    expect(giftLimitReachedDays(counts, 2)).toEqual(['2026-06-01', '2026-06-02']);
    expect(giftLimitReachedDays(counts, null)).toEqual([]);
  });

  it('empties the slots of those days only', () => {
    const days = [day('2026-06-01', 2), day('2026-06-02', 3)];
    const limited = applyGiftLimit(days, ['2026-06-02']);
    expect(limited.map((d) => d.slots.length)).toEqual([2, 0]);
    expect(limited[0]).toBe(days[0]);
  });

  it('never adds a slot and keeps every day', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('2026-06-01', '2026-06-02', '2026-06-03'), fc.nat(5)),
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
        (counts, limit) => {
          const days = ['2026-06-01', '2026-06-02', '2026-06-03'].map((d) => day(d, 2));
          const limited = applyGiftLimit(days, giftLimitReachedDays(counts, limit));
          expect(limited.map((d) => d.day)).toEqual(days.map((d) => d.day));
          for (const d of limited) {
            const full = (counts[d.day] ?? 0) >= (limit ?? Number.POSITIVE_INFINITY);
            expect(d.slots.length).toBe(full ? 0 : 2);
          }
        },
      ),
    );
  });
});
