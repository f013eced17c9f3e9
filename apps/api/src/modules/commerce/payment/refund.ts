// Refunds (spec §4 "Refunds exist for the payment provider, gifts and appointments (partial and
// old-credit)", §7 POST /api/payment/refund; ADR 0010). One transaction: the rows are locked, the
// limit checked, the money sent back through the provider (or kept as old credit), then the
// refund is recorded and every amount and status follows. A provider failure writes nothing.
import type { RefundRequest } from '@eclat/contracts';
import {
  appointmentStatusFor,
  canChangeBookingStatus,
  canChangePaymentStatus,
  isBookingOrderStatus,
} from '@eclat/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { gifts, type refunds } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import { providerFor } from '../../../platform/payments/registry.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { changeAppointmentStatus } from '../../booking/appointments/status.ts';
import { setOrderRefund } from '../../booking/booking-orders/repository.ts';
import { queueBookingMessages } from '../../booking/notifications/queue.ts';
import { grantCredit } from '../credits/ledger.ts';
import { refundCancelledEshopOrder } from '../eshop/repository.ts';
import { setGiftOrderRefund, setRefundedGiftBalance } from '../gifts/repository.ts';
import { type LoadedPayment, savePayment } from './cart.ts';
import { type PaymentDeps, providerContext } from './context.ts';
import { PaymentError } from './errors.ts';
import {
  type BookingOrderRow,
  type GiftOrderRow,
  planAutomaticRefund,
  planRefund,
  type RefundPlan,
} from './refund-plan.ts';
import { insertRefund } from './repository.ts';

export type RefundResult = {
  refund: typeof refunds.$inferSelect;
  payment: LoadedPayment | null;
  target: { id: number; status: string; paid: number; refundedAmount: number };
  creditBalance: number | null;
};

type Options = {
  mode: RefundRequest['mode'];
  reason: string | null;
  onlyProvider?: 'payzen';
  keys: MessageKeys;
};

/** The shops a refund touches; an access account limited to other shops does not see it. */
function inScope(plan: RefundPlan, scope: number[] | null): boolean {
  if (scope === null) return true;
  const shops = [plan.booking?.shopId, plan.giftOrder?.shopId, plan.payment?.cart.shopId].filter(
    (id): id is number => typeof id === 'number',
  );
  return shops.length > 0 && shops.every((id) => scope.includes(id));
}

/** Staff refund of a payment, a booking order or a gift order. */
export function refund(
  deps: PaymentDeps,
  company: CompanyRow,
  request: RefundRequest,
  access: { onlyProvider?: 'payzen'; shopScope: number[] | null },
) {
  return deps.messages.keys().then((keys) =>
    deps.db.transaction(async (tx) => {
      const plan = await planRefund(tx, company.id, request);
      if (!inScope(plan, access.shopScope)) throw new HttpError(404, `${request.target} not found`);
      return execute(deps, tx, company, plan, {
        mode: request.mode,
        reason: request.reason ?? null,
        onlyProvider: access.onlyProvider,
        keys,
      });
    }),
  );
}

/** The service's own refund of what it could not deliver (always money, through the provider). */
export function refundAutomatically(
  deps: PaymentDeps,
  company: CompanyRow,
  cartId: string,
  part: 'booking' | 'product' | 'unassigned',
  amount: number,
  reason: string,
) {
  return deps.messages.keys().then((keys) =>
    deps.db.transaction(async (tx) =>
      execute(deps, tx, company, await planAutomaticRefund(tx, company.id, cartId, part, amount), {
        mode: 'money',
        reason,
        keys,
      }),
    ),
  );
}

async function sendMoneyBack(deps: PaymentDeps, company: CompanyRow, plan: RefundPlan) {
  const { payment } = plan;
  if (!payment) throw new PaymentError(409, 'no online payment to refund: use old_credit', 'no_payment');
  if (!payment.providerRef)
    throw new PaymentError(409, 'the provider has no reference for this payment', 'no_payment');
  const adapter = providerFor(deps.payments.providers, payment.provider);
  const ctx = providerContext(deps, company, payment.provider, {
    lang: payment.cart.lang,
    cartId: payment.cartId,
    hasBooking: payment.cart.bookingOrderId !== null,
  });
  // Derived from the state being changed: a retry of the same refund carries the same key.
  const idempotencyKey = `refund-${payment.id}-${payment.refundedAmount}-${plan.amount}`;
  const { refundRef } = await adapter.refund(ctx, {
    providerRef: payment.providerRef,
    amount: plan.amount,
    currency: 'EUR',
    idempotencyKey,
  });
  return refundRef;
}

async function execute(
  deps: PaymentDeps,
  tx: Db,
  company: CompanyRow,
  plan: RefundPlan,
  options: Options,
): Promise<RefundResult> {
  const now = deps.now();
  if (options.onlyProvider && plan.payment?.provider !== options.onlyProvider)
    throw new PaymentError(409, `not a ${options.onlyProvider} payment`, 'provider_mismatch');
  let providerRef: string | null = null;
  let creditBalance: number | null = null;
  if (options.mode === 'old_credit') {
    if (plan.customerId === null) throw new PaymentError(409, 'no customer to credit', 'no_customer');
    creditBalance = (
      await grantCredit(tx, {
        companyId: company.id,
        customerId: plan.customerId,
        amount: plan.amount,
        kind: 'old_credit',
        bookingOrderId: plan.booking?.id ?? null,
        note: options.reason ?? `refund of ${plan.target} ${plan.targetId}`,
      })
    ).balance;
  } else {
    providerRef = await sendMoneyBack(deps, company, plan);
  }

  const row = await insertRefund(tx, {
    companyId: company.id,
    paymentId: plan.payment?.id ?? null,
    target: plan.target,
    targetId: plan.targetId,
    amount: plan.amount,
    mode: options.mode,
    providerRef,
    reason: options.reason,
    createdAt: now,
  });
  if (!row) throw new Error('refund not recorded');

  const payment = plan.payment ? await updatePayment(tx, plan.payment, plan, now) : null;
  const booking =
    plan.booking && plan.shares.booking > 0
      ? await updateBooking(tx, plan.booking, plan.shares.booking, now, {
          keys: options.keys,
          as: options.mode === 'old_credit' ? 'credit' : 'money',
        })
      : null;
  const giftOrder =
    plan.giftOrder && plan.shares.gift > 0
      ? await updateGiftOrder(tx, plan.giftOrder, plan.shares.gift)
      : null;
  if (plan.payment && plan.shares.product > 0) await updateEshopOrder(tx, plan.payment, payment, now);

  const target =
    plan.target === 'booking' && booking
      ? {
          id: booking.id,
          status: booking.status,
          paid: booking.paidAmount,
          refundedAmount: booking.refundedAmount,
        }
      : plan.target === 'gift' && giftOrder
        ? {
            id: giftOrder.id,
            status: giftOrder.status,
            paid: giftOrder.total,
            refundedAmount: giftOrder.refundedAmount,
          }
        : payment
          ? {
              id: payment.id,
              status: payment.status,
              paid: payment.amount,
              refundedAmount: payment.refundedAmount,
            }
          : { id: plan.targetId, status: 'unknown', paid: 0, refundedAmount: 0 };
  return { refund: row, payment, target, creditBalance };
}

async function updatePayment(
  tx: Db,
  payment: LoadedPayment,
  plan: RefundPlan,
  now: Date,
): Promise<LoadedPayment> {
  const refundedAmount = payment.refundedAmount + plan.amount;
  const cart = {
    ...payment.cart,
    refunded: {
      booking: payment.cart.refunded.booking + plan.shares.booking,
      gift: payment.cart.refunded.gift + plan.shares.gift,
      product: payment.cart.refunded.product + plan.shares.product,
    },
  };
  const status =
    refundedAmount >= payment.amount && canChangePaymentStatus(payment.status, 'refunded')
      ? 'refunded'
      : payment.status;
  await savePayment(tx, payment, { refundedAmount, status, cart }, now);
  return { ...payment, refundedAmount, status, cart };
}

/**
 * The booking order's refundedAmount grows (the statistics read it); fully refunded, it ends
 * 'refunded' — a confirmed one is cancelled on the way (ADR 0008 lifecycle), freeing its slots.
 */
async function updateBooking(
  tx: Db,
  order: BookingOrderRow,
  share: number,
  now: Date,
  message: { keys: MessageKeys; as: 'money' | 'credit' },
): Promise<BookingOrderRow> {
  const refundedAmount = order.refundedAmount + share;
  let status = order.status;
  if (refundedAmount >= order.paidAmount && isBookingOrderStatus(status)) {
    if (canChangeBookingStatus(status, 'cancelled') && !canChangeBookingStatus(status, 'refunded')) {
      status = 'cancelled';
      const moved = await changeAppointmentStatus(tx, {
        companyId: order.companyId,
        target: { orderId: order.id },
        from: ['held', 'confirmed'],
        to: appointmentStatusFor('cancelled') ?? 'cancelled',
        by: 'system',
        now,
      });
      // A staff refund of the whole booking cancels it: the customer hears it, with the money.
      if (moved.length > 0)
        await queueBookingMessages(tx, message.keys, {
          companyId: order.companyId,
          orderId: order.id,
          kind: 'cancelled',
          cancelledBy: 'staff',
          refund: { amount: share, as: message.as },
          appointmentIds: moved.map((m) => m.id),
          now,
        });
    }
    if (isBookingOrderStatus(status) && canChangeBookingStatus(status, 'refunded')) status = 'refunded';
  }
  const updated = await setOrderRefund(tx, {
    companyId: order.companyId,
    orderId: order.id,
    refundedAmount,
    status,
    now,
  });
  return updated ?? order;
}

/** The order's refundedAmount grows; its vouchers lose that much balance, oldest first. */
async function updateGiftOrder(tx: Db, order: GiftOrderRow, share: number): Promise<GiftOrderRow> {
  const refundedAmount = order.refundedAmount + share;
  const vouchers = await tx
    .select({ id: gifts.id, balance: gifts.balance })
    .from(gifts)
    .where(
      and(eq(gifts.giftOrderId, order.id), eq(gifts.companyId, order.companyId), sql`${gifts.balance} > 0`),
    )
    .orderBy(asc(gifts.id))
    .for('update');
  let left = share;
  for (const voucher of vouchers) {
    if (left === 0) break;
    const taken = Math.min(left, voucher.balance);
    left -= taken;
    const balance = voucher.balance - taken;
    await setRefundedGiftBalance(tx, { companyId: order.companyId, giftId: voucher.id, balance });
  }
  const updated = await setGiftOrderRefund(tx, {
    companyId: order.companyId,
    orderId: order.id,
    refundedAmount,
    status: refundedAmount >= order.total ? 'refunded' : order.status,
  });
  return updated ?? order;
}

/**
 * e-shop orders have no refunded column: the payment's cart keeps the amount. Fully refunded, a
 * cancelled order ends 'refunded'; a paid, ready or collected one keeps its status — what happens
 * to the goods is staff's call (cancelling puts them back on the shelf, ADR 0010 e-shop).
 */
async function updateEshopOrder(tx: Db, before: LoadedPayment, after: LoadedPayment | null, now: Date) {
  const orderId = before.cart.eshopOrderId;
  const refunded = after?.cart.refunded.product ?? 0;
  if (orderId === null || refunded < before.cart.parts.product.total) return;
  await refundCancelledEshopOrder(tx, { companyId: before.companyId, orderId, now });
}
