import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyGift,
  canDeleteGiftOrder,
  checkGiftAmount,
  DEFAULT_GIFT_LIMITS,
  GIFT_CODE_ALPHABET,
  GIFT_CODE_LENGTH,
  GIFT_VALIDITY_DAYS,
  giftCodeFromBytes,
  giftExpiry,
  giftLimits,
  giftUsability,
  giftValidityDays,
  isGiftCodeFormat,
  normaliseGiftCode,
} from './gifts.ts';

const bytes = fc.uint8Array({ minLength: GIFT_CODE_LENGTH, maxLength: GIFT_CODE_LENGTH });

describe('gift codes', () => {
  it('uses 32 unambiguous symbols: no 0, O, 1 or I', () => {
    expect(GIFT_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(GIFT_CODE_ALPHABET).size).toBe(32);
    for (const ch of '0O1I') expect(GIFT_CODE_ALPHABET).not.toContain(ch);
  });

  it('formats 12 symbols in groups of 4 and reads them back in any case and spacing (property)', () => {
    fc.assert(
      fc.property(bytes, (b) => {
        const code = giftCodeFromBytes(b);
        expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
        expect(isGiftCodeFormat(code)).toBe(true);
        expect(normaliseGiftCode(code.toLowerCase())).toBe(code);
        expect(normaliseGiftCode(` ${code.replaceAll('-', ' ')} `)).toBe(code);
        expect(normaliseGiftCode(code.replaceAll('-', ''))).toBe(code);
      }),
    );
  });

  it('maps every byte value to a symbol without bias (each symbol from exactly 8 byte values)', () => {
    const counts = new Map<string, number>();
    for (let v = 0; v < 256; v++) {
      const code = giftCodeFromBytes(new Uint8Array(GIFT_CODE_LENGTH).fill(v));
      const ch = code[0] as string;
      counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect([...counts.values()].every((n) => n === 8)).toBe(true);
  });

  it('refuses what cannot be a code', () => {
    expect(normaliseGiftCode('ABCD-EFGH-JKL')).toBeNull();
    expect(normaliseGiftCode('ABCD-EFGH-JKL0')).toBeNull();
    expect(normaliseGiftCode("ABCD-EFGH-JK'M")).toBeNull();
    expect(normaliseGiftCode('')).toBeNull();
    expect(isGiftCodeFormat('abcd-efgh-jkmn')).toBe(false);
    expect(() => giftCodeFromBytes(new Uint8Array(4))).toThrow(RangeError);
  });
});

describe('amounts, limits and validity', () => {
  it('keeps amounts within the limits, whole cents only', () => {
    const limits = { minAmount: 2000, maxAmount: 30000 };
    expect(checkGiftAmount(2000, limits)).toEqual({ ok: true });
    expect(checkGiftAmount(30000, limits)).toEqual({ ok: true });
    expect(checkGiftAmount(1999, limits)).toEqual({ ok: false, reason: 'below_min' });
    expect(checkGiftAmount(30001, limits)).toEqual({ ok: false, reason: 'above_max' });
    expect(checkGiftAmount(2500.5, limits)).toEqual({ ok: false, reason: 'not_whole' });
  });

  it('reads company overrides and ignores absurd ones', () => {
    expect(giftLimits(undefined)).toEqual(DEFAULT_GIFT_LIMITS);
    expect(giftLimits({ minAmount: 5000 })).toEqual({
      minAmount: 5000,
      maxAmount: DEFAULT_GIFT_LIMITS.maxAmount,
    });
    expect(giftLimits({ minAmount: 5000, maxAmount: 4000 })).toEqual(DEFAULT_GIFT_LIMITS);
    expect(giftLimits({ minAmount: -1, maxAmount: 'x' })).toEqual(DEFAULT_GIFT_LIMITS);
    expect(giftValidityDays({})).toBe(GIFT_VALIDITY_DAYS);
    expect(giftValidityDays({ validityDays: 180 })).toBe(180);
    expect(giftValidityDays({ validityDays: 0 })).toBe(GIFT_VALIDITY_DAYS);
    expect(giftExpiry(new Date('2026-03-01T10:00:00Z'), 365).toISOString()).toBe('2027-03-01T10:00:00.000Z');
  });
});

describe('partial use', () => {
  it('takes at most the balance and keeps the rest (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (balance, amount) => {
          const out = applyGift(balance, amount);
          expect(out.used).toBe(Math.min(balance, amount));
          expect(out.used + out.balance).toBe(balance);
          expect(out.balance).toBeGreaterThanOrEqual(0);
          expect(out.status).toBe(out.balance === 0 ? 'used' : 'active');
        },
      ),
    );
  });

  it('spends a voucher over several uses until nothing is left (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 30_000 }), { maxLength: 20 }),
        (amount, uses) => {
          let balance = amount;
          let spent = 0;
          for (const u of uses) {
            const out = applyGift(balance, u);
            spent += out.used;
            balance = out.balance;
          }
          expect(spent + balance).toBe(amount);
          expect(spent).toBe(
            Math.min(
              amount,
              uses.reduce((s, u) => s + u, 0),
            ),
          );
        },
      ),
    );
  });

  it('says why a voucher cannot pay', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const gift = { status: 'active', balance: 500, expiresAt: new Date('2026-07-01T00:00:00Z') };
    expect(giftUsability(gift, now)).toBe('usable');
    expect(giftUsability({ ...gift, expiresAt: null }, now)).toBe('usable');
    expect(giftUsability({ ...gift, expiresAt: now }, now)).toBe('expired');
    expect(giftUsability({ ...gift, balance: 0, status: 'used' }, now)).toBe('empty');
    expect(giftUsability({ ...gift, status: 'pending' }, now)).toBe('inactive');
    expect(giftUsability({ ...gift, status: 'cancelled' }, now)).toBe('inactive');
  });

  it('lets the stats service delete only gift orders holding no money', () => {
    expect(canDeleteGiftOrder('paid')).toBe(false);
    for (const s of ['pending', 'cancelled', 'expired', 'refunded']) expect(canDeleteGiftOrder(s)).toBe(true);
  });
});
