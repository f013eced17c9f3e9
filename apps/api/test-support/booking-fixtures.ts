import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { articles, companies, resourceArticles, resources, shopArticles, shops } from '../src/db/schema.ts';
import { createTenant, type TenantFixture } from './fixtures.ts';

const allDay = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((d) => [
    d,
    [{ status: 'open' as const, hours: [{ start: '09:00', end: '18:00' }] }],
  ]),
);

export type BookingFixture = TenantFixture & { shopId: number; employees: number[] };

/**
 * A tenant whose first shop is open 09:00–18:00 every day (Paris), with three collaborators who
 * perform the service, no minimum notice, and the given payment switch.
 */
export async function createBookingTenant(
  db: Db,
  nickname: string,
  options: { payment?: boolean } = {},
): Promise<BookingFixture> {
  const tenant = await createTenant(db, nickname);
  const shopId = tenant.shopIds[0] as number;
  await db.update(shops).set({ openingHours: allDay }).where(eq(shops.id, shopId));
  await db
    .update(companies)
    .set({
      booker: {
        langs: { fr: true },
        appointment: {
          minNoticeMinutes: 0,
          cancellationNoticeHours: 24,
          payment: { active: options.payment ?? false },
        },
      },
    })
    .where(eq(companies.id, tenant.companyId));
  const [carla] = await db
    .insert(resources)
    .values({ companyId: tenant.companyId, shopId, type: 100, name: 'Carla Rossi', displayName: 'Carla' })
    .returning({ id: resources.id });
  const employees = [...tenant.employeeIds, carla?.id as number];
  await db.insert(resourceArticles).values(
    employees.map((resourceId) => ({
      companyId: tenant.companyId,
      resourceId,
      articleId: tenant.serviceId,
    })),
  );
  return { ...tenant, shopId, employees };
}

export type ChainFixture = TenantFixture & {
  shopId: number;
  massage: number;
  pedicure: number;
  /** Élodie and Yasmine give massages, Nora pedicures: nobody does both (the demo's Lyon salon). */
  elodie: number;
  yasmine: number;
  nora: number;
  cabins: number[];
};

/**
 * A salon where a massage (60 min, in a cabin) and a pedicure (60 min) are done by different
 * collaborators, open 09:00–18:00 every day (Paris), two cabins that host massages, cabins managed,
 * no minimum notice.
 */
export async function createChainTenant(
  db: Db,
  nickname: string,
  options: { payment?: boolean } = {},
): Promise<ChainFixture> {
  const tenant = await createTenant(db, nickname);
  const shopId = tenant.shopIds[0] as number;
  await db.update(shops).set({ openingHours: allDay, useCabins: true }).where(eq(shops.id, shopId));
  await db
    .update(companies)
    .set({
      booker: {
        langs: { fr: true },
        appointment: {
          minNoticeMinutes: 0,
          cancellationNoticeHours: 24,
          useCabinManagement: true,
          payment: { active: options.payment ?? false },
        },
      },
    })
    .where(eq(companies.id, tenant.companyId));
  const [massage, pedicure] = await db
    .insert(articles)
    .values([
      {
        companyId: tenant.companyId,
        slug: 'massage-californien',
        type: 1,
        name: { fr: 'Massage californien' },
        price: 8500,
        durationMinutes: 60,
        needsCabin: true,
      },
      {
        companyId: tenant.companyId,
        slug: 'beaute-des-pieds',
        type: 1,
        name: { fr: 'Beauté des pieds' },
        price: 5500,
        durationMinutes: 60,
      },
    ])
    .returning({ id: articles.id });
  if (!massage || !pedicure) throw new Error('services not created');
  await db.insert(shopArticles).values([
    { companyId: tenant.companyId, shopId, articleId: massage.id },
    { companyId: tenant.companyId, shopId, articleId: pedicure.id },
  ]);
  const people = await db
    .insert(resources)
    .values(
      ['Élodie', 'Yasmine', 'Nora', 'Cabine 2'].map((displayName, i) => ({
        companyId: tenant.companyId,
        shopId,
        type: i < 3 ? 100 : 200,
        name: displayName,
        displayName,
      })),
    )
    .returning({ id: resources.id });
  const [elodie, yasmine, nora, cabin2] = people.map((p) => p.id) as [number, number, number, number];
  const cabins = [tenant.cabinId, cabin2];
  await db.insert(resourceArticles).values(
    [
      [elodie, massage.id],
      [yasmine, massage.id],
      [nora, pedicure.id],
      ...cabins.map((c) => [c, massage.id]),
    ].map(([resourceId, articleId]) => ({
      companyId: tenant.companyId,
      resourceId: resourceId as number,
      articleId: articleId as number,
    })),
  );
  return {
    ...tenant,
    shopId,
    massage: massage.id,
    pedicure: pedicure.id,
    elodie,
    yasmine,
    nora,
    cabins,
  };
}
