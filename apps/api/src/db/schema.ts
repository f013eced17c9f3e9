// The data model of spec §3, including the "other entities" whose shapes the spec leaves open
// (docs/decisions/0003-data-model.md). Every tenant table carries company_id and leads its
// indexes with it (ADR 0002). Money is integer cents, instants are timestamptz.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A text per language: { fr, en, de, es, it }, fr being the fallback. */
export type LocalisedText = Partial<Record<'fr' | 'en' | 'de' | 'es' | 'it', string>>;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });
const localised = (name: string) => jsonb(name).$type<LocalisedText>().notNull().default({});

// ---------------------------------------------------------------- companies and tenancy

export const companies = pgTable('companies', {
  id: id(),
  /** The public company token sent in the `company` header. Random, 32 hex chars. */
  token: text('token').notNull().unique(),
  nickname: text('nickname').notNull().unique(),
  version: integer('version').notNull().default(0),
  isDebug: boolean('is_debug').notNull().default(false),
  maintenance: boolean('maintenance').notNull().default(false),
  /** identity: displayName, logo, logoWhite, logoSize, websiteURL, socialNetworks (contracts). */
  identity: jsonb('identity').$type<Record<string, unknown>>().notNull(),
  /** themes.general (light) and themes.generalDark colours, fonts and layout switches. */
  themes: jsonb('themes').$type<Record<string, unknown>>().notNull(),
  /** The storefront settings document `booker` of spec §3. */
  booker: jsonb('booker').$type<Record<string, unknown>>().notNull(),
  /** Navigation and menu settings outside booker: bottomNav*, menu labels. */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  /** Legal texts per kind (rgpd, mentions, cgv, cgu, cookies), each localised HTML. */
  textLegals: jsonb('text_legals').$type<Record<string, LocalisedText>>().notNull().default({}),
  /** Provider secrets; never leaves the API (see contracts CompanySchema). */
  paymentSecrets: jsonb('payment_secrets').$type<Record<string, string>>().notNull().default({}),
  stripeConnectEnabled: boolean('stripe_connect_enabled').notNull().default(false),
  stripeConnectId: text('stripe_connect_id'),
  /** Theme under edition in the back office, served only with the previewtheme header. */
  previewTheme: jsonb('preview_theme').$type<Record<string, unknown> | null>(),
  previewToken: text('preview_token'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Host names a storefront is reached at; resolved at start (spec §1). */
export const companyHosts = pgTable(
  'company_hosts',
  {
    host: text('host').primaryKey(),
    companyId: companyId(),
  },
  (t) => [index('company_hosts_company_idx').on(t.companyId)],
);

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

export const closedDays = pgTable(
  'closed_days',
  {
    id: id(),
    companyId: companyId(),
    /** null: every shop of the company. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    label: localised('label'),
  },
  (t) => [index('closed_days_company_day_idx').on(t.companyId, t.day)],
);

/** Exceptional opening on a day the weekly hours keep closed. */
export const openDays = pgTable(
  'open_days',
  {
    id: id(),
    companyId: companyId(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    hours: jsonb('hours').$type<DayHours[]>().notNull().default([]),
    label: localised('label'),
  },
  (t) => [index('open_days_company_day_idx').on(t.companyId, t.day)],
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

export const productStocks = pgTable(
  'product_stocks',
  {
    companyId: companyId(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    /** Held by payments in progress; released or decremented when they end. */
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.shopId] }),
    index('product_stocks_company_idx').on(t.companyId, t.articleId),
    check('product_stocks_quantity_ck', sql`${t.quantity} >= 0`),
    check('product_stocks_reserved_ck', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.quantity}`),
  ],
);

export const eshopCategories = pgTable(
  'eshop_categories',
  {
    id: id(),
    companyId: companyId(),
    slug: text('slug').notNull(),
    name: localised('name'),
    order: integer('order').notNull().default(0),
    image: text('image'),
    articleIds: jsonb('article_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('eshop_categories_company_slug_uq').on(t.companyId, t.slug)],
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

// ---------------------------------------------------------------- people and access

export const customers = pgTable(
  'customers',
  {
    id: id(),
    companyId: companyId(),
    email: text('email').notNull(),
    /** argon2id; null for accounts created through a social provider (noPass). */
    passwordHash: text('password_hash'),
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** pending until registration step 2 (and its code when required) completes. */
    status: text('status').notNull().default('active'),
    lang: text('lang').notNull().default('fr'),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_company_email_uq').on(t.companyId, sql`lower(${t.email})`),
    index('customers_company_phone_idx').on(t.companyId, t.phone),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phone: text('phone'),
    country: text('country').notNull().default('FR'),
    city: text('city'),
    birthdate: date('birthdate'),
    /** Short customer code used at the counter (GET /api/profiles/code). */
    code: text('code'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('profiles_company_customer_idx').on(t.companyId, t.customerId),
    uniqueIndex('profiles_company_code_uq').on(t.companyId, t.code),
    index('profiles_company_phone_idx').on(t.companyId, t.phone, t.country),
  ],
);

/** A customer's identifiers in outside systems (links[0] external id). */
export const links = pgTable(
  'links',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    system: text('system').notNull().default('backoffice'),
    externalId: text('external_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('links_company_system_external_uq').on(t.companyId, t.system, t.externalId)],
);

/** Company users (providers). Roles: owner, manager, staff (ADR 0004). */
export const companyUsers = pgTable(
  'company_users',
  {
    id: id(),
    companyId: companyId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('staff'),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_users_company_email_uq').on(t.companyId, sql`lower(${t.email})`),
    check('company_users_role_ck', sql`${t.role} in ('owner', 'manager', 'staff')`),
  ],
);

/** Access-role accounts: a login limited to some shops (e.g. a front-desk tablet). */
export const accessAccounts = pgTable(
  'access_accounts',
  {
    id: id(),
    companyId: companyId(),
    login: text('login').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').notNull().default('staff'),
    shopIds: jsonb('shop_ids').$type<number[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('access_accounts_company_login_uq').on(t.companyId, sql`lower(${t.login})`)],
);

/** Platform administrators (not tenant-owned). */
export const admins = pgTable('admins', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** Opaque bearer tokens, stored only as SHA-256 hashes (ADR 0004). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    type: text('type').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_tokens_company_subject_idx').on(t.companyId, t.type, t.subjectId),
    check('auth_tokens_type_ck', sql`${t.type} in ('customer', 'provider', 'access', 'admin')`),
  ],
);

/** One-time codes and tokens: SMS/email verification, password reset. Hashed, single use. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    companyUserId: integer('company_user_id').references(() => companyUsers.id, {
      onDelete: 'cascade',
    }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_company_idx').on(t.companyId, t.purpose, t.codeHash)],
);

/** Mails and SMS; the dev default keeps them here instead of sending (architecture page). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    lang: text('lang').notNull().default('fr'),
    /** text or html: how the body is sent. */
    format: text('format').notNull().default('text'),
    sentAt: tstz('sent_at'),
    /** Deliveries tried by the relay; it gives up after a few (ADR 0006). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_company_created_idx').on(t.companyId, t.createdAt),
    index('outbox_unsent_idx').on(t.sentAt, t.attempts),
  ],
);

// ---------------------------------------------------------------- loyalty

/** Tiers (paliers): points needed and the reward they buy. */
export const loyaltyTiers = pgTable(
  'loyalty_tiers',
  {
    id: id(),
    companyId: companyId(),
    name: localised('name'),
    reward: localised('reward'),
    pointsRequired: integer('points_required').notNull(),
    /** Value of the reward in cents when it is a discount. */
    rewardValue: integer('reward_value').notNull().default(0),
    order: integer('order').notNull().default(0),
  },
  (t) => [
    index('loyalty_tiers_company_idx').on(t.companyId, t.order),
    check('loyalty_tiers_points_ck', sql`${t.pointsRequired} > 0`),
  ],
);

export const loyaltyCards = pgTable(
  'loyalty_cards',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    points: integer('points').notNull().default(0),
    tierId: integer('tier_id').references(() => loyaltyTiers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('loyalty_cards_company_customer_uq').on(t.companyId, t.customerId),
    uniqueIndex('loyalty_cards_company_number_uq').on(t.companyId, t.number),
    check('loyalty_cards_points_ck', sql`${t.points} >= 0`),
  ],
);

export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: id(),
    companyId: companyId(),
    cardId: integer('card_id')
      .notNull()
      .references(() => loyaltyCards.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    /** Idempotency: one award per paid order (e.g. 'booking_order:42'). */
    sourceRef: text('source_ref'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('loyalty_transactions_source_uq').on(t.companyId, t.sourceRef)],
);

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

// ---------------------------------------------------------------- booking

/** Statuses that occupy a resource's time (docs/decisions/0003-data-model.md). */
export const BLOCKING_APPOINTMENT_STATUSES = ['held', 'confirmed', 'honoured', 'no_show'] as const;

export const bookingOrders = pgTable(
  'booking_orders',
  {
    id: id(),
    companyId: companyId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    total: integer('total').notNull().default(0),
    paidAmount: integer('paid_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    origin: text('origin').notNull().default('web'),
    transactionId: text('transaction_id'),
    paymentProvider: text('payment_provider'),
    customMessage: text('custom_message'),
    expiresAt: tstz('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('booking_orders_company_created_idx').on(t.companyId, t.createdAt),
    index('booking_orders_company_customer_idx').on(t.companyId, t.customerId),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    companyId: companyId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    bookingOrderId: integer('booking_order_id').references(() => bookingOrders.id, {
      onDelete: 'cascade',
    }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
    employeeId: integer('employee_id').references(() => resources.id, { onDelete: 'restrict' }),
    cabinId: integer('cabin_id').references(() => resources.id, { onDelete: 'restrict' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    /** held, confirmed, honoured, no_show, cancelled, expired. */
    status: text('status').notNull().default('confirmed'),
    holdExpiresAt: tstz('hold_expires_at'),
    price: integer('price').notNull().default(0),
    customMessage: text('custom_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_company_shop_start_idx').on(t.companyId, t.shopId, t.startsAt),
    index('appointments_company_customer_idx').on(t.companyId, t.customerId),
    check('appointments_range_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'appointments_status_ck',
      sql`${t.status} in ('held', 'confirmed', 'honoured', 'no_show', 'cancelled', 'expired')`,
    ),
    // The exclusion constraints (no overlap per employee and per cabin) are in the hand-written
    // migration 0001_appointment_exclusion.sql: Drizzle's schema language has no EXCLUDE.
  ],
);

/** Equipment pieces an appointment holds, so two services never share one at the same time. */
export const appointmentEquipments = pgTable(
  'appointment_equipments',
  {
    companyId: companyId(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'restrict' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.equipmentId] })],
);

// ---------------------------------------------------------------- commerce

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull(),
    /** 'percentage'; anything else is a fixed amount in cents (spec §3). */
    reductionType: text('reduction_type').notNull(),
    amount: integer('amount').notNull(),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    /** Applied without a code (the auto coupon). */
    auto: boolean('auto').notNull().default(false),
    active: boolean('active').notNull().default(true),
    minAmount: integer('min_amount').notNull().default(0),
    /**
     * A coupon bound to one customer (a loyalty reward, ADR 0019): only they can find and use it;
     * it is never offered in the promo list. Null: a coupon for everyone.
     */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupons_customer_idx').on(t.companyId, t.customerId),
    uniqueIndex('coupons_company_code_uq').on(t.companyId, sql`upper(${t.code})`),
    check('coupons_amount_ck', sql`${t.amount} > 0`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    companyId: companyId(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderRef: text('order_ref').notNull(),
    /**
     * reserved (a cart being paid holds the use), committed (paid: counted in coupons.uses),
     * released (the cart was not paid). Like stock reservations, each moves exactly once.
     */
    status: text('status').notNull().default('committed'),
    /** A reservation no payment settles by then is released by the sweeper. */
    expiresAt: tstz('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_uq').on(t.companyId, t.couponId, t.orderRef),
    index('coupon_redemptions_reserved_idx')
      .on(t.couponId, t.customerId)
      .where(sql`${t.status} = 'reserved'`),
    index('coupon_redemptions_status_idx').on(t.status, t.expiresAt),
    check('coupon_redemptions_status_ck', sql`${t.status} in ('reserved', 'committed', 'released')`),
  ],
);

export const giftThemes = pgTable(
  'gift_themes',
  {
    id: id(),
    companyId: companyId(),
    name: localised('name'),
    image: text('image'),
    order: integer('order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('gift_themes_company_idx').on(t.companyId, t.order)],
);

export const giftOrders = pgTable(
  'gift_orders',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    total: integer('total').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    paymentRef: text('payment_ref'),
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('gift_orders_company_created_idx').on(t.companyId, t.createdAt)],
);

export const gifts = pgTable(
  'gifts',
  {
    id: id(),
    companyId: companyId(),
    /** Unique, random, hard to guess (ADR 0004). */
    code: text('code').notNull(),
    themeId: integer('theme_id').references(() => giftThemes.id, { onDelete: 'set null' }),
    giftOrderId: integer('gift_order_id').references(() => giftOrders.id, { onDelete: 'cascade' }),
    buyerCustomerId: integer('buyer_customer_id').references(() => customers.id, {
      onDelete: 'set null',
    }),
    amount: integer('amount').notNull(),
    balance: integer('balance').notNull(),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    lang: text('lang').notNull().default('fr'),
    sendAt: tstz('send_at'),
    sentAt: tstz('sent_at'),
    status: text('status').notNull().default('pending'),
    expiresAt: tstz('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gifts_company_code_uq').on(t.companyId, t.code),
    check('gifts_balance_ck', sql`${t.balance} >= 0 and ${t.balance} <= ${t.amount}`),
  ],
);

export const giftUsages = pgTable(
  'gift_usages',
  {
    id: id(),
    companyId: companyId(),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id, { onDelete: 'cascade' }),
    bookingOrderId: integer('booking_order_id').references(() => bookingOrders.id, {
      onDelete: 'set null',
    }),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gift_usages_company_gift_idx').on(t.companyId, t.giftId)],
);

export const eshopOrders = pgTable(
  'eshop_orders',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    total: integer('total').notNull(),
    discount: integer('discount').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    paymentRef: text('payment_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('eshop_orders_company_customer_idx').on(t.companyId, t.customerId, t.createdAt)],
);

export const eshopOrderLines = pgTable(
  'eshop_order_lines',
  {
    id: id(),
    companyId: companyId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => eshopOrders.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    name: localised('name'),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    vat: integer('vat').notNull(),
  },
  (t) => [
    index('eshop_order_lines_company_order_idx').on(t.companyId, t.orderId),
    check('eshop_order_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

/** A payment attempt for a cart that may mix appointments, gift vouchers and products. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: companyId(),
    cartId: text('cart_id').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('initialized'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    cart: jsonb('cart').$type<Record<string, unknown>>().notNull(),
    providerRef: text('provider_ref'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    message: text('message'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Reserved stock and held appointments are released when an unpaid payment passes this. */
    expiresAt: tstz('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_cart_uq').on(t.cartId),
    index('payments_status_expires_idx').on(t.status, t.expiresAt),
    index('payments_company_created_idx').on(t.companyId, t.createdAt),
    // A customer's open carts (a new one replaces them) and whether they paid before.
    index('payments_customer_status_idx').on(t.customerId, t.status),
  ],
);

/** Stock a payment in progress holds, per product and shop; committed or released exactly once. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: id(),
    companyId: companyId(),
    /** The payment's cartId (or another order reference) that holds the stock. */
    ref: text('ref').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Whose cart holds it: one customer holds at most booker.products.maxPerCustomer pieces. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** reserved, committed (stock decremented), released. */
    status: text('status').notNull().default('reserved'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stock_reservations_ref_uq').on(t.companyId, t.ref, t.articleId, t.shopId),
    index('stock_reservations_status_idx').on(t.status, t.expiresAt),
    index('stock_reservations_customer_idx')
      .on(t.customerId, t.articleId, t.shopId)
      .where(sql`${t.status} = 'reserved'`),
    check('stock_reservations_quantity_ck', sql`${t.quantity} > 0`),
    check('stock_reservations_status_ck', sql`${t.status} in ('reserved', 'committed', 'released')`),
  ],
);

/**
 * A customer's store credit as a ledger: old credit granted (a cancelled booking kept as credit
 * instead of money back, or a balance carried over from a previous system) is positive, its use
 * against a booking is negative. The balance is the sum and never goes below zero.
 */
export const customerCredits = pgTable(
  'customer_credits',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** old_credit (granted), use (spent), adjust (staff correction). */
    kind: text('kind').notNull(),
    bookingOrderId: integer('booking_order_id').references(() => bookingOrders.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_credits_company_customer_idx').on(t.companyId, t.customerId),
    check('customer_credits_amount_ck', sql`${t.amount} <> 0`),
    check('customer_credits_kind_ck', sql`${t.kind} in ('old_credit', 'use', 'adjust')`),
  ],
);

/** Provider notifications already handled, so a replayed webhook or callback acts once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    companyId: companyId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.companyId, t.provider, t.eventId)],
);

/** Money (or old credit) given back, for payments, gift orders and booking orders alike. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    companyId: companyId(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** payment, gift, booking. */
    target: text('target').notNull(),
    targetId: integer('target_id').notNull(),
    amount: integer('amount').notNull(),
    /** money (through the provider) or old_credit (kept as store credit). */
    mode: text('mode').notNull().default('money'),
    providerRef: text('provider_ref'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_company_target_idx').on(t.companyId, t.target, t.targetId),
    check('refunds_amount_ck', sql`${t.amount} > 0`),
    check('refunds_mode_ck', sql`${t.mode} in ('money', 'old_credit')`),
  ],
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

/** Outside systems a company syncs with (its till or legacy back office). Staff only. */
export const servers = pgTable(
  'servers',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    baseUrl: text('base_url').notNull(),
    active: boolean('active').notNull().default(true),
    lastSyncAt: tstz('last_sync_at'),
  },
  (t) => [index('servers_company_idx').on(t.companyId)],
);

export const databases = pgTable(
  'databases',
  {
    id: id(),
    companyId: companyId(),
    serverId: integer('server_id').references(() => servers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    engine: text('engine').notNull(),
    schemaVersion: text('schema_version'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
  },
  (t) => [index('databases_company_idx').on(t.companyId)],
);
