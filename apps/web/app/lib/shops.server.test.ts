import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBookingOrders } from '../features/account/profile/account.server.ts';
import { loadReservation } from '../features/booking/reservation.server.ts';
import { loadCartPage } from '../features/cart-and-checkout/cart/cart.server.ts';
import { loadProductPage } from '../features/catalogue/eshop/eshop-pages.server.ts';
import { loadServicePage } from '../features/catalogue/services/services-pages.server.ts';
import { loadContact } from '../features/content/contact/contact.server.ts';
import { loadHome } from '../features/content/home/home.server.ts';
import { fakeApi, makeArticle, makeCategory, makeShop, makeStorefront } from '../test/catalogue-fixtures.ts';
import { makeCompany } from '../test/company-fixture.ts';
import { loadShopsOrWait } from './shops.server.ts';

let api = fakeApi({});
vi.mock('./api.server.ts', () => ({ storefrontApi: () => api.client }));

const service = makeArticle({ id: 1, slug: 'soin-eclat' });
const product = makeArticle({ id: 5, slug: 'serum', type: 2 });
const shop = makeShop({ id: 1, slug: 'marais', articles: [1, 5] });

/** The API answering everything but the shops, whose load fails as under overload. */
function overloaded(shops: unknown = new Error('503 Le service est indisponible.')) {
  api = fakeApi({
    '/api/shops': shops as object,
    '/api/categories': {
      categories: [makeCategory({ id: 1, slug: 'visage', articles: [{ id: 1, slug: 'soin-eclat' }] })],
    },
    '/api/articles': (query) => ({ articles: query?.type === 1 ? [service] : [] }),
    '/api/articles/slug/serum': { article: product },
    '/api/articles/1': { article: service },
    '/api/posts': { posts: [], total: 0, page: 1, itemPerPage: 3 },
    '/api/bookings/my-orders': { orders: [] },
  });
  api.client.withOptions.mockReturnValue(api.client);
}

const eshopCompany = makeCompany({ modules: { payment: true, eshop: true, loyalty: false } });
const signedIn = { auth_token: 'secret', auth_type: 'customer' };
const url = (path: string) => new URL(`http://localhost${path}`);

/** Where the visitor was sent, or what the loader did instead. */
async function sentTo(load: Promise<unknown>): Promise<string> {
  try {
    await load;
    return 'page shown';
  } catch (error) {
    return error instanceof Response
      ? (error.headers.get('location') ?? `status ${error.status}`)
      : String(error);
  }
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('spec §4 overload: any page whose shops load fails sends the visitor to /waiting', () => {
  it('the load itself: the shops, or /waiting in the page language', async () => {
    overloaded({ shops: [shop] });
    expect((await loadShopsOrWait(makeStorefront())).map((s) => s.slug)).toEqual(['marais']);
    overloaded();
    expect(await sentTo(loadShopsOrWait(makeStorefront({ lang: 'de' })))).toBe('/de/waiting');
    // An answer that is not a list of shops gives nothing too.
    overloaded({ shops: 'busy' });
    expect(await sentTo(loadShopsOrWait(makeStorefront()))).toBe('/waiting');
  });

  it('the discovery pages: home, contact, a service, a product', async () => {
    overloaded();
    const fr = makeStorefront();
    const en = makeStorefront({ lang: 'en', company: eshopCompany });
    expect(await sentTo(loadHome(fr, url('/')))).toBe('/waiting');
    expect(await sentTo(loadContact(fr))).toBe('/waiting');
    expect(
      await sentTo(loadServicePage(fr, 'visage', 'soin-eclat', null, url('/services/visage/soin-eclat'))),
    ).toBe('/waiting');
    expect(await sentTo(loadProductPage(en, 'serum', url('/en/boutique/article/serum')))).toBe('/en/waiting');
  });

  it('the journeys: booking, cart, the account’s bookings', async () => {
    overloaded();
    expect(await sentTo(loadReservation(makeStorefront(), url('/reservation?service=1')))).toBe('/waiting');
    expect(await sentTo(loadCartPage(makeStorefront({ company: eshopCompany, lang: 'it' })))).toBe(
      '/it/waiting',
    );
    expect(
      await sentTo(
        loadBookingOrders(
          makeStorefront({ cookies: signedIn }),
          new Request('http://localhost/profile/orders'),
        ),
      ),
    ).toBe('/waiting');
  });

  it('with the shops loaded, the same pages are shown', async () => {
    overloaded({ shops: [shop] });
    const fr = makeStorefront({ company: eshopCompany });
    expect(await sentTo(loadContact(fr))).toBe('page shown');
    expect(
      await sentTo(loadServicePage(fr, 'visage', 'soin-eclat', null, url('/services/visage/soin-eclat'))),
    ).toBe('page shown');
    expect(await sentTo(loadProductPage(fr, 'serum', url('/boutique/article/serum')))).toBe('page shown');
    expect(await sentTo(loadReservation(fr, url('/reservation?service=1')))).toBe('page shown');
    expect(await sentTo(loadCartPage(fr))).toBe('page shown');
    expect(
      await sentTo(
        loadBookingOrders(
          makeStorefront({ cookies: signedIn }),
          new Request('http://localhost/profile/orders'),
        ),
      ),
    ).toBe('page shown');
  });
});
