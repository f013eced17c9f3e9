// Maison Éclat: gift themes, magazine, events, alerts, coupons and loyalty tiers.
import { alerts, coupons, events, giftThemes, loyaltyTiers, postCategories, posts } from '../schema.ts';
import { eclatUrl } from './eclat-company.ts';
import { eclatAlerts, eclatEvents, eclatGiftThemes, eclatLoyaltyTiers } from './eclat-content.ts';
import { eclatPostCategories, eclatPosts, postMaps } from './eclat-posts.ts';
import { addDays, type Tx } from './util.ts';

export type EclatContent = {
  /** For booker.gifts.themes: id, French name, image. */
  giftThemes: { id: number; name: string; image: string }[];
  /** Loyalty tier ids by ascending points. */
  tierIds: number[];
};

export async function seedEclatContent(
  tx: Tx,
  companyId: number,
  ctx: { shopIds: Map<string, number>; serviceIds: Map<string, number>; now: Date },
): Promise<EclatContent> {
  const { now } = ctx;
  const themeRows = await tx
    .insert(giftThemes)
    .values(
      eclatGiftThemes.map((g, i) => ({
        companyId,
        name: g.name,
        image: eclatUrl(`gifts/${g.key}.svg`),
        order: i + 1,
      })),
    )
    .returning({ id: giftThemes.id, order: giftThemes.order, image: giftThemes.image });
  const giftThemeList = eclatGiftThemes.map((g, i) => {
    const row = themeRows.find((r) => r.order === i + 1);
    if (!row) throw new Error(`seed: gift theme ${g.key} not inserted`);
    return { id: row.id, name: g.name.fr, image: row.image ?? eclatUrl(`gifts/${g.key}.svg`) };
  });

  const categoryRows = await tx
    .insert(postCategories)
    .values(eclatPostCategories.map((c, i) => ({ companyId, slug: c.slug, name: c.name, order: i + 1 })))
    .returning({ id: postCategories.id, slug: postCategories.slug });
  await tx.insert(posts).values(
    eclatPosts.map((p) => {
      const published = addDays(now, -p.publishedDaysAgo);
      const linkedShopId = p.linkedShop ? ctx.shopIds.get(p.linkedShop) : undefined;
      if (p.linkedShop && linkedShopId === undefined) throw new Error(`seed: unknown shop ${p.linkedShop}`);
      return {
        companyId,
        slug: p.slug,
        ...postMaps(p),
        image: eclatUrl(`posts/${p.slug}.svg`),
        published: p.published,
        langs: p.langs,
        position: p.position,
        linkedShopId: linkedShopId ?? null,
        categoryId: categoryRows.find((c) => c.slug === p.category)?.id ?? null,
        featuredActive: p.featured ?? false,
        featuredStart: p.featured ? addDays(now, -7) : null,
        featuredEnd: p.featured ? addDays(now, 30) : null,
        isPress: p.isPress ?? false,
        publishedAt: p.published ? published : null,
        createdAt: published,
        updatedAt: published,
      };
    }),
  );

  await tx.insert(events).values(
    eclatEvents.map((e) => ({
      companyId,
      startsAt: addDays(now, e.fromDays),
      endsAt: addDays(now, e.toDays),
      image: eclatUrl(`events/${e.key}.svg`),
      showDates: true,
      body: e.body,
      linkUrl: e.linkUrl,
      linkTitle: e.linkTitle,
    })),
  );
  await tx.insert(alerts).values(
    eclatAlerts.map((a) => {
      const serviceId = ctx.serviceIds.get(a.service);
      if (serviceId === undefined) throw new Error(`seed: unknown service ${a.service}`);
      return {
        companyId,
        serviceId,
        body: a.body,
        startsAt: addDays(now, a.fromDays),
        endsAt: addDays(now, a.toDays),
      };
    }),
  );

  await tx.insert(coupons).values([
    {
      companyId,
      code: 'BIENVENUE10',
      reductionType: 'percentage',
      amount: 10,
      startsAt: addDays(now, -60),
      endsAt: addDays(now, 365),
      oncePerCustomer: true,
    },
    {
      companyId,
      code: 'ECLAT15',
      reductionType: 'fixed',
      amount: 1500,
      minAmount: 6000,
      startsAt: addDays(now, -10),
      endsAt: addDays(now, 90),
      maxUses: 500,
    },
    {
      companyId,
      code: 'AUTO-DOUCEUR5',
      reductionType: 'percentage',
      amount: 5,
      auto: true,
      startsAt: addDays(now, -5),
      endsAt: addDays(now, 45),
    },
    {
      companyId,
      code: 'NOEL20',
      reductionType: 'percentage',
      amount: 20,
      startsAt: addDays(now, -120),
      endsAt: addDays(now, -90),
      uses: 57,
    },
  ]);

  const tiers = await tx
    .insert(loyaltyTiers)
    .values(
      eclatLoyaltyTiers.map((t, i) => ({
        companyId,
        name: t.name,
        reward: t.reward,
        pointsRequired: t.points,
        rewardValue: t.value,
        order: i + 1,
      })),
    )
    .returning({ id: loyaltyTiers.id, points: loyaltyTiers.pointsRequired });
  const tierIds = tiers.sort((a, b) => a.points - b.points).map((t) => t.id);
  return { giftThemes: giftThemeList, tierIds };
}
