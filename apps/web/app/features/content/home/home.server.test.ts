import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  makeCategory,
  makePost,
  makeShop,
  makeStorefront,
} from '../../../test/catalogue-fixtures.ts';
import { makeCompany } from '../../../test/company-fixture.ts';
import { loadHome, objectPosition } from './home.server.ts';

let api = fakeApi({});
vi.mock('../../../lib/api.server.ts', () => ({ storefrontApi: () => api.client }));

const shops = [
  makeShop({ id: 1, slug: 'marais' }),
  makeShop({ id: 2, slug: 'lyon', booker: { active: false, shopUseCabins: false } }),
];
const categories = [makeCategory({ id: 1, slug: 'visage', articles: [{ id: 7, slug: 'soin-eclat' }] })];
const slide = {
  title: 'Le soin signature',
  text: 'Un moment pour vous.',
  image: { url: '/api/media/demo/slide.svg', alt: 'Sérum' },
  buttonText: 'Réserver',
  buttonAction: 'service' as const,
  buttonActionValue: '7',
};

function company(homepageMode: 'mono' | 'mkp' | 'mkp-2', isBottom = false) {
  const base = makeCompany();
  return makeCompany({
    homepageMode,
    booker: {
      ...base.booker,
      sections: {
        home: {
          heroImage: { enabled: true, isBottom, serviceId: null, position: 'center', slides: [slide] },
        },
      },
    },
  });
}

beforeEach(() => {
  api = fakeApi({
    '/api/shops': (query) => (query?.q === 'lyon' ? { shops: [shops[1]] } : { shops }),
    '/api/categories': { categories },
    '/api/posts': (query) =>
      query?.featured === '1'
        ? { posts: [makePost({ slug: 'a-la-une', featured: true })], total: 1, page: 1, itemPerPage: 3 }
        : {
            posts: [makePost({ slug: 'a-la-une', featured: true }), makePost({ slug: 'conseil' })],
            total: 2,
            page: 1,
            itemPerPage: 4,
          },
  });
});

describe('home (spec §2)', () => {
  it("links a slide's 'service' button to services/{categorySlug}/{serviceSlug}", async () => {
    const { home } = await loadHome(
      makeStorefront({ company: company('mkp') }),
      new URL('http://localhost/'),
    );
    expect(home.hero?.slides[0]?.button).toEqual({
      label: 'Réserver',
      href: '/services/visage/soin-eclat',
      external: false,
    });
    expect(home.hero?.isBottom).toBe(false);
  });

  it('mkp: the shop search in a grid, every shop first', async () => {
    const { home } = await loadHome(
      makeStorefront({ company: company('mkp') }),
      new URL('http://localhost/'),
    );
    expect(home.mode).toBe('mkp');
    expect(home.search?.theme).toBe('grid');
    expect(home.search?.hits.map((h) => h.id)).toEqual([1, 2]);
    expect(home.search?.shops.find((s) => s.id === 2)?.bookable).toBe(false);
    expect(home.shop).toBeNull();
  });

  it('mkp-2: the square theme; a ?q= search (the page without JavaScript) asks the API', async () => {
    const { home } = await loadHome(
      makeStorefront({ company: company('mkp-2') }),
      new URL('http://localhost/?q=lyon&page=2'),
    );
    expect(home.search).toMatchObject({ theme: 'square', q: 'lyon', visible: 12 });
    expect(home.search?.hits).toEqual([{ id: 2, distance: null }]);
    expect(api.calls).toContainEqual({ path: '/api/shops', query: { q: 'lyon' } });
  });

  it('mono: the one shop instead of the search', async () => {
    const { home, seo } = await loadHome(
      makeStorefront({ company: company('mono') }),
      new URL('http://localhost/'),
    );
    expect(home.search).toBeNull();
    expect(home.shop?.name).toBe('Maison marais');
    expect(home.shop?.hours).toHaveLength(7);
    expect(seo.jsonLd?.[0]).toMatchObject({ '@type': 'BeautySalon', name: 'Maison marais' });
  });

  it('shows the current featured posts and the other home posts once', async () => {
    const { home } = await loadHome(
      makeStorefront({ company: company('mkp') }),
      new URL('http://localhost/'),
    );
    expect(home.featured.map((p) => p.slug)).toEqual(['a-la-une']);
    expect(home.posts.map((p) => p.slug)).toEqual(['conseil']);
    expect(api.calls).toContainEqual({ path: '/api/posts', query: { position: 'home', itemPerPage: 4 } });
  });

  it('spec §4 overload: shops that cannot be loaded send the visitor to /waiting', async () => {
    api = fakeApi({
      '/api/shops': new Error('overloaded'),
      '/api/categories': { categories },
      '/api/posts': new Error('x'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const thrown = await loadHome(
      makeStorefront({ company: company('mkp'), lang: 'en' }),
      new URL('http://localhost/en'),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/en/waiting');
  });

  it("places the pictures as the business asked ('center', 'top'…), anything else centred", () => {
    expect(objectPosition('top')).toBe('top');
    expect(objectPosition(' left bottom ')).toBe('left bottom');
    expect(objectPosition('url(x); color: red')).toBe('center');
  });
});
