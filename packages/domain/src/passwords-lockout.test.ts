import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptsLeft,
  EMPTY_ATTEMPTS,
  LOCKOUT_POLICIES,
  type LockoutRule,
  lockDuration,
  lockedFor,
  recordAttempt,
  retryAfterSeconds,
} from './passwords-lockout.ts';

const rule: LockoutRule = { max: 3, windowMs: 60_000, lockMs: 300_000 };

describe('lockout windows', () => {
  it('locks the key on the event that reaches the limit, for lockMs', () => {
    let s = EMPTY_ATTEMPTS;
    s = recordAttempt(s, 1_000, rule);
    s = recordAttempt(s, 2_000, rule);
    expect(lockedFor(s, 2_000)).toBe(0);
    s = recordAttempt(s, 3_000, rule);
    expect(lockedFor(s, 3_000)).toBe(300_000);
    expect(lockedFor(s, 303_000)).toBe(0);
  });

  it('starts a new window once the previous one is over', () => {
    let s = recordAttempt(EMPTY_ATTEMPTS, 0, rule);
    s = recordAttempt(s, 10_000, rule);
    s = recordAttempt(s, 61_000, rule);
    expect(s).toEqual({ count: 1, windowStart: 61_000, lockedUntil: 0 });
  });

  it('never unlocks earlier because of later events (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 120_000 }), { maxLength: 40 }), (gaps) => {
        let now = 0;
        let s = EMPTY_ATTEMPTS;
        for (const gap of gaps) {
          now += gap;
          const before = s.lockedUntil;
          s = recordAttempt(s, now, rule);
          if (s.lockedUntil < before) return false;
          if (s.count > rule.max && lockedFor(s, now) === 0) return false;
        }
        return true;
      }),
    );
  });

  it('locks an account from one address after 5 failed sign-ins in 15 minutes', () => {
    const login = LOCKOUT_POLICIES.login.accountFromIp;
    if (!login) throw new Error('login counts per account and address');
    let s = EMPTY_ATTEMPTS;
    for (let i = 0; i < 4; i++) s = recordAttempt(s, i * 1000, login);
    expect(lockedFor(s, 4000)).toBe(0);
    s = recordAttempt(s, 4000, login);
    expect(retryAfterSeconds(lockedFor(s, 4000))).toBe(15 * 60);
  });

  it('slows an account down with locks that double up to their ceiling', () => {
    const slowdown = LOCKOUT_POLICIES.login.accountSlowdown;
    if (!slowdown?.maxLockMs) throw new Error('login slows accounts down');
    let s = EMPTY_ATTEMPTS;
    for (let i = 0; i < slowdown.max - 1; i++) s = recordAttempt(s, 0, slowdown);
    expect(lockedFor(s, 0)).toBe(0);
    const locks: number[] = [];
    for (let i = 0; i < 14; i++) {
      s = recordAttempt(s, 0, slowdown);
      locks.push(lockedFor(s, 0));
    }
    expect(locks.slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
    expect(locks.at(-1)).toBe(slowdown.maxLockMs);
    expect(lockDuration(10_000, slowdown)).toBe(slowdown.maxLockMs);
  });

  it('never lets a stranger lock an account out from every address', () => {
    // The account-wide keys either lock for a bounded, growing time that known addresses pass,
    // or belong to actions whose every event sends the holder a working message.
    expect(LOCKOUT_POLICIES.login.account).toBeUndefined();
    expect(LOCKOUT_POLICIES.code.account).toBeUndefined();
  });

  it('rounds Retry-After up to whole seconds, at least 1', () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
    expect(retryAfterSeconds(0)).toBe(1);
  });
});

describe('attempts left before the lock (issue 17: warn before a lockout)', () => {
  it('counts down within the window and starts again with a new one', () => {
    let s = EMPTY_ATTEMPTS;
    expect(attemptsLeft(s, 0, rule)).toBe(3);
    s = recordAttempt(s, 1_000, rule);
    expect(attemptsLeft(s, 1_000, rule)).toBe(2);
    s = recordAttempt(s, 2_000, rule);
    expect(attemptsLeft(s, 2_000, rule)).toBe(1);
    expect(attemptsLeft(s, 61_000, rule)).toBe(3);
  });

  it('reaches 0 exactly when the key locks', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 1, maxLength: 10 }), (gaps) => {
        let s = EMPTY_ATTEMPTS;
        let now = 0;
        for (const gap of gaps) {
          now += gap;
          s = recordAttempt(s, now, rule);
          expect(attemptsLeft(s, now, rule) === 0).toBe(lockedFor(s, now) > 0 && s.count >= rule.max);
        }
      }),
    );
  });
});
