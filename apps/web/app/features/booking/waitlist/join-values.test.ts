import { describe, expect, it } from 'vitest';
import { joinBody, joinDefaults, joinErrorKey, joinProblems, lastWaitDay, toggled } from './join-values.ts';

const TODAY = '2026-11-25'; // a Wednesday
const MAX = 90;

describe('the waitlist form values (issue 21)', () => {
  it('opens from "no time suits" on every day and part, for two weeks', () => {
    expect(joinDefaults(TODAY, MAX, null, null)).toEqual({
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      parts: ['morning', 'afternoon', 'evening'],
      employeeId: null,
      untilDate: '2026-12-09',
    });
  });

  it('opens from a full day on its weekday, with the collaborator chosen, reaching that day', () => {
    const fromFriday = joinDefaults(TODAY, MAX, 7, '2026-11-27');
    expect(fromFriday.weekdays).toEqual([5]);
    expect(fromFriday.employeeId).toBe(7);
    expect(fromFriday.untilDate).toBe('2026-12-09');
    // A full day three weeks ahead: waiting until two weeks would never reach it.
    expect(joinDefaults(TODAY, MAX, null, '2026-12-18').untilDate).toBe('2026-12-18');
    // A past or too far day is no hint.
    expect(joinDefaults(TODAY, MAX, null, '2026-11-01').weekdays).toHaveLength(7);
    expect(joinDefaults(TODAY, MAX, null, '2027-06-01').weekdays).toHaveLength(7);
  });

  it('never defaults past the last day one may wait for', () => {
    expect(joinDefaults(TODAY, 5, null, null).untilDate).toBe(lastWaitDay(TODAY, 5));
  });

  it('refuses no day, no part, and a last date before today or past the limit', () => {
    const ok = joinDefaults(TODAY, MAX, null, null);
    expect(joinProblems(ok, TODAY, MAX)).toEqual([]);
    expect(joinProblems({ ...ok, weekdays: [], parts: [] }, TODAY, MAX)).toEqual(['weekdays', 'parts']);
    expect(joinProblems({ ...ok, untilDate: '2026-11-24' }, TODAY, MAX)).toEqual(['untilDate']);
    expect(joinProblems({ ...ok, untilDate: TODAY }, TODAY, MAX)).toEqual([]);
    expect(joinProblems({ ...ok, untilDate: lastWaitDay(TODAY, MAX) }, TODAY, MAX)).toEqual([]);
    expect(joinProblems({ ...ok, untilDate: '2027-02-24' }, TODAY, MAX)).toEqual(['untilDate']);
    expect(joinProblems({ ...ok, untilDate: '' }, TODAY, MAX)).toEqual(['untilDate']);
    expect(joinProblems({ ...ok, untilDate: '2026-12-01\u0000' }, TODAY, MAX)).toEqual(['untilDate']);
  });

  it('sends days once and in order, parts in the day order, from today', () => {
    const body = joinBody(
      { weekdays: [6, 2, 6], parts: ['evening', 'morning'], employeeId: null, untilDate: '2026-12-01' },
      { shopId: 1, serviceIds: [3, 4] },
      TODAY,
    );
    expect(body).toEqual({
      shopId: 1,
      serviceIds: [3, 4],
      employeeId: null,
      weekdays: [2, 6],
      parts: ['morning', 'evening'],
      fromDate: TODAY,
      untilDate: '2026-12-01',
    });
  });

  it('toggles a checkbox value once', () => {
    expect(toggled([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggled([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggled([1, 2], 2, false)).toEqual([1]);
  });

  it('says why a join was refused', () => {
    expect(joinErrorKey(409, 'waitlist_duplicate')).toBe('wlAlreadyWaiting');
    expect(joinErrorKey(409, 'waitlist_off')).toBe('wlUnavailable');
    expect(joinErrorKey(409, 'booking_off')).toBe('wlUnavailable');
    expect(joinErrorKey(404, undefined)).toBe('wlUnavailable');
    expect(joinErrorKey(409, 'collaborator_services')).toBe('errorCheckFields');
    expect(joinErrorKey(400, 'until_past')).toBe('errorCheckFields');
    expect(joinErrorKey(500, undefined)).toBe('errorService');
  });
});
