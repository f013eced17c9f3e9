import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOpenAt,
  parseHhmm,
  validateWeekHours,
  type WeekHoursMap,
  widenedWeekdays,
} from './opening-hours.ts';

const lunch: WeekHoursMap = {
  '2': [
    { status: 'open', hours: [{ start: '10:00', end: '13:00' }] },
    { status: 'pause', hours: [{ start: '13:00', end: '14:00' }] },
    { status: 'open', hours: [{ start: '14:00', end: '19:00' }] },
  ],
  '7': [{ status: 'closed', hours: [] }],
};

describe('parseHhmm', () => {
  it('reads HH:MM and 24:00 only as an end', () => {
    expect(parseHhmm('09:30')).toBe(570);
    expect(parseHhmm('23:59')).toBe(1439);
    expect(parseHhmm('24:00')).toBeNull();
    expect(parseHhmm('24:00', true)).toBe(1440);
    for (const bad of ['9:30', '25:00', '12:60', '12h00', '']) expect(parseHhmm(bad)).toBeNull();
  });
});

describe('validateWeekHours', () => {
  it('accepts open ranges with a pause between them, and closed days', () => {
    expect(validateWeekHours(lunch)).toEqual([]);
    expect(validateWeekHours({})).toEqual([]);
    expect(
      validateWeekHours({ '1': [{ status: 'open', hours: [{ start: '18:00', end: '24:00' }] }] }),
    ).toEqual([]);
  });
  it('refuses unknown weekdays and statuses', () => {
    expect(validateWeekHours({ '0': [] })[0]?.path).toBe('0');
    expect(validateWeekHours({ monday: [] })[0]?.path).toBe('monday');
    expect(validateWeekHours({ '1': [{ status: 'busy', hours: [] }] })[0]?.path).toBe('1.0.status');
    expect(validateWeekHours(null)).toHaveLength(1);
    expect(validateWeekHours([])).toHaveLength(1);
  });
  it('refuses malformed and reversed ranges, and hours on a closed day', () => {
    expect(
      validateWeekHours({ '1': [{ status: 'open', hours: [{ start: '9:00', end: '12:00' }] }] }),
    ).toEqual([{ path: '1.0.hours.0.start', message: 'time must be HH:MM' }]);
    expect(
      validateWeekHours({ '1': [{ status: 'open', hours: [{ start: '12:00', end: '12:00' }] }] })[0]?.path,
    ).toBe('1.0.hours.0');
    expect(
      validateWeekHours({ '1': [{ status: 'closed', hours: [{ start: '10:00', end: '12:00' }] }] })[0]
        ?.message,
    ).toBe('a closed day has no hours');
  });
  it('refuses overlapping ranges within a day, open or pause', () => {
    const issues = validateWeekHours({
      '3': [
        { status: 'open', hours: [{ start: '10:00', end: '14:00' }] },
        { status: 'pause', hours: [{ start: '13:00', end: '14:00' }] },
      ],
    });
    expect(issues).toEqual([{ path: '3.1.hours.0', message: 'overlaps 3.0.hours.0' }]);
  });
  it('finds an overlap exactly when two ranges of a day intersect', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 1438 }), fc.integer({ min: 1, max: 240 }))
      .map(([start, length]) => ({ start, end: Math.min(1440, start + length) }));
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(fc.array(range, { minLength: 1, maxLength: 6 }), (ranges) => {
        const week = {
          '1': [{ status: 'open', hours: ranges.map((r) => ({ start: hhmm(r.start), end: hhmm(r.end) })) }],
        };
        const intersect = ranges.some((a, i) =>
          ranges.some((b, j) => i < j && a.start < b.end && b.start < a.end),
        );
        expect(validateWeekHours(week).length > 0).toBe(intersect);
      }),
    );
  });
});

describe('isOpenAt', () => {
  it('is open in open ranges, not in pauses nor on closed days', () => {
    expect(isOpenAt(lunch, 2, 10 * 60)).toBe(true);
    expect(isOpenAt(lunch, 2, 13 * 60 + 30)).toBe(false);
    expect(isOpenAt(lunch, 2, 19 * 60)).toBe(false);
    expect(isOpenAt(lunch, 7, 12 * 60)).toBe(false);
    expect(isOpenAt(lunch, 1, 12 * 60)).toBe(false);
  });
});

describe('widenedWeekdays', () => {
  const open = (start: string, end: string) => [{ status: 'open' as const, hours: [{ start, end }] }];
  it('names the days that open at a time they were closed, not those that narrow or stay', () => {
    const before: WeekHoursMap = {
      '1': open('10:00', '18:00'),
      '2': open('10:00', '18:00'),
      '3': open('10:00', '18:00'),
    };
    const after: WeekHoursMap = {
      '1': open('09:00', '18:00'),
      '2': open('11:00', '17:00'),
      '3': open('10:00', '18:00'),
      '6': open('10:00', '12:00'),
    };
    expect(widenedWeekdays(before, after)).toEqual([1, 6]);
    expect(widenedWeekdays(after, before)).toEqual([2]);
  });

  it('sees a lunch break taken away, even by a few minutes', () => {
    const shorterBreak: WeekHoursMap = {
      '2': [
        { status: 'open', hours: [{ start: '10:00', end: '13:07' }] },
        { status: 'pause', hours: [{ start: '13:07', end: '14:00' }] },
        { status: 'open', hours: [{ start: '14:00', end: '19:00' }] },
      ],
    };
    expect(widenedWeekdays(lunch, shorterBreak)).toEqual([2]);
  });

  it('finds nothing between a week and itself, and every widened day is open after at a minute closed before', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 23 }))
      .map(([a, b]) => [Math.min(a, b), Math.max(a, b) + 1] as const)
      .map(([a, b]) => ({
        start: `${String(a).padStart(2, '0')}:00`,
        end: b === 24 ? '24:00' : `${String(b).padStart(2, '0')}:00`,
      }));
    const week = fc.dictionary(
      fc.constantFrom('1', '2', '3', '4', '5', '6', '7'),
      range.map((hours) => [{ status: 'open' as const, hours: [hours] }]),
    );
    fc.assert(
      fc.property(week, week, (before, after) => {
        expect(widenedWeekdays(before, before)).toEqual([]);
        for (const day of widenedWeekdays(before, after)) {
          const opened = Array.from({ length: 24 }, (_, h) => h * 60).some(
            (m) => isOpenAt(after, day, m) && !isOpenAt(before, day, m),
          );
          expect(opened).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
