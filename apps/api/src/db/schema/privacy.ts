// Tables of the privacy area (issue 23, ADR 0026): consent records and the log of privacy requests
// (exports and erasures). Written only by modules/accounts/consents and modules/accounts/privacy.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyUsers, customers } from './accounts.ts';
import { companyId, createdAt, id, tstz } from './base.ts';

/**
 * Every consent given or withdrawn, append-only: the current state of a purpose is its latest
 * record. Kept with the wording's version and where it was given, as art. 7(1) asks the business to
 * be able to show. Erasure deletes them with the customer's other personal records.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** marketing (e-mail/SMS offers), cookies (the storefront's measurement cookies). */
    purpose: text('purpose').notNull(),
    granted: text('granted').notNull(),
    /** The version of the wording the customer saw (contracts privacy.ts CONSENT_WORDING_VERSION). */
    wordingVersion: text('wording_version').notNull(),
    /** Where: registration, account, unsubscribe, cookie_banner, staff. */
    source: text('source').notNull(),
    /** Channels the consent covers (email, sms). */
    channels: text('channels').notNull().default('email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_records_customer_idx').on(t.companyId, t.customerId, t.purpose, t.createdAt),
    check('consent_records_purpose_ck', sql`${t.purpose} in ('marketing', 'cookies')`),
    check('consent_records_granted_ck', sql`${t.granted} in ('yes', 'no')`),
  ],
);

/**
 * Who asked for or did what, when: the accountability log of art. 5(2). It outlives the customer
 * (customer_id set null on erasure; the number stays in `subject_ref`) and names no personal data.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    companyId: companyId(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The customer's number, kept after erasure so the log still says whose request it was. */
    subjectRef: integer('subject_ref').notNull(),
    kind: text('kind').notNull(),
    /** customer (from the account), staff (back office), system (retention sweep). */
    requestedBy: text('requested_by').notNull(),
    companyUserId: integer('company_user_id').references(() => companyUsers.id, { onDelete: 'set null' }),
    /** The staff member's name as it was, kept if the user is removed later. */
    staffName: text('staff_name'),
    status: text('status').notNull().default('done'),
    /** Exports: SHA-256 of the download token; the file is built again on download until expiry. */
    tokenHash: text('token_hash'),
    expiresAt: tstz('expires_at'),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    index('privacy_requests_company_idx').on(t.companyId, t.subjectRef, t.createdAt),
    index('privacy_requests_token_idx').on(t.tokenHash),
    check(
      'privacy_requests_kind_ck',
      sql`${t.kind} in ('export', 'erase', 'retention_notice', 'retention_erase')`,
    ),
    check('privacy_requests_by_ck', sql`${t.requestedBy} in ('customer', 'staff', 'system')`),
  ],
);
