import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatter } from '../../lib/format.ts';
import { fakeApi, makeShop, makeStorefront } from '../../test/catalogue-fixtures.ts';
import { searchInit } from './search.server.ts';

let api = fakeApi({});
vi.mock('../../lib/api.server.ts', () => ({ storefrontApi: () => api.client }));

const lyon = makeShop({ id: 3, slug: 'lyon' });
const shops = [makeShop({ id: 1, slug: 'paris' }), lyon];

beforeEach(() => {
  api = fakeApi({
    '/api/appointments/next': () => ({
      next: [{ shopId: 3, serviceId: null, start: '2099-01-01T09:30:00Z', timeZone: 'Europe/Paris' }],
    }),
    '/api/shops': (query) => {
      if (query?.q === 'paris') return { shops: [shops[0]] };
      if (query?.lat !== undefined) return { shops: [{ ...lyon, distance: 50321 }] };
      return { shops: [] };
    },
  });
});

const init = (path: string) => {
  const storefront = makeStorefront();
  return searchInit(
    storefront,
    shops,
    new URL(`http://localhost${path}`),
    formatter(storefront, 'http://api'),
    'grid',
  );
};

describe('the search of the page without JavaScript (?q=, ?page=)', () => {
  it('shows every shop without a query, 6 + 6 per page asked', async () => {
    expect(await init('/?page=3')).toMatchObject({ q: '', visible: 18, radiusKm: 100, place: null });
    expect((await init('/')).hits.map((h) => h.id)).toEqual([1, 3]);
  });

  it('gives each bookable shop card its next free time from the API (none when unknown)', async () => {
    const cards = (await init('/')).shops;
    expect(cards.find((c) => c.id === 3)?.nextSlot).toMatch(/10:30$/);
    expect(cards.find((c) => c.id === 1)?.nextSlot).toBeNull();
  });

  it('asks the API for a text', async () => {
    expect((await init('/?q=paris')).hits).toEqual([{ id: 1, distance: null }]);
  });

  it('a text no shop matches but a French city names: the shops around that city', async () => {
    const data = await init('/?q=saint+etienne&radius=60');
    expect(data.place).toMatchObject({ name: 'Saint-Étienne', department: '42' });
    expect(data.hits).toEqual([{ id: 3, distance: 50321 }]);
    expect(api.calls.at(-1)?.query).toMatchObject({ radius: 60 });
  });

  it('nothing at all: no results', async () => {
    expect(await init('/?q=zzzz')).toMatchObject({ hits: [], place: null });
  });
});
