// Maison Éclat, the marketplace demo: five salons in four cities, the full catalogue, content,
// a customer with history. Runs inside the transaction seedDemo opens.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closedDays, companies, companyHosts, geoGroupments, openDays, shops } from '../schema.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { eclatArt } from './eclat-art.ts';
import { eclatServices } from './eclat-catalogue.ts';
import {
  ECLAT,
  eclatBooker,
  eclatIdentity,
  eclatLegal,
  eclatSettings,
  eclatThemes,
  eclatUrl,
} from './eclat-company.ts';
import { eclatShopPrices } from './eclat-resources.ts';
import { eclatReviews } from './eclat-reviews.ts';
import { seedEclatCatalogue } from './eclat-seed-catalogue.ts';
import { seedEclatContent } from './eclat-seed-content.ts';
import { seedEclatPeople } from './eclat-seed-people.ts';
import { eclatGroups, eclatShops } from './eclat-shops.ts';
import { insertArt } from './images.ts';
import { addDays, isoWeekday, l, parisDay, type SeedOptions, type Tx, withLunch } from './util.ts';

const need = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: missing ${key}`);
  return value;
};

const eclatServiceData = new Map(eclatServices.map((s) => [s.slug, s]));

export const ECLAT_HOSTS = ['localhost', '127.0.0.1', 'maison-eclat.localhost'];

export async function seedMaisonEclat(tx: Tx, options: SeedOptions): Promise<number> {
  const now = options.now ?? new Date();
  const [company] = await tx
    .insert(companies)
    .values({
      token: randomBytes(16).toString('hex'),
      nickname: ECLAT,
      version: 1,
      identity: {},
      themes: {},
      booker: {},
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('seed: company not inserted');
  const companyId = company.id;
  await tx.insert(companyHosts).values(ECLAT_HOSTS.map((host) => ({ host, companyId })));
  await insertArt(tx, companyId, eclatArt());

  // Places.
  const groups = await tx
    .insert(geoGroupments)
    .values(
      eclatGroups.map((g) => ({
        companyId,
        name: g.name,
        type: 'city',
        shortDescription: g.short,
        longDescription: g.long,
        image: eclatUrl(`groups/${g.key}.svg`),
        order: g.order,
      })),
    )
    .returning({ id: geoGroupments.id, order: geoGroupments.order });
  const groupId = (key: string | null) => {
    const order = eclatGroups.find((g) => g.key === key)?.order;
    return groups.find((g) => g.order === order)?.id ?? null;
  };
  const shopRows = await tx
    .insert(shops)
    .values(
      eclatShops.map((s, i) => ({
        companyId,
        slug: s.slug,
        externalId: `BO-SHOP-${String(i + 1).padStart(3, '0')}`,
        order: i + 1,
        name: s.name,
        description: s.description,
        address: s.address,
        city: s.city,
        country: 'France',
        zipcode: s.zipcode,
        phone: s.phone,
        email: s.email,
        lat: s.lat,
        lng: s.lng,
        timeZone: 'Europe/Paris',
        images: [
          {
            url: eclatUrl(`shops/${s.slug}.svg`),
            alt: l(s.name, s.name, s.name, s.name, s.name),
          },
        ],
        bookerActive: s.bookerActive,
        useCabins: s.useCabins,
        openingHours: s.hours,
        geoGroupmentId: groupId(s.group),
      })),
    )
    .returning({ id: shops.id, slug: shops.slug });
  const shopIds = new Map(shopRows.map((s) => [s.slug, s.id]));
  const shopId = (slug: string) => {
    const id = shopIds.get(slug);
    if (id === undefined) throw new Error(`seed: unknown shop ${slug}`);
    return id;
  };

  // Exceptional days: Christmas and New Year's Day for every salon, 1 May next year, an
  // inventory day in Lyon, and a Sunday opening before Christmas in Saint-Germain.
  const today = parisDay(now);
  const year = Number(today.slice(0, 4));
  const christmas = today <= `${year}-12-25` ? `${year}-12-25` : `${year + 1}-12-25`;
  const christmasYear = Number(christmas.slice(0, 4));
  let sundayBefore = parisDay(addDays(new Date(`${christmas}T12:00:00Z`), -1));
  while (isoWeekday(sundayBefore) !== 7)
    sundayBefore = parisDay(addDays(new Date(`${sundayBefore}T12:00:00Z`), -1));
  const inventory = parisDay(addDays(now, 24));
  await tx.insert(closedDays).values([
    {
      companyId,
      shopId: null,
      day: christmas,
      label: l('Noël', 'Christmas Day', 'Weihnachten', 'Navidad', 'Natale'),
    },
    {
      companyId,
      shopId: null,
      day: `${christmasYear + 1}-01-01`,
      label: l('Jour de l’an', 'New Year’s Day', 'Neujahr', 'Año Nuevo', 'Capodanno'),
    },
    {
      companyId,
      shopId: null,
      day: `${year + 1}-05-01`,
      label: l('Fête du Travail', 'Labour Day', 'Tag der Arbeit', 'Día del Trabajo', 'Festa dei lavoratori'),
    },
    {
      companyId,
      shopId: shopId('lyon-presquile'),
      day: inventory,
      label: l(
        'Fermeture pour inventaire',
        'Closed for stocktaking',
        'Wegen Inventur geschlossen',
        'Cerrado por inventario',
        'Chiuso per inventario',
      ),
    },
  ]);
  await tx.insert(openDays).values({
    companyId,
    shopId: shopId('paris-saint-germain'),
    day: sundayBefore,
    hours: withLunch('11:00', '13:30', '14:00', '18:00'),
    label: l(
      'Ouverture exceptionnelle avant Noël',
      'Special opening before Christmas',
      'Sonderöffnung vor Weihnachten',
      'Apertura especial antes de Navidad',
      'Apertura straordinaria prima di Natale',
    ),
  });

  const catalogue = await seedEclatCatalogue(tx, companyId, shopIds, now);
  const content = await seedEclatContent(tx, companyId, { shopIds, serviceIds: catalogue.serviceIds, now });
  await seedEclatPeople(tx, companyId, options, {
    shopIds,
    catalogue,
    firstTierId: content.tierIds[0] ?? null,
    now,
  });
  // Verified reviews of past visits (issue 22), so the salons' pages show some at first start.
  await seedDemoReviews(
    tx,
    companyId,
    now,
    {
      shopId,
      service: (slug) => ({
        id: need(catalogue.serviceIds, slug),
        duration: need(eclatServiceData, slug).duration,
      }),
      price: (shop, slug) => eclatShopPrices[shop]?.[slug] ?? need(eclatServiceData, slug).price,
      employeeId: (shop, name) => need(catalogue.resourceIds, `${shop}/${name}`),
    },
    eclatReviews,
  );

  const signatureServiceId = catalogue.serviceIds.get('soin-eclat-signature');
  if (signatureServiceId === undefined) throw new Error('seed: signature service missing');
  await tx
    .update(companies)
    .set({
      identity: eclatIdentity,
      themes: eclatThemes,
      booker: eclatBooker({ signatureServiceId, giftThemes: content.giftThemes }),
      settings: eclatSettings,
      textLegals: eclatLegal,
    })
    .where(eq(companies.id, companyId));
  return companyId;
}
