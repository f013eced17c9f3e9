import {
  AttendanceAnswerSchema,
  BackofficeCustomerAnswerSchema,
  DayAttendanceAnswerSchema,
  type PolicySnapshot,
} from '@eclat/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { appointments, bookingOrders } from '../../../db/schema.ts';
import { noShowCount } from './repository.ts';

const HOUR = 3_600_000;
// 18:00 in Paris on Monday 4 May 2026.
const NOW = new Date('2026-05-04T16:00:00Z');

const policy = (noShowFee: PolicySnapshot['noShowFee'], depositAmount = 0): PolicySnapshot => ({
  noticeHours: 24,
  lateCancellation: 'fee',
  lateFee: { type: 'fixed', value: 1234 },
  noShowFee,
  depositAmount,
});

describe.each(engines)('attendance: honoured, no-show and the day-end bulk on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let staff: string;
  let customer: { token: string; customerId: number };
  const clock = { now: NOW };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'alpha');
    b = await createBookingTenant(database.db, 'beta');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => clock.now });
    staff = await staffToken(database.db, a.companyId, 'staff');
    customer = await customerToken(database.db, a.companyId);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    token?: string,
    payload?: object,
    company = a.token,
  ) =>
    app.inject({
      method,
      url,
      payload,
      headers: { company, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const mark = (id: number | string, status: string, token = staff, company = a.token) =>
    call('PUT', `/api/appointments/${id}/attendance`, token, { status }, company);

  /** A booking order of the customer with one appointment per start, every one in `status`. */
  const visit = async (p: {
    starts: string[];
    status?: string;
    price?: number;
    policy?: PolicySnapshot | null;
    shopId?: number;
    customerId?: number | null;
    tenant?: BookingFixture;
  }) => {
    const t = p.tenant ?? a;
    const shopId = p.shopId ?? t.shopId;
    const status = p.status ?? 'confirmed';
    const price = p.price ?? 6500;
    const [order] = await database.db
      .insert(bookingOrders)
      .values({
        companyId: t.companyId,
        shopId,
        customerId: p.customerId === undefined ? customer.customerId : p.customerId,
        status: status === 'held' ? 'pending' : status,
        total: price * p.starts.length,
      })
      .returning({ id: bookingOrders.id });
    const rows = await database.db
      .insert(appointments)
      .values(
        p.starts.map((start) => ({
          companyId: t.companyId,
          shopId,
          bookingOrderId: order?.id,
          customerId: p.customerId === undefined ? customer.customerId : p.customerId,
          articleId: t.serviceId,
          startsAt: new Date(start),
          endsAt: new Date(Date.parse(start) + HOUR),
          status,
          holdExpiresAt: status === 'held' ? new Date(NOW.getTime() + HOUR) : null,
          price,
          policy: p.policy === undefined ? policy({ type: 'percent', value: 50 }) : p.policy,
        })),
      )
      .returning({ id: appointments.id });
    return { orderId: order?.id as number, ids: rows.map((r) => r.id) };
  };
  const row = async (id: number) =>
    (await database.db.select().from(appointments).where(eq(appointments.id, id)))[0];
  const orderStatus = async (id: number) =>
    (await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, id)))[0]?.status;

  it('marks a no-show with the fee of its policy snapshot, corrects it to honoured, and the order follows', async () => {
    const { orderId, ids } = await visit({ starts: ['2026-05-04T08:00:00Z'] });
    const id = ids[0] as number;
    const res = await mark(id, 'no_show');
    expect(res.statusCode).toBe(200);
    expect(AttendanceAnswerSchema.parse(res.json()).appointment).toEqual({
      id,
      status: 'no_show',
      fee: 3250,
      attendanceAt: NOW.toISOString(),
      orderId,
      orderStatus: 'no_show',
    });
    expect(await row(id)).toMatchObject({ status: 'no_show', fee: 3250, attendanceAt: NOW });
    expect(await orderStatus(orderId)).toBe('no_show');

    // The customer came after all: the fee is dropped.
    clock.now = new Date(NOW.getTime() + 60_000);
    const corrected = AttendanceAnswerSchema.parse((await mark(id, 'honoured')).json()).appointment;
    expect(corrected).toMatchObject({ status: 'honoured', fee: 0, orderStatus: 'honoured' });
    expect(await row(id)).toMatchObject({ status: 'honoured', fee: 0, attendanceAt: clock.now });
    expect(await orderStatus(orderId)).toBe('honoured');
    // And back: a mistaken honoured becomes a no-show again.
    expect(AttendanceAnswerSchema.parse((await mark(id, 'no_show')).json()).appointment).toMatchObject({
      status: 'no_show',
      fee: 3250,
      orderStatus: 'no_show',
    });
    // A replay changes nothing (not even when it was marked).
    clock.now = new Date(NOW.getTime() + 120_000);
    const replay = AttendanceAnswerSchema.parse((await mark(id, 'no_show')).json()).appointment;
    expect(replay).toMatchObject({
      status: 'no_show',
      fee: 3250,
      attendanceAt: new Date(NOW.getTime() + 60_000).toISOString(),
    });
    clock.now = NOW;
  });

  it('charges what each snapshot says: fixed, the deposit kept, nothing, or nothing for older bookings', async () => {
    const cases: [PolicySnapshot | null, number][] = [
      [policy({ type: 'fixed', value: 2000 }), 2000],
      [policy({ type: 'deposit', value: 0 }, 1500), 1500],
      [policy({ type: 'none', value: 0 }), 0],
      [null, 0],
    ];
    for (const [snapshot, fee] of cases) {
      const { ids } = await visit({ starts: ['2026-05-04T09:00:00Z'], policy: snapshot });
      const res = await mark(ids[0] as number, 'no_show');
      expect(res.statusCode).toBe(200);
      expect(res.json().appointment.fee).toBe(fee);
      expect((await row(ids[0] as number))?.fee).toBe(fee);
    }
  });

  it('marks any time on the day, never a later day, and never what is not a visit', async () => {
    // 21:30 UTC is 23:30 in Paris: today, not started yet.
    const tonight = (await visit({ starts: ['2026-05-04T21:30:00Z'] })).ids[0] as number;
    expect((await mark(tonight, 'honoured')).statusCode).toBe(200);
    // 22:30 UTC is 00:30 tomorrow in Paris.
    const tomorrow = (await visit({ starts: ['2026-05-04T22:30:00Z'] })).ids[0] as number;
    const later = await mark(tomorrow, 'no_show');
    expect(later.statusCode).toBe(409);
    expect(later.json().type).toBe('not_started');
    expect(await row(tomorrow)).toMatchObject({ status: 'confirmed', fee: 0, attendanceAt: null });

    for (const status of ['cancelled', 'expired', 'rescheduled', 'held']) {
      const id = (await visit({ starts: ['2026-05-04T07:00:00Z'], status })).ids[0] as number;
      for (const to of ['honoured', 'no_show']) {
        const res = await mark(id, to);
        expect(res.statusCode, `${status} → ${to}`).toBe(409);
        expect(res.json().type).toBe('status');
      }
      expect(await row(id)).toMatchObject({ status, fee: 0, attendanceAt: null });
    }
  });

  it('is for staff of the company and its shops only, and refuses odd ids and bodies', async () => {
    const { ids } = await visit({ starts: ['2026-05-04T08:00:00Z'] });
    const id = ids[0] as number;
    expect((await mark(id, 'no_show', customer.token)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/appointments/${id}/attendance`, undefined, { status: 'no_show' })).statusCode,
    ).toBe(401);
    const staffB = await staffToken(database.db, b.companyId, 'staff');
    expect((await mark(id, 'no_show', staffB, b.token)).statusCode).toBe(404);
    const elsewhere = await accessToken(database.db, a.companyId, [a.shopIds[1] as number]);
    expect((await mark(id, 'no_show', elsewhere)).statusCode).toBe(404);
    for (const odd of ['0', '-1', 'abc', '2147483648', '1.5'])
      expect((await mark(odd, 'no_show')).statusCode, odd).toBe(400);
    expect((await mark(id, 'cancelled')).statusCode).toBe(400);
    expect((await call('PUT', `/api/appointments/${id}/attendance`, staff, {})).statusCode).toBe(400);
    expect((await mark(2_147_483_000, 'no_show')).statusCode).toBe(404);
    expect(await row(id)).toMatchObject({ status: 'confirmed', attendanceAt: null });
    // An access account of the shop may.
    const desk = await accessToken(database.db, a.companyId, [a.shopId]);
    expect((await mark(id, 'honoured', desk)).statusCode).toBe(200);
  });

  it('moves the order once every visit of it is known: honoured if the customer came to one', async () => {
    const { orderId, ids } = await visit({ starts: ['2026-05-04T08:00:00Z', '2026-05-04T09:00:00Z'] });
    const [first, second] = ids as [number, number];
    expect((await mark(first, 'no_show')).json().appointment.orderStatus).toBe('confirmed');
    expect(await orderStatus(orderId)).toBe('confirmed');
    expect((await mark(second, 'honoured')).json().appointment.orderStatus).toBe('honoured');
    expect(await orderStatus(orderId)).toBe('honoured');
    expect((await row(first))?.fee).toBe(3250);
    // Both missed: the order is a no-show.
    expect((await mark(second, 'no_show')).json().appointment.orderStatus).toBe('no_show');
  });

  it("records each appointment's fee and when, when staff mark the whole order from the orders page", async () => {
    const { orderId, ids } = await visit({ starts: ['2026-05-04T08:00:00Z', '2026-05-04T09:00:00Z'] });
    await database.db
      .update(appointments)
      .set({ policy: policy({ type: 'fixed', value: 800 }) })
      .where(eq(appointments.id, ids[1] as number));
    const manager = await staffToken(database.db, a.companyId, 'manager');
    const res = await call('PUT', `/api/stats/booking-orders/${orderId}/status`, manager, {
      status: 'no_show',
    });
    expect(res.statusCode).toBe(200);
    expect(await row(ids[0] as number)).toMatchObject({ status: 'no_show', fee: 3250, attendanceAt: NOW });
    expect(await row(ids[1] as number)).toMatchObject({ status: 'no_show', fee: 800, attendanceAt: NOW });
    await call('PUT', `/api/stats/booking-orders/${orderId}/status`, manager, { status: 'honoured' });
    expect(await row(ids[0] as number)).toMatchObject({ status: 'honoured', fee: 0 });
  });

  it('at day end honours every confirmed appointment of the shop and day that has started, once', async () => {
    const day = '2026-05-07';
    clock.now = new Date('2026-05-07T15:00:00Z'); // 17:00 in Paris
    const morning = await visit({ starts: ['2026-05-07T07:00:00Z', '2026-05-07T08:00:00Z'] });
    const noon = await visit({ starts: ['2026-05-07T10:00:00Z'] });
    const evening = await visit({ starts: ['2026-05-07T16:00:00Z'] }); // 18:00: not started
    const missed = await visit({ starts: ['2026-05-07T09:00:00Z'], status: 'no_show' });
    const held = await visit({ starts: ['2026-05-07T11:00:00Z'], status: 'held' });
    const cancelled = await visit({ starts: ['2026-05-07T12:00:00Z'], status: 'cancelled' });
    const otherShop = await visit({ starts: ['2026-05-07T08:00:00Z'], shopId: a.shopIds[1] as number });
    const yesterday = await visit({ starts: ['2026-05-06T20:00:00Z'] }); // 22:00 on the 6th
    const otherCompany = await visit({ starts: ['2026-05-07T08:00:00Z'], tenant: b, customerId: null });
    const bulk = (body: object, token = staff, company = a.token) =>
      call('POST', '/api/backoffice/agenda/attendance', token, body, company);

    expect((await bulk({ shopId: a.shopId, day }, customer.token)).statusCode).toBe(403);
    expect((await bulk({ shopId: b.shopId, day })).statusCode).toBe(404);
    const elsewhere = await accessToken(database.db, a.companyId, [a.shopIds[1] as number]);
    expect((await bulk({ shopId: a.shopId, day }, elsewhere)).statusCode).toBe(404);
    expect((await bulk({ shopId: a.shopId, day: '5 May' })).statusCode).toBe(400);
    expect((await bulk({ shopId: 0, day })).statusCode).toBe(400);

    const res = await bulk({ shopId: a.shopId, day });
    expect(res.statusCode).toBe(200);
    expect(DayAttendanceAnswerSchema.parse(res.json())).toEqual({ honoured: 3 });
    const statusOf = async (ids: number[]) =>
      (await database.db.select().from(appointments).where(inArray(appointments.id, ids))).map(
        (r) => r.status,
      );
    expect(await statusOf([...morning.ids, ...noon.ids])).toEqual(['honoured', 'honoured', 'honoured']);
    expect(await row(morning.ids[0] as number)).toMatchObject({ attendanceAt: clock.now, fee: 0 });
    expect(await orderStatus(morning.orderId)).toBe('honoured');
    expect(await orderStatus(noon.orderId)).toBe('honoured');
    for (const [left, status] of [
      [evening, 'confirmed'],
      [missed, 'no_show'],
      [held, 'held'],
      [cancelled, 'cancelled'],
      [otherShop, 'confirmed'],
      [yesterday, 'confirmed'],
      [otherCompany, 'confirmed'],
    ] as const)
      expect(await statusOf(left.ids)).toEqual([status]);
    expect(await orderStatus(evening.orderId)).toBe('confirmed');

    // Replayed: nothing left to do.
    expect((await bulk({ shopId: a.shopId, day })).json()).toEqual({ honoured: 0 });
    clock.now = NOW;
  });

  it('marks and bulk-marks concurrently without deadlock, every order coherent', async () => {
    const day = '2026-05-09';
    clock.now = new Date('2026-05-09T17:00:00Z');
    const orders = await Promise.all(
      [7, 8, 9, 10].map((h) =>
        visit({ starts: [`2026-05-09T${String(h).padStart(2, '0')}:00:00Z`, `2026-05-09T${h + 3}:30:00Z`] }),
      ),
    );
    const results = await Promise.all([
      call('POST', '/api/backoffice/agenda/attendance', staff, { shopId: a.shopId, day }),
      ...orders.map((o) => mark(o.ids[1] as number, 'no_show')),
      call('POST', '/api/backoffice/agenda/attendance', staff, { shopId: a.shopId, day }),
    ]);
    for (const r of results) expect(r.statusCode).toBe(200);
    for (const o of orders) {
      const statuses = (
        await database.db.select().from(appointments).where(inArray(appointments.id, o.ids))
      ).map((r) => r.status);
      // Whatever ran first, the first was honoured by the bulk, the second marked missed.
      expect(statuses.sort()).toEqual(['honoured', 'no_show']);
      expect(await orderStatus(o.orderId)).toBe('honoured');
    }
    clock.now = NOW;
  });

  it("counts a customer's missed visits, one per booking, in the back office's customer page", async () => {
    const { customerId } = await customerToken(database.db, a.companyId);
    await visit({ starts: ['2026-04-01T08:00:00Z', '2026-04-01T09:00:00Z'], status: 'no_show', customerId });
    await visit({ starts: ['2026-04-08T08:00:00Z'], status: 'no_show', customerId });
    await visit({ starts: ['2026-04-09T08:00:00Z'], status: 'honoured', customerId });
    await visit({ starts: ['2026-04-10T08:00:00Z'], status: 'cancelled', customerId });
    expect(await noShowCount(database.db, a.companyId, customerId)).toBe(2);
    expect(await noShowCount(database.db, b.companyId, customerId)).toBe(0);
    const manager = await staffToken(database.db, a.companyId, 'manager');
    const page = await call('GET', `/api/backoffice/customers/${customerId}`, manager);
    expect(page.statusCode).toBe(200);
    expect(BackofficeCustomerAnswerSchema.parse(page.json()).customer.noShows).toBe(2);
    // Marking one more through the API counts at once.
    const { ids } = await visit({ starts: ['2026-05-04T08:00:00Z'], customerId });
    await mark(ids[0] as number, 'no_show');
    expect(await noShowCount(database.db, a.companyId, customerId)).toBe(3);
  });
});
