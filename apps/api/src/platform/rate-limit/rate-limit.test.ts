import { LOCKOUT_POLICIES, type LockoutRule } from '@eclat/domain';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../test-support/auth-testing.ts';
import { createTestDatabase } from '../../../test-support/databases.ts';
import { createTenant } from '../../../test-support/fixtures.ts';
import { customers } from '../../db/schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { AttemptLimiter, clientAddressKey } from './limiter.ts';
import { type AttemptStore, MemoryAttemptStore, RedisAttemptStore } from './store.ts';

const rule: LockoutRule = { max: 3, windowMs: 60_000, lockMs: 120_000 };
const redisUrl = process.env.TEST_REDIS_URL;

/** The same behaviour from both stores; Redis only when TEST_REDIS_URL points at a server. */
const stores: [string, () => AttemptStore][] = [['memory', () => new MemoryAttemptStore()]];
if (redisUrl) {
  const prefix = `eclat-test:${crypto.randomUUID()}:`;
  stores.push(['redis', () => new RedisAttemptStore(new Redis(redisUrl), prefix)]);
}

describe.each(stores)('attempt store (%s)', (_name, make) => {
  const store = make();
  afterAll(() => store.close());

  it('counts in a window, locks at the limit, forgets on clear', async () => {
    const key = `k-${crypto.randomUUID()}`;
    const t = 1_700_000_000_000;
    expect(await store.get(key, t)).toEqual({ count: 0, windowStart: 0, lockedUntil: 0 });
    await store.record(key, t, rule);
    await store.record(key, t + 1000, rule);
    const third = await store.record(key, t + 2000, rule);
    expect(third).toEqual({ count: 3, windowStart: t, lockedUntil: t + 2000 + 120_000 });
    expect(await store.get(key, t + 3000)).toEqual(third);
    await store.clear(key);
    expect((await store.get(key, t + 3000)).count).toBe(0);
  });

  it('starts a new window when the previous one is over', async () => {
    const key = `k-${crypto.randomUUID()}`;
    const t = 1_700_000_000_000;
    await store.record(key, t, rule);
    expect(await store.record(key, t + 61_000, rule)).toEqual({
      count: 1,
      windowStart: t + 61_000,
      lockedUntil: 0,
    });
  });

  it('counts every concurrent event exactly once', async () => {
    const key = `k-${crypto.randomUUID()}`;
    const t = 1_700_000_000_000;
    const big = { max: 1000, windowMs: 60_000, lockMs: 1000 };
    await Promise.all(Array.from({ length: 50 }, () => store.record(key, t, big)));
    expect((await store.get(key, t)).count).toBe(50);
  });

  // Issue 16: five failures anywhere locked the account everywhere, so a stranger could keep its
  // holder out. Now the guesser's address is refused for that account; the holder is not.
  it('locks an account from the guessing address only, with the login policy', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const limiter = new AttemptLimiter(store, () => now);
    const subjects = {
      account: `1:customer:${crypto.randomUUID()}@example.com`,
      ip: `10.9.${Math.floor(Math.random() * 250)}.1`,
    };
    const perPair = LOCKOUT_POLICIES.login.accountFromIp?.max ?? 0;
    for (let i = 0; i < perPair - 1; i++) expect(await limiter.record('login', subjects)).toBe(0);
    expect(await limiter.record('login', subjects)).toBe(15 * 60_000);
    expect(await limiter.lockedFor('login', subjects)).toBe(15 * 60_000);
    // The same account from another address, another account from the guessing address: free.
    expect(await limiter.lockedFor('login', { account: subjects.account, ip: '10.8.0.2' })).toBe(0);
    expect(await limiter.lockedFor('login', { account: 'someone-else', ip: subjects.ip })).toBe(0);
    now = new Date(now.getTime() + 15 * 60_000);
    expect(await limiter.lockedFor('login', subjects)).toBe(0);
  });

  it('slows an account guessed from many addresses down, except where its holder signs in', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const limiter = new AttemptLimiter(store, () => now);
    const account = `1:customer:${crypto.randomUUID()}@example.com`;
    const net = `10.${Math.floor(Math.random() * 250)}`;
    const home = { account, ip: `${net}.200.1` };
    await limiter.succeeded('login', home);
    const slowdown = LOCKOUT_POLICIES.login.accountSlowdown;
    if (!slowdown) throw new Error('login slows accounts down');
    // One failure from each of many addresses: no address reaches its own limit.
    for (let i = 0; i < slowdown.max - 1; i++)
      expect(await limiter.record('login', { account, ip: `${net}.1.${i}` })).toBe(0);
    expect(await limiter.record('login', { account, ip: `${net}.2.1` })).toBe(1000);
    expect(await limiter.record('login', { account, ip: `${net}.2.2` })).toBe(2000);
    // A new address waits; the holder's address does not, and its own failure does not lock it.
    expect(await limiter.lockedFor('login', { account, ip: `${net}.3.1` })).toBe(2000);
    expect(await limiter.lockedFor('login', home)).toBe(0);
    expect(await limiter.record('login', home)).toBe(0);
    // A used reset link proves the holder: the slowdown goes.
    await limiter.forgetAccount('login', account);
    expect(await limiter.lockedFor('login', { account, ip: `${net}.3.1` })).toBe(0);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4', async () => {
    const limiter = new AttemptLimiter(store, () => new Date('2026-01-01T10:00:00Z'));
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let i = 0; i < LOCKOUT_POLICIES.voucher.ip.max; i++)
      await limiter.record('voucher', { ip: `${prefix}::${(i + 1).toString(16)}` });
    expect(await limiter.lockedFor('voucher', { ip: `${prefix}:0:0:0:ffff` })).toBeGreaterThan(0);
    expect(await limiter.lockedFor('voucher', { ip: `${prefix.replace(/:1$/, ':2')}::1` })).toBe(0);
  });
});

describe('client address keys', () => {
  it('keep IPv4, unwrap IPv4-mapped IPv6 and cut IPv6 to its /64', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:0a:1:2:3:4:5')).toBe('2001:db8:a:1::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('a failing store', () => {
  it('fails open and reports the error', async () => {
    const broken: AttemptStore = {
      get: () => Promise.reject(new Error('redis down')),
      record: () => Promise.reject(new Error('redis down')),
      clear: () => Promise.reject(new Error('redis down')),
      close: () => Promise.resolve(),
    };
    const limiter = new AttemptLimiter(broken, () => new Date());
    const errors: unknown[] = [];
    limiter.onStoreError = (e) => errors.push(e);
    expect(await limiter.lockedFor('login', { account: 'x', ip: '1.2.3.4' })).toBe(0);
    expect(await limiter.record('login', { account: 'x', ip: '1.2.3.4' })).toBe(0);
    await limiter.forgetAccount('login', 'x');
    expect(errors).toHaveLength(3);
  });
});

describe('memory store bounds', () => {
  it('never grows past its limit', async () => {
    const store = new MemoryAttemptStore(100);
    for (let i = 0; i < 1000; i++) await store.record(`k${i}`, 0, rule);
    let kept = 0;
    for (let i = 0; i < 1000; i++) if ((await store.get(`k${i}`, 1)).count > 0) kept++;
    expect(kept).toBeLessThanOrEqual(101);
  });
});

describe.skipIf(!redisUrl)('lockout shared through Redis (REDIS_URL)', () => {
  it('locks a guessing address on every API instance, never the account holder', async () => {
    const database = await createTestDatabase('pglite');
    const t = await createTenant(database.db, 'alpha');
    const email = `shared-${crypto.randomUUID()}@example.com`;
    await database.db
      .insert(customers)
      .values({ companyId: t.companyId, email, passwordHash: await hashPassword('Partage-redis-2026') });
    const [one, two] = await Promise.all([
      buildAccountsTestApp(database, { accounts: { redisUrl } }),
      buildAccountsTestApp(database, { accounts: { redisUrl } }),
    ]);
    const guesser = `10.77.${Math.floor(Math.random() * 250)}.1`;
    try {
      const login = (app: typeof one, password: string, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/users/login',
          remoteAddress,
          headers: { company: t.token },
          payload: { email, password },
        });
      for (let i = 0; i < 5; i++) expect((await login(one, 'wrong-password', guesser)).statusCode).toBe(401);
      const again = await login(two, 'Partage-redis-2026', guesser);
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(890);
      expect((await login(two, 'Partage-redis-2026', '10.78.0.9')).statusCode).toBe(200);
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  });
});
