// The booking policy end to end (issue 20): the snapshot saved with each appointment and kept
// through a later policy change, deposits and the no-show rule through the payment flow, late
// cancellations with a fee or refused, and other tenants' ids refused.
import {
  BookingAnswerSchema,
  type CompanyAdmin,
  PaymentInitializeAnswerSchema,
  type PolicySnapshot,
} from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { bearer, paymentApp } from '../../../../test-support/payment-kit.ts';
import { appointments, bookingOrders, companies } from '../../../db/schema.ts';

// The fixture's shop opens 09:00–18:00 Paris; its service costs 65 €.
const at = (day: string, hour: number) => `${day}T${String(hour - 2).padStart(2, '0')}:00:00.000Z`;

describe.each(engines)('the booking policy on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let manager: string;
  let clock = new Date('2026-06-01T06:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'polalpha');
    b = await createBookingTenant(database.db, 'polbeta');
    app = await paymentApp(database, { now: () => clock });
    manager = await staffToken(database.db, a.companyId);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const company = async (): Promise<CompanyAdmin> => {
    const res = await app.inject({ url: `/api/companies/${a.companyId}`, headers: bearer(a.token, manager) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().company;
  };
  /** The back office's way: the whole booker document with the appointment settings changed. */
  const setAppointment = async (change: Partial<CompanyAdmin['booker']['appointment']>) => {
    const { booker } = await company();
    return app.inject({
      method: 'PUT',
      url: `/api/companies/${a.companyId}`,
      headers: bearer(a.token, manager),
      payload: { booker: { ...booker, appointment: { ...booker.appointment, ...change } } },
    });
  };
  const book = (t: BookingFixture, token: string, start: string, serviceIds = [t.serviceId]) =>
    app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(t.token, token),
      payload: { shopId: t.shopId, serviceIds, start },
    });
  const cancel = (t: BookingFixture, token: string, query: string) =>
    app.inject({ method: 'DELETE', url: `/api/appointments?${query}`, headers: bearer(t.token, token) });
  const row = async (id: number) =>
    (await database.db.select().from(appointments).where(eq(appointments.id, id)))[0];

  const feePolicy = {
    cancellationNoticeHours: 24,
    policy: {
      lateCancellation: 'fee' as const,
      lateFee: { type: 'percent' as const, value: 50 },
      noShowFee: { type: 'fixed' as const, value: 2000 },
    },
  };

  it('saves the policy in force with the appointment, and a late cancellation owes its fee after a policy change', async () => {
    clock = new Date('2026-06-01T06:00:00Z');
    expect((await setAppointment(feePolicy)).statusCode).toBe(200);
    const { token } = await customerToken(database.db, a.companyId);
    const res = await book(a, token, at('2026-06-02', 10));
    expect(res.statusCode, res.body).toBe(201);
    const answer = BookingAnswerSchema.parse(res.json());
    expect(answer.order).toMatchObject({ status: 'confirmed', amountDue: 0 });
    const expected: PolicySnapshot = {
      noticeHours: 24,
      lateCancellation: 'fee',
      lateFee: { type: 'percent', value: 50 },
      noShowFee: { type: 'fixed', value: 2000 },
      depositAmount: 0,
    };
    expect(answer.appointments[0]?.policy).toEqual(expected);
    const id = answer.appointments[0]?.id as number;
    expect((await row(id))?.policy).toEqual(expected);

    // The salon then closes late cancellations: this booking keeps the terms it was made under.
    expect(
      (await setAppointment({ policy: { ...feePolicy.policy, lateCancellation: 'refused' } })).statusCode,
    ).toBe(200);
    clock = new Date('2026-06-01T20:00:00Z'); // 12 h before: inside the notice
    const late = await cancel(a, token, `id=${id}`);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ cancelled: 1, lateCancellation: true, fee: 3250, refundDue: 0 });
    expect(await row(id)).toMatchObject({
      status: 'cancelled',
      lateCancellation: true,
      fee: 3250,
      cancelledBy: 'customer',
      cancelledAt: clock,
    });
    // Replayed: nothing more is cancelled and the fee is not recorded twice.
    clock = new Date('2026-06-01T21:00:00Z');
    const replay = await cancel(a, token, `id=${id}`);
    expect(replay.json()).toEqual({ cancelled: 0, lateCancellation: false, fee: 0, refundDue: 0 });
    expect(await row(id)).toMatchObject({ fee: 3250, cancelledAt: new Date('2026-06-01T20:00:00Z') });
  });

  it('refuses a late cancellation with the 409 of before when the policy says so', async () => {
    clock = new Date('2026-06-01T06:00:00Z');
    expect(
      (await setAppointment({ policy: { ...feePolicy.policy, lateCancellation: 'refused' } })).statusCode,
    ).toBe(200);
    const { token } = await customerToken(database.db, a.companyId);
    const answer = BookingAnswerSchema.parse((await book(a, token, at('2026-06-02', 11))).json());
    const id = answer.appointments[0]?.id as number;
    clock = new Date('2026-06-01T20:00:00Z');
    const refused = await cancel(a, token, `id=${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      type: 'cancel_notice',
      message: 'Annulation possible jusqu’à 24 h avant le rendez-vous.',
    });
    expect((await row(id))?.status).toBe('confirmed');

    // Staff may still cancel, recorded as theirs, with no fee.
    const staff = await cancel(a, manager, `id=${id}`);
    expect(staff.json()).toEqual({ cancelled: 1, lateCancellation: true, fee: 0, refundDue: 0 });
    expect(await row(id)).toMatchObject({ status: 'cancelled', cancelledBy: 'staff', fee: 0 });
  });

  it('cancels for free before the deadline, and records who cancelled', async () => {
    clock = new Date('2026-06-01T06:00:00Z');
    expect((await setAppointment(feePolicy)).statusCode).toBe(200);
    const { token } = await customerToken(database.db, a.companyId);
    const answer = BookingAnswerSchema.parse((await book(a, token, at('2026-06-03', 10))).json());
    const res = await cancel(a, token, `orderId=${answer.order.id}`);
    expect(res.json()).toEqual({ cancelled: 1, lateCancellation: false, fee: 0, refundDue: 0 });
    expect(await row(answer.appointments[0]?.id as number)).toMatchObject({
      lateCancellation: false,
      fee: 0,
      cancelledBy: 'customer',
    });
  });

  it('asks a deposit: the order is held with amount_due, and the payment charges it, not the total', async () => {
    clock = new Date('2026-06-01T06:00:00Z');
    expect(
      (
        await setAppointment({
          ...feePolicy,
          policy: { ...feePolicy.policy, lateFee: { type: 'deposit', value: 0 } },
          deposit: { type: 'percent', value: 30, afterNoShows: null, afterNoShowsRequire: 'deposit' },
        })
      ).statusCode,
    ).toBe(200);
    const { token } = await customerToken(database.db, a.companyId);
    const res = await book(a, token, at('2026-06-04', 10));
    const answer = BookingAnswerSchema.parse(res.json());
    expect(answer.order).toMatchObject({ status: 'pending', total: 6500, amountDue: 1950 });
    expect(answer.appointments[0]).toMatchObject({ status: 'held', policy: { depositAmount: 1950 } });
    const [order] = await database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, answer.order.id));
    expect(order?.amountDue).toBe(1950);

    const init = await app.inject({
      method: 'POST',
      url: '/api/payment/initialize',
      headers: bearer(a.token, token),
      payload: { items: [{ kind: 'booking', bookingOrderId: answer.order.id }] },
    });
    expect(init.statusCode, init.body).toBe(200);
    const started = PaymentInitializeAnswerSchema.parse(init.json());
    expect(started.prices.total).toBe(1950);
    expect(started.prices.lines).toHaveLength(1);
    const pay = await app.inject({
      method: 'POST',
      url: '/api/payment/pay',
      headers: bearer(a.token, token),
      payload: { cartId: started.cartId },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const [paid] = await database.db
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, answer.order.id));
    expect(paid).toMatchObject({ status: 'confirmed', paidAmount: 1950 });

    // Cancelled late: the deposit is kept, nothing is owed back.
    clock = new Date('2026-06-03T20:00:00Z');
    const late = await cancel(a, token, `id=${answer.appointments[0]?.id}`);
    expect(late.json()).toEqual({ cancelled: 1, lateCancellation: true, fee: 1950, refundDue: 0 });
  });

  it('asks a customer over the no-show threshold to pay everything now', async () => {
    clock = new Date('2026-06-01T06:00:00Z');
    expect(
      (
        await setAppointment({
          ...feePolicy,
          deposit: { type: 'none', value: 0, afterNoShows: 2, afterNoShowsRequire: 'full' },
        })
      ).statusCode,
    ).toBe(200);
    const { token, customerId } = await customerToken(database.db, a.companyId);
    const first = BookingAnswerSchema.parse((await book(a, token, at('2026-06-05', 10))).json());
    expect(first.order).toMatchObject({ status: 'confirmed', amountDue: 0 });
    // Two earlier no-shows in this company (attendance writes them; here, straight in the table).
    const base = (await row(first.appointments[0]?.id as number)) as typeof appointments.$inferSelect;
    const { id: _id, ...rest } = base;
    for (const day of ['2026-05-01', '2026-05-02'])
      await database.db.insert(appointments).values({
        ...rest,
        bookingOrderId: null,
        customerId,
        status: 'no_show',
        startsAt: new Date(at(day, 10)),
        endsAt: new Date(at(day, 11)),
      });
    const again = BookingAnswerSchema.parse((await book(a, token, at('2026-06-05', 14))).json());
    expect(again.order).toMatchObject({ status: 'pending', total: 6500, amountDue: 6500 });
    expect(again.appointments[0]?.policy?.depositAmount).toBe(6500);
    // The rule counts no-shows in this company only: rows of another company naming the same
    // customer id (never made by the product, made here on purpose) do not count.
    const other = await customerToken(database.db, b.companyId);
    const [beta] = await database.db.select().from(companies).where(eq(companies.id, b.companyId));
    const betaBooker = (beta?.booker ?? {}) as { appointment?: Record<string, unknown> };
    await database.db
      .update(companies)
      .set({
        booker: {
          ...betaBooker,
          appointment: {
            ...betaBooker.appointment,
            deposit: { type: 'none', value: 0, afterNoShows: 1, afterNoShowsRequire: 'full' },
          },
        },
      })
      .where(eq(companies.id, b.companyId));
    await database.db.insert(appointments).values({
      ...rest,
      bookingOrderId: null,
      customerId: other.customerId,
      status: 'no_show',
      startsAt: new Date(at('2026-05-03', 10)),
      endsAt: new Date(at('2026-05-03', 11)),
    });
    const elsewhere = BookingAnswerSchema.parse((await book(b, other.token, at('2026-06-05', 14))).json());
    expect(elsewhere.order).toMatchObject({ status: 'confirmed', amountDue: 0 });
  });

  it('takes a service’s override through the articles API', async () => {
    clock = new Date('2026-06-01T06:00:00Z');
    const override = { noticeHours: 48, deposit: { type: 'fixed' as const, value: 1000 } };
    const put = await app.inject({
      method: 'PUT',
      url: `/api/articles/${a.serviceId}`,
      headers: bearer(a.token, manager),
      payload: { bookingPolicy: override },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().article.bookingPolicy).toEqual(override);
    const { token } = await customerToken(database.db, a.companyId);
    const answer = BookingAnswerSchema.parse((await book(a, token, at('2026-06-06', 10))).json());
    expect(answer.order.amountDue).toBe(1000);
    expect(answer.appointments[0]?.policy).toMatchObject({ noticeHours: 48, depositAmount: 1000 });
    // Back to the company's.
    await app.inject({
      method: 'PUT',
      url: `/api/articles/${a.serviceId}`,
      headers: bearer(a.token, manager),
      payload: { bookingPolicy: null },
    });
  });

  it('refuses invalid policies and other tenants’ ids', async () => {
    const betaBefore = (await database.db.select().from(companies).where(eq(companies.id, b.companyId)))[0];
    const bad = await setAppointment({
      deposit: { type: 'percent', value: -5, afterNoShows: 0, afterNoShowsRequire: 'deposit' },
    });
    expect(bad.statusCode).toBe(400);
    const { token } = await customerToken(database.db, a.companyId);
    const foreign = await book(a, token, at('2026-06-07', 10), [b.serviceId]);
    expect(foreign.statusCode).toBe(404);
    const other = await customerToken(database.db, b.companyId);
    clock = new Date('2026-06-01T06:00:00Z');
    const theirs = BookingAnswerSchema.parse((await book(b, other.token, at('2026-06-07', 10))).json());
    expect((await cancel(a, manager, `id=${theirs.appointments[0]?.id}`)).statusCode).toBe(404);
    expect((await cancel(a, manager, `orderId=${theirs.order.id}`)).statusCode).toBe(404);
    expect((await cancel(a, token, `orderId=${theirs.order.id}`)).statusCode).toBe(404);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/articles/${b.serviceId}`,
      headers: bearer(a.token, manager),
      payload: { bookingPolicy: { noticeHours: 0 } },
    });
    expect(put.statusCode).toBe(404);
    const [untouched] = await database.db.select().from(companies).where(eq(companies.id, b.companyId));
    expect(untouched?.booker).toEqual(betaBefore?.booker);
  });
});
