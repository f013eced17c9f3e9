// Studio Zen, the single-shop demo (homepage 'mono', dark theme, fr and en served).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  articles,
  categories,
  categoryArticles,
  companies,
  companyHosts,
  companyUsers,
  events,
  postCategories,
  posts,
  RESOURCE_TYPES,
  resourceArticles,
  resources,
  shopArticles,
  shops,
} from '../schema.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { postMaps } from './eclat-posts.ts';
import { type Art, artwork, huePalette, insertArt, monogramLogo, SIZES } from './images.ts';
import { addDays, DEMO_PASSWORD, l, type SeedOptions, type Tx } from './util.ts';
import {
  ZEN,
  zenCategories,
  zenIdentity,
  zenLegal,
  zenServices,
  zenSettings,
  zenShop,
  zenTeam,
  zenThemes,
  zenUrl,
} from './zen-data.ts';
import { zenEvent, zenPostCategory, zenPosts } from './zen-posts.ts';
import { zenReviews } from './zen-reviews.ts';
import { zenBooker, zenSlides } from './zen-texts.ts';

export const ZEN_HOSTS = ['studio-zen.localhost'];

function zenService(slug: string) {
  const service = zenServices.find((s) => s.slug === slug);
  if (!service) throw new Error(`seed: unknown service ${slug}`);
  return service;
}

function zenArt(): Art[] {
  const alt = l(
    'Logo Studio Zen',
    'Studio Zen logo',
    'Logo von Studio Zen',
    'Logotipo de Studio Zen',
    'Logo Studio Zen',
  );
  const arts: Art[] = [
    monogramLogo('logos/logo.svg', 'Z', { ground: '#111C1A', ink: '#D9C6A5' }, alt),
    monogramLogo('logos/logo-white.svg', 'Z', { ground: '#111C1A', ink: '#D9C6A5' }, alt, true),
    artwork({
      key: `shops/${zenShop.slug}.svg`,
      size: SIZES.shop,
      palette: huePalette(170, true),
      motif: 'arch',
      alt: l(zenShop.name, zenShop.name, zenShop.name, zenShop.name, zenShop.name),
    }),
  ];
  for (const s of zenSlides) {
    arts.push(
      artwork({
        key: `slides/${s.key}.svg`,
        size: SIZES.slide,
        palette: huePalette(s.hue, true),
        motif: s.motif,
        alt: s.alt,
        layout: 'right',
      }),
    );
  }
  for (const c of zenCategories) {
    arts.push(
      artwork({
        key: `categories/${c.slug}.svg`,
        size: SIZES.category,
        palette: huePalette(c.hue, true),
        motif: c.motif,
        alt: c.name,
      }),
    );
  }
  zenServices.forEach((s, i) => {
    const category = zenCategories.find((c) => c.slug === s.category);
    const hue = (category?.hue ?? 160) + (i % 3) * 12;
    arts.push(
      artwork({
        key: `services/${s.slug}.svg`,
        size: SIZES.service,
        palette: huePalette(hue, true),
        motif: category?.motif ?? 'lotus',
        alt: s.name,
      }),
    );
  });
  for (const p of zenPosts) {
    arts.push(
      artwork({
        key: `posts/${p.slug}.svg`,
        size: SIZES.post,
        palette: huePalette(p.hue, true),
        motif: p.motif,
        alt: postMaps(p).title,
      }),
    );
  }
  arts.push(
    artwork({
      key: `events/${zenEvent.key}.svg`,
      size: SIZES.event,
      palette: huePalette(zenEvent.hue, true),
      motif: zenEvent.motif,
      alt: zenEvent.linkTitle,
    }),
  );
  return arts;
}

export async function seedStudioZen(tx: Tx, options: SeedOptions): Promise<number> {
  const now = options.now ?? new Date();
  const [company] = await tx
    .insert(companies)
    .values({
      token: randomBytes(16).toString('hex'),
      nickname: ZEN,
      version: 0,
      identity: {},
      themes: {},
      booker: {},
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('seed: company not inserted');
  const companyId = company.id;
  await tx.insert(companyHosts).values(ZEN_HOSTS.map((host) => ({ host, companyId })));
  await insertArt(tx, companyId, zenArt());

  const [shop] = await tx
    .insert(shops)
    .values({
      companyId,
      slug: zenShop.slug,
      order: 1,
      name: zenShop.name,
      description: zenShop.description,
      address: zenShop.address,
      city: zenShop.city,
      zipcode: zenShop.zipcode,
      phone: zenShop.phone,
      email: zenShop.email,
      lat: zenShop.lat,
      lng: zenShop.lng,
      images: [
        {
          url: zenUrl(`shops/${zenShop.slug}.svg`),
          alt: l(zenShop.name, zenShop.name, zenShop.name, zenShop.name, zenShop.name),
        },
      ],
      openingHours: zenShop.hours,
    })
    .returning({ id: shops.id });
  if (!shop) throw new Error('seed: shop not inserted');

  const categoryRows = await tx
    .insert(categories)
    .values(
      zenCategories.map((c, i) => ({
        companyId,
        slug: c.slug,
        order: i + 1,
        name: c.name,
        description: c.description,
        images: [{ url: zenUrl(`categories/${c.slug}.svg`) }],
      })),
    )
    .returning({ id: categories.id, slug: categories.slug });
  const serviceRows = await tx
    .insert(articles)
    .values(
      zenServices.map((s, i) => ({
        companyId,
        slug: s.slug,
        type: 1,
        name: s.name,
        description: s.description,
        price: s.price,
        vat: 20,
        durationMinutes: s.duration,
        order: i + 1,
        images: [{ url: zenUrl(`services/${s.slug}.svg`), alt: s.name }],
      })),
    )
    .returning({ id: articles.id, slug: articles.slug });
  const serviceId = (slug: string) => {
    const row = serviceRows.find((r) => r.slug === slug);
    if (!row) throw new Error(`seed: unknown service ${slug}`);
    return row.id;
  };
  await tx.insert(categoryArticles).values(
    zenServices.map((s, i) => ({
      companyId,
      categoryId: categoryRows.find((c) => c.slug === s.category)?.id ?? 0,
      articleId: serviceId(s.slug),
      order: i + 1,
    })),
  );
  await tx
    .insert(shopArticles)
    .values(zenServices.map((s) => ({ companyId, shopId: shop.id, articleId: serviceId(s.slug) })));
  const memberIds = new Map<string, number>();
  for (const [i, member] of zenTeam.entries()) {
    const [resource] = await tx
      .insert(resources)
      .values({
        companyId,
        shopId: shop.id,
        type: RESOURCE_TYPES.collaborator,
        name: member.name,
        displayName: member.displayName,
        color: member.color,
        order: i + 1,
      })
      .returning({ id: resources.id });
    if (!resource) throw new Error('seed: resource not inserted');
    memberIds.set(member.displayName, resource.id);
    await tx
      .insert(resourceArticles)
      .values(
        zenServices
          .filter((s) => member.skills.includes(s.category))
          .map((s) => ({ companyId, resourceId: resource.id, articleId: serviceId(s.slug) })),
      );
  }

  const [postCategory] = await tx
    .insert(postCategories)
    .values({ companyId, slug: zenPostCategory.slug, name: zenPostCategory.name, order: 1 })
    .returning({ id: postCategories.id });
  await tx.insert(posts).values(
    zenPosts.map((p) => ({
      companyId,
      slug: p.slug,
      ...postMaps(p),
      image: zenUrl(`posts/${p.slug}.svg`),
      published: p.published,
      langs: p.langs,
      position: p.position,
      categoryId: postCategory?.id ?? null,
      featuredActive: p.featured ?? false,
      featuredStart: p.featured ? addDays(now, -7) : null,
      featuredEnd: p.featured ? addDays(now, 30) : null,
      publishedAt: addDays(now, -p.publishedDaysAgo),
      createdAt: addDays(now, -p.publishedDaysAgo),
      updatedAt: addDays(now, -p.publishedDaysAgo),
    })),
  );
  await tx.insert(events).values({
    companyId,
    startsAt: addDays(now, zenEvent.fromDays),
    endsAt: addDays(now, zenEvent.toDays),
    image: zenUrl(`events/${zenEvent.key}.svg`),
    body: zenEvent.body,
    linkUrl: zenEvent.linkUrl,
    linkTitle: zenEvent.linkTitle,
  });
  await tx.insert(companyUsers).values({
    companyId,
    email: 'manager@studio-zen.example',
    passwordHash: await options.hashPassword(DEMO_PASSWORD),
    role: 'manager',
    firstname: 'Maya',
    lastname: 'Lefort',
  });
  // Verified reviews of past visits (issue 22), so the studio's pages show some at first start.
  await seedDemoReviews(
    tx,
    companyId,
    now,
    {
      shopId: () => shop.id,
      service: (slug) => ({ id: serviceId(slug), duration: zenService(slug).duration }),
      price: (_shop, slug) => zenService(slug).price,
      employeeId: (_shop, name) => {
        const id = memberIds.get(name);
        if (id === undefined) throw new Error(`seed: unknown member ${name}`);
        return id;
      },
    },
    zenReviews,
  );

  await tx
    .update(companies)
    .set({
      identity: zenIdentity,
      themes: zenThemes,
      booker: zenBooker({ privateClassId: serviceId('cours-yoga-prive') }),
      settings: zenSettings,
      textLegals: zenLegal,
    })
    .where(eq(companies.id, companyId));
  return companyId;
}
