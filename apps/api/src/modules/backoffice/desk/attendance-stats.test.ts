import { BookingStatsAnswerSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { appointments, outbox } from '../../../db/schema.ts';
import { REMINDER_TEMPLATE } from './stats.ts';

const zero = {
  honoured: 0,
  noShow: 0,
  noShowRate: 0,
  cancelled: 0,
  lateCancellations: 0,
  cancelledBy: { customer: 0, staff: 0, system: 0, none: 0 },
  reminders: { sent: 0, queued: 0 },
  fees: { noShow: 0, lateCancellation: 0 },
};

describe.each(engines)('attendance statistics per shop and month on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let manager: string;
  let centre: number;
  let gare: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'alpha');
    b = await createBookingTenant(database.db, 'beta');
    app = await buildApp({
      database,
      logLevel: 'silent',
      companyCacheSeconds: 0,
      now: () => new Date('2026-06-15T10:00:00Z'),
    });
    manager = await staffToken(database.db, a.companyId, 'manager');
    centre = a.shopId;
    gare = a.shopIds[1] as number;

    type Visit = {
      shop: number;
      at: string;
      status: string;
      fee?: number;
      late?: boolean;
      by?: string;
      company?: number;
      article?: number;
    };
    const visits: Visit[] = [
      // April, Centre: 3 honoured, 1 no-show owing 20 €, 4 cancelled (one late owing 15 €, one of
      // each canceller, one from before cancellations were recorded).
      { shop: centre, at: '2026-04-02T08:00:00Z', status: 'honoured' },
      { shop: centre, at: '2026-04-03T08:00:00Z', status: 'honoured' },
      { shop: centre, at: '2026-04-04T08:00:00Z', status: 'honoured' },
      { shop: centre, at: '2026-04-05T08:00:00Z', status: 'no_show', fee: 2000 },
      {
        shop: centre,
        at: '2026-04-06T08:00:00Z',
        status: 'cancelled',
        by: 'customer',
        late: true,
        fee: 1500,
      },
      { shop: centre, at: '2026-04-07T08:00:00Z', status: 'cancelled', by: 'staff' },
      { shop: centre, at: '2026-04-08T08:00:00Z', status: 'cancelled', by: 'system' },
      { shop: centre, at: '2026-04-09T08:00:00Z', status: 'cancelled' },
      // May, Centre: 00:30 on 1 May in Paris is May's; a late reschedule owes 7 €.
      { shop: centre, at: '2026-04-30T22:30:00Z', status: 'honoured' },
      { shop: centre, at: '2026-05-04T08:00:00Z', status: 'honoured' },
      { shop: centre, at: '2026-05-05T08:00:00Z', status: 'no_show', fee: 3000 },
      { shop: centre, at: '2026-05-06T08:00:00Z', status: 'no_show' },
      { shop: centre, at: '2026-05-07T08:00:00Z', status: 'cancelled', by: 'customer' },
      { shop: centre, at: '2026-05-08T08:00:00Z', status: 'rescheduled', late: true, fee: 700 },
      { shop: centre, at: '2026-05-09T08:00:00Z', status: 'confirmed' },
      // May, Gare.
      { shop: gare, at: '2026-05-04T09:00:00Z', status: 'honoured' },
      { shop: gare, at: '2026-05-05T09:00:00Z', status: 'no_show', fee: 500 },
      // Outside the range (31 May 22:30 UTC is 1 June in Paris) and another company.
      { shop: centre, at: '2026-05-31T22:30:00Z', status: 'no_show', fee: 9999 },
      { shop: centre, at: '2026-03-31T08:00:00Z', status: 'no_show', fee: 9999 },
      {
        shop: b.shopId,
        at: '2026-05-05T08:00:00Z',
        status: 'no_show',
        fee: 9999,
        company: b.companyId,
        article: b.serviceId,
      },
    ];
    await database.db.insert(appointments).values(
      visits.map((v) => ({
        companyId: v.company ?? a.companyId,
        shopId: v.shop,
        articleId: v.article ?? a.serviceId,
        startsAt: new Date(v.at),
        endsAt: new Date(Date.parse(v.at) + 3_600_000),
        status: v.status,
        price: 6000,
        fee: v.fee ?? 0,
        lateCancellation: v.late ?? false,
        cancelledBy: v.by ?? null,
      })),
    );
    const message = (shopId: number | null, createdAt: string, sent: boolean, extra: object = {}) => ({
      companyId: a.companyId,
      channel: 'email',
      to: 'client@test.example',
      body: 'À demain',
      template: REMINDER_TEMPLATE,
      shopId,
      createdAt: new Date(createdAt),
      sentAt: sent ? new Date(createdAt) : null,
      ...extra,
    });
    await database.db.insert(outbox).values([
      message(centre, '2026-04-10T08:00:00Z', true),
      message(centre, '2026-04-11T08:00:00Z', true),
      message(centre, '2026-04-12T08:00:00Z', false),
      message(gare, '2026-05-10T08:00:00Z', true),
      // Not reminders, not this company's, no shop, outside the range: not counted.
      message(centre, '2026-04-10T08:00:00Z', true, { template: 'booking_confirmed' }),
      message(b.shopId, '2026-04-10T08:00:00Z', true, { companyId: b.companyId }),
      message(null, '2026-04-10T08:00:00Z', true),
      message(centre, '2026-05-31T22:30:00Z', true),
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const stats = async (query: string, token = manager) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/backoffice/stats/bookings?start=2026-04-01&end=2026-05-31&bucket=month${query}`,
      headers: { company: a.token, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return BookingStatsAnswerSchema.parse(res.json()).attendance;
  };

  const aprilCentre = {
    month: '2026-04',
    honoured: 3,
    noShow: 1,
    noShowRate: 0.25,
    cancelled: 4,
    lateCancellations: 1,
    cancelledBy: { customer: 1, staff: 1, system: 1, none: 1 },
    reminders: { sent: 2, queued: 1 },
    fees: { noShow: 2000, lateCancellation: 1500 },
  };
  const mayCentre = {
    ...zero,
    month: '2026-05',
    honoured: 2,
    noShow: 2,
    noShowRate: 0.5,
    cancelled: 1,
    cancelledBy: { ...zero.cancelledBy, customer: 1 },
    fees: { noShow: 3000, lateCancellation: 700 },
  };
  const mayGare = {
    ...zero,
    month: '2026-05',
    honoured: 1,
    noShow: 1,
    noShowRate: 0.5,
    reminders: { sent: 1, queued: 0 },
    fees: { noShow: 500, lateCancellation: 0 },
  };

  it('answers no-show rate, late cancellations, cancellations by whom, reminders and fees per shop and month', async () => {
    const attendance = await stats('');
    expect(attendance.months).toEqual([
      { ...aprilCentre, shopId: centre },
      { ...mayCentre, shopId: centre },
      { ...mayGare, shopId: gare },
    ]);
    expect({ ...attendance, months: [] }).toEqual({
      months: [],
      honoured: 6,
      noShow: 4,
      noShowRate: 0.4,
      cancelled: 5,
      lateCancellations: 1,
      cancelledBy: { customer: 2, staff: 1, system: 1, none: 1 },
      reminders: { sent: 3, queued: 1 },
      fees: { noShow: 5500, lateCancellation: 2200 },
    });
  });

  it('keeps to the shops asked for and to those of an access account', async () => {
    expect((await stats(`&shops=${gare}`)).months).toEqual([{ ...mayGare, shopId: gare }]);
    const desk = await accessToken(database.db, a.companyId, [centre]);
    await database.db.execute(
      `update access_accounts set role = 'manager' where company_id = ${a.companyId}`,
    );
    const scoped = await stats('', desk);
    expect(scoped.months.map((m) => [m.month, m.shopId])).toEqual([
      ['2026-04', centre],
      ['2026-05', centre],
    ]);
    expect(scoped.reminders).toEqual({ sent: 2, queued: 1 });
  });

  it("shows nothing of another company's", async () => {
    const managerB = await staffToken(database.db, b.companyId, 'manager');
    const res = await app.inject({
      method: 'GET',
      url: '/api/backoffice/stats/bookings?start=2026-04-01&end=2026-05-31',
      headers: { company: b.token, authorization: `Bearer ${managerB}` },
    });
    const attendance = BookingStatsAnswerSchema.parse(res.json()).attendance;
    expect(attendance.months.map((m) => [m.month, m.shopId])).toEqual([
      ['2026-04', b.shopId],
      ['2026-05', b.shopId],
    ]);
    expect(attendance).toMatchObject({ noShow: 1, fees: { noShow: 9999, lateCancellation: 0 } });
    expect(attendance.reminders).toEqual({ sent: 1, queued: 0 });
  });
});
