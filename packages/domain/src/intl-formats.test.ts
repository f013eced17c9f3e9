import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-formats.ts';

describe('memoised Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const a = dateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
    expect(dateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' })).toBe(a);
    expect(
      dateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }),
    ).not.toBe(a);
    expect(dateTimeFormat('fr-FR', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' })).not.toBe(a);
  });

  it('formats as a formatter made on the spot does', () => {
    const instant = Date.UTC(2026, 2, 29, 8, 30);
    const options: Intl.DateTimeFormatOptions = {
      timeZone: 'Europe/Paris',
      dateStyle: 'full',
      timeStyle: 'short',
    };
    expect(dateTimeFormat('de-DE', options).format(instant)).toBe(
      new Intl.DateTimeFormat('de-DE', options).format(instant),
    );
    expect(numberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(12.5)).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(12.5),
    );
    expect(relativeTimeFormat('en-GB', { numeric: 'auto' }).format(1, 'day')).toBe('tomorrow');
  });

  it('keeps nothing when the options are refused', () => {
    expect(() => numberFormat('fr-FR', { style: 'currency', currency: 'not a code' })).toThrow(RangeError);
    expect(() => numberFormat('fr-FR', { style: 'currency', currency: 'not a code' })).toThrow(RangeError);
  });
});
