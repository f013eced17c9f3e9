// Test helpers of the payment service: a salon that takes payments, sells vouchers and a product
// with stock, and runs a loyalty programme; the app with an injected clock and provider setup.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { defaultPaymentsConfig, type PaymentsConfig } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import {
  articles,
  companies,
  giftThemes,
  loyaltyTiers,
  productStocks,
  shopArticles,
} from '../src/db/schema.ts';
import type { ProviderName } from '../src/platform/payments/provider.ts';
import type { ProviderRegistry } from '../src/platform/payments/registry.ts';
import { type BookingFixture, createBookingTenant } from './booking-fixtures.ts';

export type ShopFixture = BookingFixture & { productId: number; themeId: number };

/** 10:00 in Paris on a day the fixtures' shop is open. */
export const TEN = '2026-06-02T08:00:00.000Z';

/**
 * A tenant whose first shop books with payment (held appointments), sells gift vouchers (one
 * theme) and a 24 € product with `stock` pieces, with the free provider and a loyalty tier.
 */
export async function createShopTenant(
  db: Db,
  nickname: string,
  options: {
    stock?: number;
    provider?: ProviderName;
    publicKey?: string | null;
    secrets?: Record<string, string>;
  } = {},
): Promise<ShopFixture> {
  const tenant = await createBookingTenant(db, nickname, { payment: true });
  const [company] = await db.select().from(companies).where(eq(companies.id, tenant.companyId));
  await db
    .update(companies)
    .set({
      booker: {
        ...(company?.booker ?? {}),
        gift: true,
        eshopEnabled: true,
        payment: { provider: options.provider ?? 'free', keys: { publicKey: options.publicKey ?? null } },
      },
      paymentSecrets: options.secrets ?? {},
    })
    .where(eq(companies.id, tenant.companyId));
  const [product] = await db
    .insert(articles)
    .values({
      companyId: tenant.companyId,
      slug: 'creme-eclat',
      type: 2,
      name: { fr: 'Crème éclat', en: 'Radiance cream' },
      price: 2400,
      vat: 20,
      enableStock: true,
    })
    .returning({ id: articles.id });
  if (!product) throw new Error('product not created');
  await db
    .insert(shopArticles)
    .values({ companyId: tenant.companyId, shopId: tenant.shopId, articleId: product.id });
  await db.insert(productStocks).values({
    companyId: tenant.companyId,
    articleId: product.id,
    shopId: tenant.shopId,
    quantity: options.stock ?? 3,
  });
  const [theme] = await db
    .insert(giftThemes)
    .values({ companyId: tenant.companyId, name: { fr: 'Fleurs' }, active: true })
    .returning({ id: giftThemes.id });
  if (!theme) throw new Error('gift theme not created');
  await db.insert(loyaltyTiers).values({
    companyId: tenant.companyId,
    name: { fr: 'Bronze' },
    reward: { fr: 'Un soin offert' },
    pointsRequired: 100,
  });
  return { ...tenant, productId: product.id, themeId: theme.id };
}

/** The app on `database` with the clock and the payment providers under the test's control. */
export function paymentApp(
  database: Database,
  options: { now?: () => Date; providers?: ProviderRegistry; payments?: Partial<PaymentsConfig> } = {},
): Promise<FastifyInstance> {
  return buildApp({
    database,
    logLevel: 'silent',
    companyCacheSeconds: 0,
    now: options.now,
    payments: { ...defaultPaymentsConfig(), ...options.payments },
    paymentProviders: options.providers,
  });
}

export const bearer = (company: string, token?: string) => ({
  company,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** A held booking of the fixture's service at `start`, as the storefront makes it. */
export async function holdBooking(app: FastifyInstance, t: ShopFixture, token: string, start = TEN) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: bearer(t.token, token),
    payload: { shopId: t.shopId, serviceIds: [t.serviceId], start },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { order: { id: number; status: string } };
  return body.order;
}

export const giftItem = (t: ShopFixture, amount = 5000) => ({
  kind: 'gift' as const,
  amount,
  themeId: t.themeId,
  recipientName: 'Léa',
  recipientEmail: 'lea@example.com',
  message: 'Bon anniversaire',
});
