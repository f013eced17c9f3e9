// The password sign-in of customers, company users and access accounts: one sequence, so the
// lockout, the order of the checks and what counts as a guess cannot drift apart between them.
import {
  type LoginFailure,
  LoginRefusalSchema,
  type TooManyAttempts,
  TooManyAttemptsSchema,
} from '@eclat/contracts';
import { LOGIN_WARNING_AT } from '@eclat/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountKey, tooManyAttempts } from '../rate-limit/limiter.ts';
import { COUNTED_FAILURES, loginFailed } from './answers.ts';
import { verifyPassword } from './passwords.ts';
import type { AccountsServices } from './services.ts';
import { issueToken } from './tokens.ts';

/** The answers of a password sign-in route: its success, the refusals (spec §8) and the lockout. */
export function loginResponses<S extends z.ZodType>(ok: S) {
  return { 200: ok, 401: LoginRefusalSchema, 403: LoginRefusalSchema, 429: TooManyAttemptsSchema };
}

export type PasswordLogin<Row> = {
  /** The account type: the realm of the lockout key and the type of the token. */
  type: 'customer' | 'provider' | 'access';
  /** What the caller signs in with (e-mail or login), for the lockout key. */
  identifier: string;
  password: string;
  find: () => Promise<Row | null | undefined>;
  /** A state that refuses even the right password, checked after it so it tells nothing to a guesser. */
  refuse: (row: Row) => 'pending' | 'disabled' | null;
  /** Logged (info) on each refusal that counts towards a lockout. */
  refusalLog?: string;
};

/** The refusal already sent (429, 401 or 403), or the account and its new token. */
export type LoginOutcome<Row> =
  | { ok: false; answer: TooManyAttempts | LoginFailure }
  | { ok: true; row: Row; token: string };

export async function passwordLogin<Row extends { id: number; passwordHash: string | null }>(
  s: AccountsServices,
  request: FastifyRequest,
  reply: FastifyReply,
  login: PasswordLogin<Row>,
): Promise<LoginOutcome<Row>> {
  const companyId = request.company.id;
  const subjects = { account: accountKey(companyId, login.type, login.identifier), ip: request.ip };
  const locked = await s.limiter.lockedFor('login', subjects);
  if (locked) return { ok: false, answer: tooManyAttempts(reply, locked) };
  const row = await login.find();
  const failure = !row
    ? 'unknown'
    : row.passwordHash === null
      ? 'noPass'
      : !(await verifyPassword(row.passwordHash, login.password))
        ? 'password'
        : login.refuse(row);
  if (failure || !row) {
    const type = failure ?? 'unknown';
    if (!COUNTED_FAILURES.has(type)) return { ok: false, answer: loginFailed(reply, type) };
    const counted = await s.limiter.recordFailure('login', subjects);
    if (login.refusalLog)
      request.log.info({ errorType: type, locked: counted.lockedMs > 0 }, login.refusalLog);
    const answer = loginFailed(reply, type);
    // Few tries left from this address: say so before the lock (issue 17); unknown and known
    // accounts count alike, so the number tells nothing about whether the account exists.
    const left = counted.attemptsLeft;
    return {
      ok: false,
      answer: left !== null && left <= LOGIN_WARNING_AT ? { ...answer, attemptsLeft: left } : answer,
    };
  }
  await s.limiter.succeeded('login', subjects);
  const token = await issueToken(s.db, { type: login.type, companyId, subjectId: row.id }, s.now());
  return { ok: true, row, token };
}
