// Rate limits and temporary lockouts per account and per IP (ADR 0006).
import { createHash } from 'node:crypto';
import type { TooManyAttempts } from '@eclat/contracts';
import {
  LOCKOUT_POLICIES,
  type LockoutAction,
  type LockoutPolicy,
  lockedFor,
  retryAfterSeconds,
} from '@eclat/domain';
import type { FastifyReply } from 'fastify';
import type { AttemptStore } from './store.ts';

/** Who is counted: the account (company + e-mail, login or id) and the caller's IP. */
export type AttemptSubjects = { account?: string | null; ip: string };

/** Account keys are hashed: no e-mail in clear in Redis or in memory dumps. */
const hashed = (account: string) => createHash('sha256').update(account).digest('base64url');

/**
 * Counts and checks lockouts. When the store fails (Redis unreachable) the limiter fails open:
 * sign-in keeps working unthrottled and `onStoreError` reports it (ADR 0006).
 */
export class AttemptLimiter {
  readonly #store: AttemptStore;
  readonly #now: () => Date;
  readonly #policies: Record<LockoutAction, LockoutPolicy>;
  onStoreError: (error: unknown) => void = () => {};

  constructor(store: AttemptStore, now: () => Date, policies = LOCKOUT_POLICIES) {
    this.#store = store;
    this.#now = now;
    this.#policies = policies;
  }

  async #safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.onStoreError(error);
      return fallback;
    }
  }

  #keys(action: LockoutAction, subjects: AttemptSubjects) {
    const policy = this.#policies[action];
    const keys = [{ key: `${action}:ip:${subjects.ip}`, rule: policy.ip }];
    if (subjects.account)
      keys.push({ key: `${action}:acct:${hashed(subjects.account)}`, rule: policy.account });
    return keys;
  }

  /** Milliseconds before the subjects may try again; 0 when neither is locked. */
  async lockedFor(action: LockoutAction, subjects: AttemptSubjects): Promise<number> {
    const now = this.#now().getTime();
    return this.#safely(async () => {
      const states = await Promise.all(this.#keys(action, subjects).map((k) => this.#store.get(k.key, now)));
      return Math.max(0, ...states.map((s) => lockedFor(s, now)));
    }, 0);
  }

  /** Counts one event (a failure, or any request for rate-limited actions). */
  async record(action: LockoutAction, subjects: AttemptSubjects): Promise<number> {
    const now = this.#now().getTime();
    return this.#safely(async () => {
      const states = await Promise.all(
        this.#keys(action, subjects).map((k) => this.#store.record(k.key, now, k.rule)),
      );
      return Math.max(0, ...states.map((s) => lockedFor(s, now)));
    }, 0);
  }

  /** A success forgets the account's failures (never the IP's). */
  async forgetAccount(action: LockoutAction, account: string): Promise<void> {
    await this.#safely(() => this.#store.clear(`${action}:acct:${hashed(account)}`), undefined);
  }

  close(): Promise<void> {
    return this.#store.close();
  }
}

export function accountKey(companyId: number | null, realm: string, id: string | number): string {
  return `${companyId ?? 'platform'}:${realm}:${String(id).toLowerCase()}`;
}

/** The 429 answer: `{ code: 429, message, retryAfter }` and a Retry-After header. */
export function tooManyAttempts(reply: FastifyReply, lockedMs: number): TooManyAttempts {
  const retryAfter = retryAfterSeconds(lockedMs);
  reply.code(429).header('retry-after', String(retryAfter));
  return {
    code: 429,
    message: `too many attempts, try again in ${retryAfter} s`,
    type: 'locked',
    error: true,
    errorType: 'locked',
    retryAfter,
  };
}
