// Test data of the magazine: one post per rule of spec §5, with publication dates one day apart
// so that the order is known (newest first: edito, home-fr, shop-centre…).
import type { Db } from '../src/db/client.ts';
import { posts } from '../src/db/schema.ts';
import type { TenantFixture } from './fixtures.ts';

const DAY = 86_400_000;

export async function insertMagazine(db: Db, tenant: TenantFixture, now = new Date()) {
  const [centre, gare] = tenant.shopIds as [number, number];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const base = {
    companyId: tenant.companyId,
    title: { fr: 'Titre', en: 'Title' },
    excerpt: { fr: 'Résumé', en: 'Summary' },
    body: { fr: '<p>Corps</p>', en: '<p>Body</p>' },
    published: true,
  };
  const rows = [
    {
      slug: 'edito',
      featuredActive: true,
      featuredStart: at(7),
      featuredEnd: at(-30),
      body: {
        fr: '<p>Édito</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
        en: '<p>Editorial</p>',
      },
    },
    { slug: 'home-fr', langs: ['fr'], position: 'home' },
    { slug: 'shop-centre', position: 'shop', linkedShopId: centre },
    { slug: 'shop-gare-all', position: 'all', linkedShopId: gare },
    { slug: 'shop-orphan', position: 'shop' },
    { slug: 'press', isPress: true },
    { slug: 'draft', published: false },
    { slug: 'featured-past', featuredActive: true, featuredStart: at(30), featuredEnd: at(1) },
    { slug: 'featured-off', featuredActive: false, featuredStart: at(1), featuredEnd: at(-1) },
  ];
  return db
    .insert(posts)
    .values(
      rows.map((row, i) => ({
        ...base,
        ...row,
        publishedAt: row.published === false ? null : at(i + 1),
        createdAt: at(i + 1),
      })),
    )
    .returning({ id: posts.id, slug: posts.slug });
}
