// Tables of the commerce area: e-shop stock and categories, loyalty, coupons, gift vouchers,
// e-shop orders, payments, stock reservations, customer credit, refunds.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { bookingOrders } from './booking.ts';
import { articles, shops } from './catalogue.ts';

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
