import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartDeadlines,
  DEFAULT_MAX_PER_CUSTOMER,
  firstOverCap,
  HOLD_GRACE_MINUTES,
  isKnownCustomer,
  MAX_PER_CUSTOMER_LIMIT,
  maxPerCustomer,
  PAYMENT_MINUTES,
  UNKNOWN_CUSTOMER_STOCK_MINUTES,
} from './cart-holds.ts';

const MINUTE = 60_000;
const now = new Date('2026-06-01T06:00:00Z');
const minutesFrom = (d: Date) => (d.getTime() - now.getTime()) / MINUTE;

describe('maxPerCustomer', () => {
  it('keeps a whole number from 1 to the limit, else the default', () => {
    expect(maxPerCustomer(3)).toBe(3);
    expect(maxPerCustomer(1)).toBe(1);
    expect(maxPerCustomer(1e9)).toBe(MAX_PER_CUSTOMER_LIMIT);
    for (const bad of [0, -2, 2.5, Number.NaN, '4', null, undefined])
      expect(maxPerCustomer(bad)).toBe(DEFAULT_MAX_PER_CUSTOMER);
  });
});

describe('isKnownCustomer', () => {
  it('knows a verified e-mail or phone, or a customer who paid before', () => {
    const nobody = { emailVerified: false, phoneVerified: false, hasPaidBefore: false };
    expect(isKnownCustomer(nobody)).toBe(false);
    expect(isKnownCustomer({ ...nobody, emailVerified: true })).toBe(true);
    expect(isKnownCustomer({ ...nobody, phoneVerified: true })).toBe(true);
    expect(isKnownCustomer({ ...nobody, hasPaidBefore: true })).toBe(true);
  });
});

describe('cartDeadlines', () => {
  it('holds 15 minutes of payment, 5 more for holds; stock only 5 minutes for an unknown customer', () => {
    const known = cartDeadlines(now, true);
    expect(minutesFrom(known.paymentExpiresAt)).toBe(PAYMENT_MINUTES);
    expect(minutesFrom(known.holdUntil)).toBe(PAYMENT_MINUTES + HOLD_GRACE_MINUTES);
    expect(known.stockUntil).toEqual(known.holdUntil);
    const unknown = cartDeadlines(now, false);
    expect(minutesFrom(unknown.stockUntil)).toBe(UNKNOWN_CUSTOMER_STOCK_MINUTES);
    expect(unknown.holdUntil).toEqual(known.holdUntil);
  });

  it('never holds stock past the holds, nor longer for an unknown customer (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true }), (at) => {
        const known = cartDeadlines(at, true);
        const unknown = cartDeadlines(at, false);
        expect(unknown.stockUntil.getTime()).toBeLessThanOrEqual(known.stockUntil.getTime());
        expect(known.stockUntil.getTime()).toBeLessThanOrEqual(known.holdUntil.getTime());
        expect(unknown.stockUntil.getTime()).toBeGreaterThan(at.getTime());
        expect(known.paymentExpiresAt.getTime()).toBeLessThan(known.holdUntil.getTime());
      }),
    );
  });
});

describe('firstOverCap', () => {
  it('names the first line that would pass the cap, counting what the customer already holds', () => {
    expect(firstOverCap([{ articleId: 1, quantity: 5, heldByCustomer: 0 }], 5)).toBeNull();
    expect(firstOverCap([{ articleId: 1, quantity: 6, heldByCustomer: 0 }], 5)).toMatchObject({
      articleId: 1,
    });
    expect(
      firstOverCap(
        [
          { articleId: 1, quantity: 1, heldByCustomer: 0 },
          { articleId: 2, quantity: 2, heldByCustomer: 4 },
        ],
        5,
      ),
    ).toMatchObject({ articleId: 2 });
  });

  it('accepts exactly the carts that keep every product within the cap (property)', () => {
    const line = fc.record({
      articleId: fc.integer({ min: 1, max: 50 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      heldByCustomer: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), fc.integer({ min: 1, max: 30 }), (lines, cap) => {
        const over = firstOverCap(lines, cap);
        if (over === null)
          for (const l of lines) expect(l.quantity + l.heldByCustomer).toBeLessThanOrEqual(cap);
        else {
          expect(over.quantity + over.heldByCustomer).toBeGreaterThan(cap);
          expect(lines.indexOf(over)).toBe(lines.findIndex((l) => l.quantity + l.heldByCustomer > cap));
        }
      }),
    );
  });
});
