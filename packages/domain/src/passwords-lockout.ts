// Rate limits and temporary lockouts of sign-in, code verification and reset (ADR 0006).
// Each action counts events per account and per IP in a fixed window; reaching the limit locks
// that key for `lockMs`. Pure: the API's stores (in-process or Redis) keep the counters.

export type LockoutRule = {
  /** Events allowed in one window; the event that reaches it locks the key. */
  max: number;
  windowMs: number;
  lockMs: number;
};

export type LockoutPolicy = { account: LockoutRule; ip: LockoutRule };

export type LockoutAction = 'login' | 'code' | 'reset' | 'resend' | 'token';

const MINUTE = 60_000;

/**
 * - login: failed passwords (customers, company users, access accounts, registration step 2).
 * - code: wrong verification codes.
 * - reset: every reset request (each one sends a mail).
 * - resend: every code sent again (each one costs an SMS).
 * - token: unknown or expired reset and invitation tokens.
 */
export const LOCKOUT_POLICIES: Record<LockoutAction, LockoutPolicy> = {
  login: {
    account: { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
    ip: { max: 50, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  },
  code: {
    account: { max: 5, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
    ip: { max: 50, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
  },
  reset: {
    account: { max: 3, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
    ip: { max: 20, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
  },
  resend: {
    account: { max: 3, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
    ip: { max: 20, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
  },
  token: {
    account: { max: 10, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
    ip: { max: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  },
};

/** The counter of one key in its window; `lockedUntil` in epoch ms, 0 when not locked. */
export type AttemptState = { count: number; windowStart: number; lockedUntil: number };

export const EMPTY_ATTEMPTS: AttemptState = { count: 0, windowStart: 0, lockedUntil: 0 };

/** Milliseconds the key stays locked; 0 when it is free. */
export function lockedFor(state: AttemptState, now: number): number {
  return Math.max(0, state.lockedUntil - now);
}

/** Records one event: a new window starts when the previous one is over; the limit locks. */
export function recordAttempt(state: AttemptState, now: number, rule: LockoutRule): AttemptState {
  const inWindow = state.count > 0 && now - state.windowStart < rule.windowMs;
  const count = inWindow ? state.count + 1 : 1;
  const windowStart = inWindow ? state.windowStart : now;
  const lockedUntil = count >= rule.max ? Math.max(state.lockedUntil, now + rule.lockMs) : state.lockedUntil;
  return { count, windowStart, lockedUntil };
}

/** What a client is told: whole seconds, at least 1 (HTTP Retry-After). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
