// Answers shared by the sign-in routes of customers, company users and access accounts.
import type { LoginErrorType, LoginFailure } from '@eclat/contracts';
import type { FastifyReply } from 'fastify';

const FAILURES: Record<Exclude<LoginErrorType, 'locked'>, { status: 401 | 403; message: string }> = {
  unknown: { status: 401, message: 'unknown account' },
  password: { status: 401, message: 'wrong password' },
  noPass: {
    status: 401,
    message: 'this account has no password yet: sign in with your provider or reset it',
  },
  provider: { status: 401, message: 'the provider did not confirm this sign-in' },
  pending: { status: 403, message: 'registration not completed' },
  disabled: { status: 403, message: 'account disabled' },
};

/** A failed sign-in: `{ code, message, error: true, errorType }` (spec §8). */
export function loginFailed(reply: FastifyReply, errorType: Exclude<LoginErrorType, 'locked'>): LoginFailure {
  const { status, message } = FAILURES[errorType];
  reply.code(status);
  return { code: status, message, error: true, errorType };
}

/** Failures that count towards a lockout: guesses, not states of the account. */
export const COUNTED_FAILURES: ReadonlySet<LoginErrorType> = new Set([
  'unknown',
  'password',
  'noPass',
  'provider',
]);
