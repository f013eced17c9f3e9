// Rate limits and temporary lockouts of sign-in, code verification, reset and code guessing
// (ADR 0006, 0013). Each action counts events in fixed windows, per client address, per account
// from one address, and per account from everywhere; reaching a limit locks that key for
// `lockMs` (or a lock that doubles with every further event, up to `maxLockMs`). Pure: the API's
// stores (in-process or Redis) keep the counters.

export type LockoutRule = {
  /** Events allowed in one window; the event that reaches it locks the key. */
  max: number;
  windowMs: number;
  lockMs: number;
  /**
   * A growing lock: the event that reaches `max` locks for `lockMs`, each further one in the window
   * for twice the previous lock, up to this. Absent: every lock lasts `lockMs`.
   */
  maxLockMs?: number;
};

/**
 * Which keys an action counts (OWASP authentication cheat sheet: a stranger must not be able to
 * lock the holder out of their account).
 */
export type LockoutPolicy = {
  /** Per client address, whatever the account: one address guessing many accounts (or codes). */
  ip: LockoutRule;
  /** Per account from one client address: one address guessing one account. Others pass. */
  accountFromIp?: LockoutRule;
  /**
   * Per account from every address, for actions whose every event sends the holder a mail or an
   * SMS: the limit protects their inbox and never keeps them out (the last message sent works).
   */
  account?: LockoutRule;
  /**
   * Per account from every address, against guessing spread over many addresses: growing locks
   * that slow the account down, which addresses the account already signed in from do not see.
   */
  accountSlowdown?: LockoutRule;
};

export type LockoutAction = 'login' | 'code' | 'reset' | 'resend' | 'token' | 'voucher' | 'gift_mail';

const MINUTE = 60_000;

/**
 * - login: failed passwords (customers, company users, access accounts, registration step 2).
 * - code: wrong verification codes (a code dies after five wrong tries anyway).
 * - reset: every reset request (each one sends a mail).
 * - resend: every code sent again (each one costs an SMS).
 * - token: unknown or expired reset and invitation tokens.
 * - voucher: gift voucher and coupon codes that match nothing (public checks, checkout).
 * - gift_mail: a buyer mailing a voucher again (each one is a mail to someone else's inbox).
 */
export const LOCKOUT_POLICIES: Record<LockoutAction, LockoutPolicy> = {
  login: {
    ip: { max: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
    accountFromIp: { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
    accountSlowdown: { max: 10, windowMs: 60 * MINUTE, lockMs: 1000, maxLockMs: 15 * MINUTE },
  },
  code: {
    ip: { max: 50, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
    accountFromIp: { max: 5, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
  },
  reset: {
    ip: { max: 20, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
    account: { max: 3, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
  },
  resend: {
    ip: { max: 20, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
    account: { max: 3, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
  },
  token: {
    ip: { max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  },
  voucher: {
    ip: { max: 20, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
  },
  gift_mail: {
    ip: { max: 20, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
    account: { max: 3, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
  },
};

/** How long an address the account signed in from passes its slowdown. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE;

/** The counter of one key in its window; `lockedUntil` in epoch ms, 0 when not locked. */
export type AttemptState = { count: number; windowStart: number; lockedUntil: number };

export const EMPTY_ATTEMPTS: AttemptState = { count: 0, windowStart: 0, lockedUntil: 0 };

/** Milliseconds the key stays locked; 0 when it is free. */
export function lockedFor(state: AttemptState, now: number): number {
  return Math.max(0, state.lockedUntil - now);
}

/** The lock the `count`th event of a window sets (count ≥ max). */
export function lockDuration(count: number, rule: LockoutRule): number {
  if (rule.maxLockMs === undefined) return rule.lockMs;
  return Math.min(rule.maxLockMs, rule.lockMs * 2 ** (count - rule.max));
}

/** Records one event: a new window starts when the previous one is over; the limit locks. */
export function recordAttempt(state: AttemptState, now: number, rule: LockoutRule): AttemptState {
  const inWindow = state.count > 0 && now - state.windowStart < rule.windowMs;
  const count = inWindow ? state.count + 1 : 1;
  const windowStart = inWindow ? state.windowStart : now;
  const lockedUntil =
    count >= rule.max ? Math.max(state.lockedUntil, now + lockDuration(count, rule)) : state.lockedUntil;
  return { count, windowStart, lockedUntil };
}

/** Events still allowed in the key's window before it locks (the whole `max` in a new window). */
export function attemptsLeft(state: AttemptState, now: number, rule: LockoutRule): number {
  const inWindow = state.count > 0 && now - state.windowStart < rule.windowMs;
  return inWindow ? Math.max(0, rule.max - state.count) : rule.max;
}

/**
 * A failed sign-in says how many tries are left only when few are (issue 17: warn before the
 * lockout): enough for the holder to stop and reset, too late to help a guesser plan.
 */
export const LOGIN_WARNING_AT = 2;

/** What a client is told: whole seconds, at least 1 (HTTP Retry-After). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
