import { BookingAnswerSchema, RescheduleAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../test-support/auth.ts';
import {
  type BookingFixture,
  type ChainFixture,
  createBookingTenant,
  createChainTenant,
} from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { appointments, bookingOrders } from '../../../db/schema.ts';

// Issue 20, item 6: a booking moves to a new slot in one transaction — never both lost, never both
// held — by its customer outside the notice, by staff of its shop at any time before it starts.

describe.each(engines)('reschedule on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: BookingFixture;
  let other: BookingFixture;
  let chain: ChainFixture;
  const START = new Date('2026-06-01T06:00:00Z');
  let now = START;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createBookingTenant(database.db, 'deplace');
    other = await createBookingTenant(database.db, 'ailleurs');
    chain = await createChainTenant(database.db, 'chaine');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => now });
  }, 60_000);
  afterEach(() => {
    now = START;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const book = async (f: { token: string; shopId: number }, token: string, body: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: f.token, authorization: `Bearer ${token}` },
      payload: { shopId: f.shopId, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return BookingAnswerSchema.parse(res.json());
  };
  const reschedule = (company: string, token: string | null, id: number, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/reschedule`,
      headers: { company, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });
  const row = async (id: number) => {
    const [r] = await database.db.select().from(appointments).where(eq(appointments.id, id));
    return r;
  };

  it('moves a booking: the new slot is held, the old one freed at once, the order and price kept', async () => {
    const me = await customerToken(database.db, t.companyId);
    const employeeId = t.employees[0];
    const booked = await book(t, me.token, {
      serviceIds: [t.serviceId],
      start: '2026-06-03T08:00:00.000Z',
      employeeId,
    });
    const oldId = booked.appointments[0]?.id as number;
    const res = await reschedule(t.token, me.token, oldId, { start: '2026-06-04T09:00:00.000Z', employeeId });
    expect(res.statusCode, res.body).toBe(200);
    const answer = RescheduleAnswerSchema.parse(res.json());
    const newId = answer.appointments[0]?.id as number;
    expect(answer.orderId).toBe(booked.order.id);
    expect(answer.moved).toEqual([{ from: oldId, to: newId }]);
    expect(answer.appointments[0]).toMatchObject({ start: '2026-06-04T09:00:00.000Z', status: 'confirmed' });

    const old = await row(oldId);
    const made = await row(newId);
    expect(old).toMatchObject({ status: 'rescheduled', rescheduledToId: newId });
    expect(made).toMatchObject({
      status: 'confirmed',
      bookingOrderId: booked.order.id,
      customerId: me.customerId,
      employeeId,
      price: old?.price,
    });
    const [order] = await database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, booked.order.id));
    expect(order).toMatchObject({ status: 'confirmed', total: booked.order.total });

    // Someone else takes the old time right after; nobody gets the new one.
    const someone = await customerToken(database.db, t.companyId);
    await book(t, someone.token, {
      serviceIds: [t.serviceId],
      start: '2026-06-03T08:00:00.000Z',
      employeeId,
    });
    const taken = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: t.token, authorization: `Bearer ${someone.token}` },
      payload: { shopId: t.shopId, serviceIds: [t.serviceId], start: '2026-06-04T09:00:00.000Z', employeeId },
    });
    expect(taken.statusCode).toBe(409);

    // Moved once, the old appointment stays where it is; its replacement can move again.
    const again = await reschedule(t.token, me.token, oldId, { start: '2026-06-05T09:00:00.000Z' });
    expect(again.statusCode).toBe(409);
    expect(again.json().type).toBe('not_reschedulable');
    const next = await reschedule(t.token, me.token, newId, {
      start: '2026-06-05T09:00:00.000Z',
      employeeId,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect((await row(newId))?.status).toBe('rescheduled');
  });

  it('moves by less than its own length with the same collaborator (its own time counts as free)', async () => {
    const me = await customerToken(database.db, t.companyId);
    const employeeId = t.employees[1];
    const booked = await book(t, me.token, {
      serviceIds: [t.serviceId],
      start: '2026-06-06T08:00:00.000Z',
      employeeId,
    });
    const res = await reschedule(t.token, me.token, booked.appointments[0]?.id as number, {
      start: '2026-06-06T08:30:00.000Z',
      employeeId,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers slot_taken and leaves the booking untouched when the new slot is not free', async () => {
    const me = await customerToken(database.db, t.companyId);
    const rival = await customerToken(database.db, t.companyId);
    const employeeId = t.employees[2];
    const booked = await book(t, me.token, {
      serviceIds: [t.serviceId],
      start: '2026-06-07T08:00:00.000Z',
      employeeId,
    });
    await book(t, rival.token, { serviceIds: [t.serviceId], start: '2026-06-07T11:00:00.000Z', employeeId });
    const id = booked.appointments[0]?.id as number;
    const before = await row(id);
    const res = await reschedule(t.token, me.token, id, { start: '2026-06-07T11:00:00.000Z', employeeId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      type: 'slot_taken',
      message: 'Ce créneau vient d’être réservé. Choisissez un autre horaire.',
    });
    expect(await row(id)).toEqual(before);
    const rows = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingOrderId, booked.order.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a customer inside the notice, lets staff move it, and never a past booking', async () => {
    const me = await customerToken(database.db, t.companyId);
    const booked = await book(t, me.token, { serviceIds: [t.serviceId], start: '2026-06-02T08:00:00.000Z' });
    const id = booked.appointments[0]?.id as number;
    // 23 hours before: inside the 24-hour notice.
    now = new Date('2026-06-01T09:00:00Z');
    const late = await reschedule(t.token, me.token, id, { start: '2026-06-08T08:00:00.000Z' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      type: 'reschedule_notice',
      message: 'Déplacement possible jusqu’à 24 h avant le rendez-vous.',
    });
    expect((await row(id))?.status).toBe('confirmed');
    const staff = await staffToken(database.db, t.companyId, 'staff');
    const moved = await reschedule(t.token, staff, id, { start: '2026-06-08T08:00:00.000Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    const newId = RescheduleAnswerSchema.parse(moved.json()).appointments[0]?.id as number;

    // Started: nobody moves it any more.
    now = new Date('2026-06-08T08:30:00Z');
    const started = await reschedule(t.token, staff, newId, { start: '2026-06-09T08:00:00.000Z' });
    expect(started.statusCode).toBe(409);
    expect(started.json().type).toBe('not_reschedulable');
  });

  it("hides another customer's, another shop's and another company's appointments (404), refuses anonymous", async () => {
    const me = await customerToken(database.db, t.companyId);
    const stranger = await customerToken(database.db, t.companyId);
    const booked = await book(t, me.token, { serviceIds: [t.serviceId], start: '2026-06-09T08:00:00.000Z' });
    const id = booked.appointments[0]?.id as number;
    const body = { start: '2026-06-09T12:00:00.000Z' };
    expect((await reschedule(t.token, stranger.token, id, body)).statusCode).toBe(404);
    const elsewhere = await accessToken(database.db, t.companyId, [t.shopIds[1] as number]);
    expect((await reschedule(t.token, elsewhere, id, body)).statusCode).toBe(404);
    const otherStaff = await staffToken(database.db, other.companyId);
    expect((await reschedule(other.token, otherStaff, id, body)).statusCode).toBe(404);
    expect((await reschedule(t.token, null, id, body)).statusCode).toBe(401);
    expect((await reschedule(t.token, me.token, 2_147_483_647, body)).statusCode).toBe(404);
    expect((await reschedule(t.token, me.token, id, { start: 'tomorrow' })).statusCode).toBe(400);
    expect((await row(id))?.status).toBe('confirmed');
    const mine = await accessToken(database.db, t.companyId, [t.shopId]);
    expect((await reschedule(t.token, mine, id, body)).statusCode).toBe(200);
  });

  it('moves a chain as a whole, each service keeping its place, whichever part is named', async () => {
    const me = await customerToken(database.db, chain.companyId);
    const booked = await book(chain, me.token, {
      serviceIds: [chain.massage, chain.pedicure],
      start: '2026-06-03T07:00:00.000Z',
    });
    const [massage, pedicure] = booked.appointments;
    const res = await reschedule(chain.token, me.token, pedicure?.id as number, {
      start: '2026-06-04T10:00:00.000Z',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = RescheduleAnswerSchema.parse(res.json());
    expect(answer.orderId).toBe(booked.order.id);
    expect(answer.appointments.map((a) => [a.serviceId, a.start, a.end])).toEqual([
      [chain.massage, '2026-06-04T10:00:00.000Z', '2026-06-04T11:00:00.000Z'],
      [chain.pedicure, '2026-06-04T11:00:00.000Z', '2026-06-04T12:00:00.000Z'],
    ]);
    expect(answer.moved.map((m) => m.from)).toEqual([massage?.id, pedicure?.id]);
    for (const m of answer.moved)
      expect(await row(m.from)).toMatchObject({ status: 'rescheduled', rescheduledToId: m.to });
  });
});
