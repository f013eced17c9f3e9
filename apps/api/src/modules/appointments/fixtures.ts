import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, resourceArticles, resources, shops } from '../../db/schema.ts';
import { createTenant, type TenantFixture } from '../../test/fixtures.ts';

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
