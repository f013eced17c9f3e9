import { BookingAnswerSchema, BookingOrderAggregateSchema, BookingOrderPageSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { appointments } from '../../../db/schema.ts';

describe('booking orders and the statistics service', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let staff: string;
  let customer: { token: string; customerId: number };
  let orderIds: number[];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    a = await createBookingTenant(database.db, 'alpha');
    b = await createBookingTenant(database.db, 'beta');
    app = await buildApp({
      database,
      logLevel: 'silent',
      companyCacheSeconds: 0,
      now: () => new Date('2026-06-01T06:00:00Z'),
    });
    staff = await staffToken(database.db, a.companyId, 'manager');
    customer = await customerToken(database.db, a.companyId);
    orderIds = [];
    for (const start of [
      '2026-06-02T08:00:00.000Z',
      '2026-06-02T09:00:00.000Z',
      '2026-06-03T08:00:00.000Z',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { company: a.token, authorization: `Bearer ${customer.token}` },
        payload: { shopId: a.shopId, serviceIds: [a.serviceId], start },
      });
      orderIds.push(BookingAnswerSchema.parse(res.json()).order.id);
    }
    // Company B has an order too, which A must never see.
    const other = await customerToken(database.db, b.companyId);
    await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: b.token, authorization: `Bearer ${other.token}` },
      payload: { shopId: b.shopId, serviceIds: [b.serviceId], start: '2026-06-02T08:00:00.000Z' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const get = (url: string, token = staff, company = a.token) =>
    app.inject({ url, headers: { company, authorization: `Bearer ${token}` } });

  it('pages the history with its total, newest first, with shop, customer and appointments', async () => {
    const res = await get('/api/stats/booking-orders?page=1&itemPerPage=2');
    expect(res.statusCode).toBe(200);
    const page = BookingOrderPageSchema.parse(res.json());
    expect(page.total).toBe(3);
    expect(page.orders.map((o) => o.id)).toEqual([orderIds[2], orderIds[1]]);
    expect(page.orders[0]?.appointments[0]).toMatchObject({ serviceName: 'Soin visage', price: 6500 });
    expect(page.orders[0]?.customer?.id).toBe(customer.customerId);
  });

  it('filters by status, shop and customer, and aggregates the same set', async () => {
    const none = BookingOrderPageSchema.parse(
      (await get('/api/stats/booking-orders?status=cancelled')).json(),
    );
    expect(none.total).toBe(0);
    const byShop = BookingOrderPageSchema.parse(
      (await get(`/api/stats/booking-orders?shops=${a.shopIds[1]}`)).json(),
    );
    expect(byShop.total).toBe(0);
    const byCustomer = BookingOrderPageSchema.parse(
      (await get(`/api/stats/booking-orders?customerId=${customer.customerId}`)).json(),
    );
    expect(byCustomer.total).toBe(3);
    const aggregate = BookingOrderAggregateSchema.parse(
      (await get('/api/stats/booking-orders/aggregate')).json(),
    );
    expect(aggregate).toEqual({ count: 3, total: 19500, paid: 0, refunded: 0, byStatus: { confirmed: 3 } });
  });

  it('refuses bad filters with a 400 and customers with a 403', async () => {
    expect((await get('/api/stats/booking-orders?itemPerPage=1000')).statusCode).toBe(400);
    expect((await get('/api/stats/booking-orders?status=paid')).statusCode).toBe(400);
    expect((await get('/api/stats/booking-orders', customer.token)).statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/api/stats/booking-orders', headers: { company: a.token } })).statusCode,
    ).toBe(401);
  });

  it('limits an access account to its shops', async () => {
    const desk = await accessToken(database.db, a.companyId, [a.shopIds[1] as number]);
    const page = BookingOrderPageSchema.parse((await get('/api/stats/booking-orders', desk)).json());
    expect(page.total).toBe(0);
    expect((await get(`/api/stats/booking-orders/${orderIds[0]}`, desk)).statusCode).toBe(404);
  });

  it('changes a status along the lifecycle, with the appointments following', async () => {
    const id = orderIds[0] as number;
    const put = (status: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/stats/booking-orders/${id}/status`,
        headers: { company: a.token, authorization: `Bearer ${staff}` },
        payload: { status },
      });
    const honoured = await put('honoured');
    expect(honoured.statusCode).toBe(200);
    expect(honoured.json().order.status).toBe('honoured');
    const rows = await database.db.select().from(appointments).where(eq(appointments.bookingOrderId, id));
    expect(rows.every((r) => r.status === 'honoured')).toBe(true);
    const back = await put('pending');
    expect(back.statusCode).toBe(409);
  });

  it("never shows or changes another company's orders", async () => {
    const bStaff = await staffToken(database.db, b.companyId, 'manager');
    expect((await get(`/api/stats/booking-orders/${orderIds[0]}`, bStaff, b.token)).statusCode).toBe(404);
    const page = BookingOrderPageSchema.parse(
      (await get('/api/stats/booking-orders', bStaff, b.token)).json(),
    );
    expect(page.orders.some((o) => orderIds.includes(o.id))).toBe(false);
  });

  it('shows a customer their own orders only', async () => {
    const mine = await get('/api/bookings/my-orders', customer.token);
    expect(mine.json().orders).toHaveLength(3);
    const stranger = await customerToken(database.db, a.companyId);
    expect((await get('/api/bookings/my-orders', stranger.token)).json().orders).toHaveLength(0);
    expect((await get(`/api/bookings/my-orders/${orderIds[1]}`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/bookings/my-orders/${orderIds[1]}`, customer.token)).statusCode).toBe(200);
  });

  it('totals bookings per shop between two dates', async () => {
    const res = await get('/api/stats/shop-payments?start=2026-05-01&end=2026-06-30');
    expect(res.statusCode).toBe(200);
    const shopsTotals = res.json().shops as { shopId: number; bookings: { count: number; total: number } }[];
    expect(shopsTotals.find((s) => s.shopId === a.shopId)?.bookings).toMatchObject({
      count: 3,
      total: 19500,
    });
    expect(shopsTotals.find((s) => s.shopId === a.shopIds[1])?.bookings.count).toBe(0);
  });
});
