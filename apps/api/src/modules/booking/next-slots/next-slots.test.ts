import { NextSlotsAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { shops } from '../../../db/schema.ts';

// Shops open 09:00–18:00 in Paris (UTC+2 in June), three collaborators, a 60-minute service.
const NINE = '2026-06-01T07:00:00.000Z';
const TEN = '2026-06-01T08:00:00.000Z';
const ELEVEN = '2026-06-01T09:00:00.000Z';

describe.each(engines)('next free slot of shops and services on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let clock = new Date('2026-06-01T06:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'nexta');
    b = await createBookingTenant(database.db, 'nextb');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const next = async (t: BookingFixture, query: string) => {
    const res = await app.inject({ url: `/api/appointments/next?${query}`, headers: { company: t.token } });
    expect(res.statusCode).toBe(200);
    return NextSlotsAnswerSchema.parse(res.json()).next;
  };
  const book = async (t: BookingFixture, start: string) => {
    const { token } = await customerToken(database.db, t.companyId);
    const res = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: t.token, authorization: `Bearer ${token}` },
      payload: { shopId: t.shopId, serviceIds: [t.serviceId], start },
    });
    expect(res.statusCode).toBe(201);
  };

  it('answers the first free start of a shop and of a service in it, from the availability engine', async () => {
    expect(await next(a, `shopids=${a.shopId}`)).toEqual([
      { shopId: a.shopId, serviceId: null, start: NINE, timeZone: 'Europe/Paris' },
    ]);
    expect(await next(a, `shopids=${a.shopId}&serviceids=${a.serviceId}`)).toEqual([
      { shopId: a.shopId, serviceId: a.serviceId, start: NINE, timeZone: 'Europe/Paris' },
    ]);
  });

  it('never answers for a shop of another company', async () => {
    expect(await next(b, `shopids=${a.shopId}`)).toEqual([]);
    expect(
      await next(b, `shopids=${a.shopId},${b.shopId}`).then((rows) => rows.map((r) => r.shopId)),
    ).toEqual([b.shopId]);
  });

  it('keeps the answer for a while, and drops it when a booking is made (that company only)', async () => {
    // Warm both companies, then let the clock pass 09:00: a fresh computation would say 10:00.
    expect((await next(a, `shopids=${a.shopId}`))[0]?.start).toBe(NINE);
    expect((await next(b, `shopids=${b.shopId}`))[0]?.start).toBe(NINE);
    clock = new Date('2026-06-01T07:40:00Z');
    expect((await next(a, `shopids=${a.shopId}`))[0]?.start).toBe(NINE);

    // The three collaborators booked 10:00–11:00 (09:30 is past): the next free start is 11:00.
    await book(a, TEN);
    await book(a, TEN);
    await book(a, TEN);
    expect((await next(a, `shopids=${a.shopId}`))[0]?.start).toBe(ELEVEN);
    expect((await next(a, `shopids=${a.shopId}&serviceids=${a.serviceId}`))[0]?.start).toBe(ELEVEN);
    // Company b's entries were not dropped by company a's bookings.
    expect((await next(b, `shopids=${b.shopId}`))[0]?.start).toBe(NINE);
  });

  it('answers no start for a shop with online booking off', async () => {
    await database.db
      .update(shops)
      .set({ bookerActive: false })
      .where(eq(shops.id, b.shopIds[1] as number));
    const rows = await next(b, `shopids=${b.shopIds[1]}`);
    expect(rows).toEqual([{ shopId: b.shopIds[1], serviceId: null, start: null, timeZone: 'Europe/Paris' }]);
  });

  it('refuses more than 50 shops', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    const res = await app.inject({
      url: `/api/appointments/next?shopids=${ids}`,
      headers: { company: a.token },
    });
    expect(res.statusCode).toBe(400);
  });
});
