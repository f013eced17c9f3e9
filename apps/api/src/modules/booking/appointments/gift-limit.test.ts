import { AvailabilityAnswerSchema, BookingAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { companies, gifts, giftUsages } from '../../../db/schema.ts';

describe.each(engines)('availability with the daily gift-voucher limit (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'alpha');
    const [company] = await database.db.select().from(companies).where(eq(companies.id, a.companyId));
    const booker = company?.booker as { appointment: Record<string, unknown> };
    await database.db
      .update(companies)
      .set({ booker: { ...booker, appointment: { ...booker.appointment, giftLimitPerDay: 1 } } })
      .where(eq(companies.id, a.companyId));
    app = await buildApp({
      database,
      logLevel: 'silent',
      companyCacheSeconds: 0,
      now: () => new Date('2026-06-01T06:00:00Z'),
    });
    const customer = await customerToken(database.db, a.companyId);
    // Two bookings on 2 June; only the first is paid with a gift voucher.
    const orders: number[] = [];
    for (const start of ['2026-06-02T08:00:00.000Z', '2026-06-03T08:00:00.000Z']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { company: a.token, authorization: `Bearer ${customer.token}` },
        payload: { shopId: a.shopId, serviceIds: [a.serviceId], start },
      });
      orders.push(BookingAnswerSchema.parse(res.json()).order.id);
    }
    const [gift] = await database.db
      .insert(gifts)
      .values({
        companyId: a.companyId,
        code: 'GIFT-TEST-0001',
        amount: 10_000,
        balance: 3500,
        status: 'active',
      })
      .returning({ id: gifts.id });
    await database.db.insert(giftUsages).values({
      companyId: a.companyId,
      giftId: gift?.id as number,
      bookingOrderId: orders[0],
      amount: 6500,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const availability = async (extra: string) => {
    const res = await app.inject({
      url: `/api/appointments?shopid=${a.shopId}&serviceid=${a.serviceId}&start=2026-06-02&end=2026-06-04${extra}`,
      headers: { company: a.token },
    });
    expect(res.statusCode).toBe(200);
    return AvailabilityAnswerSchema.parse(res.json()).appointments;
  };

  it('offers no slot on a day whose gift-voucher bookings reached the limit', async () => {
    const limited = await availability('&checkGiftLimit=true');
    expect(limited.giftLimitReached).toEqual(['2026-06-02']);
    expect(limited.data.map((d) => [d.day, d.slots.length > 0])).toEqual([
      ['2026-06-02', false],
      ['2026-06-03', true],
      ['2026-06-04', true],
    ]);
    // The day stays open: the shop works, only voucher bookings are full.
    expect(limited.data[0]?.shopStatus).toBe('open');
  });

  it('ignores the limit when the caller does not ask for it', async () => {
    const plain = await availability('');
    expect(plain.giftLimitReached).toEqual([]);
    expect(plain.data.every((d) => d.slots.length > 0)).toBe(true);
  });
});
