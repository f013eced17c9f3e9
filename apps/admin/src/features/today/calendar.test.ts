import { describe, expect, it } from 'vitest';
import { addDays, assignLanes, minutesInDay, verticalBox, viewDays, visibleWindow } from './calendar.ts';

describe('the Today calendar layout', () => {
  it('shows a day, or Monday to Sunday of its week', () => {
    expect(viewDays('2026-06-02', 'day')).toEqual(['2026-06-02']);
    expect(viewDays('2026-06-03', 'week')).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ]);
    expect(viewDays('2026-06-07', 'week')[0]).toBe('2026-06-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('reads times in the shop zone, across daylight-saving changes', () => {
    expect(minutesInDay('2026-06-02T08:00:00Z', '2026-06-02', 'Europe/Paris')).toBe(600);
    expect(minutesInDay('2026-01-02T08:00:00Z', '2026-01-02', 'Europe/Paris')).toBe(540);
    // 29 March 2026: 03:30 Paris is 01:30 UTC.
    expect(minutesInDay('2026-03-29T01:30:00Z', '2026-03-29', 'Europe/Paris')).toBe(210);
  });

  it('spans the opening hours of the shown days, widened to appointments', () => {
    const hours = {
      '1': [{ status: 'open', hours: [{ start: '10:00', end: '19:00' }] }],
      '2': [
        { status: 'open', hours: [{ start: '09:30', end: '12:00' }] },
        { status: 'pause', hours: [{ start: '12:00', end: '13:00' }] },
        { status: 'open', hours: [{ start: '13:00', end: '18:00' }] },
      ],
    };
    expect(visibleWindow(hours, ['2026-06-01'], [])).toEqual({ start: 600, end: 1140 });
    expect(visibleWindow(hours, ['2026-06-01', '2026-06-02'], [])).toEqual({ start: 540, end: 1140 });
    expect(visibleWindow(hours, ['2026-06-01'], [{ start: 1170, end: 1230 }])).toEqual({
      start: 600,
      end: 1260,
    });
    expect(visibleWindow({}, ['2026-06-07'], [])).toEqual({ start: 480, end: 1200 });
  });

  it('puts overlapping appointments side by side and the rest full width', () => {
    const placed = assignLanes([
      { id: 'a', start: 600, end: 660 },
      { id: 'b', start: 630, end: 690 },
      { id: 'c', start: 660, end: 720 },
      { id: 'd', start: 800, end: 860 },
    ]);
    const by = Object.fromEntries(placed.map((p) => [p.id, [p.lane, p.lanes]]));
    expect(by).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });

  it('places a box in percent of the window, clipped', () => {
    expect(verticalBox({ start: 600, end: 660 }, { start: 480, end: 1200 })).toEqual({
      top: (120 / 720) * 100,
      height: (60 / 720) * 100,
    });
    expect(verticalBox({ start: 420, end: 510 }, { start: 480, end: 1200 })).toEqual({
      top: 0,
      height: (30 / 720) * 100,
    });
  });
});
