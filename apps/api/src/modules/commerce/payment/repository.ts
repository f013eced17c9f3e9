// Payment queries the routes' use cases need besides cart.ts (which loads and saves the payment
// row and its cart document).
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingOrders, paymentEvents, payments, refunds, shops } from '../../../db/schema.ts';
import { setOrderMessage } from '../../booking/appointments/repository.ts';

/** The cartId of the payment a provider token names: our cartId, the provider's reference or the token we handed out. */
export async function cartIdByToken(db: Db, companyId: number, token: string): Promise<string | null> {
  const [row] = await db
    .select({ cartId: payments.cartId })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        or(
          eq(payments.cartId, token),
          eq(payments.providerRef, token),
          sql`${payments.cart}->>'token' = ${token}`,
        ),
      ),
    )
    .limit(1);
  return row?.cartId ?? null;
}

/**
 * The custom message on the booking order the payment created (only while it is still that
 * payment's) and on its appointments. Nothing when the order is no longer the payment's.
 */
export async function setBookingMessage(
  tx: Db,
  input: { companyId: number; bookingOrderId: number; cartId: string; message: string; at: Date },
): Promise<void> {
  const { companyId, message, at } = input;
  const [order] = await tx
    .update(bookingOrders)
    .set({ customMessage: message, updatedAt: at })
    .where(
      and(
        eq(bookingOrders.id, input.bookingOrderId),
        eq(bookingOrders.companyId, companyId),
        eq(bookingOrders.transactionId, input.cartId),
      ),
    )
    .returning({ id: bookingOrders.id });
  if (order) await setOrderMessage(tx, { companyId, orderId: order.id, message, now: at });
}

export async function isCompanyShop(db: Db, companyId: number, shopId: number): Promise<boolean> {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.companyId, companyId)));
  return shop !== undefined;
}

/** The payment row of a new cart. */
export async function insertPayment(tx: Db, values: typeof payments.$inferInsert): Promise<void> {
  await tx.insert(payments).values(values);
}

/** Writes the given columns of a payment (its cart document among them). */
export async function setPaymentColumns(
  db: Db,
  input: { companyId: number; paymentId: number; set: Partial<typeof payments.$inferInsert> },
): Promise<void> {
  await db
    .update(payments)
    .set(input.set)
    .where(and(eq(payments.id, input.paymentId), eq(payments.companyId, input.companyId)));
}

/**
 * Records a provider event; answers no row when it was recorded before (unique per company,
 * provider and event id), so a replay does nothing.
 */
export function recordPaymentEvent(
  tx: Db,
  input: { companyId: number; provider: string; eventId: string; paymentId: number; type: string },
) {
  return tx
    .insert(paymentEvents)
    .values({
      companyId: input.companyId,
      provider: input.provider,
      eventId: input.eventId,
      paymentId: input.paymentId,
      type: input.type,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
}

/** A refund made (money or old credit); answers its row. */
export async function insertRefund(tx: Db, values: typeof refunds.$inferInsert) {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row;
}
