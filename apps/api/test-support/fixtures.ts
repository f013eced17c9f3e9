import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import {
  articles,
  companies,
  companyHosts,
  geoGroupments,
  resources,
  shopArticles,
  shops,
} from '../src/db/schema.ts';

export type TenantFixture = {
  companyId: number;
  token: string;
  nickname: string;
  shopIds: number[];
  serviceId: number;
  employeeIds: number[];
  cabinId: number;
};

/** A small company: two shops (one in a geo group), a service, two collaborators and a cabin. */
export async function createTenant(db: Db, nickname: string): Promise<TenantFixture> {
  const token = randomBytes(16).toString('hex');
  const [company] = await db
    .insert(companies)
    .values({
      token,
      nickname,
      identity: { displayName: `Salon ${nickname}` },
      themes: {},
      booker: { langs: { fr: true, en: true }, homepageType: 'mkp' },
    })
    .returning();
  if (!company) throw new Error('company not created');
  await db.insert(companyHosts).values({ host: `${nickname}.localhost`, companyId: company.id });
  const [group] = await db
    .insert(geoGroupments)
    .values({ companyId: company.id, name: { fr: 'Paris', en: 'Paris' }, order: 1 })
    .returning();
  const shopRows = await db
    .insert(shops)
    .values([
      {
        companyId: company.id,
        slug: `${nickname}-centre`,
        name: `${nickname} Centre`,
        city: 'Paris',
        zipcode: '75003',
        lat: 48.8625,
        lng: 2.3622,
        order: 1,
        geoGroupmentId: group?.id,
        description: { fr: 'Au cœur de Paris', en: 'In the heart of Paris' },
      },
      { companyId: company.id, slug: `${nickname}-gare`, name: `${nickname} Gare`, city: 'Lyon', order: 2 },
    ])
    .returning({ id: shops.id });
  const [service] = await db
    .insert(articles)
    .values({
      companyId: company.id,
      slug: 'soin-visage',
      type: 1,
      name: { fr: 'Soin visage' },
      price: 6500,
      durationMinutes: 60,
    })
    .returning({ id: articles.id });
  if (!service) throw new Error('service not created');
  const firstShop = shopRows[0];
  if (!firstShop) throw new Error('shop not created');
  await db
    .insert(shopArticles)
    .values({ companyId: company.id, shopId: firstShop.id, articleId: service.id });
  const resourceRows = await db
    .insert(resources)
    .values([
      { companyId: company.id, shopId: firstShop.id, type: 100, name: 'Alice Martin', displayName: 'Alice' },
      { companyId: company.id, shopId: firstShop.id, type: 100, name: 'Bruno Petit', displayName: 'Bruno' },
      { companyId: company.id, shopId: firstShop.id, type: 200, name: 'Cabine 1', displayName: 'Cabine 1' },
    ])
    .returning({ id: resources.id });
  const [alice, bruno, cabin] = resourceRows;
  if (!alice || !bruno || !cabin) throw new Error('resources not created');
  return {
    companyId: company.id,
    token,
    nickname,
    shopIds: shopRows.map((s) => s.id),
    serviceId: service.id,
    employeeIds: [alice.id, bruno.id],
    cabinId: cabin.id,
  };
}
