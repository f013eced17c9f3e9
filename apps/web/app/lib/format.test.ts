import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney } from './format.ts';

describe('formatMoney (locale codes fr-FR, en-GB, de-DE, es-ES, it-IT)', () => {
  it('formats cents in the visitor’s locale', () => {
    expect(formatMoney(12_345, 'fr').replace(/\s/g, ' ')).toBe('123,45 €');
    expect(formatMoney(12_345, 'en')).toBe('€123.45');
    expect(formatMoney(12_345, 'de').replace(/\s/g, ' ')).toBe('123,45 €');
    expect(formatMoney(500, 'en', 'CHF').replace(/\s/g, ' ')).toBe('CHF 5.00');
    expect(formatMoney(500, 'fr', 'NOPE!')).toBe('5.00 NOPE!');
  });
});

describe('formatDay', () => {
  it('writes the day in the locale, in Paris time', () => {
    expect(formatDay('2026-05-11T23:30:00Z', 'fr')).toBe('12 mai 2026');
    expect(formatDay('2026-05-11T23:30:00Z', 'en')).toBe('12 May 2026');
    expect(formatDay('nope', 'it')).toBe('');
  });
});
