import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ShopCardData } from '../features/shops/shop-card-data.ts';
import { type Storefront, storefrontContext } from '../lib/storefront-context.ts';
import { makeCompany } from '../test/company-fixture.ts';
import { loader } from './home.tsx';

const loadShopCards = vi.fn<() => Promise<ShopCardData[] | null>>();
vi.mock('../features/shops/shops.server.ts', () => ({ loadShopCards: () => loadShopCards() }));

/** Loader arguments; the loader reads only the context, so the rest is a plain request. */
function args(lang: Storefront['lang']) {
  const context = new RouterContextProvider();
  const company = makeCompany();
  context.set(storefrontContext, {
    company,
    token: company.token,
    debug: false,
    lang,
    enabledLangs: ['fr', 'en'],
    siteOff: false,
    unknownLangPrefix: false,
    origin: 'http://localhost',
    previewToken: null,
    cookies: {},
  });
  return {
    context,
    request: new Request('http://localhost/'),
    params: {},
    pattern: '',
    url: new URL('http://localhost/'),
  };
}

describe('home loader (spec §4 overload)', () => {
  it('sends the visitor to /waiting when the first load of shops gives nothing', async () => {
    loadShopCards.mockResolvedValueOnce(null);
    const thrown = await loader(args('en') as never).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/en/waiting');
  });

  it('renders the shops otherwise, an empty list included', async () => {
    loadShopCards.mockResolvedValueOnce([]);
    await expect(loader(args('fr') as never)).resolves.toMatchObject({
      shops: [],
      shopsHeading: 'Nos boutiques',
    });
  });
});
