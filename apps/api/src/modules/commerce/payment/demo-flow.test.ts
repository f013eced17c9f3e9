// Issue 6 "Done when": a full flow on the demo data through the API with the free provider — a
// cart with a service, a gift voucher and a product → initialize → pay → success → order, gift
// and appointment confirmed, stock decremented, loyalty points awarded.
import {
  AvailabilityAnswerSchema,
  BookingAnswerSchema,
  PaymentInitializeAnswerSchema,
  PaymentSuccessAnswerSchema,
  ShopsAnswerSchema,
} from '@eclat/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/databases.ts';
import { bearer, paymentApp } from '../../../../test-support/payment-kit.ts';
import {
  appointments,
  articles,
  companies,
  gifts,
  giftThemes,
  loyaltyCards,
  productStocks,
  shopArticles,
} from '../../../db/schema.ts';
import { seedDemo } from '../../../db/seed/index.ts';

describe('checkout on the demo data (maison-eclat, free provider)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const now = new Date('2026-06-01T06:00:00Z');
  let company: typeof companies.$inferSelect;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seedDemo(database.db, { hashPassword: async (p) => `test$${p.length}`, now });
    const [row] = await database.db.select().from(companies).where(eq(companies.nickname, 'maison-eclat'));
    if (!row) throw new Error('maison-eclat not seeded');
    // The salon takes payment at booking: POST /api/appointments makes a pending, held order.
    const booker = row.booker as { appointment?: Record<string, unknown> };
    await database.db
      .update(companies)
      .set({ booker: { ...booker, appointment: { ...booker.appointment, payment: { active: true } } } })
      .where(eq(companies.id, row.id));
    company = { ...row };
    app = await paymentApp(database, { now: () => now });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('books a service, buys a voucher and a product, pays, and everything is confirmed', async () => {
    const headers = (token?: string) => bearer(company.token, token);
    const { token, customerId } = await customerToken(database.db, company.id);

    // A salon taking bookings, one of its services with a free slot, and a product it stocks.
    const shops = ShopsAnswerSchema.parse(
      (await app.inject({ url: '/api/shops', headers: headers() })).json(),
    ).shops;
    let booking: ReturnType<typeof BookingAnswerSchema.parse> | null = null;
    let shopId = 0;
    for (const shop of shops) {
      const offered = await database.db
        .select({ id: articles.id })
        .from(shopArticles)
        .innerJoin(articles, eq(articles.id, shopArticles.articleId))
        .where(and(eq(shopArticles.shopId, shop.id), eq(articles.type, 1), eq(articles.draft, false)));
      for (const service of offered) {
        const res = await app.inject({
          url: `/api/appointments?shopid=${shop.id}&serviceid=${service.id}&start=2026-06-03&end=2026-06-03`,
          headers: headers(),
        });
        if (res.statusCode !== 200) continue;
        const slot = AvailabilityAnswerSchema.parse(res.json()).appointments.data[0]?.slots[0];
        if (!slot) continue;
        const booked = await app.inject({
          method: 'POST',
          url: '/api/appointments',
          headers: headers(token),
          payload: { shopId: shop.id, serviceIds: [service.id], start: slot.start },
        });
        expect(booked.statusCode, booked.body).toBe(201);
        booking = BookingAnswerSchema.parse(booked.json());
        shopId = shop.id;
        break;
      }
      if (booking) break;
    }
    if (!booking) throw new Error('no bookable service in the demo data');
    expect(booking.order.status).toBe('pending');
    expect(booking.appointments.map((a) => a.status)).toEqual(['held']);

    const [stocked] = await database.db
      .select({
        articleId: productStocks.articleId,
        quantity: productStocks.quantity,
        reserved: productStocks.reserved,
      })
      .from(productStocks)
      .innerJoin(articles, eq(articles.id, productStocks.articleId))
      .where(and(eq(productStocks.shopId, shopId), gt(productStocks.quantity, 0), eq(articles.draft, false)));
    if (!stocked) throw new Error('no stocked product in that shop');
    const [theme] = await database.db
      .select({ id: giftThemes.id })
      .from(giftThemes)
      .where(and(eq(giftThemes.companyId, company.id), eq(giftThemes.active, true)));

    const init = await app.inject({
      method: 'POST',
      url: '/api/payment/initialize',
      headers: { ...headers(token), curlang: 'en' },
      payload: {
        items: [
          { kind: 'booking', bookingOrderId: booking.order.id },
          {
            kind: 'gift',
            amount: 5000,
            themeId: theme?.id,
            recipientName: 'Camille',
            recipientEmail: 'camille@example.com',
          },
          { kind: 'product', articleId: stocked.articleId, quantity: 1 },
        ],
        shopId,
      },
    });
    expect(init.statusCode, init.body).toBe(200);
    const started = PaymentInitializeAnswerSchema.parse(init.json());
    expect(started.provider).toBe('free');
    expect(started.prices.total).toBeGreaterThan(5000 + booking.order.total);

    const pay = await app.inject({
      method: 'POST',
      url: '/api/payment/pay',
      headers: headers(token),
      payload: { cartId: started.cartId },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const success = await app.inject({
      method: 'POST',
      url: `/api/payment/success/${started.cartId}`,
      headers: headers(token),
    });
    expect(success.statusCode).toBe(200);
    const summary = PaymentSuccessAnswerSchema.parse(success.json());
    expect(summary).toMatchObject({
      status: 'succeeded',
      bookingOrder: { status: 'confirmed' },
      eshopOrder: { status: 'paid' },
      giftOrder: { status: 'paid' },
    });
    expect(summary.purchase).toMatchObject({
      currency: 'EUR',
      tax: 0,
      shipping: 0,
      value: started.prices.total / 100,
    });
    expect(summary.purchase?.items).toHaveLength(3);

    const held = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingOrderId, booking.order.id));
    expect(held.map((a) => a.status)).toEqual(['confirmed']);
    const issued = await database.db
      .select()
      .from(gifts)
      .where(eq(gifts.giftOrderId, summary.giftOrder?.id ?? -1));
    expect(issued).toMatchObject([{ amount: 5000, balance: 5000, status: 'active', lang: 'en' }]);
    const [after] = await database.db
      .select()
      .from(productStocks)
      .where(and(eq(productStocks.articleId, stocked.articleId), eq(productStocks.shopId, shopId)));
    expect(after).toMatchObject({ quantity: stocked.quantity - 1, reserved: stocked.reserved });
    const [card] = await database.db
      .select()
      .from(loyaltyCards)
      .where(eq(loyaltyCards.customerId, customerId));
    expect(card?.points).toBe(Math.floor(started.prices.total / 100));
  }, 60_000);
});
