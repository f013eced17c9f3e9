// Where lockout counters live (ADR 0006): in the process by default, in Redis when REDIS_URL is
// set so that every API instance sees the same counters. Both apply the domain's recordAttempt.
import { type AttemptState, EMPTY_ATTEMPTS, type LockoutRule, recordAttempt } from '@eclat/domain';
import { Redis } from 'ioredis';

export interface AttemptStore {
  get(key: string, now: number): Promise<AttemptState>;
  /** Records one event and answers the new state, atomically per key. */
  record(key: string, now: number, rule: LockoutRule): Promise<AttemptState>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** How long a key must be kept: until its window and its lock are both over. */
const keepUntil = (state: AttemptState, rule: LockoutRule) =>
  Math.max(state.windowStart + rule.windowMs, state.lockedUntil);

/** One process: a Map, swept of expired keys as it grows. */
export class MemoryAttemptStore implements AttemptStore {
  readonly #entries = new Map<string, { state: AttemptState; until: number }>();
  readonly #maxKeys: number;

  constructor(maxKeys = 100_000) {
    this.#maxKeys = maxKeys;
  }

  async get(key: string, now: number): Promise<AttemptState> {
    return this.#read(key, now);
  }

  /** Synchronous read-modify-write: no await in between, so concurrent records all count. */
  async record(key: string, now: number, rule: LockoutRule): Promise<AttemptState> {
    const state = recordAttempt(this.#read(key, now), now, rule);
    this.#entries.set(key, { state, until: keepUntil(state, rule) });
    if (this.#entries.size > this.#maxKeys) this.#sweep(now);
    return state;
  }

  async clear(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  async close(): Promise<void> {
    this.#entries.clear();
  }

  #read(key: string, now: number): AttemptState {
    const entry = this.#entries.get(key);
    if (!entry) return EMPTY_ATTEMPTS;
    if (entry.until <= now) {
      this.#entries.delete(key);
      return EMPTY_ATTEMPTS;
    }
    return entry.state;
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#entries) if (entry.until <= now) this.#entries.delete(key);
    // Still too many (an attack with ever-new keys): drop the oldest half rather than grow.
    if (this.#entries.size > this.#maxKeys) {
      let drop = Math.floor(this.#entries.size / 2);
      for (const key of this.#entries.keys()) {
        if (drop-- <= 0) break;
        this.#entries.delete(key);
      }
    }
  }
}

/**
 * recordAttempt of @eclat/domain, in Lua so that concurrent instances update a key atomically.
 * KEYS[1] the hash; ARGV now, max, windowMs, lockMs, maxLockMs (0: fixed locks; else each event
 * past max doubles the lock up to it, lockDuration). Answers count, windowStart, lockedUntil.
 */
const RECORD_SCRIPT = `
local now = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
local windowMs = tonumber(ARGV[3])
local lockMs = tonumber(ARGV[4])
local maxLockMs = tonumber(ARGV[5])
local s = redis.call('HMGET', KEYS[1], 'count', 'windowStart', 'lockedUntil')
local count = tonumber(s[1]) or 0
local windowStart = tonumber(s[2]) or 0
local lockedUntil = tonumber(s[3]) or 0
if count > 0 and now - windowStart < windowMs then
  count = count + 1
else
  count = 1
  windowStart = now
end
if count >= max then
  local lock = lockMs
  if maxLockMs > 0 then lock = math.min(maxLockMs, lockMs * 2 ^ (count - max)) end
  lockedUntil = math.max(lockedUntil, now + lock)
end
redis.call('HSET', KEYS[1], 'count', count, 'windowStart', windowStart, 'lockedUntil', lockedUntil)
local keep = math.max(windowStart + windowMs, lockedUntil) - now
if keep < 1 then keep = 1 end
redis.call('PEXPIRE', KEYS[1], keep)
return { count, windowStart, lockedUntil }
`;

/** Shared counters in Redis; keys expire on their own once window and lock are over. */
export class RedisAttemptStore implements AttemptStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis | string, prefix = 'eclat:attempts:') {
    this.#redis =
      typeof redis === 'string' ? new Redis(redis, { lazyConnect: true, maxRetriesPerRequest: 2 }) : redis;
    this.#prefix = prefix;
  }

  async get(key: string, _now: number): Promise<AttemptState> {
    const [count, windowStart, lockedUntil] = await this.#redis.hmget(
      this.#prefix + key,
      'count',
      'windowStart',
      'lockedUntil',
    );
    if (!count) return EMPTY_ATTEMPTS;
    // Expired keys vanish on their own (PEXPIRE); callers judge the lock against their clock.
    return { count: Number(count), windowStart: Number(windowStart), lockedUntil: Number(lockedUntil) };
  }

  async record(key: string, now: number, rule: LockoutRule): Promise<AttemptState> {
    const result = (await this.#redis.eval(
      RECORD_SCRIPT,
      1,
      this.#prefix + key,
      now,
      rule.max,
      rule.windowMs,
      rule.lockMs,
      rule.maxLockMs ?? 0,
    )) as [number, number, number];
    return { count: Number(result[0]), windowStart: Number(result[1]), lockedUntil: Number(result[2]) };
  }

  async clear(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key);
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
  }
}
