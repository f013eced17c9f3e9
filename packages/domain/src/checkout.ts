// Checkout rules of the payment service (spec §4 "Payment flow", §7 Payment, ADR 0010 "Payments"):
// the totals of a cart mixing bookings, gift vouchers and products, refund limits, the payment
// status machine and the analytics purchase event. Money in integer cents, VAT a whole percentage
// (spec §5). Pure: the API loads prices and coupons, this computes.
import { couponDiscount } from './coupons.ts';

export const CHECKOUT_PARTS = ['booking', 'gift', 'product'] as const;
export type CheckoutPart = (typeof CHECKOUT_PARTS)[number];

/**
 * A coupon applies to services and products, never to gift vouchers: a voucher is money, and a
 * discounted voucher would let a coupon be spent twice (ADR 0010).
 */
export const COUPON_PARTS: readonly CheckoutPart[] = ['booking', 'product'];

/** A multi-purpose voucher bears no VAT when sold; VAT is due on the service it pays for. */
export const GIFT_VOUCHER_VAT = 0;

export type CheckoutLineInput = {
  part: CheckoutPart;
  /** Stable id of the line within the cart (appointment:12, product:7, gift:0…). */
  key: string;
  name: string;
  quantity: number;
  /** Cents, VAT included. */
  unitPrice: number;
  /** Whole percentage. */
  vat: number;
};

export type CheckoutLine = CheckoutLineInput & {
  /** quantity × unitPrice. */
  lineTotal: number;
  /** This line's share of the coupon discount. */
  discount: number;
};

export type PartTotals = { subtotal: number; discount: number; giftUsed: number; total: number };

export type VatLine = {
  rate: number;
  /** Amount VAT included after discounts, cents. */
  gross: number;
  net: number;
  vat: number;
};

export type CheckoutTotals = {
  lines: CheckoutLine[];
  subtotal: number;
  discount: number;
  /** Taken from a gift voucher's balance; a means of payment, so it leaves the VAT base alone. */
  giftUsed: number;
  /** What the customer pays: never negative. */
  total: number;
  parts: Record<CheckoutPart, PartTotals>;
  vatLines: VatLine[];
};

const whole = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/**
 * Splits `amount` over `weights` in proportion, in whole cents, by largest remainder (ties go to
 * the earlier entry): the shares add up to exactly `amount` (when the weights are not all 0) and
 * none exceeds its weight when amount ≤ the sum of the weights.
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + whole(w), 0);
  const target = Math.min(whole(amount), total);
  if (target === 0 || total === 0) return weights.map(() => 0);
  const raw = weights.map((w) => (whole(w) * target) / total);
  const shares = raw.map(Math.floor);
  let left = target - shares.reduce((s, v) => s + v, 0);
  const order = raw
    .map((r, i) => ({ i, rest: r - Math.floor(r) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/** The VAT inside an amount that includes it, rounded half up to the cent. */
export function vatIncluded(gross: number, rate: number): number {
  const g = whole(gross);
  const r = whole(rate);
  if (r === 0) return 0;
  return Math.floor((g * r * 2 + (100 + r)) / (2 * (100 + r)));
}

/** The part of the cart a coupon can reduce, cents. */
export function couponEligibleAmount(lines: readonly CheckoutLineInput[]): number {
  return lines
    .filter((l) => COUPON_PARTS.includes(l.part))
    .reduce((s, l) => s + whole(l.quantity) * whole(l.unitPrice), 0);
}

/**
 * The totals of a cart. The coupon (already found valid by `evaluateCoupon` on
 * `couponEligibleAmount`) reduces bookings and products, spread over their lines in proportion;
 * a gift voucher's balance pays only the booking part (spec: gift code applied to bookings), up
 * to what it still owes. VAT per whole rate over the discounted amounts. Nothing is negative.
 */
export function checkoutTotals(input: {
  lines: readonly CheckoutLineInput[];
  coupon: { reductionType: string; amount: number } | null;
  giftBalance: number;
}): CheckoutTotals {
  const base = input.lines.map((l) => ({
    ...l,
    quantity: whole(l.quantity),
    unitPrice: whole(l.unitPrice),
    vat: whole(l.vat),
    lineTotal: whole(l.quantity) * whole(l.unitPrice),
  }));
  const eligible = base.map((l) => (COUPON_PARTS.includes(l.part) ? l.lineTotal : 0));
  const discount = input.coupon
    ? couponDiscount(
        input.coupon,
        eligible.reduce((s, v) => s + v, 0),
      )
    : 0;
  const shares = allocateProportionally(discount, eligible);
  const lines: CheckoutLine[] = base.map((l, i) => ({ ...l, discount: shares[i] ?? 0 }));

  const parts = Object.fromEntries(
    CHECKOUT_PARTS.map((part) => {
      const own = lines.filter((l) => l.part === part);
      const subtotal = own.reduce((s, l) => s + l.lineTotal, 0);
      const off = own.reduce((s, l) => s + l.discount, 0);
      return [part, { subtotal, discount: off, giftUsed: 0, total: subtotal - off }];
    }),
  ) as Record<CheckoutPart, PartTotals>;
  const booking = parts.booking;
  booking.giftUsed = Math.min(whole(input.giftBalance), booking.total);
  booking.total -= booking.giftUsed;

  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.vat, (byRate.get(l.vat) ?? 0) + l.lineTotal - l.discount);
  const vatLines = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const vat = vatIncluded(gross, rate);
      return { rate, gross, net: gross - vat, vat };
    });

  const sum = (key: keyof PartTotals) => CHECKOUT_PARTS.reduce((s, p) => s + parts[p][key], 0);
  return {
    lines,
    subtotal: sum('subtotal'),
    discount: sum('discount'),
    giftUsed: sum('giftUsed'),
    total: sum('total'),
    parts,
    vatLines,
  };
}

// ---------------------------------------------------------------- payment status machine

export const PAYMENT_STATUSES = [
  'initialized',
  'pending',
  'succeeded',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const PAYMENT_NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  initialized: ['pending', 'succeeded', 'failed', 'cancelled', 'expired'],
  pending: ['succeeded', 'failed', 'cancelled', 'expired'],
  succeeded: ['refunded'],
  // Money that arrives after we gave up on a payment goes straight back (ADR 0010).
  failed: ['refunded'],
  cancelled: ['refunded'],
  expired: ['refunded'],
  refunded: [],
};

export const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);

export function canChangePaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_NEXT[from].includes(to);
}

/** Still waiting for the customer or the provider: stock and holds are kept. */
export const isPaymentOpen = (status: PaymentStatus): boolean =>
  status === 'initialized' || status === 'pending';

export type ProviderOutcomeStatus = 'succeeded' | 'pending' | 'failed' | 'cancelled';

/**
 * What a provider's word does to a payment. `fulfil`: confirm the orders (exactly once: the
 * payment is open). `release`: give back stock and holds. `refund_late`: the money came for a
 * payment we already closed, so it goes back. `none`: a replay, or news that changes nothing
 * (a late failure after a success never undoes it).
 */
export function paymentTransition(
  current: PaymentStatus,
  outcome: ProviderOutcomeStatus,
): { next: PaymentStatus; action: 'fulfil' | 'release' | 'refund_late' | 'none' } {
  if (isPaymentOpen(current)) {
    if (outcome === 'succeeded') return { next: 'succeeded', action: 'fulfil' };
    if (outcome === 'failed' || outcome === 'cancelled') return { next: outcome, action: 'release' };
    return { next: 'pending', action: 'none' };
  }
  if (outcome === 'succeeded' && (current === 'failed' || current === 'cancelled' || current === 'expired'))
    return { next: current, action: 'refund_late' };
  return { next: current, action: 'none' };
}

// ---------------------------------------------------------------- refunds

export type RefundCheck =
  | { ok: true; remaining: number; fullyRefunded: boolean }
  | { ok: false; reason: 'invalid_amount' | 'nothing_to_refund' | 'over_refund'; refundable: number };

/** What can still be given back: paid − refunded, never negative. */
export const refundableAmount = (paid: number, refunded: number): number =>
  Math.max(0, whole(paid) - whole(refunded));

/** A refund is a positive whole amount, never more than paid − already refunded (partial allowed). */
export function checkRefund(paid: number, refunded: number, amount: number): RefundCheck {
  const refundable = refundableAmount(paid, refunded);
  if (!Number.isInteger(amount) || amount <= 0) return { ok: false, reason: 'invalid_amount', refundable };
  if (refundable === 0) return { ok: false, reason: 'nothing_to_refund', refundable };
  if (amount > refundable) return { ok: false, reason: 'over_refund', refundable };
  const remaining = refundable - amount;
  return { ok: true, remaining, fullyRefunded: remaining === 0 };
}

/** Spreads a refund over parts in their order, each up to what it can still give back. */
export function allocateRefund(amount: number, refundables: readonly number[]): number[] {
  let left = whole(amount);
  return refundables.map((r) => {
    const share = Math.min(left, whole(r));
    left -= share;
    return share;
  });
}

// ---------------------------------------------------------------- analytics

export type PurchaseItem = {
  item_id: string;
  item_name: string;
  item_category: CheckoutPart;
  /** Unit price in euros (the analytics tag's unit), after the line's discount. */
  price: number;
  quantity: number;
};

export type PurchaseEvent = {
  transaction_id: string;
  /** Paid, in euros. */
  value: number;
  currency: 'EUR';
  tax: 0;
  shipping: 0;
  items: PurchaseItem[];
};

const euros = (cents: number): number => Math.round(cents) / 100;

/** Spec §7: the purchase event (currency EUR, tax 0, shipping 0) of a paid cart. */
export function purchaseEvent(
  transactionId: string,
  totals: Pick<CheckoutTotals, 'lines' | 'total'>,
): PurchaseEvent {
  return {
    transaction_id: transactionId,
    value: euros(totals.total),
    currency: 'EUR',
    tax: 0,
    shipping: 0,
    items: totals.lines.map((l) => ({
      item_id: l.key,
      item_name: l.name,
      item_category: l.part,
      price: euros(l.quantity > 0 ? (l.lineTotal - l.discount) / l.quantity : 0),
      quantity: l.quantity,
    })),
  };
}
