import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makePost, makeStorefront } from '../../../test/catalogue-fixtures.ts';
import { loadMagazine, loadPostPage, POSTS_PER_PAGE } from './magazine-pages.server.ts';

let api = fakeApi({});
vi.mock('../../../lib/api.server.ts', () => ({ storefrontApi: () => api.client }));

const tips = Array.from({ length: 14 }, (_, i) =>
  makePost({ id: i + 10, slug: `conseil-${i + 1}`, categoryId: 1 }),
);
const featured = makePost({ id: 2, slug: 'a-la-une', featured: true, categoryId: 2 });
const press = makePost({ id: 3, slug: 'presse', isPress: true });
const frenchOnly = {
  ...makePost({ id: 4, slug: 'rien-qu-en-francais', langs: ['fr'] }),
  body: '<p>Bonjour</p>',
};

beforeEach(() => {
  api = fakeApi({
    '/api/posts': (query) => ({
      posts: query?.press === '1' ? [press] : [featured, ...tips],
      total: 15,
      page: 1,
      itemPerPage: 100,
    }),
    '/api/postcategories': {
      postcategories: [
        { id: 1, slug: 'conseils', name: 'Conseils', order: 1 },
        { id: 2, slug: 'actualites', name: 'Actualités', order: 2 },
        { id: 3, slug: 'vide', name: 'Vide', order: 3 },
      ],
    },
    '/api/posts/slug/rien-qu-en-francais': { post: frenchOnly },
  });
});

const url = (path: string) => new URL(`http://localhost${path}`);

describe('the magazine (spec §2, §5)', () => {
  it('opens with the featured post, then 12 posts a page; only categories with posts are offered', async () => {
    const first = await loadMagazine(makeStorefront(), url('/magazine'), false);
    expect(first.featured?.slug).toBe('a-la-une');
    expect(first.posts).toHaveLength(POSTS_PER_PAGE);
    expect(first.pages).toBe(2);
    expect(first.categories.map((c) => c.slug)).toEqual(['conseils', 'actualites']);
    expect(api.calls[0]).toEqual({ path: '/api/posts', query: { itemPerPage: 100, press: '0' } });
    const second = await loadMagazine(makeStorefront(), url('/magazine?page=2'), false);
    expect(second.featured).toBeNull();
    expect(second.posts.map((p) => p.slug)).toEqual(['conseil-13', 'conseil-14']);
    expect(second.seo.title).toBe('Magazine (2/2) | Maison Éclat');
  });

  it('narrows to a category (?category=)', async () => {
    const news = await loadMagazine(makeStorefront(), url('/magazine?category=actualites'), false);
    expect(news.category).toBe('actualites');
    expect(news.featured).toBeNull();
    expect(news.posts.map((p) => p.slug)).toEqual(['a-la-une']);
  });

  it('the press page lists the press posts', async () => {
    const data = await loadMagazine(makeStorefront(), url('/presse'), true);
    expect(data.kind).toBe('press');
    expect(data.posts.map((p) => p.slug)).toEqual(['presse']);
  });

  it('shows a post only in the languages it is written for', async () => {
    const page = await loadPostPage(makeStorefront(), 'rien-qu-en-francais');
    expect(page.post.body).toBe('<p>Bonjour</p>');
    expect(page.seo.jsonLd?.[0]).toMatchObject({ '@type': 'Article', inLanguage: 'fr' });
    const thrown = await loadPostPage(makeStorefront({ lang: 'en' }), 'rien-qu-en-francais').catch(
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
