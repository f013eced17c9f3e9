import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateProportionally,
  allocateRefund,
  CHECKOUT_PARTS,
  type CheckoutLineInput,
  canChangePaymentStatus,
  checkoutTotals,
  checkRefund,
  couponEligibleAmount,
  isPaymentOpen,
  type PAYMENT_STATUSES,
  paymentTransition,
  purchaseEvent,
  vatIncluded,
} from './checkout.ts';

const booking = (unitPrice: number, vat = 20): CheckoutLineInput => ({
  part: 'booking',
  key: `appointment:${unitPrice}`,
  name: 'Soin visage',
  quantity: 1,
  unitPrice,
  vat,
});
const product = (unitPrice: number, quantity: number, vat = 20): CheckoutLineInput => ({
  part: 'product',
  key: `product:${unitPrice}`,
  name: 'Crème',
  quantity,
  unitPrice,
  vat,
});
const gift = (amount: number): CheckoutLineInput => ({
  part: 'gift',
  key: 'gift:0',
  name: 'Bon cadeau',
  quantity: 1,
  unitPrice: amount,
  vat: 0,
});

const lineArb: fc.Arbitrary<CheckoutLineInput> = fc.record({
  part: fc.constantFrom(...CHECKOUT_PARTS),
  key: fc.string({ maxLength: 8 }),
  name: fc.string({ maxLength: 8 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPrice: fc.integer({ min: 0, max: 500_000 }),
  vat: fc.constantFrom(0, 5, 10, 20),
});
const couponArb = fc.option(
  fc.record({
    reductionType: fc.constantFrom('percentage', 'fixed'),
    amount: fc.integer({ min: 1, max: 200_000 }),
  }),
  { nil: null },
);

describe('checkoutTotals', () => {
  it('adds a booking, a gift voucher and products, with VAT per rate', () => {
    const t = checkoutTotals({
      lines: [booking(6500), gift(5000), product(2400, 2, 20), product(1000, 1, 5)],
      coupon: null,
      giftBalance: 0,
    });
    expect(t.subtotal).toBe(6500 + 5000 + 4800 + 1000);
    expect(t.total).toBe(t.subtotal);
    expect(t.parts.product).toEqual({ subtotal: 5800, discount: 0, giftUsed: 0, total: 5800 });
    expect(t.vatLines).toEqual([
      { rate: 0, gross: 5000, net: 5000, vat: 0 },
      { rate: 5, gross: 1000, net: 952, vat: 48 },
      { rate: 20, gross: 11300, net: 9417, vat: 1883 },
    ]);
  });

  it('takes a coupon off bookings and products only, never off gift vouchers', () => {
    const t = checkoutTotals({
      lines: [booking(6000), gift(5000), product(4000, 1)],
      coupon: { reductionType: 'percentage', amount: 10 },
      giftBalance: 0,
    });
    expect(t.discount).toBe(1000);
    expect(t.parts.gift.discount).toBe(0);
    expect(t.parts.booking.discount).toBe(600);
    expect(t.parts.product.discount).toBe(400);
    expect(t.total).toBe(15000 - 1000);
  });

  it('applies a gift code to the booking part only, up to what it owes', () => {
    const t = checkoutTotals({ lines: [booking(6500), product(3000, 1)], coupon: null, giftBalance: 10_000 });
    expect(t.giftUsed).toBe(6500);
    expect(t.parts.booking.total).toBe(0);
    expect(t.total).toBe(3000);
    const partial = checkoutTotals({ lines: [booking(6500)], coupon: null, giftBalance: 2000 });
    expect(partial.giftUsed).toBe(2000);
    expect(partial.total).toBe(4500);
    const none = checkoutTotals({ lines: [product(3000, 1)], coupon: null, giftBalance: 2000 });
    expect(none.giftUsed).toBe(0);
  });

  it('a gift voucher pays, it does not lower the VAT base', () => {
    const t = checkoutTotals({ lines: [booking(12000)], coupon: null, giftBalance: 12000 });
    expect(t.total).toBe(0);
    expect(t.vatLines).toEqual([{ rate: 20, gross: 12000, net: 10000, vat: 2000 }]);
  });

  it('never goes negative, the parts add up and the discount is spread exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        couponArb,
        fc.integer({ min: 0, max: 1_000_000 }),
        (lines, coupon, giftBalance) => {
          const t = checkoutTotals({ lines, coupon, giftBalance });
          expect(t.total).toBeGreaterThanOrEqual(0);
          expect(t.total).toBe(t.subtotal - t.discount - t.giftUsed);
          expect(t.discount).toBeLessThanOrEqual(couponEligibleAmount(lines));
          expect(t.lines.reduce((s, l) => s + l.discount, 0)).toBe(t.discount);
          for (const l of t.lines) {
            expect(l.discount).toBeGreaterThanOrEqual(0);
            expect(l.discount).toBeLessThanOrEqual(l.lineTotal);
            if (l.part === 'gift') expect(l.discount).toBe(0);
          }
          for (const part of CHECKOUT_PARTS) expect(t.parts[part].total).toBeGreaterThanOrEqual(0);
          expect(t.parts.gift.giftUsed + t.parts.product.giftUsed).toBe(0);
          expect(t.giftUsed).toBeLessThanOrEqual(giftBalance);
          const gross = t.vatLines.reduce((s, v) => s + v.gross, 0);
          expect(gross).toBe(t.subtotal - t.discount);
          for (const v of t.vatLines) expect(v.net + v.vat).toBe(v.gross);
        },
      ),
    );
  });
});

describe('allocateProportionally', () => {
  it('spreads in proportion by largest remainder', () => {
    expect(allocateProportionally(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(allocateProportionally(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(allocateProportionally(5, [0, 0])).toEqual([0, 0]);
  });

  it('adds up to the amount and never exceeds a weight (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 10 }),
        fc.nat(2_000_000),
        (w, a) => {
          const shares = allocateProportionally(a, w);
          const sum = w.reduce((s, v) => s + v, 0);
          expect(shares.reduce((s, v) => s + v, 0)).toBe(Math.min(a, sum));
          shares.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(w[i] ?? 0);
          });
        },
      ),
    );
  });
});

describe('vatIncluded', () => {
  it('finds the VAT inside an amount, rounded half up', () => {
    expect(vatIncluded(12000, 20)).toBe(2000);
    expect(vatIncluded(1000, 5)).toBe(48);
    expect(vatIncluded(999, 0)).toBe(0);
    expect(vatIncluded(1, 20)).toBe(0);
    expect(vatIncluded(3, 20)).toBe(1);
  });
});

describe('refunds', () => {
  it('allows partial refunds up to paid − refunded, never more', () => {
    expect(checkRefund(10_000, 0, 4000)).toEqual({ ok: true, remaining: 6000, fullyRefunded: false });
    expect(checkRefund(10_000, 4000, 6000)).toEqual({ ok: true, remaining: 0, fullyRefunded: true });
    expect(checkRefund(10_000, 4000, 6001)).toEqual({ ok: false, reason: 'over_refund', refundable: 6000 });
    expect(checkRefund(10_000, 10_000, 1)).toEqual({ ok: false, reason: 'nothing_to_refund', refundable: 0 });
    expect(checkRefund(10_000, 0, 0)).toMatchObject({ ok: false, reason: 'invalid_amount' });
    expect(checkRefund(10_000, 0, 1.5)).toMatchObject({ ok: false, reason: 'invalid_amount' });
  });

  it('a sequence of accepted refunds never adds up to more than was paid (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.array(fc.integer({ min: -10, max: 500_000 }), { maxLength: 20 }),
        (paid, asks) => {
          let refunded = 0;
          for (const amount of asks) {
            const check = checkRefund(paid, refunded, amount);
            if (check.ok) refunded += amount;
          }
          expect(refunded).toBeLessThanOrEqual(paid);
        },
      ),
    );
  });

  it('spreads a refund over parts in order, each up to what it can give back', () => {
    expect(allocateRefund(7000, [5000, 0, 4000])).toEqual([5000, 0, 2000]);
    expect(allocateRefund(100, [30, 30])).toEqual([30, 30]);
  });
});

describe('payment status machine', () => {
  it('fulfils an open payment once and never reopens a closed one (property)', () => {
    const outcomes = ['succeeded', 'pending', 'failed', 'cancelled'] as const;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...outcomes), { maxLength: 15 }), (events) => {
        let status: (typeof PAYMENT_STATUSES)[number] = 'initialized';
        let fulfilled = 0;
        let released = 0;
        for (const outcome of events) {
          const { next, action } = paymentTransition(status, outcome);
          if (next !== status) expect(canChangePaymentStatus(status, next)).toBe(true);
          if (action === 'fulfil') fulfilled++;
          if (action === 'release') released++;
          status = next;
        }
        expect(fulfilled + released).toBeLessThanOrEqual(1);
        if (fulfilled === 1) expect(status).toBe('succeeded');
      }),
    );
  });

  it('sends back money that arrives after the payment was closed', () => {
    expect(paymentTransition('expired', 'succeeded')).toEqual({ next: 'expired', action: 'refund_late' });
    expect(paymentTransition('succeeded', 'failed')).toEqual({ next: 'succeeded', action: 'none' });
    expect(paymentTransition('succeeded', 'succeeded')).toEqual({ next: 'succeeded', action: 'none' });
    expect(canChangePaymentStatus('expired', 'refunded')).toBe(true);
    expect(canChangePaymentStatus('refunded', 'succeeded')).toBe(false);
    expect(isPaymentOpen('pending')).toBe(true);
    expect(isPaymentOpen('expired')).toBe(false);
  });
});

describe('purchaseEvent', () => {
  it('says EUR, tax 0, shipping 0, in euros', () => {
    const totals = checkoutTotals({
      lines: [booking(6500), product(2400, 2)],
      coupon: { reductionType: 'fixed', amount: 900 },
      giftBalance: 0,
    });
    const event = purchaseEvent('cart-1', totals);
    expect(event).toMatchObject({ transaction_id: 'cart-1', currency: 'EUR', tax: 0, shipping: 0 });
    expect(event.value).toBe(104);
    expect(event.items).toEqual([
      {
        item_id: 'appointment:6500',
        item_name: 'Soin visage',
        item_category: 'booking',
        price: 59.82,
        quantity: 1,
      },
      { item_id: 'product:2400', item_name: 'Crème', item_category: 'product', price: 22.09, quantity: 2 },
    ]);
  });
});
