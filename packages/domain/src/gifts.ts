// Gift vouchers (issue 6, ADR 0010): amount limits, the code format, validity and partial use.
// Money in cents. The API draws the random bytes; everything here is pure.

/** Limits of one voucher's amount, cents; a company may override them in booker.gifts. */
export type GiftLimits = { minAmount: number; maxAmount: number };
export const DEFAULT_GIFT_LIMITS: GiftLimits = { minAmount: 1_000, maxAmount: 100_000 };

/** Days a voucher stays usable after it is issued, unless the company sets validityDays. */
export const GIFT_VALIDITY_DAYS = 365;
const MAX_VALIDITY_DAYS = 3_650;
const DAY_MS = 86_400_000;

/**
 * 32 symbols without the look-alikes 0/O and 1/I, so a code read aloud or copied from paper
 * survives; 32 is a power of two, so one random byte maps to one symbol without bias (& 31).
 */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 symbols of 5 bits: 60 bits, far beyond what a rate-limited check route lets anyone guess. */
export const GIFT_CODE_LENGTH = 12;
const GROUP = 4;

export const GIFT_STATUSES = ['pending', 'active', 'used', 'cancelled'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** Company settings (booker.gifts) → limits; anything missing or absurd keeps the default. */
export function giftLimits(settings: unknown): GiftLimits {
  const s = (settings && typeof settings === 'object' ? settings : {}) as Record<string, unknown>;
  const whole = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
  const minAmount = whole(s.minAmount) ?? DEFAULT_GIFT_LIMITS.minAmount;
  const maxAmount = whole(s.maxAmount) ?? DEFAULT_GIFT_LIMITS.maxAmount;
  return minAmount <= maxAmount ? { minAmount, maxAmount } : DEFAULT_GIFT_LIMITS;
}

/** Company settings (booker.gifts.validityDays) → days, between 1 and ten years. */
export function giftValidityDays(settings: unknown): number {
  const v = (settings && typeof settings === 'object' ? settings : {}) as Record<string, unknown>;
  const days = v.validityDays;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_VALIDITY_DAYS
    ? days
    : GIFT_VALIDITY_DAYS;
}

export type GiftAmountCheck = { ok: true } | { ok: false; reason: 'not_whole' | 'below_min' | 'above_max' };

export function checkGiftAmount(amount: number, limits: GiftLimits): GiftAmountCheck {
  if (!Number.isInteger(amount)) return { ok: false, reason: 'not_whole' };
  if (amount < limits.minAmount) return { ok: false, reason: 'below_min' };
  if (amount > limits.maxAmount) return { ok: false, reason: 'above_max' };
  return { ok: true };
}

/** The instant a voucher issued at `now` stops being usable. */
export function giftExpiry(now: Date, validityDays: number): Date {
  return new Date(now.getTime() + validityDays * DAY_MS);
}

/** Random bytes (at least GIFT_CODE_LENGTH) → 'ABCD-EFGH-JKLM'. */
export function giftCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CODE_LENGTH) throw new RangeError(`${GIFT_CODE_LENGTH} random bytes needed`);
  let raw = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i++) raw += GIFT_CODE_ALPHABET[(bytes[i] ?? 0) & 31];
  return groupCode(raw);
}

function groupCode(raw: string): string {
  const groups: string[] = [];
  for (let i = 0; i < raw.length; i += GROUP) groups.push(raw.slice(i, i + GROUP));
  return groups.join('-');
}

/**
 * What a visitor typed → the stored form: any case, spaces and dashes ignored. null when it
 * cannot be a code, so the API answers "not valid" without a query.
 */
export function normaliseGiftCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '');
  if (raw.length !== GIFT_CODE_LENGTH) return null;
  for (const ch of raw) if (!GIFT_CODE_ALPHABET.includes(ch)) return null;
  return groupCode(raw);
}

export const isGiftCodeFormat = (code: string): boolean => normaliseGiftCode(code) === code;

export type GiftState = { status: string; balance: number; expiresAt: Date | null };
export type GiftUsability = 'usable' | 'inactive' | 'expired' | 'empty';

/** Whether a voucher can pay now: active, before its expiry, with money left. */
export function giftUsability(gift: GiftState, now: Date): GiftUsability {
  if (gift.status !== 'active' && gift.status !== 'used') return 'inactive';
  if (gift.expiresAt && gift.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (gift.balance <= 0) return 'empty';
  return 'usable';
}

/**
 * Partial use: a voucher pays at most its balance and keeps the rest for later; it is 'used'
 * once nothing is left.
 */
export function applyGift(
  balance: number,
  amount: number,
): { used: number; balance: number; status: GiftStatus } {
  const used = Math.max(0, Math.min(balance, amount));
  const rest = balance - used;
  return { used, balance: rest, status: rest === 0 ? 'used' : 'active' };
}

// ---------------------------------------------------------------- gift orders (ADR 0010)

export const GIFT_ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'expired', 'refunded'] as const;
export type GiftOrderStatus = (typeof GIFT_ORDER_STATUSES)[number];

/**
 * The stats service may delete (soft) a gift order only when no money is held for it: never
 * paid (pending, cancelled, expired) or already given back (refunded).
 */
export const canDeleteGiftOrder = (status: string): boolean => status !== 'paid';
