// Tables of the content area: the magazine, events, alerts, media, practice records and
// custom collections.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { bytea, companyId, createdAt, id, type LocalisedText, localised, tstz, updatedAt } from './base.ts';
import { appointments } from './booking.ts';
import { articles, resources, shops } from './catalogue.ts';

// ---------------------------------------------------------------- content

export const postCategories = pgTable(
  'post_categories',
  {
    id: id(),
    companyId: companyId(),
    slug: text('slug').notNull(),
    name: localised('name'),
    order: integer('order').notNull().default(0),
  },
  (t) => [uniqueIndex('post_categories_company_slug_uq').on(t.companyId, t.slug)],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    companyId: companyId(),
    slug: text('slug').notNull(),
    title: localised('title'),
    excerpt: localised('excerpt'),
    /** Sanitised HTML per language. */
    body: localised('body'),
    image: text('image'),
    published: boolean('published').notNull().default(false),
    /** Languages the post is shown in, or ['all']. */
    langs: jsonb('langs').$type<string[]>().notNull().default(['all']),
    /** all, home or shop (spec §3, §5). */
    position: text('position').notNull().default('all'),
    linkedShopId: integer('linked_shop_id').references(() => shops.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => postCategories.id, {
      onDelete: 'set null',
    }),
    /** vedette: featured between start and end when active. */
    featuredActive: boolean('featured_active').notNull().default(false),
    featuredStart: tstz('featured_start'),
    featuredEnd: tstz('featured_end'),
    isPress: boolean('is_press').notNull().default(false),
    publishedAt: tstz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('posts_company_slug_uq').on(t.companyId, t.slug),
    index('posts_company_published_idx').on(t.companyId, t.published, t.publishedAt),
    check('posts_position_ck', sql`${t.position} in ('all', 'home', 'shop')`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    companyId: companyId(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    image: text('image'),
    showDates: boolean('show_dates').notNull().default(true),
    body: localised('body'),
    linkUrl: text('link_url'),
    linkTitle: localised('link_title'),
    createdAt: createdAt(),
  },
  (t) => [index('events_company_window_idx').on(t.companyId, t.startsAt, t.endsAt)],
);

export const alerts = pgTable(
  'alerts',
  {
    id: id(),
    companyId: companyId(),
    serviceId: integer('service_id').references(() => articles.id, { onDelete: 'cascade' }),
    body: localised('body'),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('alerts_company_window_idx').on(t.companyId, t.startsAt, t.endsAt)],
);

export const media = pgTable(
  'media',
  {
    id: id(),
    companyId: companyId(),
    /** Storage key, e.g. 'shops/paris-marais.svg'. */
    key: text('key').notNull(),
    dir: text('dir').notNull().default(''),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    alt: localised('alt'),
    /** Embedded default storage keeps the bytes here; object storage leaves it null. */
    content: bytea('content'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_company_key_uq').on(t.companyId, t.key)],
);

// ---------------------------------------------------------------- practice records
// Permanent make-up and tattoo studios trace what went into each session (ADR 0003).

export const pigments = pgTable(
  'pigments',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    brand: text('brand'),
    colorHex: text('color_hex'),
    reference: text('reference'),
    lotNumber: text('lot_number'),
    expiresOn: date('expires_on'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('pigments_company_idx').on(t.companyId)],
);

export const needles = pgTable(
  'needles',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    reference: text('reference'),
    size: text('size'),
    kind: text('kind'),
    lotNumber: text('lot_number'),
    expiresOn: date('expires_on'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('needles_company_idx').on(t.companyId)],
);

/** A service as performed: who, when, with which pigments and needles. */
export const prestations = pgTable(
  'prestations',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    employeeId: integer('employee_id').references(() => resources.id, { onDelete: 'set null' }),
    performedAt: tstz('performed_at').notNull(),
    pigmentIds: jsonb('pigment_ids').$type<number[]>().notNull().default([]),
    needleIds: jsonb('needle_ids').$type<number[]>().notNull().default([]),
    notes: text('notes'),
    price: integer('price'),
  },
  (t) => [index('prestations_company_customer_idx').on(t.companyId, t.customerId)],
);

/** A signed informed-consent form. */
export const consentements = pgTable(
  'consentements',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    signedAt: tstz('signed_at'),
    signatureName: text('signature_name'),
    createdAt: createdAt(),
  },
  (t) => [index('consentements_company_customer_idx').on(t.companyId, t.customerId)],
);

/** A customer file (skin diagnosis, allergies, before/after notes) of a given type. */
export const dossiers = pgTable(
  'dossiers',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('dossiers_company_type_idx').on(t.companyId, t.type)],
);

/** Custom content types a business defines (testimonials, team, FAQ…). */
export const collectionSchemas = pgTable(
  'collection_schemas',
  {
    id: id(),
    companyId: companyId(),
    type: text('type').notNull(),
    name: localised('name'),
    fields: jsonb('fields')
      .$type<{ key: string; label: LocalisedText; kind: string; required?: boolean }[]>()
      .notNull()
      .default([]),
    public: boolean('public').notNull().default(false),
  },
  (t) => [uniqueIndex('collection_schemas_company_type_uq').on(t.companyId, t.type)],
);

export const collectionItems = pgTable(
  'collection_items',
  {
    id: id(),
    companyId: companyId(),
    schemaId: integer('schema_id')
      .notNull()
      .references(() => collectionSchemas.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('collection_items_company_schema_idx').on(t.companyId, t.schemaId, t.order)],
);
