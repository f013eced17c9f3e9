// How much and how long an unpaid cart may hold (issue 16, ADR 0010 "Holding limits"). A cart
// reserves stock, a coupon use and a booking's slots while the customer pays; without limits one
// cart (or a script making accounts) could keep a product out of everyone else's reach.

const MINUTE = 60_000;

/** A payment holds its cart this long (spec §7). */
export const PAYMENT_MINUTES = 15;
/**
 * Holds, stock and coupon reservations outlive the payment by this much, so the payment sweeper
 * always settles an unpaid cart before the other sweepers touch its parts.
 */
export const HOLD_GRACE_MINUTES = 5;
/**
 * The stock of a customer nobody vouches for is held this long only; a payment that comes later
 * takes the pieces again if they are still there (ADR 0010).
 */
export const UNKNOWN_CUSTOMER_STOCK_MINUTES = 5;

/** booker.products.maxPerCustomer: pieces of one product one customer may hold unpaid in a shop. */
export const DEFAULT_MAX_PER_CUSTOMER = 5;
export const MAX_PER_CUSTOMER_LIMIT = 9999;

/** The setting as stored, made safe: a whole number from 1 to the limit, else the default. */
export function maxPerCustomer(setting: unknown): number {
  return typeof setting === 'number' && Number.isInteger(setting) && setting >= 1
    ? Math.min(setting, MAX_PER_CUSTOMER_LIMIT)
    : DEFAULT_MAX_PER_CUSTOMER;
}

export type CartHolder = {
  emailVerified: boolean;
  phoneVerified: boolean;
  /** A payment of theirs went through before. */
  hasPaidBefore: boolean;
};

/**
 * Known: a verified e-mail or phone, or a payment made before. Anyone else is an account made
 * in a second (registration activates at once unless the company asks for an SMS code).
 */
export const isKnownCustomer = (holder: CartHolder): boolean =>
  holder.emailVerified || holder.phoneVerified || holder.hasPaidBefore;

export type CartDeadlines = {
  /** The payment expires (the sweeper releases the cart after it). */
  paymentExpiresAt: Date;
  /** Held appointments and the coupon use are kept until then. */
  holdUntil: Date;
  /** The stock reservation ends then: with the holds for a known customer, early for others. */
  stockUntil: Date;
};

export function cartDeadlines(now: Date, known: boolean): CartDeadlines {
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  const holdUntil = at(PAYMENT_MINUTES + HOLD_GRACE_MINUTES);
  return {
    paymentExpiresAt: at(PAYMENT_MINUTES),
    holdUntil,
    stockUntil: known ? holdUntil : at(Math.min(UNKNOWN_CUSTOMER_STOCK_MINUTES, PAYMENT_MINUTES)),
  };
}

export type HoldRequest = {
  articleId: number;
  /** Pieces this cart asks for. */
  quantity: number;
  /** Pieces the same customer already holds in other unpaid carts (same product and shop). */
  heldByCustomer: number;
};

/** The first product this cart would take past the cap, or null when every line fits. */
export function firstOverCap(lines: readonly HoldRequest[], cap: number): HoldRequest | null {
  return lines.find((line) => line.quantity + line.heldByCustomer > cap) ?? null;
}
