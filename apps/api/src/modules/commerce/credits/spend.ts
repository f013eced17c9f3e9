// Staff spending a customer's credit on one of their booking orders.
import type { Db } from '../../../db/client.ts';
import { type Principal, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { useCredit } from './ledger.ts';
import { lockPayableBookingOrder, setBookingOrderPaid } from './repository.ts';

/** Takes at most what is still due; 404 for an order out of reach, 409 when nothing is due. */
export async function spendCreditOnOrder(
  db: Db,
  input: {
    companyId: number;
    principal: Principal | null;
    bookingOrderId: number;
    amount: number;
    note?: string | null;
    now: () => Date;
  },
) {
  const { companyId } = input;
  const scope = staffShopScope(input.principal);
  return db.transaction(async (tx) => {
    const order = await lockPayableBookingOrder(tx, companyId, input.bookingOrderId);
    if (!order || (scope && !scope.includes(order.shopId))) {
      throw new HttpError(404, 'booking order not found');
    }
    if (order.customerId === null) throw new HttpError(400, 'the booking order has no customer');
    const due = order.total - order.paidAmount;
    if (due <= 0) throw new HttpError(409, 'the booking order is already paid', { type: 'credit' });
    // useCredit reads the balance under the customer's lock and caps the use at what is due.
    const spent = await useCredit(tx, {
      companyId,
      customerId: order.customerId,
      amount: input.amount,
      max: due,
      bookingOrderId: order.id,
      note: input.note ?? null,
    });
    const updated = await setBookingOrderPaid(tx, order.id, order.paidAmount + spent.used, input.now());
    return { used: spent.used, balance: spent.balance, order: updated };
  });
}
