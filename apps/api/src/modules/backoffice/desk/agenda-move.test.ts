import { AgendaAnswerSchema, BookingAnswerSchema, MoveBookingAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { appointments, bookingOrders } from '../../../db/schema.ts';
import { localDayBounds } from './agenda.ts';

const DAY = '2026-06-02';
const TEN = '2026-06-02T08:00:00.000Z'; // 10:00 in Paris
const ELEVEN = '2026-06-02T09:00:00.000Z';
const TEN_THIRTY = '2026-06-02T08:30:00.000Z';

describe('localDayBounds', () => {
  it('bounds local days in the shop zone, across the October change', () => {
    expect(localDayBounds('2026-06-02', '2026-06-02', 'Europe/Paris')).toEqual({
      start: new Date('2026-06-01T22:00:00.000Z'),
      end: new Date('2026-06-02T22:00:00.000Z'),
    });
    // 25 October 2026 lasts 25 hours in Paris.
    const { start, end } = localDayBounds('2026-10-25', '2026-10-25', 'Europe/Paris');
    expect(end.getTime() - start.getTime()).toBe(25 * 3_600_000);
  });
});

describe.each(engines)('back-office agenda and moves on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let manager: string;
  let customer: { token: string; customerId: number };
  const clock = new Date('2026-06-01T06:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'alpha');
    b = await createBookingTenant(database.db, 'beta');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => clock });
    manager = await staffToken(database.db, a.companyId, 'manager');
    customer = await customerToken(database.db, a.companyId);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, company = a.token) =>
    app.inject({
      method,
      url,
      payload,
      headers: { company, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const bookFor = async (start: string, employeeId?: number) => {
    const res = await call('POST', '/api/appointments', manager, {
      shopId: a.shopId,
      serviceIds: [a.serviceId],
      start,
      customerId: customer.customerId,
      ...(employeeId ? { employeeId } : {}),
    });
    expect(res.statusCode).toBe(201);
    return BookingAnswerSchema.parse(res.json());
  };
  const agenda = async (token: string, query = '') => {
    const res = await call(
      'GET',
      `/api/backoffice/agenda?shopId=${a.shopId}&from=${DAY}&to=${DAY}${query}`,
      token,
    );
    expect(res.statusCode).toBe(200);
    return AgendaAnswerSchema.parse(res.json());
  };

  it("lists the day's appointments with customer, service and collaborators", async () => {
    const booked = await bookFor(TEN, a.employees[0]);
    const day = await agenda(manager);
    expect(day.shop).toMatchObject({ id: a.shopId, timeZone: 'Europe/Paris', bookerActive: true });
    expect(
      day.resources
        .filter((r) => r.type === 100)
        .map((r) => r.displayName)
        .sort(),
    ).toEqual(['Alice', 'Bruno', 'Carla']);
    const appointment = day.appointments.find((x) => x.id === booked.appointments[0]?.id);
    expect(appointment).toMatchObject({
      orderId: booked.order.id,
      orderStatus: 'confirmed',
      serviceName: 'Soin visage',
      employeeId: a.employees[0],
      start: TEN,
      status: 'confirmed',
      origin: 'backoffice',
      customer: { id: customer.customerId },
    });
    // The next day holds nothing.
    const next = await call(
      'GET',
      `/api/backoffice/agenda?shopId=${a.shopId}&from=2026-06-03&to=2026-06-03`,
      manager,
    );
    expect(AgendaAnswerSchema.parse(next.json()).appointments).toEqual([]);
  });

  it('refuses anonymous callers, customers, bad ranges and another company', async () => {
    const url = `/api/backoffice/agenda?shopId=${a.shopId}&from=${DAY}&to=${DAY}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, customer.token)).statusCode).toBe(403);
    const missing = await call('GET', `/api/backoffice/agenda?from=${DAY}&to=${DAY}`, manager);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('param manquants');
    const inverted = await call(
      'GET',
      `/api/backoffice/agenda?shopId=${a.shopId}&from=${DAY}&to=2026-06-01`,
      manager,
    );
    expect(inverted.statusCode).toBe(400);
    const long = await call(
      'GET',
      `/api/backoffice/agenda?shopId=${a.shopId}&from=2026-06-01&to=2026-08-01`,
      manager,
    );
    expect(long.statusCode).toBe(400);
    // Company B's manager asking for A's shop with B's token: as if it did not exist.
    const managerB = await staffToken(database.db, b.companyId, 'manager');
    expect((await call('GET', url, managerB, undefined, b.token)).statusCode).toBe(404);
  });

  it("shows an access account its shops' agenda only", async () => {
    const desk = await accessToken(database.db, a.companyId, [a.shopId]);
    expect((await agenda(desk)).appointments.length).toBeGreaterThan(0);
    const elsewhere = await accessToken(database.db, a.companyId, [a.shopIds[1] as number]);
    const res = await call(
      'GET',
      `/api/backoffice/agenda?shopId=${a.shopId}&from=${DAY}&to=${DAY}`,
      elsewhere,
    );
    expect(res.statusCode).toBe(404);
  });

  it('moves a booking in one call: the old time is free, the order keeps its id', async () => {
    const booked = await bookFor(ELEVEN);
    const res = await call('POST', '/api/backoffice/appointments/move', manager, {
      orderId: booked.order.id,
      start: '2026-06-02T12:00:00.000Z',
    });
    expect(res.statusCode).toBe(200);
    const { order } = MoveBookingAnswerSchema.parse(res.json());
    expect(order.id).toBe(booked.order.id);
    expect(order.status).toBe('confirmed');
    const live = order.appointments.filter((x) => x.status === 'confirmed');
    expect(live.map((x) => x.start)).toEqual(['2026-06-02T12:00:00.000Z']);
    expect(order.appointments.find((x) => x.id === booked.appointments[0]?.id)?.status).toBe('cancelled');
    // No stray order was left behind by the booking engine.
    const orders = await database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.companyId, a.companyId));
    expect(orders.filter((o) => o.customerId === customer.customerId)).toHaveLength(2);
    // Cancelled appointments leave the agenda unless asked for.
    const day = await agenda(manager);
    expect(day.appointments.some((x) => x.id === booked.appointments[0]?.id)).toBe(false);
    const withCancelled = await agenda(manager, '&cancelled=1');
    expect(withCancelled.appointments.find((x) => x.id === booked.appointments[0]?.id)?.status).toBe(
      'cancelled',
    );
  });

  it('moves by less than its own length onto the same collaborator', async () => {
    const bruno = a.employees[1] as number;
    const booked = await bookFor('2026-06-02T13:00:00.000Z', bruno);
    const res = await call('POST', '/api/backoffice/appointments/move', manager, {
      orderId: booked.order.id,
      start: '2026-06-02T13:30:00.000Z',
      employeeId: bruno,
    });
    expect(res.statusCode).toBe(200);
    const live = MoveBookingAnswerSchema.parse(res.json()).order.appointments.filter(
      (x) => x.status === 'confirmed',
    );
    expect(live).toHaveLength(1);
    expect(live[0]?.start).toBe('2026-06-02T13:30:00.000Z');
  });

  it('refuses a move onto a taken slot and leaves the booking where it was', async () => {
    const alice = a.employees[0] as number;
    const booked = await bookFor('2026-06-02T14:00:00.000Z', a.employees[2]);
    // Alice is busy at 10:00 (first test): moving onto her then is refused.
    const res = await call('POST', '/api/backoffice/appointments/move', manager, {
      orderId: booked.order.id,
      start: TEN_THIRTY,
      employeeId: alice,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().type).toBe('slot_taken');
    const rows = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingOrderId, booked.order.id));
    expect(rows.map((x) => [x.status, x.startsAt.toISOString()])).toEqual([
      ['confirmed', '2026-06-02T14:00:00.000Z'],
    ]);
  });

  it('refuses moves of cancelled bookings, of other shops and of other companies', async () => {
    const booked = await bookFor('2026-06-02T15:00:00.000Z');
    const elsewhere = await accessToken(database.db, a.companyId, [a.shopIds[1] as number]);
    const body = { orderId: booked.order.id, start: '2026-06-02T15:30:00.000Z' };
    expect((await call('POST', '/api/backoffice/appointments/move', elsewhere, body)).statusCode).toBe(404);
    const managerB = await staffToken(database.db, b.companyId, 'manager');
    expect(
      (await call('POST', '/api/backoffice/appointments/move', managerB, body, b.token)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/backoffice/appointments/move', customer.token, body)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/api/backoffice/appointments/move', manager, { orderId: booked.order.id })).json()
        .message,
    ).toBe('param manquants');
    await app.inject({
      method: 'DELETE',
      url: `/api/appointments?orderId=${booked.order.id}`,
      headers: { company: a.token, authorization: `Bearer ${manager}` },
    });
    const cancelled = await call('POST', '/api/backoffice/appointments/move', manager, body);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().type).toBe('status');
  });
});
