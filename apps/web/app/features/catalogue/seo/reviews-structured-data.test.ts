import { describe, expect, it } from 'vitest';
import { serviceJsonLd, shopJsonLd, withReviews } from './structured-data.ts';

// Issue 22: the shop and service pages carry their verified reviews as schema.org
// AggregateRating and Review, with every property Google's review snippet requires.

const shop = shopJsonLd('BeautySalon', {
  name: 'Maison Éclat Marais',
  url: 'http://localhost/paris-marais',
  description: '',
  image: null,
  phone: null,
  email: null,
  address: { street: '24 rue de Bretagne', zipcode: '75003', city: 'Paris', country: 'France' },
  position: null,
  openingHours: {},
});

type ReviewFact = NonNullable<Parameters<typeof withReviews>[1]>['reviews'][number];

const review = (over: Partial<ReviewFact>): ReviewFact => ({
  authorName: 'Camille D.',
  createdAt: '2026-11-20T09:30:00.000Z',
  rating: 5,
  comment: 'Un soin parfait.',
  lang: 'fr',
  ...over,
});

type Json = Record<string, unknown>;

/** The properties Google's review snippet and schema.org require of each object. */
function expectValidRatings(item: Json) {
  const aggregate = item.aggregateRating as Json;
  expect(aggregate['@type']).toBe('AggregateRating');
  for (const key of ['ratingValue', 'reviewCount', 'bestRating', 'worstRating']) {
    expect(aggregate[key], key).toEqual(expect.any(Number));
  }
  expect(aggregate.ratingValue as number).toBeGreaterThanOrEqual(1);
  expect(aggregate.ratingValue as number).toBeLessThanOrEqual(5);
  expect(aggregate.reviewCount as number).toBeGreaterThan(0);
  expect(item.name).toEqual(expect.any(String));
  for (const r of (item.review as Json[] | undefined) ?? []) {
    expect(r['@type']).toBe('Review');
    expect(r.author).toEqual({ '@type': 'Person', name: expect.stringMatching(/\S/) });
    expect(r.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.reviewRating).toEqual({
      '@type': 'Rating',
      ratingValue: expect.any(Number),
      bestRating: 5,
      worstRating: 1,
    });
  }
}

describe('reviews in the structured data (issue 22)', () => {
  it('adds AggregateRating and Review to a business, keeping its name and address', () => {
    const data = withReviews(shop, {
      average: 4.666,
      count: 3,
      reviews: [review({}), review({ authorName: 'John S.', rating: 4, comment: 'Lovely.', lang: 'en' })],
    }) as Json;
    expectValidRatings(data);
    expect(data['@type']).toBe('BeautySalon');
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: '24 rue de Bretagne' });
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Camille D.' },
        datePublished: '2026-11-20',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Un soin parfait.',
        inLanguage: 'fr',
      },
      expect.objectContaining({ reviewBody: 'Lovely.', inLanguage: 'en' }),
    ]);
  });

  it('adds them to a service with its provider', () => {
    const service = serviceJsonLd({
      name: 'Soin Éclat',
      url: 'http://localhost/paris-marais/services/visage/soin-eclat',
      description: '',
      image: null,
      provider: 'Maison Éclat Marais',
      price: 9500,
      currency: 'EUR',
    });
    const data = withReviews(service, { average: 5, count: 1, reviews: [review({})] }) as Json;
    expectValidRatings(data);
    expect(data['@type']).toBe('Service');
    expect(data.provider).toEqual({ '@type': 'Organization', name: 'Maison Éclat Marais' });
  });

  it('leaves the body out of a review without a comment, never an empty one', () => {
    const data = withReviews(shop, { average: 3, count: 1, reviews: [review({ comment: null })] }) as Json;
    expectValidRatings(data);
    expect((data.review as Json[])[0]).not.toHaveProperty('reviewBody');
    expect((data.review as Json[])[0]).not.toHaveProperty('inLanguage');
  });

  it('adds nothing without a published review (an empty aggregate is invalid)', () => {
    expect(withReviews(shop, { average: null, count: 0, reviews: [] })).toBe(shop);
    expect(withReviews(shop, null)).toBe(shop);
  });

  it('drops a review that would lack a required property', () => {
    const data = withReviews(shop, {
      average: 4,
      count: 2,
      reviews: [review({ authorName: '  ' }), review({ createdAt: 'not a date' })],
    }) as Json;
    expect(data).not.toHaveProperty('review');
    expectValidRatings(data);
  });
});
