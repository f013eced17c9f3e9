// The tenancy root and the column helpers every table uses (ADR 0002). The companies table
// belongs to the company area (docs/module-map.md); every other table points at it.
import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A text per language: { fr, en, de, es, it }, fr being the fallback. */
export type LocalisedText = Partial<Record<'fr' | 'en' | 'de' | 'es' | 'it', string>>;

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
export const localised = (name: string) => jsonb(name).$type<LocalisedText>().notNull().default({});

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
