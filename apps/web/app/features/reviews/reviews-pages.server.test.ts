import { ApiError } from '@eclat/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  makeArticle,
  makeCategory,
  makeShop,
  makeStorefront,
} from '../../test/catalogue-fixtures.ts';
import { loadServicePage } from '../catalogue/services/services-pages.server.ts';
import { loadShopPage } from '../catalogue/shop/shop-page.server.ts';
import { ratingOf } from './rating.ts';

// Issue 22: the shop and service pages carry the first page of their verified reviews in their
// loader data (no browser call for it), the reviews' texts, and the JSON-LD rating; without a
// review, or when the reviews cannot be read, none of it.

let api = fakeApi({});
vi.mock('../../lib/api.server.ts', () => ({ storefrontApi: () => api.client }));

const shop = makeShop({ id: 1, slug: 'marais', articles: [1] });
const signature = makeArticle({ id: 1, slug: 'soin-eclat', name: 'Soin Éclat' });
const category = makeCategory({
  id: 1,
  slug: 'visage',
  name: 'Visage',
  articles: [{ id: 1, slug: 'soin-eclat' }],
});

const review = {
  id: 7,
  shopId: 1,
  serviceId: 1,
  serviceName: 'Soin Éclat',
  employeeId: 2,
  employeeName: 'Léa',
  rating: 5,
  employeeRating: 4,
  comment: 'Wonderful.',
  lang: 'en',
  authorName: 'John S.',
  visitedAt: '2026-11-20T09:00:00.000Z',
  createdAt: '2026-11-21T10:00:00.000Z',
  editedAt: null,
  reply: { text: 'Merci !', at: '2026-11-22T10:00:00.000Z' },
};
const list = (count: number) => ({
  stats: { average: count ? 4.5 : null, count, distribution: [0, 0, 0, count ? 1 : 0, count ? 1 : 0] },
  reviews: count ? [review] : [],
  page: 1,
  pageSize: 10,
  total: count,
});

let reviews: unknown = list(2);

beforeEach(() => {
  reviews = list(2);
  api = fakeApi({
    '/api/categories': { categories: [category] },
    '/api/articles': (query) => ({ articles: query?.type === 1 ? [signature] : [] }),
    '/api/shops': { shops: [shop] },
    '/api/shops/slug/marais': { shop },
    '/api/reviews': () => reviews,
  });
});

const jsonLdOf = (seo: { jsonLd?: readonly object[] }) => seo.jsonLd?.[0] as Record<string, unknown>;

describe('reviews on the shop page (issue 22)', () => {
  it('asks the shop’s first page and carries it, its texts and the AggregateRating', async () => {
    const page = await loadShopPage(makeStorefront({ lang: 'en' }), 'marais');
    expect(api.calls.find((c) => c.path === '/api/reviews')?.query).toEqual({ shopId: 1, page: 1 });
    expect(page.shop.reviews).toMatchObject({ filter: { shopId: 1 }, replierName: 'Maison marais' });
    expect(page.shop.reviews?.list.reviews).toHaveLength(1);
    expect(page.pageTexts?.reviews.reviewsTitle).toBe('Customer reviews');
    expect(jsonLdOf(page.seo)).toMatchObject({
      name: 'Maison marais',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      review: [{ '@type': 'Review', author: { name: 'John S.' }, reviewBody: 'Wonderful.' }],
    });
  });

  it('has no rating, no texts and no section content without a review', async () => {
    reviews = list(0);
    const page = await loadShopPage(makeStorefront(), 'marais');
    expect(page.pageTexts).toBeUndefined();
    expect(jsonLdOf(page.seo)).not.toHaveProperty('aggregateRating');
  });

  it('still shows the shop when the reviews cannot be read', async () => {
    reviews = new ApiError({ code: 503, message: 'down' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await loadShopPage(makeStorefront(), 'marais');
    error.mockRestore();
    expect(page.shop.name).toBe('Maison marais');
    expect(page.shop.reviews).toBeNull();
    expect(jsonLdOf(page.seo)).not.toHaveProperty('aggregateRating');
  });
});

describe('reviews on the service page (issue 22)', () => {
  it("a shop's service page asks that service at that shop, and its Service carries the rating", async () => {
    const page = await loadServicePage(
      makeStorefront(),
      'visage',
      'soin-eclat',
      'marais',
      new URL('http://localhost/marais/services/visage/soin-eclat'),
    );
    expect(api.calls.find((c) => c.path === '/api/reviews')?.query).toEqual({
      serviceId: 1,
      shopId: 1,
      page: 1,
    });
    expect(page.service.reviews?.list.stats.count).toBe(2);
    expect(page.pageTexts?.reviews).toBeDefined();
    expect(jsonLdOf(page.seo)).toMatchObject({
      '@type': 'Service',
      provider: { name: 'Maison marais' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
  });

  it('the service page of every shop asks the service alone', async () => {
    await loadServicePage(makeStorefront(), 'visage', 'soin-eclat', null, new URL('http://localhost/'));
    expect(api.calls.find((c) => c.path === '/api/reviews')?.query).toEqual({ serviceId: 1, page: 1 });
  });
});

describe('the average on shop cards', () => {
  it('is shown only with at least one review', () => {
    expect(ratingOf(undefined)).toBeNull();
    expect(ratingOf({ average: null, count: 0 })).toBeNull();
    expect(ratingOf({ average: 4.2, count: 0 })).toBeNull();
    expect(ratingOf({ average: 4.2, count: 3 })).toEqual({ average: 4.2, count: 3 });
  });
});
