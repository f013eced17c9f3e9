import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../test-support/databases.ts';
import { buildApp } from '../../app.ts';
import { type InvalidationBus, LocalInvalidationBus } from './bus.ts';
import { CONTENT_VERSION_HEADER, ContentVersions, VersionedBus } from './content-version.ts';

describe('content versions', () => {
  it('only grow: a bump is the clock, or one more when the clock has not moved', () => {
    let now = 1_000;
    const versions = new ContentVersions(() => now);
    expect(versions.current(7)).toBe(0);
    expect(versions.bump(7)).toBe(1_000);
    expect(versions.bump(7)).toBe(1_001);
    now = 900; // a clock set back
    expect(versions.bump(7)).toBe(1_002);
    now = 5_000;
    expect(versions.bump(7)).toBe(5_000);
    expect(versions.current(8)).toBe(0);
  });

  it('adopt a newer version heard from another process, never an older one', () => {
    const versions = new ContentVersions(() => 10);
    versions.observe(1, 500);
    expect(versions.current(1)).toBe(500);
    versions.observe(1, 400);
    expect(versions.current(1)).toBe(500);
    expect(versions.bump(1)).toBe(501);
  });

  it('travel on the bus: a publish bumps here and carries the version to the others', () => {
    const handlers: ((companyId: number, version?: number) => void)[] = [];
    const sent: [number, number | undefined][] = [];
    const wire: InvalidationBus = {
      publish: (companyId, version) => {
        sent.push([companyId, version]);
      },
      subscribe: (handler) => {
        handlers.push(handler);
      },
      close: async () => {},
    };
    const bus = new VersionedBus(wire, new ContentVersions(() => 2_000));
    bus.publish(3);
    expect(sent).toEqual([[3, 2_000]]);
    for (const handler of handlers) handler(3, 9_000);
    expect(bus.versions.current(3)).toBe(9_000);
    // A message without a version (a process of an older release): bumped anyway.
    for (const handler of handlers) handler(4);
    expect(bus.versions.current(4)).toBeGreaterThan(0);
  });
});

/** 10:00 in Paris a week from now (08:00 or 09:00 UTC): open, and within the booking window. */
function tenOClockInAWeek(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  const utc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, 0);
  return new Date(utc).toISOString();
}

describe.each(engines)('x-content-version on shared reads on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let manager: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'versiona');
    b = await createBookingTenant(database.db, 'versionb');
    manager = await staffToken(database.db, a.companyId, 'manager');
    app = await buildApp({ database, logLevel: 'silent', bus: new LocalInvalidationBus() });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const version = async (t: BookingFixture, url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url, headers: { company: t.token, ...headers } });
    expect(res.statusCode, res.body).toBeLessThan(400);
    const value = res.headers[CONTENT_VERSION_HEADER];
    return value === undefined ? undefined : Number(value);
  };

  it('tags the cached catalogue, posts, events and next free times, 200 and 304 alike', async () => {
    for (const url of [
      '/api/companies/me',
      '/api/shops',
      '/api/categories',
      '/api/articles?type=1',
      '/api/posts?itemPerPage=3',
      '/api/postcategories',
      '/api/events',
      '/api/alerts',
      `/api/appointments/next?shopids=${a.shopId}`,
    ]) {
      expect(await version(a, url), url).toBeTypeOf('number');
    }
    const me = await app.inject({ url: '/api/companies/me', headers: { company: a.token } });
    const revalidated = await app.inject({
      url: '/api/companies/me',
      headers: { company: a.token, 'if-none-match': String(me.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers[CONTENT_VERSION_HEADER]).toBe(me.headers[CONTENT_VERSION_HEADER]);
  });

  it('leaves untagged what other writes change and what a signed-in caller reads', async () => {
    expect(await version(a, '/api/coupons')).toBeUndefined();
    expect(await version(a, '/api/shops', { authorization: `Bearer ${manager}` })).toBeUndefined();
  });

  it('grows with a staff write and with a booking, for that company only', async () => {
    const first = (await version(a, '/api/shops')) ?? 0;
    const other = await version(b, '/api/shops');
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/shops/${a.shopId}`,
      headers: { company: a.token, authorization: `Bearer ${manager}` },
      payload: { name: 'Renamed shop' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterStaff = (await version(a, '/api/shops')) ?? 0;
    expect(afterStaff).toBeGreaterThan(first);
    expect(await version(b, '/api/shops')).toBe(other);

    const { token } = await customerToken(database.db, a.companyId);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: a.token, authorization: `Bearer ${token}` },
      payload: {
        shopId: a.shopId,
        serviceIds: [a.serviceId],
        start: tenOClockInAWeek(),
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await version(a, `/api/appointments/next?shopids=${a.shopId}`)) ?? 0).toBeGreaterThan(afterStaff);
    expect(await version(b, '/api/shops')).toBe(other);
  });
});
