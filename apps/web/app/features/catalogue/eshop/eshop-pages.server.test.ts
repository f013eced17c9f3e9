import { parseEshopCart } from '@eclat/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../lib/format.ts';
import { fakeApi, makeArticle, makeShop, makeStorefront } from '../../../test/catalogue-fixtures.ts';
import { makeCompany } from '../../../test/company-fixture.ts';
import { addToCartAction } from './add-to-cart.server.ts';
import { requireEshop } from './eshop.server.ts';
import { loadBoutique, loadProductPage } from './eshop-pages.server.ts';

let api = fakeApi({});
vi.mock('../../../lib/api.server.ts', () => ({ storefrontApi: () => api.client }));

const eur = (cents: number) => formatMoney(cents, 'fr');
const prices = (list: [number, number][]) => list.map(([boutiqueId, pvTtc]) => ({ boutiqueId, pvTtc }));
const serum = makeArticle({
  id: 27,
  slug: 'serum',
  name: 'Sérum',
  type: 2,
  prices: 5900,
  externalId: 'BO-27',
  booker: {
    upsellOnly: false,
    upsells: [],
    vat: 20,
    enableStock: true,
    pricesByShops: prices([
      [1, 5900],
      [2, 6200],
    ]),
  },
});
const candle = makeArticle({ id: 33, slug: 'bougie', name: 'Bougie', type: 2, prices: 3800 });
const shops = [makeShop({ id: 1, slug: 'marais' }), makeShop({ id: 2, slug: 'lyon', externalId: 'SHOP-2' })];
const stock = vi.fn((id: number, qty: number, shopId: unknown) => ({
  id,
  quantity: qty,
  stock: shopId === 2 ? 3 : 20,
  available: qty <= (shopId === 2 ? 3 : 20),
}));

beforeEach(() => {
  stock.mockClear();
  api = fakeApi({
    '/api/articles': { articles: [serum, candle] },
    '/api/articles/slug/serum': { article: serum },
    '/api/articles/slug/bougie': { article: candle },
    '/api/shops': { shops },
    '/api/eshopcategories': {
      eshopCategories: [{ id: 1, slug: 'visage', name: 'Visage', order: 1, image: null, articleIds: [27] }],
    },
    '/api/eshop/products/random': { products: [serum, candle] },
    '/api/eshop/stock/27/1': (query) => stock(27, 1, query?.shopId),
    '/api/eshop/stock/27/2': (query) => stock(27, 2, query?.shopId),
    '/api/eshop/stock/27/4': (query) => stock(27, 4, query?.shopId),
  });
});

describe('the e-shop pages (spec §2, §5, §9)', () => {
  it('exist only when the e-shop is enabled', () => {
    const off = makeCompany({ modules: { payment: true, eshop: false, loyalty: true } });
    expect(() => requireEshop(makeStorefront({ company: off }))).toThrow();
  });

  it('lists the products, narrowed by category (?category=)', async () => {
    const all = await loadBoutique(makeStorefront(), new URL('http://localhost/boutique'));
    expect(all.products.map((p) => p.name)).toEqual(['Sérum', 'Bougie']);
    const visage = await loadBoutique(makeStorefront(), new URL('http://localhost/boutique?category=visage'));
    expect(visage).toMatchObject({
      category: 'visage',
      products: [{ name: 'Sérum', href: '/boutique/article/serum' }],
    });
    expect(visage.categories).toEqual([
      { slug: 'visage', name: 'Visage', href: '/boutique?category=visage' },
    ]);
  });

  it("a product: the cart's shop, its price and stock there, random picks without itself, Product data", async () => {
    const storefront = makeStorefront({ cookies: { eshop_cart: JSON.stringify({ shopId: 2, items: [] }) } });
    const { product, seo } = await loadProductPage(
      storefront,
      'serum',
      new URL('http://localhost/boutique/article/serum'),
    );
    expect(product.shopId).toBe(2);
    expect(product.shops.map((s) => [s.name, s.price])).toEqual([
      ['Maison marais', eur(5900)],
      ['Maison lyon', eur(6200)],
    ]);
    expect(product.stock).toEqual({ stock: 3, available: true, quantity: 1 });
    expect(product.picks.map((p) => p.name)).toEqual(['Bougie']);
    expect(seo.jsonLd?.[0]).toMatchObject({
      '@type': 'Product',
      sku: 'BO-27',
      offers: { price: '62.00', availability: 'https://schema.org/InStock' },
    });
  });

  it('a service slug under /boutique/article is not a product', async () => {
    const service = makeArticle({ id: 1, slug: 'soin', type: 1 });
    api = fakeApi({ '/api/articles/slug/soin': { article: service }, '/api/shops': { shops } });
    const thrown = await loadProductPage(makeStorefront(), 'soin', new URL('http://localhost/')).catch(
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('the form without JavaScript checks the stock of the whole line, then writes the cart cookie', async () => {
    const form = new FormData();
    form.set('shop', '2');
    form.set('quantity', '2');
    const response = await addToCartAction(makeStorefront(), 'serum', form);
    expect(response.headers.get('location')).toBe('/boutique/article/serum?added=2&shop=2');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^eshop_cart=/);
    const cart = parseEshopCart(decodeURIComponent(cookie.slice('eshop_cart='.length, cookie.indexOf(';'))));
    expect(cart).toMatchObject({
      shopId: 2,
      items: [{ id: 27, quantity: 2, price: 6200, abIdShop: 'SHOP-2' }],
    });

    // 2 already in the cart at that shop + 2 more = 4 > 3 in stock: refused, cookie untouched.
    const again = await addToCartAction(
      makeStorefront({ cookies: { eshop_cart: JSON.stringify(cart) } }),
      'serum',
      form,
    );
    expect(again.headers.get('location')).toBe('/boutique/article/serum?error=1&shop=2');
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(stock).toHaveBeenLastCalledWith(27, 4, 2);
  });

  it('refuses a shop that does not sell the product and a bad quantity', async () => {
    const form = new FormData();
    form.set('shop', '9');
    form.set('quantity', '1');
    expect((await addToCartAction(makeStorefront(), 'serum', form)).headers.get('location')).toContain(
      'error=1',
    );
    form.set('shop', '1');
    form.set('quantity', '-3');
    expect((await addToCartAction(makeStorefront(), 'serum', form)).headers.get('location')).toContain(
      'error=1',
    );
  });
});
