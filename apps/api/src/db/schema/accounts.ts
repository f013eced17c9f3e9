// Tables of the accounts area: customers and their profiles and links, staff and access
// accounts, sign-in tokens and one-time codes, and the mail/SMS outbox.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, companyId, createdAt, id, tstz, updatedAt } from './base.ts';

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
    /** The customer turned SMS off (reminders and notices then go by e-mail only; issue 20). */
    smsOptOut: boolean('sms_opt_out').notNull().default(false),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    /** The customer's last sign-in, booking or order: the retention clock starts here (issue 23). */
    lastActivityAt: tstz('last_activity_at'),
    /** When the notice "your data will be anonymised in a month" was queued; reset by activity. */
    retentionNoticeAt: tstz('retention_notice_at'),
    /** Erased or anonymised (issue 23, ADR 0026): the row stays for the books, holding nothing personal. */
    erasedAt: tstz('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customers_company_activity_idx').on(t.companyId, t.lastActivityAt),
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
    /** After a failed delivery: not tried again before this instant (the relay's backoff). */
    nextAttemptAt: tstz('next_attempt_at'),
    /** Which template wrote it (booking_confirmed, reminder…): statistics and tests find it by this. */
    template: text('template'),
    /** The shop a booking message is about, for per-shop statistics. */
    shopId: integer('shop_id'),
    /** Files sent with a mail (the booking's .ics), base64 content. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    /** The customer a message was for: the export lists it, erasure blanks it (issue 23). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Extra mail headers (List-Unsubscribe and List-Unsubscribe-Post on marketing mail). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_company_customer_idx').on(t.companyId, t.customerId),
    index('outbox_company_template_idx').on(t.companyId, t.template, t.createdAt),
    index('outbox_company_created_idx').on(t.companyId, t.createdAt),
    index('outbox_unsent_idx').on(t.sentAt, t.attempts),
  ],
);
