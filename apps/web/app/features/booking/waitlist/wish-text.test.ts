import { describe, expect, it } from 'vitest';
import { partKeysOf, weekdayList, weekdayName } from './wish-text.ts';

describe('a waitlist wish in words (issue 21)', () => {
  it('names ISO weekdays in the page language', () => {
    expect(weekdayName(1, 'fr-FR')).toBe('lundi');
    expect(weekdayName(7, 'en-GB')).toBe('Sunday');
    expect(weekdayName(3, 'de-DE')).toBe('Mittwoch');
  });

  it('lists the days in week order and the parts in day order', () => {
    expect(weekdayList([5, 1], 'en-GB')).toBe('Mon, Fri');
    expect(partKeysOf(['evening', 'morning'])).toEqual(['partMorning', 'partEvening']);
  });
});
