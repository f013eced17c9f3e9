// Tables of the reviews area (issue 22): verified reviews, one per honoured appointment, written
// only by modules/reviews. The business replies and reports; only a company owner hides, with a
// reason the author sees. Nobody but the author edits or deletes a review.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyUsers, customers } from './accounts.ts';
import { companyId, createdAt, id, tstz, updatedAt } from './base.ts';
import { appointments } from './booking.ts';
import { articles, resources, shops } from './catalogue.ts';

export const REVIEW_STATUSES = ['published', 'hidden'] as const;

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    companyId: companyId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The honoured visit the review is of: one review per appointment. */
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The service and collaborator of the visit, copied when written. */
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    employeeId: integer('employee_id').references(() => resources.id, { onDelete: 'set null' }),
    /** 1–5 stars overall; `employeeRating` optionally for the collaborator. */
    rating: integer('rating').notNull(),
    employeeRating: integer('employee_rating'),
    comment: text('comment'),
    /** The comment's language as the author wrote it (any language). */
    lang: text('lang'),
    /** Shown name, fixed when written ("Camille D."). */
    authorName: text('author_name').notNull().default(''),
    /** When the visit took place (the appointment's start). */
    visitedAt: tstz('visited_at').notNull(),
    status: text('status').notNull().default('published'),
    reportedAt: tstz('reported_at'),
    reportedById: integer('reported_by_id').references(() => companyUsers.id, { onDelete: 'set null' }),
    reportReason: text('report_reason'),
    hiddenAt: tstz('hidden_at'),
    hiddenById: integer('hidden_by_id').references(() => companyUsers.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    /** The business's one public reply. */
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
    repliedById: integer('replied_by_id').references(() => companyUsers.id, { onDelete: 'set null' }),
    editedAt: tstz('edited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_appointment_uq').on(t.appointmentId),
    index('reviews_company_shop_created_idx').on(t.companyId, t.shopId, t.createdAt),
    index('reviews_company_article_idx').on(t.companyId, t.articleId),
    index('reviews_company_employee_idx').on(t.companyId, t.employeeId),
    index('reviews_company_customer_idx').on(t.companyId, t.customerId),
    check('reviews_rating_ck', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_employee_rating_ck',
      sql`${t.employeeRating} is null or ${t.employeeRating} between 1 and 5`,
    ),
    check('reviews_status_ck', sql`${t.status} in ('published', 'hidden')`),
  ],
);
