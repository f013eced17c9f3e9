import { describe, expect, it } from 'vitest';
import { daysBetween, isoWeekday, localDay, zonedInstant, zoneOffsetMinutes } from './zoned-time.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('zoned time', () => {
  it('knows the Paris offsets in winter and summer', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Paris')).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), 'Europe/Paris')).toBe(120);
  });
  it('moves a wall time skipped in March forward by the gap', () => {
    expect(iso(zonedInstant('2026-03-29', 150, 'Europe/Paris'))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(zonedInstant('2026-03-29', 180, 'Europe/Paris'))).toBe('2026-03-29T01:00:00.000Z');
  });
  it('takes the first occurrence of the hour repeated in October', () => {
    expect(iso(zonedInstant('2026-10-25', 150, 'Europe/Paris'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedInstant('2026-10-25', 180, 'Europe/Paris'))).toBe('2026-10-25T02:00:00.000Z');
  });
  it('gives the local day and weekday', () => {
    expect(localDay(Date.parse('2026-06-01T22:30:00Z'), 'Europe/Paris')).toBe('2026-06-02');
    expect(isoWeekday('2026-06-01')).toBe(1);
    expect(isoWeekday('2026-06-07')).toBe(7);
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
