import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { articles, productStocks, stockReservations } from '../../../db/schema.ts';
import {
  availableStock,
  commitStock,
  releaseExpiredStock,
  releaseStock,
  reserveStock,
  UNLIMITED_STOCK,
} from './stock.ts';

const later = new Date('2030-01-01T00:00:00Z');

describe.each(engines)('stock on %s', (engine) => {
  let database: TestDatabase;
  let t: TenantFixture;
  let other: TenantFixture;
  let shopId: number;

  async function product(
    slug: string,
    opts: { enableStock?: boolean; stock?: number; companyId?: number } = {},
  ) {
    const companyId = opts.companyId ?? t.companyId;
    const [row] = await database.db
      .insert(articles)
      .values({
        companyId,
        slug,
        type: 2,
        name: { fr: `Produit ${slug}` },
        price: 1000,
        enableStock: opts.enableStock ?? true,
      })
      .returning({ id: articles.id });
    if (!row) throw new Error('product not created');
    if (opts.stock !== undefined) {
      const shop = companyId === t.companyId ? shopId : (other.shopIds[0] as number);
      await database.db
        .insert(productStocks)
        .values({ companyId, articleId: row.id, shopId: shop, quantity: opts.stock });
    }
    return row.id;
  }

  const stockRow = async (articleId: number) => {
    const [row] = await database.db
      .select({ quantity: productStocks.quantity, reserved: productStocks.reserved })
      .from(productStocks)
      .where(and(eq(productStocks.articleId, articleId), eq(productStocks.shopId, shopId)));
    return row;
  };
  const reserve = (ref: string, lines: { articleId: number; quantity: number }[], expiresAt = later) =>
    database.db.transaction((tx) =>
      reserveStock(tx, {
        companyId: t.companyId,
        shopId,
        ref,
        lines,
        expiresAt,
        customerId: null,
        cap: null,
      }),
    );

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createTenant(database.db, 'stock-a');
    other = await createTenant(database.db, 'stock-b');
    shopId = t.shopIds[0] as number;
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('answers quantity − reserved, 999999 without stock tracking, 0 for a missing product or row', async () => {
    const tracked = await product('tracked', { stock: 5 });
    const untracked = await product('untracked', { enableStock: false });
    const noRow = await product('no-row');
    const foreign = await product('foreign', { stock: 9, companyId: other.companyId });
    expect(await availableStock(database.db, t.companyId, tracked, shopId)).toBe(5);
    expect(await availableStock(database.db, t.companyId, tracked, null)).toBe(5);
    expect(await availableStock(database.db, t.companyId, tracked, t.shopIds[1] as number)).toBe(0);
    expect(await availableStock(database.db, t.companyId, untracked, shopId)).toBe(UNLIMITED_STOCK);
    expect(await availableStock(database.db, t.companyId, noRow, shopId)).toBe(0);
    expect(await availableStock(database.db, t.companyId, 999_999_9, shopId)).toBe(0);
    expect(await availableStock(database.db, t.companyId, foreign, null)).toBe(0);
    expect(await availableStock(database.db, t.companyId, t.serviceId, shopId)).toBe(0);
  });

  it('reserves, is idempotent per ref, and commits exactly once', async () => {
    const id = await product('commit', { stock: 4 });
    await reserve('cart-commit', [
      { articleId: id, quantity: 1 },
      { articleId: id, quantity: 1 },
    ]);
    await reserve('cart-commit', [{ articleId: id, quantity: 2 }]);
    expect(await stockRow(id)).toEqual({ quantity: 4, reserved: 2 });
    expect(await availableStock(database.db, t.companyId, id, shopId)).toBe(2);
    expect(await database.db.transaction((tx) => commitStock(tx, t.companyId, 'cart-commit'))).toBe(1);
    expect(await database.db.transaction((tx) => commitStock(tx, t.companyId, 'cart-commit'))).toBe(0);
    expect(await database.db.transaction((tx) => releaseStock(tx, t.companyId, 'cart-commit'))).toBe(0);
    expect(await stockRow(id)).toEqual({ quantity: 2, reserved: 0 });
  });

  it('releases exactly once and never for another company', async () => {
    const id = await product('release', { stock: 3 });
    await reserve('cart-release', [{ articleId: id, quantity: 3 }]);
    expect(await database.db.transaction((tx) => releaseStock(tx, other.companyId, 'cart-release'))).toBe(0);
    expect(await stockRow(id)).toEqual({ quantity: 3, reserved: 3 });
    expect(await database.db.transaction((tx) => releaseStock(tx, t.companyId, 'cart-release'))).toBe(1);
    expect(await database.db.transaction((tx) => releaseStock(tx, t.companyId, 'cart-release'))).toBe(0);
    expect(await database.db.transaction((tx) => commitStock(tx, t.companyId, 'cart-release'))).toBe(0);
    expect(await stockRow(id)).toEqual({ quantity: 3, reserved: 0 });
  });

  it('refuses a short line with 409 naming the product and reserves nothing of the cart', async () => {
    const plenty = await product('plenty', { stock: 10 });
    const scarce = await product('scarce', { stock: 1 });
    const free = await product('free', { enableStock: false });
    const error = await reserve('cart-short', [
      { articleId: plenty, quantity: 2 },
      { articleId: free, quantity: 50 },
      { articleId: scarce, quantity: 2 },
    ]).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 409,
      type: 'stock',
      message: expect.stringContaining('Produit scarce'),
    });
    expect(await stockRow(plenty)).toEqual({ quantity: 10, reserved: 0 });
    const rows = await database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.ref, 'cart-short'));
    expect(rows).toHaveLength(0);
    // Untracked products are skipped: nothing to reserve, no error.
    await reserve('cart-free', [{ articleId: free, quantity: 50 }]);
    expect(
      await database.db.select().from(stockReservations).where(eq(stockReservations.ref, 'cart-free')),
    ).toHaveLength(0);
  });

  it('refuses missing products, other companies’ products and bad quantities', async () => {
    const foreign = await product('foreign-2', { stock: 9, companyId: other.companyId });
    await expect(reserve('cart-x', [{ articleId: foreign, quantity: 1 }])).rejects.toMatchObject({
      status: 409,
    });
    await expect(reserve('cart-x', [{ articleId: t.serviceId, quantity: 1 }])).rejects.toMatchObject({
      status: 409,
    });
    const id = await product('qty', { stock: 9 });
    await expect(reserve('cart-x', [{ articleId: id, quantity: 0 }])).rejects.toMatchObject({ status: 400 });
    await expect(reserve('cart-x', [{ articleId: id, quantity: 1.5 }])).rejects.toMatchObject({
      status: 400,
    });
    expect(await stockRow(id)).toEqual({ quantity: 9, reserved: 0 });
  });

  it('releases expired reservations only, once', async () => {
    const id = await product('expiry', { stock: 5 });
    await reserve('cart-old', [{ articleId: id, quantity: 2 }], new Date('2026-01-01T10:00:00Z'));
    await reserve('cart-new', [{ articleId: id, quantity: 1 }], new Date('2026-01-01T12:00:00Z'));
    const now = new Date('2026-01-01T11:00:00Z');
    expect(await releaseExpiredStock(database.db, now)).toBe(1);
    expect(await stockRow(id)).toEqual({ quantity: 5, reserved: 1 });
    expect(await releaseExpiredStock(database.db, now)).toBe(0);
    const [old] = await database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.ref, 'cart-old'));
    expect(old?.status).toBe('released');
  });

  it('lets exactly 3 of 50 concurrent reservations of the last 3 pieces succeed', async () => {
    const id = await product('rush', { stock: 3 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => reserve(`rush-${i}`, [{ articleId: id, quantity: 1 }])),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r): r is PromiseRejectedResult =>
        r.status === 'rejected' && (r.reason as { status?: number }).status === 409,
    );
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(47);
    expect(await stockRow(id)).toEqual({ quantity: 3, reserved: 3 });
    // The three commit concurrently as well: stock 0, never negative.
    const refs = results.flatMap((r, i) => (r.status === 'fulfilled' ? [`rush-${i}`] : []));
    await Promise.all(
      [...refs, ...refs].map((ref) => database.db.transaction((tx) => commitStock(tx, t.companyId, ref))),
    );
    expect(await stockRow(id)).toEqual({ quantity: 0, reserved: 0 });
  }, 120_000);
});
