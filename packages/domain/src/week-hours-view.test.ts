import { describe, expect, it } from 'vitest';
import type { WeekHoursMap } from './opening-hours.ts';
import { openingHoursSpecification, weekdayAt, weekHoursView } from './week-hours-view.ts';

const lunch = [
  { status: 'open' as const, hours: [{ start: '09:30', end: '13:00' }] },
  { status: 'pause' as const, hours: [{ start: '13:00', end: '14:00' }] },
  { status: 'open' as const, hours: [{ start: '14:00', end: '19:00' }] },
];
const week: WeekHoursMap = {
  '1': [{ status: 'closed', hours: [] }],
  '2': lunch,
  '3': lunch,
  '6': [{ status: 'open', hours: [{ start: '09:00', end: '18:00' }] }],
  // A pause alone is not an opening.
  '7': [{ status: 'pause', hours: [{ start: '12:00', end: '13:00' }] }],
};

describe('opening hours per weekday (issue 7)', () => {
  // Tuesday 2026-03-10 at 23:30 UTC is already Wednesday in Paris.
  const lateTuesdayUtc = Date.parse('2026-03-10T23:30:00Z');

  it('lists Monday to Sunday with open ranges, pauses and closed days', () => {
    const rows = weekHoursView(week, lateTuesdayUtc, 'Europe/Paris');
    expect(rows.map((r) => r.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows[0]).toMatchObject({ closed: true, open: [], pauses: [] });
    expect(rows[1]).toMatchObject({
      closed: false,
      open: [
        { start: '09:30', end: '13:00' },
        { start: '14:00', end: '19:00' },
      ],
      pauses: [{ start: '13:00', end: '14:00' }],
    });
    expect(rows[3]?.closed).toBe(true);
    expect(rows[6]).toMatchObject({ closed: true, pauses: [] });
  });

  it("highlights today in the shop's time zone", () => {
    expect(weekdayAt(lateTuesdayUtc, 'Europe/Paris')).toBe(3);
    expect(weekdayAt(lateTuesdayUtc, 'UTC')).toBe(2);
    const rows = weekHoursView(week, lateTuesdayUtc, 'Europe/Paris');
    expect(rows.filter((r) => r.today).map((r) => r.weekday)).toEqual([3]);
  });

  it('gives schema.org opening hours for the open ranges only', () => {
    const spec = openingHoursSpecification(week);
    expect(spec).toHaveLength(5);
    expect(spec[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Tuesday',
      opens: '09:30',
      closes: '13:00',
    });
  });
});
