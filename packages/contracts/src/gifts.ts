// Gift vouchers (spec §3, §7; issue 6): themes, the public code check, the buyer's history,
// staff listing, resend, use against a booking, and the gift statistics of the stats service.
import { z } from 'zod';
import { ContentFlagSchema } from './content.ts';
import { IdParamSchema, IdSchema } from './ids.ts';
import { LocalisedTextSchema } from './lang.ts';
import { partialUpdate } from './update.ts';

export const GiftIdParamSchema = z.object({ id: IdParamSchema });
const Email = z.string().trim().toLowerCase().pipe(z.email().max(254));
const Cents = z.number().int().positive().max(10_000_000);

// ---------------------------------------------------------------- themes

export const GiftThemeSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  order: z.number(),
});
export const GiftThemesAnswerSchema = z.object({ themes: z.array(GiftThemeSchema) });

export const GiftThemeAdminSchema = GiftThemeSchema.extend({
  name: LocalisedTextSchema,
  active: z.boolean(),
});
export const GiftThemeAdminAnswerSchema = z.object({ theme: GiftThemeAdminSchema });
export const GiftThemesAdminAnswerSchema = z.object({ themes: z.array(GiftThemeAdminSchema) });
export const GiftThemesQuerySchema = z.object({ all: ContentFlagSchema.optional() });

export const GiftThemeInputSchema = z.object({
  name: LocalisedTextSchema.refine(
    (v) => Object.values(v).some((t) => t?.trim()),
    'a name in one language at least',
  ),
  image: z.string().trim().max(2000).nullable().optional(),
  order: z.number().int().min(0).max(1_000_000).optional(),
  active: z.boolean().optional(),
});
export const GiftThemeUpdateSchema = partialUpdate(GiftThemeInputSchema);

// ---------------------------------------------------------------- check, count, use

export const GiftCodeParamSchema = z.object({ code: z.string().min(1).max(64) });
/** Always the same shape, whatever the code: nothing about the buyer, nothing to tell an unknown code from a spent one. */
export const GiftCheckAnswerSchema = z.object({
  valid: z.boolean(),
  /** Cents left; 0 when not valid. */
  balance: z.number(),
  expiresAt: z.string().nullable(),
});

/** GET /api/gifts/nbused/{a}/{b}: days (YYYY-MM-DD) or instants, a included, b included for a day. */
export const GiftNbUsedParamsSchema = z.object({
  a: z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
  b: z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
});
export const GiftNbUsedAnswerSchema = z.object({
  /** Vouchers with at least one use in the window. */
  count: z.number(),
  /** Uses recorded in the window. */
  uses: z.number(),
  /** Cents taken from vouchers in the window. */
  amount: z.number(),
});

export const GiftUseBodySchema = z.object({
  code: z.string().trim().min(1).max(64),
  amount: Cents,
  bookingOrderId: IdSchema.nullable().optional(),
});
export const GiftUseAnswerSchema = z.object({ giftId: z.number(), used: z.number(), balance: z.number() });

export const GiftResendBodySchema = z.object({
  /** The name the mail greets; the voucher's recipient name when missing. */
  to: z.string().trim().min(1).max(120).nullable().optional(),
  /** Where to; the voucher's recipient (else its buyer) when missing. */
  email: Email.optional(),
});
export const GiftResendAnswerSchema = z.object({ sent: z.literal(true), email: z.string() });

// ---------------------------------------------------------------- vouchers

export const GIFT_STATUS_VALUES = ['pending', 'active', 'used', 'cancelled'] as const;
export const GiftStatusSchema = z.enum(GIFT_STATUS_VALUES);

export const GiftSchema = z.object({
  id: z.number(),
  code: z.string(),
  amount: z.number(),
  balance: z.number(),
  status: GiftStatusSchema,
  /** Whether it can pay now (active, not expired, balance left). */
  usable: z.boolean(),
  theme: z.object({ id: z.number(), name: z.string() }).nullable(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  message: z.string().nullable(),
  sendAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  giftOrderId: z.number().nullable(),
});
export type Gift = z.infer<typeof GiftSchema>;
export const StaffGiftSchema = GiftSchema.extend({
  buyer: z.object({ id: z.number(), email: z.string() }).nullable(),
  used: z.number(),
});

const page = {
  page: z.coerce.number().int().min(1).default(1),
  itemPerPage: z.coerce.number().int().min(1).max(100).default(20),
};
const paging = { total: z.number(), page: z.number(), itemPerPage: z.number() };

export const GiftHistoryQuerySchema = z.object({ ...page, customerId: IdParamSchema.optional() });
export const GiftHistoryAnswerSchema = z.object({ gifts: z.array(GiftSchema), ...paging });

const StatusList = z
  .string()
  .regex(/^[a-z]+(,[a-z]+)*$/)
  .transform((v) => v.split(','))
  .pipe(z.array(GiftStatusSchema));

export const GiftListQuerySchema = z.object({
  ...page,
  status: StatusList.optional(),
  customerId: IdParamSchema.optional(),
  /** Part of a code, any case. */
  code: z.string().trim().min(1).max(64).optional(),
  /** Matches the recipient's or the buyer's email or the recipient's name. */
  q: z.string().trim().min(1).max(100).optional(),
  start: z.iso.date().optional(),
  end: z.iso.date().optional(),
  /** 1: only vouchers that can pay now; 0: only those that cannot. */
  usable: ContentFlagSchema.optional(),
});
export const GiftListAnswerSchema = z.object({ gifts: z.array(StaffGiftSchema), ...paging });

// ---------------------------------------------------------------- gift orders (stats service)

export const GIFT_ORDER_STATUS_VALUES = ['pending', 'paid', 'cancelled', 'expired', 'refunded'] as const;
export const GiftOrderStatusSchema = z.enum(GIFT_ORDER_STATUS_VALUES);
const OrderStatusList = z
  .string()
  .regex(/^[a-z]+(,[a-z]+)*$/)
  .transform((v) => v.split(','))
  .pipe(z.array(GiftOrderStatusSchema));

export const GiftOrderFiltersSchema = z.object({
  ...page,
  sort: z.enum(['createdAt', '-createdAt', 'total', '-total']).default('-createdAt'),
  start: z.iso.date().optional(),
  end: z.iso.date().optional(),
  status: OrderStatusList.optional(),
  customerId: IdParamSchema.optional(),
  /** Matches the buyer's email, first or last name. */
  customer: z.string().trim().min(1).max(100).optional(),
});
export type GiftOrderFilters = z.infer<typeof GiftOrderFiltersSchema>;

export const GiftOrderSchema = z.object({
  id: z.number(),
  status: GiftOrderStatusSchema,
  total: z.number(),
  refundedAmount: z.number(),
  paymentRef: z.string().nullable(),
  createdAt: z.string(),
  shop: z.object({ id: z.number(), name: z.string() }).nullable(),
  customer: z
    .object({ id: z.number(), email: z.string(), firstname: z.string(), lastname: z.string() })
    .nullable(),
  gifts: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      amount: z.number(),
      balance: z.number(),
      status: GiftStatusSchema,
      recipientName: z.string().nullable(),
    }),
  ),
});
export const GiftOrderPageSchema = z.object({ orders: z.array(GiftOrderSchema), ...paging });

export const GiftOrderAggregateSchema = z.object({
  count: z.number(),
  /** Cents of the matching orders. */
  total: z.number(),
  refunded: z.number(),
  byStatus: z.record(z.string(), z.number()),
  /** Vouchers of the matching orders: issued, their value, what was used and what is left. */
  gifts: z.object({ count: z.number(), amount: z.number(), used: z.number(), balance: z.number() }),
});

export const GiftShopPaymentsQuerySchema = z.object({ start: z.iso.date(), end: z.iso.date() });
export const GiftShopPaymentsAnswerSchema = z.object({
  shops: z.array(
    z.object({
      /** null: orders taken without a shop (the company's own web shop). */
      shopId: z.number().nullable(),
      name: z.string(),
      gifts: z.object({ count: z.number(), total: z.number(), refunded: z.number() }),
    }),
  ),
});
