import type { Article, Category, Company, PostSummary, Shop } from '@eclat/contracts';
import { RouterContextProvider } from 'react-router';
import { vi } from 'vitest';
import { type Storefront, storefrontContext } from '../lib/storefront-context.ts';
import { makeCompany } from './company-fixture.ts';

// Plain, valid API answers (the contracts' shapes) for the discovery loaders' tests.

const lunch = [
  { status: 'open' as const, hours: [{ start: '10:00', end: '13:00' }] },
  { status: 'pause' as const, hours: [{ start: '13:00', end: '14:00' }] },
  { status: 'open' as const, hours: [{ start: '14:00', end: '19:00' }] },
];

export function makeShop(over: Partial<Shop> & { id: number; slug: string }): Shop {
  return {
    externalId: null,
    order: over.id,
    publicInfo: {
      name: `Maison ${over.slug}`,
      description: 'Un salon au calme.',
      phone: '+33 1 00 00 00 00',
      email: `${over.slug}@example.com`,
      address: { address: '1 rue de la Paix', city: 'Paris', country: 'France', zipcode: '75002' },
    },
    localisation: { coordonate: { lat: 48.87, lng: 2.33 } },
    timeZone: 'Europe/Paris',
    images: [{ url: `/api/media/demo/shops/${over.slug}.svg`, alt: '' }],
    articles: [],
    booker: { active: true, shopUseCabins: false },
    openingHours: { '1': [{ status: 'closed', hours: [] }], '2': lunch, '3': lunch },
    geoGroupment: {
      id: -1,
      name: 'Autre(s)',
      type: 'other',
      shortDescription: '',
      longDescription: '',
      image: null,
      order: 99999,
    },
    ...over,
  };
}

export function makeArticle(over: Partial<Article> & { id: number; slug: string }): Article {
  return {
    name: over.slug,
    type: 1,
    prices: 5000,
    weekprices: {},
    draft: false,
    order: over.id,
    vat: 20,
    description: 'Un soin.',
    images: [{ url: `/api/media/demo/${over.slug}.svg`, alt: '' }],
    externalId: null,
    articleLinks: [],
    durationMinutes: 60,
    bookingPolicy: null,
    ...over,
    booker: {
      upsellOnly: false,
      upsells: [],
      vat: 20,
      enableStock: false,
      pricesByShops: [],
      ...over.booker,
    },
  };
}

export function makeCategory(over: Partial<Category> & { id: number; slug: string }): Category {
  return { order: over.id, name: over.slug, description: '', images: [], articles: [], ...over };
}

export function makePost(over: Partial<PostSummary> & { slug: string }): PostSummary {
  return {
    id: 1,
    image: null,
    published: true,
    langs: ['all'],
    position: 'all',
    linkedShop: null,
    categoryId: null,
    vedette: { active: false, start: null, end: null },
    isPress: false,
    publishedAt: '2026-05-01T08:00:00.000Z',
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
    title: over.slug,
    excerpt: '',
    featured: false,
    ...over,
  };
}

export function makeStorefront(over: Partial<Storefront> & { company?: Company } = {}): Storefront {
  const company = over.company ?? makeCompany();
  return {
    company,
    token: company.token,
    debug: false,
    lang: 'fr',
    enabledLangs: ['fr', 'en'],
    siteOff: false,
    unknownLangPrefix: false,
    origin: 'http://localhost',
    previewToken: null,
    forwardedFor: null,
    cookies: {},
    // Loaders' unit tests ask their stubbed API every time.
    reads: { lookup: () => undefined, answered: ({ value }) => value },
    ...over,
  };
}

export function contextOf(storefront: Storefront): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(storefrontContext, storefront);
  return context;
}

type Query = Record<string, unknown> | undefined;
type Answer = object | ((query: Query) => unknown);

/**
 * A fake of the API client (lib/api.server.ts storefrontApi): answers by path, parsed with the
 * real contract schema as the client does; an unknown path fails like an API 404.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: { path: string; query: Record<string, unknown> | undefined }[] = [];
  const get = vi.fn(
    async (path: string, schema: { parse: (v: unknown) => unknown }, query?: Record<string, unknown>) => {
      calls.push({ path, query });
      if (!(path in answers)) {
        const { ApiError } = await import('@eclat/contracts');
        throw new ApiError({ code: 404, message: `no fake answer for ${path}` });
      }
      const answer = answers[path];
      const value = typeof answer === 'function' ? (answer as (q: Query) => unknown)(query) : answer;
      if (value instanceof Error) throw value;
      return schema.parse(value);
    },
  );
  return { client: { get, request: vi.fn(), withOptions: vi.fn() }, calls };
}
