// Tables of the catalogue area: places, shops, categories, services (articles), resources.
import type { ServicePolicy } from '@eclat/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyId, createdAt, id, type LocalisedText, localised, tstz, updatedAt } from './base.ts';

// ---------------------------------------------------------------- shops and places

export const geoGroupments = pgTable(
  'geo_groupments',
  {
    id: id(),
    companyId: companyId(),
    name: localised('name'),
    type: text('type').notNull().default('city'),
    shortDescription: localised('short_description'),
    longDescription: localised('long_description'),
    image: text('image'),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('geo_groupments_company_idx').on(t.companyId, t.order)],
);

export type DayHours = { status: 'open' | 'pause' | 'closed'; hours: { start: string; end: string }[] };
/** Keyed by ISO weekday 1 (Monday) … 7 (Sunday). A day lists its ranges; 'pause' ranges are breaks. */
export type WeekHours = Record<string, DayHours[]>;

export const shops = pgTable(
  'shops',
  {
    id: id(),
    companyId: companyId(),
    slug: text('slug').notNull(),
    externalId: text('external_id'),
    webId: text('web_id'),
    order: integer('order').notNull().default(0),
    name: text('name').notNull(),
    description: localised('description'),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default('France'),
    zipcode: text('zipcode').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    timeZone: text('time_zone').notNull().default('Europe/Paris'),
    images: jsonb('images').$type<{ url: string; alt?: LocalisedText }[]>().notNull().default([]),
    bookerActive: boolean('booker_active').notNull().default(true),
    useCabins: boolean('use_cabins').notNull().default(false),
    openingHours: jsonb('opening_hours').$type<WeekHours>().notNull().default({}),
    geoGroupmentId: integer('geo_groupment_id').references(() => geoGroupments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shops_company_slug_uq').on(t.companyId, t.slug),
    index('shops_company_order_idx').on(t.companyId, t.order),
  ],
);

// ---------------------------------------------------------------- catalogue

export const categories = pgTable(
  'categories',
  {
    id: id(),
    companyId: companyId(),
    slug: text('slug').notNull(),
    order: integer('order').notNull().default(0),
    name: localised('name'),
    description: localised('description'),
    images: jsonb('images').$type<{ url: string }[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('categories_company_slug_uq').on(t.companyId, t.slug)],
);

export type ArticleBooker = {
  upsellOnly?: boolean;
  upsells?: number[];
  enableStock?: boolean;
};

export const articles = pgTable(
  'articles',
  {
    id: id(),
    companyId: companyId(),
    slug: text('slug').notNull(),
    /** 1 and 4 are services, 2 is a product (spec §9). */
    type: integer('type').notNull(),
    name: localised('name'),
    description: localised('description'),
    /** Base price, cents, VAT included. */
    price: integer('price').notNull().default(0),
    /** Optional price per ISO weekday ("1".."7"), cents. */
    weekPrices: jsonb('week_prices').$type<Record<string, number>>().notNull().default({}),
    /** VAT rate in percent, a whole number (spec §5). */
    vat: integer('vat').notNull().default(20),
    durationMinutes: integer('duration_minutes'),
    draft: boolean('draft').notNull().default(false),
    order: integer('order').notNull().default(0),
    images: jsonb('images').$type<{ url: string; alt?: LocalisedText }[]>().notNull().default([]),
    externalId: text('external_id'),
    articleLinks: jsonb('article_links').$type<number[]>().notNull().default([]),
    upsellOnly: boolean('upsell_only').notNull().default(false),
    upsells: jsonb('upsells').$type<number[]>().notNull().default([]),
    enableStock: boolean('enable_stock').notNull().default(false),
    /** Services: a cabin is needed when the shop uses cabins. */
    needsCabin: boolean('needs_cabin').notNull().default(false),
    /** Services: overrides of the company's cancellation and deposit policy (issue 20). */
    bookingPolicy: jsonb('booking_policy').$type<ServicePolicy>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('articles_company_slug_uq').on(t.companyId, t.slug),
    index('articles_company_type_idx').on(t.companyId, t.type, t.order),
    check('articles_type_ck', sql`${t.type} in (1, 2, 4)`),
    check('articles_price_ck', sql`${t.price} >= 0`),
  ],
);

export const categoryArticles = pgTable(
  'category_articles',
  {
    companyId: companyId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.articleId] }),
    index('category_articles_company_idx').on(t.companyId, t.articleId),
  ],
);

/** Which shop offers which article, and its price there (pricesByShops: boutiqueId, pvTtc). */
export const shopArticles = pgTable(
  'shop_articles',
  {
    companyId: companyId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** cents, VAT included; null: the article's base price. */
    priceTtc: integer('price_ttc'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.articleId] }),
    index('shop_articles_company_article_idx').on(t.companyId, t.articleId),
  ],
);

/** 100 collaborator (spec §9), 200 cabin, 300 equipment (ADR 0003). */
export const RESOURCE_TYPES = { collaborator: 100, cabin: 200, equipment: 300 } as const;

export const resources = pgTable(
  'resources',
  {
    id: id(),
    companyId: companyId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    /** Shown to visitors in the booking flow. */
    visible: boolean('visible').notNull().default(true),
    color: text('color'),
    image: text('image'),
    order: integer('order').notNull().default(0),
    /** Own weekly hours; null means the shop's opening hours. */
    workingHours: jsonb('working_hours').$type<WeekHours | null>(),
    active: boolean('active').notNull().default(true),
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('resources_company_shop_type_idx').on(t.companyId, t.shopId, t.type),
    check('resources_type_ck', sql`${t.type} in (100, 200, 300)`),
  ],
);

/**
 * Collaborator: the services they perform. Cabin: the services it can host.
 * Equipment: the services that need it (ADR 0003).
 */
export const resourceArticles = pgTable(
  'resource_articles',
  {
    companyId: companyId(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.resourceId, t.articleId] }),
    index('resource_articles_company_article_idx').on(t.companyId, t.articleId),
  ],
);

export const resourceAbsences = pgTable(
  'resource_absences',
  {
    id: id(),
    companyId: companyId(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    reason: text('reason'),
  },
  (t) => [
    index('resource_absences_company_idx').on(t.companyId, t.resourceId, t.startsAt),
    check('resource_absences_range_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
