import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reminderKey, reminderTimes } from './reminders.ts';

const start = new Date('2026-12-01T10:00:00Z');

describe('reminder times', () => {
  it('sends 24 h and 2 h before, earliest first', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(reminderTimes(start, [120, 1440], now).map((r) => [r.offsetMinutes, r.at.toISOString()])).toEqual([
      [1440, '2026-11-30T10:00:00.000Z'],
      [120, '2026-12-01T08:00:00.000Z'],
    ]);
  });

  it('never sends a reminder late, and each offset once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 15, max: 10_080 }), { maxLength: 5 }),
        fc.integer({ min: -20_000, max: 20_000 }),
        (offsets, minutesBefore) => {
          const now = new Date(start.getTime() - minutesBefore * 60_000);
          const times = reminderTimes(start, offsets, now);
          expect(new Set(times.map((t) => t.offsetMinutes)).size).toBe(times.length);
          for (const t of times) {
            expect(t.at.getTime()).toBeGreaterThan(now.getTime());
            expect(t.at.getTime()).toBeLessThan(start.getTime());
          }
          expect(times.length).toBe(new Set(offsets.filter((o) => o < minutesBefore)).size);
        },
      ),
    );
  });

  it('keys a reminder by company, order and offset; the prefix matches all of an order', () => {
    expect(reminderKey(3, 41, 120)).toBe('reminder:3:41:120');
    expect(reminderKey(3, 41, 120).startsWith(reminderKey(3, 41))).toBe(true);
    expect(reminderKey(3, 410, 120).startsWith(reminderKey(3, 41))).toBe(false);
  });
});
