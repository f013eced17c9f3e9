import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeShop, makeStorefront } from '../../../test/catalogue-fixtures.ts';
import { makeCompany } from '../../../test/company-fixture.ts';
import { loadContact } from './contact.server.ts';

let api = fakeApi({});
vi.mock('../../../lib/api.server.ts', () => ({ storefrontApi: () => api.client }));

const group = (id: number, name: string, order: number) => ({
  id,
  name,
  type: 'city',
  shortDescription: `${name} !`,
  longDescription: '',
  image: null,
  order,
});

beforeEach(() => {
  api = fakeApi({
    '/api/shops': {
      shops: [
        makeShop({ id: 1, slug: 'lille' }),
        makeShop({ id: 2, slug: 'lyon', geoGroupment: group(7, 'Lyon', 2) }),
        makeShop({ id: 3, slug: 'paris', geoGroupment: group(8, 'Paris', 1) }),
      ],
    },
  });
});

describe('the contact page (spec §2)', () => {
  it("groups the shops by geo group, 'Autre(s)' last, each with address, hours, phone, map", async () => {
    const data = await loadContact(makeStorefront(), Date.parse('2026-03-10T10:00:00Z'));
    expect(data.groups.map((g) => [g.name, g.shops.map((s) => s.slug)])).toEqual([
      ['Paris', ['paris']],
      ['Lyon', ['lyon']],
      ['Autre(s)', ['lille']],
    ]);
    const shop = data.groups[0]?.shops[0];
    expect(shop).toMatchObject({
      street: '1 rue de la Paix',
      cityLine: '75002 Paris',
      phone: '+33 1 00 00 00 00',
    });
    expect(shop?.mapUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    expect(shop?.hours.find((h) => h.today)?.day).toBe('Mardi');
    expect(data.groups[0]?.description).toBe('Paris !');
  });

  it("is titled like the menu: the business's label, else 'our shops'", async () => {
    expect((await loadContact(makeStorefront())).title).toBe('Nos boutiques');
    const named = makeCompany({ menuLabels: { contact: 'Nos maisons' } });
    expect((await loadContact(makeStorefront({ company: named }))).title).toBe('Nos maisons');
  });
});
