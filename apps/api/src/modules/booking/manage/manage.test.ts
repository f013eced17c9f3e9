import { BookingAnswerSchema, ManagedBookingSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { appointments, companies } from '../../../db/schema.ts';
import { signedLinkKey, signLink } from '../../../platform/auth/signed-links.ts';
import { manageToken } from '../manage-link/token.ts';

// Issue 20, item 4: the manage link of confirmations and reminders opens one booking without
// sign-in: see it with its policy, move it, cancel it — under the signed-in customer's rules.

describe.each(engines)('booking manage link on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: BookingFixture;
  let other: BookingFixture;
  let key: Buffer;
  const START = new Date('2026-06-01T06:00:00Z');
  let now = START;
  let address = 0;
  // Each test its own client address: the 'token' lockout counts per address.
  const ip = () => `10.0.0.${++address}`;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createBookingTenant(database.db, 'gerer');
    other = await createBookingTenant(database.db, 'autrui');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => now });
    key = await signedLinkKey(database.db);
  }, 60_000);
  afterEach(() => {
    now = START;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const book = async (f: BookingFixture, start: string, employeeId?: number) => {
    const me = await customerToken(database.db, f.companyId);
    const res = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: f.token, authorization: `Bearer ${me.token}` },
      payload: { shopId: f.shopId, serviceIds: [f.serviceId], start, employeeId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = BookingAnswerSchema.parse(res.json());
    const token = manageToken(key, {
      companyId: f.companyId,
      orderId: answer.order.id,
      endsAt: new Date(answer.appointments.at(-1)?.end as string),
    });
    return { ...answer, me, token };
  };
  const get = (company: string, token: string, remoteAddress = '10.1.0.1') =>
    app.inject({ url: `/api/bookings/manage/${token}`, headers: { company }, remoteAddress });
  const post = (
    company: string,
    token: string,
    payload: Record<string, unknown>,
    remoteAddress = '10.1.0.1',
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/bookings/manage/${token}`,
      headers: { company },
      payload,
      remoteAddress,
    });

  it('shows the booking, its policy and what can still be done, without customer details', async () => {
    const booked = await book(t, '2026-06-04T08:00:00.000Z');
    const res = await get(t.token, booked.token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = ManagedBookingSchema.parse(res.json());
    expect(answer.order.id).toBe(booked.order.id);
    expect(answer.order.customer).toBeNull();
    expect(answer.order.appointments).toHaveLength(1);
    expect(answer.serviceIds).toEqual([t.serviceId]);
    expect(answer).toMatchObject({
      canCancel: true,
      canReschedule: true,
      lateCancellation: false,
      freeUntil: '2026-06-03T08:00:00.000Z',
      policy: { noticeHours: 24, lateCancellation: 'refused' },
    });
    now = new Date('2026-06-03T09:00:00Z');
    const late = ManagedBookingSchema.parse((await get(t.token, booked.token)).json());
    expect(late).toMatchObject({ canCancel: false, canReschedule: false });
  });

  it('moves then cancels the booking as its customer, under the same rules', async () => {
    const employeeId = t.employees[0] as number;
    const booked = await book(t, '2026-06-05T08:00:00.000Z', employeeId);
    const moved = await post(t.token, booked.token, {
      action: 'reschedule',
      start: '2026-06-05T12:00:00.000Z',
      employeeId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = ManagedBookingSchema.parse(moved.json());
    expect(after.order.appointments.map((a) => [a.status, a.start])).toEqual([
      ['rescheduled', '2026-06-05T08:00:00.000Z'],
      ['confirmed', '2026-06-05T12:00:00.000Z'],
    ]);
    expect(after.freeUntil).toBe('2026-06-04T12:00:00.000Z');

    // Inside the notice the customer may do neither, link or not.
    now = new Date('2026-06-04T13:00:00Z');
    const refused = await post(t.token, booked.token, {
      action: 'reschedule',
      start: '2026-06-06T12:00:00.000Z',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().type).toBe('reschedule_notice');
    const noCancel = await post(t.token, booked.token, { action: 'cancel' });
    expect(noCancel.statusCode).toBe(409);
    expect(noCancel.json().type).toBe('cancel_notice');

    now = START;
    const cancelled = await post(t.token, booked.token, { action: 'cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const gone = ManagedBookingSchema.parse(cancelled.json());
    expect(gone.order.status).toBe('cancelled');
    expect(gone).toMatchObject({ canCancel: false, canReschedule: false, freeUntil: null });
    const rows = await database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.bookingOrderId, booked.order.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'rescheduled']);
  });

  it('answers 404 to a forged, expired, other-purpose or other-company token, and counts each', async () => {
    const booked = await book(t, '2026-06-08T08:00:00.000Z');
    const theirs = await book(other, '2026-06-08T08:00:00.000Z');
    const subject = `${t.companyId}:${booked.order.id}`;
    const [body, mac] = booked.token.split('.') as [string, string];
    const dead = [
      `${body}.${mac.slice(0, -2)}xx`,
      signLink(key, { purpose: 'review_invite', subject, expiresAt: new Date('2026-07-01T00:00:00Z') }),
      signLink(key, { purpose: 'manage_booking', subject, expiresAt: new Date('2026-05-31T00:00:00Z') }),
      signLink(Buffer.alloc(32, 7), {
        purpose: 'manage_booking',
        subject,
        expiresAt: new Date('2026-07-01T00:00:00Z'),
      }),
      signLink(key, {
        purpose: 'manage_booking',
        subject: `${t.companyId}:2147483647`,
        expiresAt: new Date('2026-07-01T00:00:00Z'),
      }),
      theirs.token,
      'not-a-token',
    ];
    const from = ip();
    for (const token of dead) {
      const res = await get(t.token, token, from);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().type).toBe('invalid_token');
    }
    const write = await post(t.token, dead[0] as string, { action: 'cancel' }, from);
    expect(write.statusCode).toBe(404);
    // The other company's link still works in its own company, and nothing was cancelled here.
    expect((await get(other.token, theirs.token, ip())).statusCode).toBe(200);
    expect(ManagedBookingSchema.parse((await get(t.token, booked.token, ip())).json()).order.status).toBe(
      'confirmed',
    );

    // The 'token' lockout: 20 dead links from one address, then even a live one waits.
    for (let i = dead.length + 1; i < 20; i++)
      expect((await get(t.token, 'forged.link', from)).statusCode).toBe(404);
    const locked = await get(t.token, booked.token, from);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await post(t.token, booked.token, { action: 'cancel' }, from)).statusCode).toBe(429);
    expect(ManagedBookingSchema.parse((await get(t.token, booked.token, ip())).json()).order.status).toBe(
      'confirmed',
    );
  });

  it('refuses a bad action before anything is written', async () => {
    const booked = await book(t, '2026-06-09T08:00:00.000Z');
    for (const payload of [
      { action: 'delete' },
      { action: 'reschedule' },
      { action: 'reschedule', start: 'soon' },
    ]) {
      expect((await post(t.token, booked.token, payload, ip())).statusCode).toBe(400);
    }
    expect(ManagedBookingSchema.parse((await get(t.token, booked.token, ip())).json()).order.status).toBe(
      'confirmed',
    );
  });

  it("follows the policy saved with the booking, not the company's current one", async () => {
    const booked = await book(t, '2026-06-10T08:00:00.000Z');
    await database.db
      .update(appointments)
      .set({
        policy: {
          noticeHours: 48,
          lateCancellation: 'fee',
          lateFee: { type: 'fixed', value: 1500 },
          noShowFee: { type: 'none', value: 0 },
          depositAmount: 0,
        },
      })
      .where(eq(appointments.bookingOrderId, booked.order.id));
    await database.db
      .update(companies)
      .set({
        booker: { langs: { fr: true }, appointment: { cancellationNoticeHours: 2, minNoticeMinutes: 0 } },
      })
      .where(eq(companies.id, t.companyId));
    now = new Date('2026-06-08T20:00:00Z');
    const answer = ManagedBookingSchema.parse((await get(t.token, booked.token, ip())).json());
    expect(answer).toMatchObject({
      canCancel: true,
      canReschedule: false,
      lateCancellation: true,
      freeUntil: '2026-06-08T08:00:00.000Z',
      policy: { noticeHours: 48, lateFee: { type: 'fixed', value: 1500 } },
    });
    const refused = await post(
      t.token,
      booked.token,
      { action: 'reschedule', start: '2026-06-11T08:00:00.000Z' },
      ip(),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Déplacement possible jusqu’à 48 h avant le rendez-vous.');
  });
});
