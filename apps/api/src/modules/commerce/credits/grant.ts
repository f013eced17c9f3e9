// Old credit granted by a manager: a balance carried over or a goodwill gesture.
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { creditStatement, grantCredit } from './ledger.ts';
import { bookingOrderCustomer } from './repository.ts';

/** Grants the credit (tied to one of the customer's booking orders when given); the new statement. */
export async function grantOldCredit(
  db: Db,
  input: {
    companyId: number;
    customerId: number;
    amount: number;
    bookingOrderId?: number;
    note?: string | null;
  },
) {
  const { companyId, customerId } = input;
  await db.transaction(async (tx) => {
    if (input.bookingOrderId !== undefined) {
      const order = await bookingOrderCustomer(tx, companyId, input.bookingOrderId);
      if (!order) throw new HttpError(404, 'booking order not found');
      if (order.customerId !== customerId) {
        throw new HttpError(400, 'the booking order belongs to another customer');
      }
    }
    await grantCredit(tx, {
      companyId,
      customerId,
      amount: input.amount,
      kind: 'old_credit',
      bookingOrderId: input.bookingOrderId ?? null,
      note: input.note ?? null,
    });
  });
  return creditStatement(db, companyId, customerId);
}
