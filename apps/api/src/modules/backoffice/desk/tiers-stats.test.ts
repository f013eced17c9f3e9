import {
  BookingStatsAnswerSchema,
  StaffLoyaltyTierAnswerSchema,
  StaffLoyaltyTiersAnswerSchema,
} from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import {
  appointments,
  bookingOrders,
  giftOrders,
  gifts,
  giftUsages,
  loyaltyCards,
  loyaltyTiers,
} from '../../../db/schema.ts';

describe.each(engines)('back-office loyalty tiers and statistics on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let manager: string;
  let cardId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'alpha');
    b = await createBookingTenant(database.db, 'beta');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0 });
    manager = await staffToken(database.db, a.companyId, 'manager');
    const customer = await customerToken(database.db, a.companyId);
    const [card] = await database.db
      .insert(loyaltyCards)
      .values({ companyId: a.companyId, customerId: customer.customerId, number: 'LC-9', points: 250 })
      .returning({ id: loyaltyCards.id });
    cardId = card?.id as number;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token = manager,
    payload?: object,
    company = a.token,
  ) => app.inject({ method, url, payload, headers: { company, authorization: `Bearer ${token}` } });
  const cardTier = async () =>
    (await database.db.select().from(loyaltyCards).where(eq(loyaltyCards.id, cardId)))[0]?.tierId ?? null;

  it('adds, changes and removes tiers, and keeps every card on the tier its points reach', async () => {
    const bronze = await call('POST', '/api/backoffice/loyalty-tiers', manager, {
      name: { fr: 'Bronze', en: 'Bronze' },
      reward: { fr: '-10 %' },
      pointsRequired: 100,
      rewardValue: 1000,
    });
    expect(bronze.statusCode).toBe(201);
    const bronzeId = StaffLoyaltyTierAnswerSchema.parse(bronze.json()).tier.id;
    expect(await cardTier()).toBe(bronzeId);
    const gold = StaffLoyaltyTierAnswerSchema.parse(
      (
        await call('POST', '/api/backoffice/loyalty-tiers', manager, {
          name: { fr: 'Or' },
          pointsRequired: 200,
        })
      ).json(),
    ).tier;
    expect(await cardTier()).toBe(gold.id);
    // Gold now needs more than the card holds: back to bronze.
    const raised = await call('PUT', `/api/backoffice/loyalty-tiers/${gold.id}`, manager, {
      pointsRequired: 500,
    });
    expect(raised.statusCode).toBe(200);
    expect(await cardTier()).toBe(bronzeId);
    expect((await call('DELETE', `/api/backoffice/loyalty-tiers/${bronzeId}`)).statusCode).toBe(200);
    expect(await cardTier()).toBeNull();
    const list = StaffLoyaltyTiersAnswerSchema.parse(
      (await call('GET', '/api/backoffice/loyalty-tiers')).json(),
    );
    expect(list.tiers.map((t) => t.name.fr)).toEqual(['Or']);
  });

  it('refuses bad tiers, staff below manager, and other companies', async () => {
    const bad = await call('POST', '/api/backoffice/loyalty-tiers', manager, {
      name: { fr: 'Zéro' },
      pointsRequired: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect((await call('POST', '/api/backoffice/loyalty-tiers', manager, { name: {} })).statusCode).toBe(400);
    const staff = await staffToken(database.db, a.companyId, 'staff');
    expect((await call('GET', '/api/backoffice/loyalty-tiers', staff)).statusCode).toBe(403);
    const [tier] = await database.db
      .select()
      .from(loyaltyTiers)
      .where(eq(loyaltyTiers.companyId, a.companyId));
    const managerB = await staffToken(database.db, b.companyId, 'manager');
    const foreign = await call(
      'PUT',
      `/api/backoffice/loyalty-tiers/${tier?.id}`,
      managerB,
      { pointsRequired: 1 },
      b.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('DELETE', `/api/backoffice/loyalty-tiers/${tier?.id}`, managerB, undefined, b.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/api/backoffice/loyalty-tiers', managerB, undefined, b.token)).json().tiers,
    ).toEqual([]);
  });

  it('answers bookings and revenue per day and shop, top services, no-show rate and gifts', async () => {
    const db = database.db;
    const second = a.shopIds[1] as number;
    const visit = async (shopId: number, start: string, status: string, price: number) => {
      const [order] = await db
        .insert(bookingOrders)
        .values({ companyId: a.companyId, shopId, status, total: price })
        .returning({ id: bookingOrders.id });
      await db.insert(appointments).values({
        companyId: a.companyId,
        shopId,
        bookingOrderId: order?.id,
        articleId: a.serviceId,
        startsAt: new Date(start),
        endsAt: new Date(Date.parse(start) + 3_600_000),
        status,
        price,
      });
      return order?.id as number;
    };
    await visit(a.shopId, '2026-05-04T08:00:00Z', 'honoured', 6500);
    await visit(a.shopId, '2026-05-04T10:00:00Z', 'no_show', 6500);
    // 23:30 UTC on the 4th is the 5th in Paris.
    const late = await visit(a.shopId, '2026-05-04T23:30:00Z', 'honoured', 7000);
    await visit(second, '2026-05-06T08:00:00Z', 'confirmed', 5000);
    await visit(a.shopId, '2026-05-07T08:00:00Z', 'cancelled', 9900);
    const [giftOrder] = await db
      .insert(giftOrders)
      .values({
        companyId: a.companyId,
        shopId: a.shopId,
        status: 'paid',
        total: 10000,
        createdAt: new Date('2026-05-05T09:00:00Z'),
      })
      .returning({ id: giftOrders.id });
    const [gift] = await db
      .insert(gifts)
      .values({
        companyId: a.companyId,
        code: 'G-1',
        giftOrderId: giftOrder?.id,
        amount: 10000,
        balance: 3000,
      })
      .returning({ id: gifts.id });
    await db.insert(giftUsages).values({
      companyId: a.companyId,
      giftId: gift?.id as number,
      bookingOrderId: late,
      amount: 7000,
      createdAt: new Date('2026-05-05T10:00:00Z'),
    });

    const res = await call('GET', '/api/backoffice/stats/bookings?start=2026-05-01&end=2026-05-31');
    expect(res.statusCode).toBe(200);
    const stats = BookingStatsAnswerSchema.parse(res.json());
    expect(stats.series).toEqual([
      { period: '2026-05-04', shopId: a.shopId, bookings: 2, revenue: 6500 },
      { period: '2026-05-05', shopId: a.shopId, bookings: 1, revenue: 7000 },
      { period: '2026-05-06', shopId: second, bookings: 1, revenue: 5000 },
    ]);
    expect(stats.topServices).toEqual([
      { serviceId: a.serviceId, name: 'Soin visage', bookings: 4, revenue: 18500 },
    ]);
    expect(stats.attendance).toMatchObject({ honoured: 2, noShow: 1, noShowRate: 1 / 3, cancelled: 1 });
    expect(stats.gifts).toEqual([
      { period: '2026-05-05', sold: 1, soldAmount: 10000, redeemed: 1, redeemedAmount: 7000 },
    ]);

    const weekly = BookingStatsAnswerSchema.parse(
      (
        await call(
          'GET',
          `/api/backoffice/stats/bookings?start=2026-05-01&end=2026-05-31&bucket=week&shops=${a.shopId}`,
        )
      ).json(),
    );
    expect(weekly.series).toEqual([{ period: '2026-05-04', shopId: a.shopId, bookings: 3, revenue: 13500 }]);
    expect(weekly.shops.map((s) => s.id)).toEqual([a.shopId]);

    // A manager access account limited to the second shop sees it alone.
    const desk = await accessToken(db, a.companyId, [second]);
    await db.execute(`update access_accounts set role = 'manager' where company_id = ${a.companyId}`);
    const scoped = BookingStatsAnswerSchema.parse(
      (await call('GET', '/api/backoffice/stats/bookings?start=2026-05-01&end=2026-05-31', desk)).json(),
    );
    expect(scoped.series.map((s) => s.shopId)).toEqual([second]);
    expect(scoped.gifts).toEqual([]);
  });

  it('refuses staff, bad ranges and shows nothing of another company', async () => {
    const staff = await staffToken(database.db, a.companyId, 'staff');
    expect(
      (await call('GET', '/api/backoffice/stats/bookings?start=2026-05-01&end=2026-05-31', staff)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', '/api/backoffice/stats/bookings?start=2026-05-31&end=2026-05-01')).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/api/backoffice/stats/bookings?start=2020-01-01&end=2026-05-01')).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/backoffice/stats/bookings?end=2026-05-01')).json().message).toBe(
      'param manquants',
    );
    const managerB = await staffToken(database.db, b.companyId, 'manager');
    const other = BookingStatsAnswerSchema.parse(
      (
        await call(
          'GET',
          '/api/backoffice/stats/bookings?start=2026-05-01&end=2026-05-31',
          managerB,
          undefined,
          b.token,
        )
      ).json(),
    );
    expect(other.series).toEqual([]);
    expect(other.gifts).toEqual([]);
    expect(other.attendance.honoured).toBe(0);
  });
});
