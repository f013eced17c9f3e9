import { z } from 'zod';

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
  customerId: z.coerce.number().int().positive().optional(),
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
      start: z.string(),
      end: z.string(),
      status: z.string(),
      price: z.number(),
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
