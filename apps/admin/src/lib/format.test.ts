import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, moneyInput, parseMoney } from './format.ts';

describe('money and dates in the console', () => {
  it('reads prices typed in euros as cents', () => {
    expect(parseMoney('65')).toBe(6500);
    expect(parseMoney('65,5')).toBe(6550);
    expect(parseMoney('65.50 €')).toBe(6550);
    expect(parseMoney('1 234,99')).toBe(123499);
    expect(parseMoney('0')).toBe(0);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('12,345')).toBeNull();
    expect(parseMoney('-5')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
  });

  it('shows cents back as amounts', () => {
    expect(moneyInput(6500)).toBe('65');
    expect(moneyInput(6550)).toBe('65.50');
    expect(formatMoney(6550, 'fr')).toMatch(/^65,50\s€$/);
    expect(formatMoney(6550, 'en')).toBe('€65.50');
  });

  it('names a local day in the language', () => {
    expect(formatDay('2026-06-02', 'fr')).toBe('mardi 2 juin');
    expect(formatDay('2026-06-02', 'en')).toBe('Tuesday 2 June');
  });
});
