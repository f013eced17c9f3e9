// What the isolation matrix aims at: company B's rows, and the values of each route's path
// parameters that name them.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  appointments,
  articles,
  bookingOrders,
  coupons,
  customerCredits,
  customers,
  eshopOrderLines,
  eshopOrders,
  giftOrders,
  gifts,
  links,
  payments,
  profiles,
  resources,
  shops,
} from '../../src/db/schema.ts';
import type { DemoWorld } from './harness.ts';

type Rows<T> = { rows: T[] };

/**
 * The demo's Studio Zen has a catalogue but no customers or orders: give it some, so that the
 * matrix also aims at B's customers, orders, appointments, coupons and credit.
 */
export async function addCompanyBRecords(world: DemoWorld): Promise<void> {
  const { db } = world.database;
  const companyId = world.b.id;
  const [shop] = await db.select().from(shops).where(eq(shops.companyId, companyId)).limit(1);
  const [service] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.companyId, companyId), eq(articles.type, 1)))
    .limit(1);
  const [employee] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.companyId, companyId), eq(resources.type, 100)))
    .limit(1);
  if (!shop || !service || !employee) throw new Error('Studio Zen demo data incomplete');
  const [customer] = await db
    .insert(customers)
    .values({ companyId, email: 'zen-only-client@studio-zen.example', phone: '+33600009999' })
    .returning({ id: customers.id });
  const customerId = customer?.id as number;
  await db
    .insert(profiles)
    .values({ companyId, customerId, firstname: 'Zenobia', lastname: 'Zentraler' })
    .onConflictDoNothing();
  const [order] = await db
    .insert(bookingOrders)
    .values({ companyId, shopId: shop.id, customerId, status: 'confirmed', total: 7000 })
    .returning({ id: bookingOrders.id });
  await db.insert(appointments).values({
    companyId,
    shopId: shop.id,
    bookingOrderId: order?.id,
    customerId,
    articleId: service.id,
    employeeId: employee.id,
    startsAt: new Date('2026-06-10T08:00:00Z'),
    endsAt: new Date('2026-06-10T09:00:00Z'),
    status: 'confirmed',
    price: 7000,
  });
  await db
    .insert(coupons)
    .values({ companyId, code: 'ZENSECRET42', reductionType: 'percentage', amount: 15 });
  await db
    .insert(customerCredits)
    .values({ companyId, customerId, amount: 2500, kind: 'old_credit', note: 'zen-only-credit-note' });
  // Spec §7 remainingamount and history name a customer by this id (ADR 0016).
  await db.insert(links).values({ companyId, customerId, externalId: 'ZEN-EXT-7001' });
  const [giftOrder] = await db
    .insert(giftOrders)
    .values({ companyId, customerId, shopId: shop.id, status: 'paid', total: 5000 })
    .returning({ id: giftOrders.id });
  await db.insert(gifts).values({
    companyId,
    code: 'ZENG-IFTC-ODE9',
    giftOrderId: giftOrder?.id,
    buyerCustomerId: customerId,
    amount: 5000,
    balance: 5000,
    recipientName: 'Zelda Zenitude',
    recipientEmail: 'zelda-zen-recipient@studio-zen.example',
    status: 'active',
    expiresAt: new Date('2030-01-01T00:00:00Z'),
  });
  const [eshopOrder] = await db
    .insert(eshopOrders)
    .values({ companyId, customerId, shopId: shop.id, status: 'paid', total: 3200 })
    .returning({ id: eshopOrders.id });
  await db.insert(eshopOrderLines).values({
    companyId,
    orderId: eshopOrder?.id as number,
    articleId: null,
    name: { fr: 'Huile zen-only-product' },
    quantity: 1,
    unitPrice: 3200,
    vat: 20,
  });
  await db.insert(payments).values({
    companyId,
    cartId: `zen-only-cart-${randomBytes(8).toString('hex')}`,
    provider: 'free',
    status: 'succeeded',
    amount: 8200,
    cart: {},
    customerId,
  });
}

/** Path segment → the table its ids belong to, where the names differ. */
const TABLE_OF_SEGMENT: Record<string, string> = {
  cmpusers: 'company_users',
  'cmp-users': 'company_users',
  users: 'customers',
  profiles: 'profiles',
  access: 'access_accounts',
  geogroupments: 'geo_groupments',
  postcategories: 'post_categories',
  'booking-orders': 'booking_orders',
  'gift-orders': 'gift_orders',
  eshopcategories: 'eshop_categories',
  orders: 'eshop_orders',
  customer: 'customers',
  product: 'articles',
  schemas: 'collection_schemas',
  items: 'collection_items',
  themes: 'gift_themes',
  closeddays: 'closed_days',
  opendays: 'open_days',
  stock: 'articles',
};

type IdsOf = Map<string, number[]>;

const tableFor = (ids: IdsOf, segment: string | undefined): string | undefined => {
  if (!segment) return undefined;
  const mapped = TABLE_OF_SEGMENT[segment] ?? segment.replace(/-/g, '_');
  return ids.has(mapped) ? mapped : undefined;
};

/** A few ids from every table, for parameters whose table is not known. */
const spreadOf = (ids: IdsOf): number[] => [
  ...new Set([...ids.values()].flatMap((list) => list.slice(0, 1))),
];

/** The table whose ids the route's first path parameter names, when it is known. */
export function tableOfRoute(world: DemoWorld, url: string, ids: IdsOf = world.bIds): string | undefined {
  const segments = url.split('/');
  const index = segments.findIndex((s) => s.startsWith(':'));
  if (index < 0) return undefined;
  return tableFor(ids, segments[index - 1]) ?? tableFor(ids, segments[2]);
}

/**
 * The values to try for a route (B's by default): ids of the table the path names, else a
 * spread of the company's ids.
 */
export function idsForParam(world: DemoWorld, url: string, ids: IdsOf = world.bIds): number[] {
  if (!url.includes(':') && !url.endsWith('*')) return [spreadOf(ids)[0] ?? 1];
  const table = tableOfRoute(world, url, ids);
  if (table) return (ids.get(table) ?? []).slice(0, 3);
  return spreadOf(ids).slice(0, 6);
}

/**
 * Reads that answer 200 for an id or code they do not know, as the spec says they should (a
 * missing product has stock 0; a gift check has one answer shape): their answer to B's ids must
 * be the "unknown" one.
 */
export const ANSWERS_UNKNOWN_IDS: Record<string, (body: unknown) => boolean> = {
  '/api/eshop/stock/:id/:qty': (body) => (body as { stock?: number }).stock === 0,
  '/api/eshop/stock/verify/:ids/:qty': (body) =>
    ((body as { items?: { stock: number }[] }).items ?? []).every((item) => item.stock === 0),
  '/api/gifts/check/:code': (body) => (body as { valid?: boolean }).valid === false,
};

/** Strings of B (or of `companyId`) a slug, code, token or external id parameter may carry. */
export async function bWords(world: DemoWorld, companyId = world.b.id): Promise<string[]> {
  const rows = (await world.database.db.execute(sql`
    select slug as word from shops where company_id = ${companyId}
    union select slug from articles where company_id = ${companyId}
    union select slug from categories where company_id = ${companyId}
    union select slug from posts where company_id = ${companyId}
    union select code from coupons where company_id = ${companyId}
    union select code from gifts where company_id = ${companyId}
    union select cart_id from payments where company_id = ${companyId}
    union select external_id from links where company_id = ${companyId}
  `)) as unknown as Rows<{ word: string }>;
  return [...rows.rows.map((r) => r.word), randomBytes(8).toString('hex')];
}
