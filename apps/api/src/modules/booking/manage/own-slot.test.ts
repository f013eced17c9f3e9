import { AvailabilityAnswerSchema, BookingAnswerSchema, RescheduleAnswerSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { signedLinkKey } from '../../../platform/auth/signed-links.ts';
import { manageToken } from '../manage-link/token.ts';

// Issue 20: a booking being moved may overlap its own current time (the reschedule frees it), so
// the times offered for the move must show it free — to its customer, to staff of its shop and to
// its manage link only; to anyone else it stays busy and naming it is a 404.

describe.each(engines)('a booking’s own time is free for its move on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: BookingFixture;
  let other: BookingFixture;
  let key: Buffer;
  const now = new Date('2026-06-01T06:00:00Z');
  const DAY = '2026-06-05';
  const BOOKED = '2026-06-05T08:00:00.000Z';
  // 30 minutes later with the same collaborator: overlaps the booked hour.
  const OVERLAP = '2026-06-05T08:30:00.000Z';

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createBookingTenant(database.db, 'propre');
    other = await createBookingTenant(database.db, 'voisin');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => now });
    key = await signedLinkKey(database.db);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const starts = (body: unknown): string[] =>
    AvailabilityAnswerSchema.parse(body).appointments.data.flatMap((d) =>
      d.slots.map((s) => new Date(s.start).toISOString()),
    );
  const availability = (
    f: BookingFixture,
    employeeId: number,
    bearer: string | null,
    orderId?: number,
    company = f.token,
  ) =>
    app.inject({
      url: '/api/appointments',
      query: {
        shopid: String(f.shopId),
        serviceid: String(f.serviceId),
        start: DAY,
        end: DAY,
        mode: '2',
        employeeid: String(employeeId),
        ...(orderId === undefined ? {} : { rescheduleorderid: String(orderId) }),
      },
      headers: { company, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    });

  it('frees the own slot for its customer, staff and manage link only, then the move succeeds', async () => {
    const employeeId = t.employees[0] as number;
    const me = await customerToken(database.db, t.companyId);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: t.token, authorization: `Bearer ${me.token}` },
      payload: { shopId: t.shopId, serviceIds: [t.serviceId], start: BOOKED, employeeId },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const answer = BookingAnswerSchema.parse(booked.json());
    const orderId = answer.order.id;

    // Plain availability: the booked hour is busy (the test can fail).
    const plain = await availability(t, employeeId, null);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(starts(plain.json())).not.toContain(OVERLAP);
    expect(starts(plain.json())).not.toContain(BOOKED);

    // Its customer moving it: free.
    const mine = await availability(t, employeeId, me.token, orderId);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(starts(mine.json())).toEqual(expect.arrayContaining([BOOKED, OVERLAP]));

    // Staff of the company, and staff limited to its shop: free; staff of another shop: 404.
    const manager = await staffToken(database.db, t.companyId);
    expect(starts((await availability(t, employeeId, manager, orderId)).json())).toContain(OVERLAP);
    const desk = await accessToken(database.db, t.companyId, [t.shopId]);
    expect(starts((await availability(t, employeeId, desk, orderId)).json())).toContain(OVERLAP);
    const elsewhere = await accessToken(database.db, t.companyId, [t.shopId + 100_000]);
    expect((await availability(t, employeeId, elsewhere, orderId)).statusCode).toBe(404);

    // Another customer naming it: 404, and their own view keeps it busy.
    const stranger = await customerToken(database.db, t.companyId);
    const refused = await availability(t, employeeId, stranger.token, orderId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('appointment not found');
    expect(starts((await availability(t, employeeId, stranger.token)).json())).not.toContain(OVERLAP);
    // Anonymous: 401; an order id that does not exist: 404.
    expect((await availability(t, employeeId, null, orderId)).statusCode).toBe(401);
    expect((await availability(t, employeeId, me.token, orderId + 100_000)).statusCode).toBe(404);

    // Another tenant's customer naming this order in their own company: 404.
    const foreigner = await customerToken(database.db, other.companyId);
    const foreign = await availability(other, other.employees[0] as number, foreigner.token, orderId);
    expect(foreign.statusCode).toBe(404);

    // The manage link: free, the same shape; a forged token: 404.
    const token = manageToken(key, {
      companyId: t.companyId,
      orderId,
      endsAt: new Date('2026-06-05T09:00:00Z'),
    });
    const linked = await app.inject({
      url: `/api/bookings/manage/${token}/availability`,
      query: { start: DAY, end: DAY, employeeid: String(employeeId) },
      headers: { company: t.token },
      remoteAddress: '10.9.0.1',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(starts(linked.json())).toEqual(expect.arrayContaining([BOOKED, OVERLAP]));
    const anyone = await app.inject({
      url: `/api/bookings/manage/${token}/availability`,
      query: { start: DAY, end: DAY },
      headers: { company: t.token },
      remoteAddress: '10.9.0.1',
    });
    expect(anyone.statusCode, anyone.body).toBe(200);
    expect(starts(anyone.json())).toContain(OVERLAP);
    // Another company's header with this token: as if it did not exist.
    const crossed = await app.inject({
      url: `/api/bookings/manage/${token}/availability`,
      query: { start: DAY, end: DAY },
      headers: { company: other.token },
      remoteAddress: '10.9.0.2',
    });
    expect(crossed.statusCode).toBe(404);
    const forged = await app.inject({
      url: `/api/bookings/manage/${token.slice(0, -2)}xx/availability`,
      query: { start: DAY, end: DAY },
      headers: { company: t.token },
      remoteAddress: '10.9.0.3',
    });
    expect(forged.statusCode).toBe(404);

    // And the move into the overlapping time is accepted.
    const moved = await app.inject({
      method: 'POST',
      url: `/api/appointments/${answer.appointments[0]?.id}/reschedule`,
      headers: { company: t.token, authorization: `Bearer ${me.token}` },
      payload: { start: OVERLAP, employeeId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(RescheduleAnswerSchema.parse(moved.json()).appointments[0]?.start).toBe(OVERLAP);
  });
});
