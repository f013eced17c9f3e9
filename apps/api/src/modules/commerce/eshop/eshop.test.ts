import {
  EshopCategoriesAdminAnswerSchema,
  EshopCategoriesAnswerSchema,
  ProductStockSchema,
  RandomProductsAnswerSchema,
  StockAnswerSchema,
  StockVerifyAnswerSchema,
} from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken } from '../../../../test-support/auth.ts';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { insertProducts, type ShopFixture } from '../../../../test-support/eshop-fixtures.ts';
import { articles, eshopCategories, productStocks } from '../../../db/schema.ts';
import { priceProductLines } from './pricing.ts';
import { reserveStock } from './stock.ts';

describe.each(engines)('e-shop catalogue and stock on %s', (engine) => {
  let kit: ContentTestKit;
  let p: ShopFixture;
  let pB: ShopFixture;
  let shop1: number;
  let shop2: number;
  let desk: string;

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    p = await insertProducts(kit.database.db, kit.a);
    pB = await insertProducts(kit.database.db, kit.b);
    [shop1, shop2] = kit.a.shopIds as [number, number];
    desk = await accessToken(kit.database.db, kit.a.companyId, [shop2]);
    await kit.database.db.insert(eshopCategories).values([
      {
        companyId: kit.a.companyId,
        slug: 'visage',
        name: { fr: 'Visage', en: 'Face' },
        order: 2,
        articleIds: [p.serum, p.draft],
      },
      {
        companyId: kit.a.companyId,
        slug: 'maison',
        name: { fr: 'Maison' },
        order: 1,
        articleIds: [p.candle],
      },
    ]);
  });
  afterAll(async () => {
    await kit?.close();
  });

  const asDesk = (method: 'GET' | 'PUT', url: string, body?: unknown) =>
    kit.app.inject({
      method,
      url,
      headers: { company: kit.a.token, authorization: `Bearer ${desk}` },
      ...(body ? { payload: body as object } : {}),
    });

  describe('categories', () => {
    it('lists them in order, localised, with published products only', async () => {
      const res = await kit.call('GET', '/api/eshopcategories', { lang: 'en' });
      expect(res.statusCode).toBe(200);
      const { eshopCategories: list } = EshopCategoriesAnswerSchema.parse(res.json());
      expect(list.map((c) => [c.slug, c.name, c.articleIds])).toEqual([
        ['maison', 'Maison', [p.candle]],
        ['visage', 'Face', [p.serum]],
      ]);
      const b = EshopCategoriesAnswerSchema.parse(
        (await kit.call('GET', '/api/eshopcategories', { company: 'b' })).json(),
      );
      expect(b.eshopCategories).toEqual([]);
    });

    it('gives staff the language maps and refuses the others the staff view', async () => {
      expect((await kit.call('GET', '/api/eshopcategories?all=1')).statusCode).toBe(401);
      expect((await kit.call('GET', '/api/eshopcategories?all=1', { as: 'customer' })).statusCode).toBe(403);
      const res = await kit.call('GET', '/api/eshopcategories?all=1', { as: 'staff' });
      const { eshopCategories: list } = EshopCategoriesAdminAnswerSchema.parse(res.json());
      expect(list[1]).toMatchObject({ name: { fr: 'Visage', en: 'Face' }, articleIds: [p.serum, p.draft] });
    });

    it('lets managers create, change and delete them; checks the products; isolates companies', async () => {
      const body = { slug: 'coffrets', name: { fr: 'Coffrets' }, order: 3, articleIds: [p.serum, p.serum] };
      expect((await kit.call('POST', '/api/eshopcategories', { body })).statusCode).toBe(401);
      expect((await kit.call('POST', '/api/eshopcategories', { body, as: 'customer' })).statusCode).toBe(403);
      expect((await kit.call('POST', '/api/eshopcategories', { body, as: 'staff' })).statusCode).toBe(403);
      const bad = await kit.call('POST', '/api/eshopcategories', {
        as: 'manager',
        body: { ...body, articleIds: [pB.serum, kit.a.serviceId] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].message).toContain(String(pB.serum));
      expect(
        (await kit.call('POST', '/api/eshopcategories', { as: 'manager', body: { slug: 'x' } })).json()
          .message,
      ).toBe('param manquants');
      expect(
        await kit.database.db.select().from(eshopCategories).where(eq(eshopCategories.slug, 'coffrets')),
      ).toEqual([]);

      const created = await kit.call('POST', '/api/eshopcategories', { as: 'manager', body });
      expect(created.statusCode).toBe(201);
      const { id, articleIds } = created.json().eshopCategory;
      expect(articleIds).toEqual([p.serum]);
      expect((await kit.call('POST', '/api/eshopcategories', { as: 'manager', body })).statusCode).toBe(409);
      const changed = await kit.call('PUT', `/api/eshopcategories/${id}`, {
        as: 'manager',
        body: { name: { fr: 'Coffrets cadeaux' } },
      });
      expect(changed.json().eshopCategory.name).toEqual({ fr: 'Coffrets cadeaux' });
      expect(
        (
          await kit.call('PUT', `/api/eshopcategories/${id}`, {
            company: 'b',
            as: 'manager',
            body: { order: 9 },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await kit.call('DELETE', `/api/eshopcategories/${id}`, { company: 'b', as: 'manager' })).statusCode,
      ).toBe(404);
      expect((await kit.call('DELETE', `/api/eshopcategories/${id}`, { as: 'manager' })).statusCode).toBe(
        204,
      );
    });
  });

  describe('stock checks', () => {
    it('answers the available stock and whether the quantity can be bought', async () => {
      const get = async (url: string) => StockAnswerSchema.parse((await kit.call('GET', url)).json());
      expect(await get(`/api/eshop/stock/${p.serum}/3`)).toEqual({
        id: p.serum,
        quantity: 3,
        stock: 7,
        available: true,
      });
      expect(await get(`/api/eshop/stock/${p.serum}/3?shopId=${shop2}`)).toMatchObject({
        stock: 2,
        available: false,
      });
      expect(await get(`/api/eshop/stock/${p.candle}/500`)).toMatchObject({ stock: 999999, available: true });
      expect(await get(`/api/eshop/stock/${p.soldOut}/1`)).toMatchObject({ stock: 0, available: false });
      expect(await get('/api/eshop/stock/987654/1')).toMatchObject({ stock: 0, available: false });
      expect(await get(`/api/eshop/stock/${pB.serum}/1`)).toMatchObject({ stock: 0, available: false });
      expect((await kit.call('GET', `/api/eshop/stock/${p.serum}/0`)).statusCode).toBe(400);
      expect((await kit.call('GET', '/api/eshop/stock/abc/1')).statusCode).toBe(400);
    });

    it('counts pieces held by payments in progress as unavailable', async () => {
      await kit.database.db.transaction((tx) =>
        reserveStock(tx, {
          companyId: kit.a.companyId,
          shopId: shop1,
          ref: 'cart-in-progress',
          lines: [{ articleId: p.serum, quantity: 4 }],
          expiresAt: new Date('2099-01-01T00:00:00Z'),
          customerId: null,
          cap: null,
        }),
      );
      const res = StockAnswerSchema.parse(
        (await kit.call('GET', `/api/eshop/stock/${p.serum}/2?shopId=${shop1}`)).json(),
      );
      expect(res).toMatchObject({ stock: 1, available: false });
    });

    it('verifies several products, ids separated by commas or dashes', async () => {
      const res = await kit.call(
        'GET',
        `/api/eshop/stock/verify/${p.serum},${p.candle}-${p.soldOut}/2?shopId=${shop2}`,
      );
      const answer = StockVerifyAnswerSchema.parse(res.json());
      expect(answer).toEqual({
        available: false,
        quantity: 2,
        items: [
          { id: p.serum, stock: 2, available: true },
          { id: p.candle, stock: 999999, available: true },
          { id: p.soldOut, stock: 0, available: false },
        ],
      });
      const ok = StockVerifyAnswerSchema.parse(
        (await kit.call('GET', `/api/eshop/stock/verify/${p.candle}/5`)).json(),
      );
      expect(ok.available).toBe(true);
      expect((await kit.call('GET', '/api/eshop/stock/verify/1;2/1')).statusCode).toBe(400);
    });
  });

  describe('stock by product and shop (staff)', () => {
    const url = () => `/api/eshop/stock/product/${p.serum}`;

    it('reads quantity, reserved and available per shop; an access account sees its shops only', async () => {
      const res = ProductStockSchema.parse((await kit.call('GET', url(), { as: 'staff' })).json());
      expect(res.shops).toEqual([
        { shopId: shop1, quantity: 5, reserved: 4, available: 1 },
        { shopId: shop2, quantity: 2, reserved: 0, available: 2 },
      ]);
      const mine = ProductStockSchema.parse((await asDesk('GET', url())).json());
      expect(mine.shops.map((s) => s.shopId)).toEqual([shop2]);
      expect((await kit.call('GET', url())).statusCode).toBe(401);
      expect((await kit.call('GET', url(), { as: 'customer' })).statusCode).toBe(403);
      expect((await kit.call('GET', url(), { company: 'b', as: 'manager' })).statusCode).toBe(404);
      expect(
        (await kit.call('GET', `/api/eshop/stock/product/${kit.a.serviceId}`, { as: 'staff' })).statusCode,
      ).toBe(404);
    });

    it('sets a quantity, never below what is reserved, only in an allowed shop', async () => {
      const set = await kit.call('PUT', url(), { as: 'staff', body: { shopId: shop1, quantity: 12 } });
      expect(set.statusCode).toBe(200);
      expect(ProductStockSchema.parse(set.json()).shops[0]).toEqual({
        shopId: shop1,
        quantity: 12,
        reserved: 4,
        available: 8,
      });
      const below = await kit.call('PUT', url(), { as: 'staff', body: { shopId: shop1, quantity: 3 } });
      expect(below.statusCode).toBe(409);
      expect((await asDesk('PUT', url(), { shopId: shop1, quantity: 1 })).statusCode).toBe(403);
      expect((await asDesk('PUT', url(), { shopId: shop2, quantity: 6 })).statusCode).toBe(200);
      expect(
        (await kit.call('PUT', url(), { as: 'staff', body: { shopId: kit.b.shopIds[0], quantity: 1 } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await kit.call('PUT', url(), { as: 'staff', body: { shopId: shop1, quantity: -1 } })).statusCode,
      ).toBe(400);
      expect(
        (await kit.call('PUT', url(), { as: 'customer', body: { shopId: shop1, quantity: 1 } })).statusCode,
      ).toBe(403);
      expect(
        (
          await kit.call('PUT', `/api/eshop/stock/product/${pB.serum}`, {
            as: 'staff',
            body: { shopId: shop1, quantity: 1 },
          })
        ).statusCode,
      ).toBe(404);
      const rows = await kit.database.db
        .select()
        .from(productStocks)
        .where(eq(productStocks.articleId, p.serum));
      expect(rows.map((r) => [r.shopId, r.quantity, r.reserved]).sort()).toEqual(
        [
          [shop1, 12, 4],
          [shop2, 6, 0],
        ].sort(),
      );
      // A product with no row yet gets one.
      const fresh = await kit.call('PUT', `/api/eshop/stock/product/${p.soldOut}`, {
        as: 'manager',
        body: { shopId: shop1, quantity: 4 },
      });
      expect(ProductStockSchema.parse(fresh.json()).shops).toEqual([
        { shopId: shop1, quantity: 4, reserved: 0, available: 4 },
      ]);
    });
  });

  describe('random products', () => {
    it('picks distinct published products, offered at the shop when asked', async () => {
      const seen = new Set<number>();
      for (let i = 0; i < 12; i++) {
        const res = await kit.call('GET', '/api/eshop/products/random?count=2', { lang: 'en' });
        expect(res.headers['cache-control']).toBe('no-store');
        const { products } = RandomProductsAnswerSchema.parse(res.json());
        expect(products).toHaveLength(2);
        expect(new Set(products.map((x) => x.id)).size).toBe(2);
        for (const x of products) {
          expect([p.serum, p.candle, p.soldOut]).toContain(x.id);
          seen.add(x.id);
        }
      }
      expect(seen.size).toBe(3);
      const all = RandomProductsAnswerSchema.parse(
        (await kit.call('GET', '/api/eshop/products/random?count=10', { lang: 'en' })).json(),
      );
      expect(all.products.map((x) => x.id).sort()).toEqual([p.serum, p.candle, p.soldOut].sort());
      expect(all.products.find((x) => x.id === p.serum)?.name).toBe('Radiance serum');
      const atShop2 = RandomProductsAnswerSchema.parse(
        (await kit.call('GET', `/api/eshop/products/random?count=10&shopId=${shop2}`)).json(),
      );
      expect(atShop2.products.map((x) => x.id)).toEqual([p.serum]);
      expect((await kit.call('GET', '/api/eshop/products/random?count=0')).statusCode).toBe(400);
      const b = RandomProductsAnswerSchema.parse(
        (await kit.call('GET', '/api/eshop/products/random?count=10', { company: 'b' })).json(),
      );
      expect(b.products.map((x) => x.id).sort()).toEqual([pB.serum, pB.candle, pB.soldOut].sort());
    });
  });

  describe('server-side prices', () => {
    it('takes the shop price, else the product price, whatever the client believes', async () => {
      const lines = await priceProductLines(kit.database.db, kit.a.companyId, shop1, [
        { articleId: p.serum, quantity: 2 },
        { articleId: p.candle, quantity: 1 },
      ]);
      expect(lines).toEqual([
        {
          articleId: p.serum,
          name: { fr: 'Sérum éclat', en: 'Radiance serum' },
          quantity: 2,
          unitPrice: 5500,
          vat: 20,
          lineTotal: 11000,
        },
        {
          articleId: p.candle,
          name: { fr: 'Bougie', en: 'Candle' },
          quantity: 1,
          unitPrice: 2500,
          vat: 20,
          lineTotal: 2500,
        },
      ]);
      const elsewhere = await priceProductLines(kit.database.db, kit.a.companyId, shop2, [
        { articleId: p.serum, quantity: 1 },
      ]);
      expect(elsewhere[0]?.unitPrice).toBe(5900);
    });

    it('refuses drafts, services, other companies, unknown shops and bad quantities', async () => {
      const price = (shopId: number, articleId: number, quantity = 1) =>
        priceProductLines(kit.database.db, kit.a.companyId, shopId, [{ articleId, quantity }]);
      await expect(price(shop1, p.draft)).rejects.toMatchObject({ status: 400 });
      await expect(price(shop1, kit.a.serviceId)).rejects.toMatchObject({ status: 400 });
      await expect(price(shop1, pB.serum)).rejects.toMatchObject({ status: 404 });
      await expect(price(kit.b.shopIds[0] as number, p.serum)).rejects.toMatchObject({ status: 404 });
      await expect(price(shop1, p.serum, 0)).rejects.toMatchObject({ status: 400 });
      await expect(price(shop1, p.serum, 2.5)).rejects.toMatchObject({ status: 400 });
      const [draft] = await kit.database.db.select().from(articles).where(eq(articles.id, p.draft));
      expect(draft?.draft).toBe(true);
    });
  });
});
