import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Storefront } from '../../lib/storefront-context.ts';
import { contextOf, fakeApi, makeShop, makeStorefront } from '../../test/catalogue-fixtures.ts';
import { loader } from './home.tsx';

let api = fakeApi({});
vi.mock('../../lib/api.server.ts', () => ({ storefrontApi: () => api.client }));

const shop = makeShop({ id: 1, slug: 'paris-marais' });

/** Loader arguments for a path, the language segment as React Router matched it. */
function args(path: string, lang: string | undefined, storefront: Storefront) {
  const url = new URL(`http://localhost${path}`);
  return { context: contextOf(storefront), request: new Request(url), params: { lang }, pattern: '', url };
}

beforeEach(() => {
  api = fakeApi({
    '/api/shops': { shops: [shop] },
    '/api/shops/slug/paris-marais': { shop },
    '/api/categories': { categories: [] },
    '/api/articles': { articles: [] },
    '/api/posts': { posts: [], total: 0, page: 1, itemPerPage: 3 },
  });
});

describe('the home route (spec §2 "/" and "/{lang}", and the French "/{shop}")', () => {
  it('renders the home for no prefix and for a language', async () => {
    await expect(loader(args('/', undefined, makeStorefront()) as never)).resolves.toMatchObject({
      kind: 'home',
    });
    await expect(loader(args('/en', 'en', makeStorefront({ lang: 'en' })) as never)).resolves.toMatchObject({
      kind: 'home',
    });
  });

  it("renders a shop's page when the first segment is a shop slug", async () => {
    const storefront = makeStorefront({ unknownLangPrefix: true });
    const data = await loader(args('/paris-marais', 'paris-marais', storefront) as never);
    expect(data).toMatchObject({ kind: 'shop', shop: { slug: 'paris-marais', name: 'Maison paris-marais' } });
  });

  it('answers 404 for a first segment that is neither a language nor a shop', async () => {
    const thrown = await loader(
      args('/xx', 'xx', makeStorefront({ unknownLangPrefix: true })) as never,
    ).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it('sends a shop page of a switched-off site to /disabled (spec §4)', async () => {
    const storefront = makeStorefront({ unknownLangPrefix: true, siteOff: true });
    const thrown = await loader(args('/paris-marais', 'paris-marais', storefront) as never).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get('location')).toBe('/disabled');
  });
});
