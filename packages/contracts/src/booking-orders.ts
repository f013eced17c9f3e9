import { z } from 'zod';
import { PolicySnapshotSchema } from './booking-policy.ts';
import { IdParamSchema, IdSchema } from './ids.ts';

const IdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'comma-separated ids')
  .transform((v) => v.split(',').map(Number));

export const BookingOrderStatusSchema = z.enum([
  'pending',
  'confirmed',
  'honoured',
  'no_show',
  'cancelled',
  'expired',
  'refunded',
]);

/** Filters of the statistics service's booking order history and aggregate (spec §7). */
export const BookingOrderFiltersSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemPerPage: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(['createdAt', '-createdAt', 'total', '-total']).default('-createdAt'),
  /** Rolling window ending now; wins over start/end. */
  period: z.enum(['day', 'week', 'month', 'year']).optional(),
  start: z.iso.date().optional(),
  end: z.iso.date().optional(),
  /** Matches the customer's email, first or last name. */
  customer: z.string().trim().min(1).max(100).optional(),
  customerId: IdParamSchema.optional(),
  transactionId: z.string().trim().min(1).max(200).optional(),
  origin: z.enum(['web', 'backoffice']).optional(),
  status: z
    .string()
    .regex(/^[a-z_]+(,[a-z_]+)*$/)
    .transform((v) => v.split(','))
    .pipe(z.array(BookingOrderStatusSchema))
    .optional(),
  shops: IdList.optional(),
});
export type BookingOrderFilters = z.infer<typeof BookingOrderFiltersSchema>;

export const BookingOrderSchema = z.object({
  id: z.number(),
  status: BookingOrderStatusSchema,
  total: z.number(),
  /** What the booking asked to pay online when booked (deposit or total, issue 20); null: older. */
  amountDue: z.number().nullable(),
  paidAmount: z.number(),
  refundedAmount: z.number(),
  currency: z.string(),
  origin: z.string(),
  transactionId: z.string().nullable(),
  customMessage: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  shop: z.object({ id: z.number(), name: z.string() }),
  customer: z
    .object({ id: z.number(), email: z.string(), firstname: z.string(), lastname: z.string() })
    .nullable(),
  appointments: z.array(
    z.object({
      id: z.number(),
      serviceId: z.number(),
      serviceName: z.string(),
      employee: z.string().nullable(),
      /** The collaborator's id: "Book again" preselects them (issue 17). */
      employeeId: z.number().nullable(),
      start: z.string(),
      end: z.string(),
      status: z.string(),
      price: z.number(),
      /** The cancellation policy agreed when booked (issue 20); null for older bookings. */
      policy: PolicySnapshotSchema.nullable(),
      /** A late cancellation and what it costs under the policy, cents. */
      lateCancellation: z.boolean(),
      fee: z.number(),
    }),
  ),
});
export type BookingOrder = z.infer<typeof BookingOrderSchema>;

export const BookingOrderPageSchema = z.object({
  orders: z.array(BookingOrderSchema),
  total: z.number(),
  page: z.number(),
  itemPerPage: z.number(),
});

export const BookingOrderAggregateSchema = z.object({
  count: z.number(),
  total: z.number(),
  paid: z.number(),
  refunded: z.number(),
  byStatus: z.record(z.string(), z.number()),
});

export const ShopPaymentTotalsSchema = z.object({
  shops: z.array(
    z.object({
      shopId: z.number(),
      name: z.string(),
      bookings: z.object({ count: z.number(), total: z.number(), paid: z.number(), refunded: z.number() }),
    }),
  ),
});

/** One line of a customer's credit ledger: grants positive, uses negative (ADR 0008). */
export const CreditEntrySchema = z.object({
  id: z.number(),
  amount: z.number(),
  kind: z.enum(['old_credit', 'use', 'adjust']),
  bookingOrderId: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const CustomerCreditSchema = z.object({
  customerId: z.number(),
  balance: z.number(),
  entries: z.array(CreditEntrySchema),
});
export type CustomerCredit = z.infer<typeof CustomerCreditSchema>;

const Cents = z.number().int().positive().max(10_000_000);
const Note = z.string().trim().max(500).optional();

/** Grants old credit to a customer: a balance carried over, or a goodwill gesture. */
export const OldCreditBodySchema = z.object({
  customerId: IdSchema,
  amount: Cents,
  bookingOrderId: IdSchema.optional(),
  note: Note,
});

/** Spends a customer's credit on one of their booking orders. */
export const UseCreditBodySchema = z.object({
  bookingOrderId: IdSchema,
  amount: Cents,
  note: Note,
});

export const UseCreditAnswerSchema = z.object({
  used: z.number(),
  balance: z.number(),
  order: z.object({ id: z.number(), total: z.number(), paidAmount: z.number() }),
});
