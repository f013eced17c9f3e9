// The booking orders credit deals with (whose they are, what credit has paid of them) and the
// ledger's rows.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bookingOrders, customerCredits } from '../../../db/schema.ts';

/** Orders credit can still pay: not expired, cancelled or refunded. */
const PAYABLE = ['pending', 'confirmed', 'honoured', 'no_show'];

export async function bookingOrderCustomer(tx: Db, companyId: number, bookingOrderId: number) {
  const [order] = await tx
    .select({ customerId: bookingOrders.customerId })
    .from(bookingOrders)
    .where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.id, bookingOrderId)));
  return order ?? null;
}

/** A booking order of the company that credit can still pay, locked, or null. */
export async function lockPayableBookingOrder(tx: Db, companyId: number, bookingOrderId: number) {
  const [order] = await tx
    .select()
    .from(bookingOrders)
    .where(
      and(
        eq(bookingOrders.companyId, companyId),
        eq(bookingOrders.id, bookingOrderId),
        inArray(bookingOrders.status, PAYABLE),
      ),
    )
    .for('update');
  return order ?? null;
}

export async function setBookingOrderPaid(tx: Db, bookingOrderId: number, paidAmount: number, at: Date) {
  const [updated] = await tx
    .update(bookingOrders)
    .set({ paidAmount, updatedAt: at })
    .where(eq(bookingOrders.id, bookingOrderId))
    .returning({
      id: bookingOrders.id,
      total: bookingOrders.total,
      paidAmount: bookingOrders.paidAmount,
    });
  return updated as NonNullable<typeof updated>;
}

/** One grant (positive) or use (negative) in the ledger; the caller holds the customer's lock. */
export async function insertCreditEntry(
  tx: Db,
  entry: Omit<typeof customerCredits.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await tx.insert(customerCredits).values(entry);
}
