// ADR 0029: the availability read keeps a shop's statics (hours, collaborators, services, cabins,
// equipment) in the company's read cache and reads the busy time from the database on every
// request. What customers and staff change must show on the very next read: here at once, and in
// another API process at once for bookings and cancellations (the database), as soon as the bus
// has carried a staff change (Redis) for hours. The caches are on (30 s), as in production.
import { AvailabilityAnswerSchema, BookingAnswerSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import {
  type InvalidationBus,
  LocalInvalidationBus,
  RedisInvalidationBus,
} from '../../../platform/cache/bus.ts';
import { CONTENT_VERSION_HEADER } from '../../../platform/cache/content-version.ts';

const DAY = '2026-06-02'; // a Tuesday
const TEN = '2026-06-02T08:00:00.000Z'; // 10:00 in Paris
const NOW = new Date('2026-05-25T06:00:00Z');
const redisUrl = process.env.TEST_REDIS_URL;

/** Every day 09:00–18:00, or from `start` on Tuesdays only (a collaborator's own hours). */
const tuesdayFrom = (start: string) => ({ '2': [{ status: 'open', hours: [{ start, end: '18:00' }] }] });
const everyDayFrom = (start: string) =>
  Object.fromEntries(
    ['1', '2', '3', '4', '5', '6', '7'].map((d) => [
      d,
      [{ status: 'open', hours: [{ start, end: '18:00' }] }],
    ]),
  );

type Client = {
  slot(start?: string): Promise<{ free: number[]; busy: number[] } | null>;
  book(token: string, employeeId: number): Promise<{ orderId: number; employeeId: number }>;
  cancel(token: string, orderId: number): Promise<void>;
  staff(method: 'PUT' | 'POST', url: string, body: Record<string, unknown>): Promise<void>;
  version(): Promise<number>;
};

function client(app: FastifyInstance, t: BookingFixture, manager: string): Client {
  return {
    async slot(start = TEN) {
      const res = await app.inject({
        url: `/api/appointments?shopid=${t.shopId}&serviceid=${t.serviceId}&start=${DAY}&end=${DAY}`,
        headers: { company: t.token },
      });
      expect(res.statusCode, res.body).toBe(200);
      const slot = AvailabilityAnswerSchema.parse(res.json()).appointments.data[0]?.slots.find(
        (s) => s.start === start,
      );
      return slot ? { free: slot.freeEmployees, busy: slot.busyEmployees } : null;
    },
    async book(token, employeeId) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { company: t.token, authorization: `Bearer ${token}` },
        payload: { shopId: t.shopId, serviceIds: [t.serviceId], start: TEN, employeeId },
      });
      expect(res.statusCode, res.body).toBe(201);
      const answer = BookingAnswerSchema.parse(res.json());
      return { orderId: answer.order.id, employeeId: answer.appointments[0]?.employee?.id as number };
    },
    async cancel(token, orderId) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/appointments?orderId=${orderId}`,
        headers: { company: t.token, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
    async staff(method, url, body) {
      const res = await app.inject({
        method,
        url,
        headers: { company: t.token, authorization: `Bearer ${manager}` },
        payload: body,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    },
    async version() {
      const res = await app.inject({ url: '/api/shops', headers: { company: t.token } });
      return Number(res.headers[CONTENT_VERSION_HEADER]);
    },
  };
}

const eventually = async (check: () => Promise<boolean>, tries = 100) => {
  for (let i = 0; i < tries; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
};

describe.each(engines)('availability with its statics kept, one process, on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: BookingFixture;
  let api: Client;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createBookingTenant(database.db, 'fresh');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 30, now: () => NOW });
    api = client(app, t, await staffToken(database.db, t.companyId, 'manager'));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('writes the bytes its schema would have written (JSON.stringify alone, ADR 0029)', async () => {
    const res = await app.inject({
      url: `/api/appointments?shopid=${t.shopId}&serviceid=${t.serviceId}&start=2026-06-01&end=2026-07-01`,
      headers: { company: t.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(JSON.stringify(AvailabilityAnswerSchema.parse(res.json())));
    const missing = await app.inject({
      url: `/api/appointments?shopid=${t.shopId}&serviceid=999999&start=${DAY}&end=${DAY}`,
      headers: { company: t.token },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: 'shop or service not found' });
  });

  it('shows a booking and its cancellation on the very next read', async () => {
    const [first] = t.employees as [number];
    expect((await api.slot())?.free).toEqual(t.employees);
    const { token } = await customerToken(database.db, t.companyId);
    const booked = await api.book(token, first);
    expect(await api.slot()).toEqual({ free: t.employees.filter((id) => id !== first), busy: [first] });
    await api.cancel(token, booked.orderId);
    expect(await api.slot()).toEqual({ free: t.employees, busy: [] });
  });

  it("shows a collaborator's new hours, the shop's new hours and a closed day on the very next read", async () => {
    const [, second] = t.employees as [number, number];
    expect((await api.slot())?.free).toContain(second);
    await api.staff('PUT', `/api/resources/${second}`, { workingHours: tuesdayFrom('14:00') });
    expect((await api.slot())?.busy).toEqual([second]);
    await api.staff('PUT', `/api/resources/${second}`, { workingHours: null });
    expect((await api.slot())?.busy).toEqual([]);

    await api.staff('PUT', `/api/shops/${t.shopId}`, { openingHours: everyDayFrom('12:00') });
    expect(await api.slot()).toBeNull();
    expect(await api.slot('2026-06-02T10:00:00.000Z')).not.toBeNull();
    await api.staff('PUT', `/api/shops/${t.shopId}`, { openingHours: everyDayFrom('09:00') });
    expect(await api.slot()).not.toBeNull();

    await api.staff('POST', '/api/closeddays', { shopId: t.shopId, day: DAY, label: { fr: 'Inventaire' } });
    expect(await api.slot()).toBeNull();
  });
});

describe.each(engines)('availability with its answers kept, as the clock moves, on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: BookingFixture;
  let paying: BookingFixture;
  let clock = new Date('2026-06-02T05:00:00Z'); // 07:00 in Paris, the day itself

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createBookingTenant(database.db, 'clock');
    paying = await createBookingTenant(database.db, 'clockpay', { payment: true });
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 30, now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const starts = async (f: BookingFixture) => {
    const res = await app.inject({
      url: `/api/appointments?shopid=${f.shopId}&serviceid=${f.serviceId}&start=${DAY}&end=${DAY}`,
      headers: { company: f.token },
    });
    return AvailabilityAnswerSchema.parse(res.json()).appointments.data[0]?.slots.map((s) => s.start) ?? [];
  };

  it('drops the slots the clock has passed, and only those, on the next read', async () => {
    const before = await starts(t);
    expect(before[0]).toBe('2026-06-02T07:00:00.000Z');
    expect(await starts(t)).toEqual(before);
    clock = new Date('2026-06-02T06:59:00Z'); // before the first slot: the same answer
    expect(await starts(t)).toEqual(before);
    clock = new Date('2026-06-02T07:40:00Z'); // 09:40 in Paris
    expect(await starts(t)).toEqual(before.filter((s) => Date.parse(s) >= clock.getTime()));
    clock = new Date('2026-06-02T05:00:00Z'); // a clock set back sees them again
    expect(await starts(t)).toEqual(before);
  });

  it('frees a held slot once its hold expires, on the next read', async () => {
    const { token } = await customerToken(database.db, paying.companyId);
    const [first] = paying.employees as [number];
    const res = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: paying.token, authorization: `Bearer ${token}` },
      payload: { shopId: paying.shopId, serviceIds: [paying.serviceId], start: TEN, employeeId: first },
    });
    expect(res.statusCode, res.body).toBe(201);
    const slot = async () => {
      const answer = await app.inject({
        url: `/api/appointments?shopid=${paying.shopId}&serviceid=${paying.serviceId}&start=${DAY}&end=${DAY}`,
        headers: { company: paying.token },
      });
      return AvailabilityAnswerSchema.parse(answer.json()).appointments.data[0]?.slots.find(
        (s) => s.start === TEN,
      );
    };
    expect((await slot())?.busyEmployees).toEqual([first]);
    expect((await slot())?.busyEmployees).toEqual([first]);
    clock = new Date(clock.getTime() + 16 * 60_000); // past the 15-minute hold, before any sweep
    expect((await slot())?.busyEmployees).toEqual([]);
  });
});

/**
 * Two API instances over one database, as two processes would be, each with its own caches. A
 * booking or a cancellation through one is read from the database by the other on its next read;
 * a staff change of hours reaches the other's kept statics through the bus.
 */
describe.skipIf(!redisUrl).each(engines)('availability across two API processes (Redis) on %s', (engine) => {
  let database: TestDatabase;
  let t: BookingFixture;
  let manager: string;
  const apps: FastifyInstance[] = [];
  const buses: RedisInvalidationBus[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createBookingTenant(database.db, 'twoproc');
    manager = await staffToken(database.db, t.companyId, 'manager');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  const start = async (bus: InvalidationBus) => {
    const app = await buildApp({
      database,
      logLevel: 'silent',
      companyCacheSeconds: 30,
      now: () => NOW,
      bus,
    });
    apps.push(app);
    return client(app, t, manager);
  };
  const redisPair = async () => {
    const pair = [new RedisInvalidationBus(redisUrl as string), new RedisInvalidationBus(redisUrl as string)];
    buses.push(...pair);
    await Promise.all(pair.map((bus) => bus.ready()));
    return [await start(pair[0] as InvalidationBus), await start(pair[1] as InvalidationBus)] as const;
  };

  it('shows a booking and a cancellation made through one process on the next read of the other', async () => {
    const [a, b] = await redisPair();
    const [, , third] = t.employees as [number, number, number];
    expect((await b.slot())?.free).toEqual(t.employees);
    const { token } = await customerToken(database.db, t.companyId);
    const booked = await a.book(token, third);
    expect((await b.slot())?.busy).toEqual([third]);
    await a.cancel(token, booked.orderId);
    expect((await b.slot())?.busy).toEqual([]);
  });

  it('shows a staff change of hours made through one process in the other once the bus carried it', async () => {
    const [a, b] = await redisPair();
    const [first] = t.employees as [number];
    expect((await b.slot())?.busy).toEqual([]); // b keeps the shop's statics from here on
    const version = await b.version();
    await a.staff('PUT', `/api/resources/${first}`, { workingHours: tuesdayFrom('15:00') });
    expect(await eventually(async () => (await b.slot())?.busy.includes(first) ?? false)).toBe(true);
    expect(await b.version()).toBeGreaterThan(version);
    await a.staff('PUT', `/api/resources/${first}`, { workingHours: null });
    expect(await eventually(async () => (await b.slot())?.busy.length === 0)).toBe(true);
  });

  it('keeps the statics without a shared bus (what the bus is for), bookings still at once', async () => {
    const a = await start(new LocalInvalidationBus());
    const b = await start(new LocalInvalidationBus());
    const [first, second] = t.employees as [number, number];
    expect((await b.slot())?.busy).toEqual([]);
    await a.staff('PUT', `/api/resources/${first}`, { workingHours: tuesdayFrom('15:00') });
    expect((await a.slot())?.busy).toEqual([first]);
    // b's kept statics still have the old hours (up to COMPANY_CACHE_SECONDS)...
    expect(await eventually(async () => (await b.slot())?.busy.includes(first) ?? false, 10)).toBe(false);
    // ...but what customers book is read from the database on every request.
    const { token } = await customerToken(database.db, t.companyId);
    await a.book(token, second);
    expect((await b.slot())?.busy).toEqual([second]);
    await a.staff('PUT', `/api/resources/${first}`, { workingHours: null });
  });
});
