// Tables of the booking area: opening exceptions, booking orders, appointments and the
// equipment they hold. Only booking/appointments writes an appointment's status.
import type { PolicySnapshot } from '@eclat/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { companyId, createdAt, id, localised, tstz, updatedAt } from './base.ts';
import { articles, type DayHours, resources, shops } from './catalogue.ts';

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
    /** What must be paid online to confirm (the deposit, or the total); null: the total. */
    amountDue: integer('amount_due'),
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
    /** held, confirmed, honoured, no_show, cancelled, expired, rescheduled. */
    status: text('status').notNull().default('confirmed'),
    holdExpiresAt: tstz('hold_expires_at'),
    price: integer('price').notNull().default(0),
    customMessage: text('custom_message'),
    /** The cancellation policy in force when booked (issue 20); null for older bookings. */
    policy: jsonb('policy').$type<PolicySnapshot>(),
    /** A rescheduled appointment points at the one that replaced it. */
    rescheduledToId: integer('rescheduled_to_id'),
    /** Who cancelled (customer, staff, system) and when; a late cancellation owes `fee`. */
    cancelledBy: text('cancelled_by'),
    cancelledAt: tstz('cancelled_at'),
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    /** Cents owed under the policy (late cancellation or no-show). */
    fee: integer('fee').notNull().default(0),
    /** When staff marked it honoured or no-show. */
    attendanceAt: tstz('attendance_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_company_shop_start_idx').on(t.companyId, t.shopId, t.startsAt),
    index('appointments_company_customer_idx').on(t.companyId, t.customerId),
    check('appointments_range_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'appointments_status_ck',
      sql`${t.status} in ('held', 'confirmed', 'honoured', 'no_show', 'cancelled', 'expired', 'rescheduled')`,
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

// ---------------------------------------------------------------- waitlist (issue 21)

/** A customer waiting for a time for a service (or chain) in a shop, in queue order (id). */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    companyId: companyId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The service, or a chain's services in order. */
    serviceIds: jsonb('service_ids').$type<number[]>().notNull(),
    /** `serviceIds` joined with commas: one live entry per customer, services and period. */
    serviceKey: text('service_key').notNull(),
    /** A chosen collaborator, or anyone. */
    employeeId: integer('employee_id').references(() => resources.id, { onDelete: 'set null' }),
    /** ISO weekdays that suit (1 Monday … 7 Sunday). */
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    /** Parts of day that suit: morning, afternoon, evening. */
    parts: jsonb('parts').$type<string[]>().notNull(),
    fromDate: date('from_date').notNull(),
    /** The last day that suits; the entry expires after it. */
    untilDate: date('until_date').notNull(),
    /** waiting, offered, booked, cancelled, expired. */
    status: text('status').notNull().default('waiting'),
    closedAt: tstz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('waitlist_entries_company_shop_status_idx').on(t.companyId, t.shopId, t.status, t.id),
    index('waitlist_entries_company_customer_idx').on(t.companyId, t.customerId),
    check('waitlist_entries_period_ck', sql`${t.untilDate} >= ${t.fromDate}`),
    check(
      'waitlist_entries_status_ck',
      sql`${t.status} in ('waiting', 'offered', 'booked', 'cancelled', 'expired')`,
    ),
  ],
);

/** A time freed by a cancellation, move, expiry, new hours or a removed absence (issue 21 figures). */
export const freedSlots = pgTable(
  'freed_slots',
  {
    id: id(),
    companyId: companyId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').references(() => resources.id, { onDelete: 'set null' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    /** cancelled, rescheduled, expired, declined, hours, absence. */
    cause: text('cause').notNull(),
    freedAt: tstz('freed_at').notNull(),
    /** Booked again through the waitlist: when, and by which offer. */
    refilledAt: tstz('refilled_at'),
    refilledByOfferId: integer('refilled_by_offer_id'),
    createdAt: createdAt(),
  },
  (t) => [index('freed_slots_company_shop_freed_idx').on(t.companyId, t.shopId, t.freedAt)],
);

/** A freed time offered to one waiting entry, held for it until `expiresAt` (its held booking). */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: id(),
    companyId: companyId(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The held booking order that keeps the time for the offered customer. */
    bookingOrderId: integer('booking_order_id').references(() => bookingOrders.id, { onDelete: 'set null' }),
    employeeId: integer('employee_id').references(() => resources.id, { onDelete: 'set null' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    /** open, accepted, declined, expired, withdrawn. */
    status: text('status').notNull().default('open'),
    expiresAt: tstz('expires_at').notNull(),
    /** Extended once (WCAG 2.2.1): when. */
    extendedAt: tstz('extended_at'),
    /** auto (a freed time) or staff (offered by hand). */
    origin: text('origin').notNull().default('auto'),
    offeredById: integer('offered_by_id'),
    freedSlotId: integer('freed_slot_id').references(() => freedSlots.id, { onDelete: 'set null' }),
    respondedAt: tstz('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('waitlist_offers_company_entry_idx').on(t.companyId, t.entryId),
    index('waitlist_offers_status_expires_idx').on(t.status, t.expiresAt),
    uniqueIndex('waitlist_offers_open_entry_uq').on(t.entryId).where(sql`${t.status} = 'open'`),
    check(
      'waitlist_offers_status_ck',
      sql`${t.status} in ('open', 'accepted', 'declined', 'expired', 'withdrawn')`,
    ),
    check('waitlist_offers_origin_ck', sql`${t.origin} in ('auto', 'staff')`),
  ],
);
