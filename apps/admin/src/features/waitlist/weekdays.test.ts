import { describe, expect, it } from 'vitest';
import { weekdayNames } from './weekdays.ts';

describe('weekdayNames', () => {
  it('names ISO weekdays in week order', () => {
    expect(weekdayNames([7, 1, 3], 'en')).toEqual(['Mon', 'Wed', 'Sun']);
    expect(weekdayNames([1, 2, 3, 4, 5, 6, 7], 'fr')).toHaveLength(7);
    expect(weekdayNames([6], 'fr')[0]?.toLowerCase()).toMatch(/^sam/);
  });
});
