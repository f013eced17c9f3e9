// Unpaid carts past their time (ADR 0010): each is released in its own transaction — stock
// back, held appointments and the booking order expired, pending orders expired — and the
// payment marked 'expired'. Started beside the hold sweeper in server.ts; tests pass the clock.
import { isPaymentOpen } from '@eclat/domain';
import { and, asc, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payments } from '../../../db/schema.ts';
import { releaseExpiredCoupons } from '../coupons/redeem.ts';
import { releaseExpiredStock } from '../eshop/stock.ts';
import { findPayment } from './cart.ts';
import { releasePayment } from './release.ts';

/** Expires up to `batch` payments due at `now`; answers how many it expired. */
export async function expirePayments(db: Db, now: Date, batch = 200): Promise<number> {
  const due = await db
    .select({ companyId: payments.companyId, cartId: payments.cartId })
    .from(payments)
    .where(and(inArray(payments.status, ['initialized', 'pending']), lte(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(batch);
  let expired = 0;
  for (const { companyId, cartId } of due) {
    await db.transaction(async (tx) => {
      // Paid or settled meanwhile? The lock and a second look decide.
      const payment = await findPayment(tx, companyId, cartId, true);
      if (!payment || !isPaymentOpen(payment.status) || !payment.expiresAt || payment.expiresAt > now) return;
      await releasePayment(tx, payment, 'expired', now);
      expired++;
    });
  }
  // Reservations past their time are freed as well: a brief stock hold of a payment still open
  // (ADR 0010, "Holding limits"), or one no payment owns any more (a crash between two steps).
  await releaseExpiredStock(db, now);
  await releaseExpiredCoupons(db, now);
  return expired;
}
