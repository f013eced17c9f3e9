// Routes whose answer tells whether a gift voucher or coupon code exists (the public voucher
// check, coupon apply, checkout with a code) count each client address's misses (ADR 0013): a
// visitor who mistypes a code a few times is never slowed, a script walking the code space is
// locked out after LOCKOUT_POLICIES.voucher (20 misses in 10 minutes).
import type { FastifyRequest } from 'fastify';
import type { AttemptLimiter } from './limiter.ts';

export type CodeGuesses = {
  /** Milliseconds this address must still wait; 0 when it may look codes up. */
  locked(): Promise<number>;
  /** A code that matched nothing usable. */
  miss(): Promise<void>;
};

export function codeGuesses(limiter: AttemptLimiter, request: FastifyRequest): CodeGuesses {
  const subjects = { ip: request.ip };
  return {
    locked: () => limiter.lockedFor('voucher', subjects),
    miss: async () => {
      await limiter.record('voucher', subjects);
    },
  };
}
