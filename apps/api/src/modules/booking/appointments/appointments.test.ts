import { AvailabilityAnswerSchema, BookingAnswerSchema } from '@eclat/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { appointments, bookingOrders } from '../../../db/schema.ts';
import { expireHolds } from './book.ts';

const DAY = '2026-06-02';
const TEN = '2026-06-02T08:00:00.000Z'; // 10:00 in Paris

describe.each(engines)('appointments on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let paying: BookingFixture;
  let clock = new Date('2026-06-01T06:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'alpha');
    b = await createBookingTenant(database.db, 'beta');
    paying = await createBookingTenant(database.db, 'gamma', { payment: true });
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const availability = (t: BookingFixture, query = '') =>
    app.inject({
      url: `/api/appointments?shopid=${t.shopId}&serviceid=${t.serviceId}&start=${DAY}&end=${DAY}${query}`,
      headers: { company: t.token },
    });
  const slotAt = async (t: BookingFixture, start: string) => {
    const body = AvailabilityAnswerSchema.parse((await availability(t)).json());
    return body.appointments.data[0]?.slots.find((s) => s.start === start);
  };
  const bookAs = (t: BookingFixture, token: string, body: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: t.token, authorization: `Bearer ${token}` },
      payload: { shopId: t.shopId, serviceIds: [t.serviceId], start: TEN, ...body },
    });

  it('answers the free slots of a day in appointments.data', async () => {
    const res = await availability(a);
    expect(res.statusCode).toBe(200);
    const { appointments: answer } = AvailabilityAnswerSchema.parse(res.json());
    const day = answer.data[0];
    expect(day?.shopStatus).toBe('open');
    // 09:00–18:00 Paris, 60 minutes, every 30 minutes: 09:00 … 17:00.
    expect(day?.slots).toHaveLength(17);
    expect(day?.slots[0]?.start).toBe('2026-06-02T07:00:00.000Z');
    expect(day?.slots[0]?.freeEmployees).toHaveLength(3);
    expect(day?.employees.map((e) => e.displayName).sort()).toEqual(['Alice', 'Bruno', 'Carla']);
  });

  it("refuses missing parameters with 'param manquants'", async () => {
    for (const url of [
      `/api/appointments?serviceid=${a.serviceId}&start=${DAY}&end=${DAY}`,
      `/api/appointments?shopid=${a.shopId}&start=${DAY}&end=${DAY}`,
      `/api/appointments?shopid=${a.shopId}&serviceid=${a.serviceId}&end=${DAY}`,
    ]) {
      const res = await app.inject({ url, headers: { company: a.token } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('param manquants');
    }
  });

  it('refuses a range over 62 days and an inverted range', async () => {
    const long = await app.inject({
      url: `/api/appointments?shopid=${a.shopId}&serviceid=${a.serviceId}&start=2026-06-01&end=2026-08-15`,
      headers: { company: a.token },
    });
    expect(long.statusCode).toBe(400);
    const inverted = await app.inject({
      url: `/api/appointments?shopid=${a.shopId}&serviceid=${a.serviceId}&start=2026-06-05&end=2026-06-01`,
      headers: { company: a.token },
    });
    expect(inverted.statusCode).toBe(400);
  });

  it("never reads another company's shop", async () => {
    const res = await app.inject({
      url: `/api/appointments?shopid=${b.shopId}&serviceid=${b.serviceId}&start=${DAY}&end=${DAY}`,
      headers: { company: a.token },
    });
    expect(res.statusCode).toBe(404);
  });

  it('books a slot for a signed-in customer and takes it off the free list', async () => {
    const { token, customerId } = await customerToken(database.db, a.companyId);
    const res = await bookAs(a, token, { customMessage: 'Première visite' });
    expect(res.statusCode).toBe(201);
    const answer = BookingAnswerSchema.parse(res.json());
    expect(answer.order.status).toBe('confirmed');
    expect(answer.appointments[0]?.start).toBe(TEN);
    expect(answer.appointments[0]?.end).toBe('2026-06-02T09:00:00.000Z');
    const rows = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingOrderId, answer.order.id));
    expect(rows[0]).toMatchObject({
      customerId,
      customMessage: 'Première visite',
      status: 'confirmed',
      price: 6500,
    });
    const slot = await slotAt(a, TEN);
    expect(slot?.freeEmployees).toHaveLength(2);
    expect(slot?.busyEmployees).toEqual([answer.appointments[0]?.employee?.id]);
  });

  it('refuses the same collaborator twice on one slot with a clear 409', async () => {
    const { token } = await customerToken(database.db, a.companyId);
    const employeeId = a.employees[2];
    const first = await bookAs(a, token, { start: '2026-06-02T12:00:00.000Z', employeeId });
    expect(first.statusCode).toBe(201);
    const second = await bookAs(a, token, { start: '2026-06-02T12:00:00.000Z', employeeId });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 409, type: 'slot_taken' });
  });

  it('refuses anonymous bookings and lets staff book for a customer of their company', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: a.token },
      payload: { shopId: a.shopId, serviceIds: [a.serviceId], start: TEN },
    });
    expect(anonymous.statusCode).toBe(401);
    const staff = await staffToken(database.db, a.companyId, 'staff');
    const { customerId } = await customerToken(database.db, a.companyId);
    const forCustomer = await bookAs(a, staff, { customerId, start: '2026-06-02T14:00:00.000Z' });
    expect(forCustomer.statusCode).toBe(201);
    const other = await customerToken(database.db, b.companyId);
    const foreign = await bookAs(a, staff, {
      customerId: other.customerId,
      start: '2026-06-02T14:30:00.000Z',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('holds the slot 15 minutes when payment is taken, then frees it', async () => {
    const { token } = await customerToken(database.db, paying.companyId);
    const res = await bookAs(paying, token, { employeeId: paying.employees[0] });
    const answer = BookingAnswerSchema.parse(res.json());
    expect(answer.order.status).toBe('pending');
    expect(answer.appointments[0]?.status).toBe('held');
    expect(answer.order.expiresAt).toBe(new Date(clock.getTime() + 15 * 60_000).toISOString());
    expect((await slotAt(paying, TEN))?.busyEmployees).toEqual([paying.employees[0]]);

    const before = clock;
    clock = new Date(before.getTime() + 16 * 60_000);
    try {
      // Past the hold, the slot is free again, even before the sweep.
      expect((await slotAt(paying, TEN))?.busyEmployees).toEqual([]);
      expect(await expireHolds(database.db, clock)).toBe(1);
      const [order] = await database.db
        .select()
        .from(bookingOrders)
        .where(eq(bookingOrders.id, answer.order.id));
      expect(order?.status).toBe('expired');
      // And the same collaborator can be booked on it.
      const again = await bookAs(paying, token, { employeeId: paying.employees[0] });
      expect(again.statusCode).toBe(201);
    } finally {
      clock = before;
    }
  });

  it('lets a customer cancel up to the notice, not after', async () => {
    const { token } = await customerToken(database.db, a.companyId);
    const booked = BookingAnswerSchema.parse(
      (await bookAs(a, token, { start: '2026-06-02T15:00:00.000Z' })).json(),
    );
    const cancel = (id: number, t = token) =>
      app.inject({
        method: 'DELETE',
        url: `/api/appointments?orderId=${id}`,
        headers: { company: a.token, authorization: `Bearer ${t}` },
      });
    const stranger = await customerToken(database.db, a.companyId);
    expect((await cancel(booked.order.id, stranger.token)).statusCode).toBe(404);
    expect((await cancel(booked.order.id)).json()).toEqual({
      cancelled: 1,
      lateCancellation: false,
      fee: 0,
      refundDue: 0,
    });
    const [order] = await database.db
      .select()
      .from(bookingOrders)
      .where(and(eq(bookingOrders.id, booked.order.id), eq(bookingOrders.companyId, a.companyId)));
    expect(order?.status).toBe('cancelled');

    const late = BookingAnswerSchema.parse(
      (await bookAs(a, token, { start: '2026-06-01T15:00:00.000Z' })).json(),
    );
    const refused = await cancel(late.order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().type).toBe('cancel_notice');
  });

  it('answers price-times, and an empty list when a parameter is missing', async () => {
    const { customerId } = await customerToken(database.db, a.companyId);
    const empty = await app.inject({
      url: `/api/appointments/priceTimes?servicesId=${a.serviceId}&date=${DAY}`,
      headers: { company: a.token },
    });
    expect(empty.json()).toEqual({ data: [] });
    const full = await app.inject({
      url: `/api/appointments/priceTimes?customerId=${customerId}&servicesId=${a.serviceId}&date=${DAY}`,
      headers: { company: a.token },
    });
    expect(full.json()).toEqual({ data: [{ serviceId: a.serviceId, price: 6500, durationMinutes: 60 }] });
  });

  it('checks a slot without booking it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/appointments/check',
      headers: { company: a.token },
      payload: { shopId: a.shopId, serviceIds: [a.serviceId], start: '2026-06-02T10:00:00.000Z' },
    });
    expect(res.json()).toMatchObject({ available: true });
    expect(res.json().freeEmployees).toHaveLength(3);
  });
});
