// The payment service of spec §7 (/api/payment/...) and §4 "Payment flow per provider": one cart
// mixes appointments (a pending booking order), gift vouchers and products; the server prices it
// again, whatever the client sends (ADR 0010 "Payments").
import { z } from 'zod';
import { PaymentProviderSchema } from './company.ts';
import { CouponCodeSchema } from './coupons.ts';
import { ApiErrorSchema } from './errors.ts';
import { IdParamSchema, IdSchema } from './ids.ts';

/** 192 random bits, base64url: unguessable, it is the cart's only key on the storefront. */
export const CartIdSchema = z
  .string()
  .trim()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'a cart id');
const Email = z.string().trim().toLowerCase().pipe(z.email().max(254));
const Message = z.string().max(1000);

export const BookingCartItemSchema = z.object({
  kind: z.literal('booking'),
  /** A pending booking order of the caller (POST /api/appointments with payment active). */
  bookingOrderId: IdSchema,
});

/** A gift voucher to buy: the GiftPurchase of the gifts module. Amount in cents. */
export const GiftCartItemSchema = z.object({
  kind: z.literal('gift'),
  amount: z.number().int().positive().max(10_000_000),
  themeId: IdSchema.nullable().optional(),
  recipientName: z.string().trim().min(1).max(120),
  recipientEmail: Email,
  message: Message.nullable().optional(),
  /** When the voucher is mailed; now when missing. */
  sendAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

export const ProductCartItemSchema = z.object({
  kind: z.literal('product'),
  articleId: IdSchema,
  quantity: z.number().int().min(1).max(99),
});

export const CartItemSchema = z.discriminatedUnion('kind', [
  BookingCartItemSchema,
  GiftCartItemSchema,
  ProductCartItemSchema,
]);
export type CartItem = z.infer<typeof CartItemSchema>;

/**
 * POST /api/payment/initialize. Client prices (`prices`, `price` on items…) are dropped by the
 * schema: the server computes every amount.
 */
export const PaymentInitializeSchema = z.object({
  items: z.array(CartItemSchema).min(1).max(50),
  /** The pick-up shop of the products; required when the cart holds products. */
  shopId: IdSchema.optional(),
  couponCode: CouponCodeSchema.optional(),
  /** A gift voucher code paying the booking part. */
  giftCode: z.string().trim().min(4).max(40).optional(),
  /** The appointment's custom message. */
  customMessage: Message.optional(),
});
export type PaymentInitialize = z.infer<typeof PaymentInitializeSchema>;

export const PriceLineSchema = z.object({
  key: z.string(),
  kind: z.enum(['booking', 'gift', 'product']),
  name: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** The line's share of the coupon discount. */
  discount: z.number(),
  vat: z.number(),
});

export const PricesSchema = z.object({
  currency: z.literal('EUR'),
  lines: z.array(PriceLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  giftUsed: z.number(),
  total: z.number(),
  vatLines: z.array(z.object({ rate: z.number(), gross: z.number(), net: z.number(), vat: z.number() })),
  couponCode: z.string().nullable(),
  giftCode: z.string().nullable(),
});
export type Prices = z.infer<typeof PricesSchema>;

/** What the storefront does next (the provider adapters' Scenario). */
export const ScenarioSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('confirm-at-once') }),
  z.object({ kind: z.literal('stripe-card'), clientSecret: z.string(), publicKey: z.string() }),
  z.object({ kind: z.literal('paypal-buttons'), orderId: z.string(), clientId: z.string() }),
  z.object({ kind: z.literal('payzen-embedded'), formToken: z.string(), publicKey: z.string() }),
  z.object({
    kind: z.literal('redirect'),
    url: z.string(),
    method: z.enum(['GET', 'POST']),
    fields: z.record(z.string(), z.string()),
  }),
]);

export const PaymentStatusSchema = z.enum([
  'initialized',
  'pending',
  'succeeded',
  'failed',
  'cancelled',
  'expired',
  'refunded',
]);

export const PaymentInitializeAnswerSchema = z.object({
  cartId: z.string(),
  provider: PaymentProviderSchema,
  status: PaymentStatusSchema,
  expiresAt: z.string(),
  result: z.object({ token: z.string(), scenario: ScenarioSchema }),
  prices: PricesSchema,
});
export type PaymentInitializeAnswer = z.infer<typeof PaymentInitializeAnswerSchema>;

export const CartRefSchema = z.object({ cartId: CartIdSchema });

export const UpdateMessageSchema = z.object({ cartId: CartIdSchema, message: Message });
export const UpdateMessageAnswerSchema = z.object({ cartId: z.string(), message: z.string() });

export const PaySchema = z.object({
  cartId: CartIdSchema,
  /** PayPal: the approved order (payer) id recorded by the buttons. */
  payId: z.string().trim().min(1).max(200).optional(),
});

export const PaymentTokenAnswerSchema = z.object({
  cartId: z.string(),
  provider: PaymentProviderSchema,
  token: z.string(),
  /** The provider's public key, the only key the browser ever sees. */
  publicKey: z.string().nullable(),
});

export const PaymentScenarioAnswerSchema = z.object({
  cartId: z.string(),
  provider: PaymentProviderSchema,
  status: PaymentStatusSchema,
  scenario: ScenarioSchema,
});

/** POST /api/payment/callback/{companyToken}?payId (PayPal approval return). */
export const PaymentCallbackParamsSchema = z.object({ companyToken: z.string().min(1).max(200) });
export const PaymentCallbackQuerySchema = z.object({ payId: z.string().trim().min(1).max(200).optional() });
export const PaymentCallbackBodySchema = z.object({
  /** result.token of initialize. */
  paymentToken: z.string().trim().min(1).max(500),
  /** Sent by the storefront and ignored: the server's prices are the only ones. */
  prices: z.unknown().optional(),
});

export const PaymentWebhookParamsSchema = z.object({
  provider: PaymentProviderSchema,
  companyToken: z.string().min(1).max(200),
});

const OrderAppointmentSchema = z.object({
  id: z.number(),
  serviceId: z.number(),
  start: z.string(),
  end: z.string(),
  status: z.string(),
});

export const PaymentSummarySchema = z.object({
  cartId: z.string(),
  provider: PaymentProviderSchema,
  status: PaymentStatusSchema,
  amount: z.number(),
  refundedAmount: z.number(),
  currency: z.literal('EUR'),
  message: z.string().nullable(),
  prices: PricesSchema,
  bookingOrder: z
    .object({
      id: z.number(),
      status: z.string(),
      shopId: z.number(),
      paidAmount: z.number(),
      appointments: z.array(OrderAppointmentSchema),
    })
    .nullable(),
  eshopOrder: z
    .object({
      id: z.number(),
      status: z.string(),
      shopId: z.number().nullable(),
      total: z.number(),
      lines: z.array(
        z.object({
          articleId: z.number().nullable(),
          name: z.string(),
          quantity: z.number(),
          unitPrice: z.number(),
        }),
      ),
    })
    .nullable(),
  giftOrder: z
    .object({
      id: z.number(),
      status: z.string(),
      total: z.number(),
      /** The vouchers issued; codes go to the recipients by mail, never in this answer. */
      gifts: z.array(
        z.object({
          id: z.number(),
          amount: z.number(),
          recipientName: z.string().nullable(),
          sendAt: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

/** Spec §7 analytics: a purchase (currency EUR, tax 0, shipping 0); values in euros. */
export const PurchaseEventSchema = z.object({
  transaction_id: z.string(),
  value: z.number(),
  currency: z.literal('EUR'),
  tax: z.literal(0),
  shipping: z.literal(0),
  items: z.array(
    z.object({
      item_id: z.string(),
      item_name: z.string(),
      item_category: z.string(),
      price: z.number(),
      quantity: z.number(),
    }),
  ),
});

export const PaymentSuccessAnswerSchema = PaymentSummarySchema.extend({
  /** Present once the payment succeeded. */
  purchase: PurchaseEventSchema.nullable(),
});

export const RefundTargetSchema = z.enum(['payment', 'booking', 'gift']);
export const RefundModeSchema = z.enum(['money', 'old_credit']);

/** POST /api/payment/refund and /api/payment/payzen/refund (body, or query parameters). */
export const RefundRequestSchema = z.object({
  target: RefundTargetSchema,
  /** payments.id, booking_orders.id or gift_orders.id. */
  id: IdParamSchema,
  /** Cents; partial allowed, never more than paid − refunded. */
  amount: z.coerce.number().int().positive().max(100_000_000),
  /** money: through the provider; old_credit: kept as the customer's store credit. */
  mode: RefundModeSchema.default('money'),
  reason: z.string().trim().max(500).optional(),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

export const RefundAnswerSchema = z.object({
  refund: z.object({
    id: z.number(),
    target: RefundTargetSchema,
    targetId: z.number(),
    amount: z.number(),
    mode: RefundModeSchema,
    providerRef: z.string().nullable(),
    createdAt: z.string(),
  }),
  payment: z
    .object({
      id: z.number(),
      cartId: z.string(),
      status: PaymentStatusSchema,
      amount: z.number(),
      refundedAmount: z.number(),
    })
    .nullable(),
  /** The refunded order after the refund (for target payment: the payment itself). */
  target: z.object({ id: z.number(), status: z.string(), paid: z.number(), refundedAmount: z.number() }),
  /** old_credit: the customer's credit balance after the grant. */
  creditBalance: z.number().nullable(),
});

export const ConnectQuerySchema = z.object({ shopId: IdParamSchema.optional() });
export const ConnectAnswerSchema = z.object({ connected: z.boolean() });

/**
 * The error body of the payment routes: the API's one format plus the two fields the storefront
 * reads (spec §7): `error`, a stable machine word (the `type`), and `customErrorMsg`, a text fit
 * for the customer (the provider's own card message when it gives one, spec §8).
 */
export const PaymentErrorSchema = ApiErrorSchema.extend({ error: z.string(), customErrorMsg: z.string() });
export type PaymentErrorBody = z.infer<typeof PaymentErrorSchema>;
