// Rate limits and temporary lockouts per client address and per account (ADR 0006, 0013).
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { TooManyAttempts } from '@eclat/contracts';
import {
  attemptsLeft,
  KNOWN_ADDRESS_MS,
  LOCKOUT_POLICIES,
  type LockoutAction,
  type LockoutPolicy,
  type LockoutRule,
  lockedFor,
  retryAfterSeconds,
} from '@eclat/domain';
import type { FastifyReply } from 'fastify';
import { type AttemptStore, MemoryAttemptStore, RedisAttemptStore } from './store.ts';

/**
 * Who is counted: the account (company + e-mail, login or id) and the client's address
 * (request.ip: the visitor's own once the storefront and the proxies of TRUST_PROXY forwarded it).
 */
export type AttemptSubjects = { account?: string | null; ip: string };

/** Account keys are hashed: no e-mail in clear in Redis or in memory dumps. */
const hashed = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * The address a limit counts: an IPv4 address as is (also when written IPv4-mapped), an IPv6
 * address by its /64, the block one subscriber holds (a guesser would otherwise rotate through it).
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A known address is recorded as a key "locked" for KNOWN_ADDRESS_MS: the store needs no other verb. */
const KNOWN_RULE: LockoutRule = { max: 1, windowMs: KNOWN_ADDRESS_MS, lockMs: KNOWN_ADDRESS_MS };

/** A counter an event goes to; `slowdown`: the account-wide one that known addresses pass. */
type Counted = { key: string; rule: LockoutRule; slowdown?: true };

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

  #pairKey(action: LockoutAction, account: string, ip: string) {
    return `${action}:acct-ip:${hashed(`${account}\n${clientAddressKey(ip)}`)}`;
  }

  #knownKey(action: LockoutAction, account: string, ip: string) {
    return `${action}:known:${hashed(`${account}\n${clientAddressKey(ip)}`)}`;
  }

  /** The keys an event counts towards; the slowdown only when `withSlowdown`. */
  #keys(action: LockoutAction, subjects: AttemptSubjects, withSlowdown: boolean): Counted[] {
    const policy = this.#policies[action];
    const keys: Counted[] = [{ key: `${action}:ip:${clientAddressKey(subjects.ip)}`, rule: policy.ip }];
    const { account } = subjects;
    if (!account) return keys;
    if (policy.accountFromIp)
      keys.push({ key: this.#pairKey(action, account, subjects.ip), rule: policy.accountFromIp });
    if (policy.account) keys.push({ key: `${action}:acct:${hashed(account)}`, rule: policy.account });
    if (policy.accountSlowdown && withSlowdown)
      keys.push({ key: `${action}:slow:${hashed(account)}`, rule: policy.accountSlowdown, slowdown: true });
    return keys;
  }

  /** Whether the account signed in from this address lately: its slowdown does not apply there. */
  async #known(action: LockoutAction, subjects: AttemptSubjects, now: number): Promise<boolean> {
    if (!subjects.account || !this.#policies[action].accountSlowdown) return false;
    const state = await this.#store.get(this.#knownKey(action, subjects.account, subjects.ip), now);
    return lockedFor(state, now) > 0;
  }

  /** Milliseconds before the subjects may try again; 0 when no key of theirs is locked. */
  async lockedFor(action: LockoutAction, subjects: AttemptSubjects): Promise<number> {
    const now = this.#now().getTime();
    return this.#safely(async () => {
      const known = await this.#known(action, subjects, now);
      const keys = this.#keys(action, subjects, !known);
      const states = await Promise.all(keys.map((k) => this.#store.get(k.key, now)));
      return Math.max(0, ...states.map((s) => lockedFor(s, now)));
    }, 0);
  }

  /**
   * Counts one event (a failure, or any request for rate-limited actions) towards every key,
   * the account's slowdown included (a failure from a known address still counts there).
   */
  async record(action: LockoutAction, subjects: AttemptSubjects): Promise<number> {
    return (await this.recordFailure(action, subjects)).lockedMs;
  }

  /**
   * `record`, also answering how many more events this caller has before a fixed lock (the
   * address's and the account-from-this-address counters; the growing slowdown has no fixed
   * end). null when the store failed: nothing is known, nothing is promised.
   */
  async recordFailure(
    action: LockoutAction,
    subjects: AttemptSubjects,
  ): Promise<{ lockedMs: number; attemptsLeft: number | null }> {
    const now = this.#now().getTime();
    return this.#safely<{ lockedMs: number; attemptsLeft: number | null }>(
      async () => {
        const known = await this.#known(action, subjects, now);
        const keys = this.#keys(action, subjects, true);
        const states = await Promise.all(keys.map((k) => this.#store.record(k.key, now, k.rule)));
        // What this caller now waits: a known address does not wait for the account's slowdown.
        const felt = states.filter((_, i) => !(known && keys[i]?.slowdown));
        const left = keys.flatMap((k, i) => {
          const state = states[i];
          return k.slowdown || !state ? [] : [attemptsLeft(state, now, k.rule)];
        });
        return {
          lockedMs: Math.max(0, ...felt.map((s) => lockedFor(s, now))),
          attemptsLeft: Math.min(...left),
        };
      },
      { lockedMs: 0, attemptsLeft: null },
    );
  }

  /**
   * A success: forgets the failures of this account from this address (never the address's own
   * count, nor the account's slowdown that other addresses built) and, for actions that slow
   * accounts down, remembers the address as one the account signs in from.
   */
  async succeeded(action: LockoutAction, subjects: AttemptSubjects & { account: string }): Promise<void> {
    const now = this.#now().getTime();
    await this.#safely(async () => {
      await this.#store.clear(this.#pairKey(action, subjects.account, subjects.ip));
      if (this.#policies[action].accountSlowdown)
        await this.#store.record(this.#knownKey(action, subjects.account, subjects.ip), now, KNOWN_RULE);
    }, undefined);
  }

  /** The holder proved they own the account (a reset link used): its account-wide counts go. */
  async forgetAccount(action: LockoutAction, account: string): Promise<void> {
    await this.#safely(async () => {
      await this.#store.clear(`${action}:acct:${hashed(account)}`);
      await this.#store.clear(`${action}:slow:${hashed(account)}`);
    }, undefined);
  }

  close(): Promise<void> {
    return this.#store.close();
  }
}

/** The limiter of an app: counters in Redis when REDIS_URL is set (shared by every process), else here. */
export function createLimiter(accounts: { redisUrl?: string }, now: () => Date): AttemptLimiter {
  const store = accounts.redisUrl ? new RedisAttemptStore(accounts.redisUrl) : new MemoryAttemptStore();
  return new AttemptLimiter(store, now);
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
