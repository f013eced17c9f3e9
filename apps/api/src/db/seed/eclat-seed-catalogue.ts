// Maison Éclat: categories, services, products, stock and the resources that perform services.
import { eq } from 'drizzle-orm';
import {
  articles,
  categories,
  categoryArticles,
  eshopCategories,
  productStocks,
  RESOURCE_TYPES,
  resourceAbsences,
  resourceArticles,
  resources,
  shopArticles,
} from '../schema.ts';
import { eclatCategories, eclatServices } from './eclat-catalogue.ts';
import { eclatUrl } from './eclat-company.ts';
import { eclatEshopCategories, eclatProducts } from './eclat-products.ts';
import {
  EQUIPMENT_NAMES,
  eclatCabins,
  eclatEquipment,
  eclatNotOffered,
  eclatShopPrices,
  eclatTeams,
} from './eclat-resources.ts';
import { addDays, dayOnWeekday, parisTime, type Tx } from './util.ts';

export type EclatCatalogue = {
  serviceIds: Map<string, number>;
  productIds: Map<string, number>;
  /** 'shopSlug/Display name' of collaborators and 'shopSlug/Cabin name' of cabins, and 'shopSlug/lpg'. */
  resourceIds: Map<string, number>;
};

const need = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: missing ${key}`);
  return value;
};

export async function seedEclatCatalogue(
  tx: Tx,
  companyId: number,
  shopIds: Map<string, number>,
  now: Date,
): Promise<EclatCatalogue> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      eclatCategories.map((c, i) => ({
        companyId,
        slug: c.slug,
        order: i + 1,
        name: c.name,
        description: c.description,
        images: [{ url: eclatUrl(`categories/${c.slug}.svg`) }],
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds = new Map(categoryRows.map((c) => [c.slug, c.id]));

  const serviceRows = await tx
    .insert(articles)
    .values(
      eclatServices.map((s, i) => ({
        companyId,
        slug: s.slug,
        type: s.type ?? 1,
        name: s.name,
        description: s.description,
        price: s.price,
        vat: 20,
        durationMinutes: s.duration,
        draft: s.draft ?? false,
        order: i + 1,
        images: [{ url: eclatUrl(`services/${s.slug}.svg`), alt: s.name }],
        externalId: `BO-PRESTA-${String(i + 101)}`,
        upsellOnly: s.upsellOnly ?? false,
        needsCabin: s.needsCabin ?? false,
      })),
    )
    .returning({ id: articles.id, slug: articles.slug });
  const serviceIds = new Map(serviceRows.map((s) => [s.slug, s.id]));
  for (const s of eclatServices) {
    if (!s.upsells?.length) continue;
    const upsells = s.upsells.map((slug) => need(serviceIds, slug));
    await tx
      .update(articles)
      .set({ upsells })
      .where(eq(articles.id, need(serviceIds, s.slug)));
  }
  await tx.insert(categoryArticles).values(
    eclatServices.map((s, i) => ({
      companyId,
      categoryId: need(categoryIds, s.category),
      articleId: need(serviceIds, s.slug),
      order: i + 1,
    })),
  );

  // What each salon offers: everything but services needing equipment it lacks, and a few more.
  const offered = new Map<string, typeof eclatServices>();
  for (const shopSlug of shopIds.keys()) {
    const equipment = eclatEquipment[shopSlug] ?? [];
    const excluded = eclatNotOffered[shopSlug] ?? [];
    offered.set(
      shopSlug,
      eclatServices.filter(
        (s) => !excluded.includes(s.slug) && (!s.equipment || equipment.includes(s.equipment)),
      ),
    );
  }
  const products = await tx
    .insert(articles)
    .values(
      eclatProducts.map((p, i) => ({
        companyId,
        slug: p.slug,
        type: 2,
        name: p.name,
        description: p.description,
        price: p.price,
        vat: 20,
        order: i + 1,
        images: [{ url: eclatUrl(`products/${p.slug}.svg`), alt: p.name }],
        externalId: `BO-PRODUIT-${String(i + 501)}`,
        enableStock: p.enableStock ?? true,
      })),
    )
    .returning({ id: articles.id, slug: articles.slug });
  const productIds = new Map(products.map((p) => [p.slug, p.id]));

  const shopArticleRows = [...shopIds].flatMap(([shopSlug, shopId]) => [
    ...(offered.get(shopSlug) ?? []).map((s) => ({
      companyId,
      shopId,
      articleId: need(serviceIds, s.slug),
      priceTtc: eclatShopPrices[shopSlug]?.[s.slug] ?? null,
    })),
    ...eclatProducts.map((p) => ({ companyId, shopId, articleId: need(productIds, p.slug), priceTtc: null })),
  ]);
  await tx.insert(shopArticles).values(shopArticleRows);

  await tx.insert(eshopCategories).values(
    eclatEshopCategories.map((c, i) => ({
      companyId,
      slug: c.slug,
      name: c.name,
      order: i + 1,
      image: eclatUrl(`eshop/${c.slug}.svg`),
      articleIds: eclatProducts
        .filter((p) => p.eshopCategory === c.slug)
        .map((p) => need(productIds, p.slug)),
    })),
  );
  // Deterministic quantities between 0 and 25; the candle is sold out everywhere.
  const stockRows = [...shopIds.values()].flatMap((shopId, s) =>
    eclatProducts
      .filter((p) => p.enableStock !== false)
      .map((p, i) => ({
        companyId,
        articleId: need(productIds, p.slug),
        shopId,
        quantity: p.soldOut ? 0 : (i * 7 + s * 11 + 3) % 26,
      })),
  );
  await tx.insert(productStocks).values(stockRows);

  // People, cabins and equipment, and the services each can take.
  const resourceIds = new Map<string, number>();
  for (const [shopSlug, shopId] of shopIds) {
    const services = offered.get(shopSlug) ?? [];
    const team = eclatTeams[shopSlug] ?? [];
    const cabins = eclatCabins[shopSlug] ?? [];
    const equipment = eclatEquipment[shopSlug] ?? [];
    const rows = [
      ...team.map((m, i) => ({
        companyId,
        shopId,
        type: RESOURCE_TYPES.collaborator,
        name: m.name,
        displayName: m.displayName,
        visible: m.visible ?? true,
        color: m.color,
        order: i + 1,
        workingHours: m.workingHours ?? null,
        key: `${shopSlug}/${m.displayName}`,
        serves: services.filter((s) => m.skills.includes(s.category)),
      })),
      ...cabins.map((name, i) => ({
        companyId,
        shopId,
        type: RESOURCE_TYPES.cabin,
        name,
        displayName: name,
        visible: true,
        color: null,
        order: 10 + i,
        workingHours: null,
        key: `${shopSlug}/${name}`,
        serves: services.filter((s) => s.needsCabin),
      })),
      ...equipment.map((kind, i) => ({
        companyId,
        shopId,
        type: RESOURCE_TYPES.equipment,
        name: EQUIPMENT_NAMES[kind],
        displayName: EQUIPMENT_NAMES[kind],
        visible: false,
        color: null,
        order: 20 + i,
        workingHours: null,
        key: `${shopSlug}/${kind}`,
        serves: services.filter((s) => s.equipment === kind),
      })),
    ];
    for (const { key, serves, ...row } of rows) {
      const [inserted] = await tx.insert(resources).values(row).returning({ id: resources.id });
      if (!inserted) throw new Error(`seed: resource ${key} not inserted`);
      resourceIds.set(key, inserted.id);
      if (serves.length > 0) {
        await tx
          .insert(resourceArticles)
          .values(
            serves.map((s) => ({ companyId, resourceId: inserted.id, articleId: need(serviceIds, s.slug) })),
          );
      }
    }
  }

  // Absences next week: a training course in the Marais, a medical appointment in Saint-Germain.
  const tuesday = dayOnWeekday(now, 9, 2);
  const thursday = dayOnWeekday(addDays(now, 2), 9, 4);
  const friday = dayOnWeekday(now, 11, 5);
  await tx.insert(resourceAbsences).values([
    {
      companyId,
      resourceId: need(resourceIds, 'paris-marais/Léa'),
      startsAt: parisTime(tuesday, '00:00'),
      endsAt: parisTime(thursday, '00:00'),
      reason: 'Formation Kobido',
    },
    {
      companyId,
      resourceId: need(resourceIds, 'paris-saint-germain/Juliette'),
      startsAt: parisTime(friday, '14:00'),
      endsAt: parisTime(friday, '19:00'),
      reason: 'Rendez-vous médical',
    },
  ]);

  return { serviceIds, productIds, resourceIds };
}
