import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../lib/format.ts';
import {
  fakeApi,
  makeArticle,
  makeCategory,
  makeShop,
  makeStorefront,
} from '../../../test/catalogue-fixtures.ts';
import { makeCompany } from '../../../test/company-fixture.ts';
import {
  loadCategoryPage,
  loadServicePage,
  loadServicesIndex,
  loadShopServicesSegment,
  shopServicesRedirect,
} from './services-pages.server.ts';

/** Money as the visitor's locale writes it (Intl puts a narrow no-break space before €). */
const eur = (cents: number) => formatMoney(cents, 'fr');

let api = fakeApi({});
vi.mock('../../../lib/api.server.ts', () => ({ storefrontApi: () => api.client }));

const signature = makeArticle({
  id: 1,
  slug: 'soin-eclat',
  name: 'Soin Éclat',
  durationMinutes: 90,
  booker: {
    upsellOnly: false,
    upsells: [9],
    vat: 20,
    enableStock: false,
    pricesByShops: [
      { boutiqueId: 1, pvTtc: 8900 },
      { boutiqueId: 2, pvTtc: 9500 },
      { boutiqueId: 3, pvTtc: 8500 },
    ],
  },
});
const massage = makeArticle({ id: 2, slug: 'massage', name: 'Massage', type: 4 });
const serum = makeArticle({
  id: 9,
  slug: 'serum-boost',
  name: 'Sérum boost',
  prices: 1500,
  booker: { upsellOnly: true, upsells: [], vat: 20, enableStock: false, pricesByShops: [] },
});
const shops = [
  makeShop({ id: 1, slug: 'marais', articles: [1, 2] }),
  makeShop({ id: 2, slug: 'germain', articles: [1] }),
  makeShop({ id: 3, slug: 'lille', articles: [1], booker: { active: false, shopUseCabins: false } }),
];
const categories = [
  makeCategory({ id: 1, slug: 'visage', name: 'Visage', articles: [{ id: 1, slug: 'soin-eclat' }] }),
  makeCategory({
    id: 2,
    slug: 'massages',
    name: 'Massages',
    articles: [
      { id: 2, slug: 'massage' },
      { id: 1, slug: 'soin-eclat' },
    ],
  }),
  makeCategory({ id: 3, slug: 'vide', name: 'Vide', articles: [] }),
];

beforeEach(() => {
  api = fakeApi({
    '/api/categories': { categories },
    '/api/articles': (query) => ({ articles: query?.type === 4 ? [massage] : [signature] }),
    '/api/articles/9': { article: serum },
    '/api/shops': { shops },
    ...Object.fromEntries(shops.map((shop) => [`/api/shops/slug/${shop.slug}`, { shop }])),
  });
});

const url = (path: string) => new URL(`http://localhost${path}`);

describe('services pages (spec §2, §5)', () => {
  it('lists categories with their services, empty categories left out; duration hidden by default', async () => {
    const base = makeCompany();
    const company = makeCompany({
      booker: { ...base.booker, services: { list: { display: { duration: false, price: true } } } },
    });
    const data = await loadServicesIndex(makeStorefront({ company }));
    expect(data.categories.map((c) => c.slug)).toEqual(['visage', 'massages']);
    expect(data.categories[1]?.services.map((s) => s.name)).toEqual(['Massage', 'Soin Éclat']);
    const card = data.categories[0]?.services[0];
    expect(card).toMatchObject({
      price: eur(8500),
      priceFrom: true,
      duration: null,
      href: '/services/visage/soin-eclat',
    });
  });

  it("a shop's category lists only that shop's services, at its prices, under /{shop}", async () => {
    const page = await loadCategoryPage(makeStorefront(), 'massages', 'germain');
    expect(page.category.services.map((s) => s.name)).toEqual(['Soin Éclat']);
    expect(page.category.services[0]).toMatchObject({
      price: eur(9500),
      priceFrom: false,
      href: '/germain/services/massages/soin-eclat',
    });
  });

  it('a service page: prices by shop, upsells, and the booking step with the only choice', async () => {
    const { service, seo } = await loadServicePage(makeStorefront(), 'visage', 'soin-eclat', null, url('/'));
    expect(service.shops.map((s) => [s.name, s.price, s.bookable])).toEqual([
      ['Maison marais', eur(8900), true],
      ['Maison germain', eur(9500), true],
      ['Maison lille', eur(8500), false],
    ]);
    expect(service.upsells.map((u) => u.name)).toEqual(['Sérum boost']);
    // Two shops can be booked: the visitor chooses (no shop in the link).
    expect(service.bookingPath).toBe('/reservation?service=1');
    expect(seo.title).toBe('Soin Éclat | Maison Éclat');
    expect(seo.jsonLd?.[0]).toMatchObject({
      '@type': 'Service',
      offers: { price: '85.00', priceCurrency: 'EUR' },
    });
  });

  it('under a shop, booking goes to that shop', async () => {
    const { service } = await loadServicePage(makeStorefront(), 'visage', 'soin-eclat', 'marais', url('/'));
    expect(service.bookingPath).toBe('/reservation?service=1&shop=1');
    expect(service.price).toBe(eur(8900));
  });

  it('?page=reserved goes on to the booking step (spec §2)', async () => {
    const thrown = await loadServicePage(
      makeStorefront({ lang: 'en' }),
      'visage',
      'soin-eclat',
      'germain',
      url('/en/germain/services/visage/soin-eclat?page=reserved'),
    ).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('location')).toBe('/en/reservation?service=1&shop=2');
  });

  it('a service under another category moves to its first category, query kept', async () => {
    const thrown = await loadServicePage(
      makeStorefront(),
      'massages-x',
      'soin-eclat',
      null,
      url('/?tab=shops'),
    ).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe('/services/visage/soin-eclat?tab=shops');
  });

  it('answers 404 for an unknown service, a service the shop does not offer, an unknown shop', async () => {
    const status = (promise: Promise<unknown>) =>
      promise.then(
        () => 200,
        (error: { init?: { status: number } }) => error.init?.status,
      );
    expect(await status(loadServicePage(makeStorefront(), 'visage', 'nope', null, url('/')))).toBe(404);
    expect(await status(loadServicePage(makeStorefront(), 'massages', 'massage', 'germain', url('/')))).toBe(
      404,
    );
    expect(await status(loadCategoryPage(makeStorefront(), 'visage', 'inconnue'))).toBe(404);
  });

  it('/{shop}/services/{x}: a category when x is one, else a service', async () => {
    const category = await loadShopServicesSegment(makeStorefront(), 'marais', 'massages', url('/'));
    expect(category.kind).toBe('category');
    const thrown = await loadShopServicesSegment(makeStorefront(), 'marais', 'soin-eclat', url('/')).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get('location')).toBe('/marais/services/visage/soin-eclat');
  });

  it("/{shop}/services leads to the shop's services; an unknown shop is a 404, as /{shop} is", async () => {
    const found = await shopServicesRedirect(makeStorefront({ lang: 'en' }), 'marais');
    expect(found.status).toBe(301);
    expect(found.headers.get('location')).toBe('/en/marais#shop-services');
    const unknown = await shopServicesRedirect(makeStorefront(), 'inconnue').then(
      () => 'answered',
      (error: { init?: { status: number } }) => error.init?.status,
    );
    expect(unknown).toBe(404);
  });
});
