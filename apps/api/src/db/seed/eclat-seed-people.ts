// Maison Éclat: staff accounts, the demo customer Camille and her past appointments.
import {
  accessAccounts,
  appointmentEquipments,
  appointments,
  bookingOrders,
  companyUsers,
  customers,
  links,
  loyaltyCards,
  profiles,
} from '../schema.ts';
import { eclatServices } from './eclat-catalogue.ts';
import { eclatShopPrices } from './eclat-resources.ts';
import type { EclatCatalogue } from './eclat-seed-catalogue.ts';
import {
  addDays,
  addMinutes,
  DEMO_PASSWORD,
  dayOnWeekday,
  parisTime,
  type SeedOptions,
  type Tx,
} from './util.ts';

type Visit = {
  shop: string;
  /** Days before now, moved back to `weekday`. */
  daysAgo: number;
  weekday: number;
  start: string;
  status: 'honoured' | 'confirmed';
  /** Performed one after the other by the same collaborator, in the same cabin. */
  services: string[];
  employee: string;
  cabin?: string;
  equipment?: string;
};

const camilleVisits: Visit[] = [
  {
    shop: 'paris-marais',
    daysAgo: 75,
    weekday: 3,
    start: '10:00',
    status: 'honoured',
    services: ['soin-eclat-signature', 'serum-boost'],
    employee: 'Léa',
    cabin: 'Cabine Lumière',
  },
  {
    shop: 'paris-saint-germain',
    daysAgo: 40,
    weekday: 5,
    start: '15:00',
    status: 'honoured',
    services: ['massage-pierres-chaudes'],
    employee: 'Juliette',
    cabin: 'Cabine Velours',
  },
  {
    shop: 'paris-marais',
    daysAgo: 12,
    weekday: 6,
    start: '11:00',
    status: 'confirmed',
    services: ['pose-semi-permanent-mains'],
    employee: 'Inès',
    equipment: 'uv',
  },
];

const need = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: missing ${key}`);
  return value;
};

export async function seedEclatPeople(
  tx: Tx,
  companyId: number,
  options: SeedOptions,
  ctx: { shopIds: Map<string, number>; catalogue: EclatCatalogue; firstTierId: number | null; now: Date },
): Promise<void> {
  const { now, catalogue } = ctx;
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);

  await tx.insert(companyUsers).values([
    {
      companyId,
      email: 'owner@maison-eclat.example',
      passwordHash,
      role: 'owner',
      firstname: 'Claire',
      lastname: 'Vasseur',
    },
    {
      companyId,
      email: 'manager@maison-eclat.example',
      passwordHash,
      role: 'manager',
      firstname: 'Mathilde',
      lastname: 'Perrin',
    },
  ]);
  await tx.insert(accessAccounts).values({
    companyId,
    login: 'accueil-marais',
    passwordHash,
    name: 'Accueil Marais',
    role: 'staff',
    shopIds: [need(ctx.shopIds, 'paris-marais')],
  });

  const [camille] = await tx
    .insert(customers)
    .values({
      companyId,
      email: 'camille@example.com',
      passwordHash,
      phone: '+33612345678',
      phoneVerified: true,
      emailVerified: true,
      status: 'active',
      lang: 'fr',
      createdAt: addDays(now, -120),
      updatedAt: addDays(now, -12),
    })
    .returning({ id: customers.id });
  if (!camille) throw new Error('seed: customer not inserted');
  const customerId = camille.id;
  await tx.insert(profiles).values({
    companyId,
    customerId,
    firstname: 'Camille',
    lastname: 'Durand',
    phone: '+33612345678',
    country: 'FR',
    city: 'Paris',
    birthdate: '1990-04-18',
    code: 'CAM001',
  });
  await tx.insert(links).values({ companyId, customerId, system: 'backoffice', externalId: 'EXT-1001' });
  await tx.insert(loyaltyCards).values({
    companyId,
    customerId,
    number: 'ME-000001',
    points: 180,
    tierId: ctx.firstTierId,
  });

  for (const [i, visit] of camilleVisits.entries()) {
    const shopId = need(ctx.shopIds, visit.shop);
    const day = dayOnWeekday(now, -visit.daysAgo, visit.weekday);
    const lines = visit.services.map((slug) => {
      const service = eclatServices.find((s) => s.slug === slug);
      if (!service) throw new Error(`seed: unknown service ${slug}`);
      return { service, price: eclatShopPrices[visit.shop]?.[slug] ?? service.price };
    });
    const total = lines.reduce((sum, line) => sum + line.price, 0);
    const start = parisTime(day, visit.start);
    const bookedAt = addDays(start, -9);
    const [order] = await tx
      .insert(bookingOrders)
      .values({
        companyId,
        shopId,
        customerId,
        status: 'confirmed',
        total,
        paidAmount: visit.status === 'honoured' ? total : 0,
        origin: 'web',
        transactionId: `DEMO-${String(i + 1).padStart(4, '0')}`,
        paymentProvider: 'free',
        createdAt: bookedAt,
        updatedAt: visit.status === 'honoured' ? start : bookedAt,
      })
      .returning({ id: bookingOrders.id });
    if (!order) throw new Error('seed: booking order not inserted');
    let cursor = start;
    for (const line of lines) {
      const end = addMinutes(cursor, line.service.duration);
      const [appointment] = await tx
        .insert(appointments)
        .values({
          companyId,
          shopId,
          bookingOrderId: order.id,
          customerId,
          articleId: need(catalogue.serviceIds, line.service.slug),
          employeeId: need(catalogue.resourceIds, `${visit.shop}/${visit.employee}`),
          cabinId: visit.cabin ? need(catalogue.resourceIds, `${visit.shop}/${visit.cabin}`) : null,
          startsAt: cursor,
          endsAt: end,
          status: visit.status,
          price: line.price,
          createdAt: bookedAt,
          updatedAt: bookedAt,
        })
        .returning({ id: appointments.id });
      if (!appointment) throw new Error('seed: appointment not inserted');
      if (visit.equipment) {
        await tx.insert(appointmentEquipments).values({
          companyId,
          appointmentId: appointment.id,
          equipmentId: need(catalogue.resourceIds, `${visit.shop}/${visit.equipment}`),
          startsAt: cursor,
          endsAt: end,
        });
      }
      cursor = end;
    }
  }
}
