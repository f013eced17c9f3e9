// The appointment's custom message, written on the payment and on the booking order it created.
import type { Db } from '../../../db/client.ts';
import { type LoadedPayment, savePayment } from './cart.ts';
import { setBookingMessage } from './repository.ts';

export async function updateCartMessage(
  db: Db,
  input: { payment: LoadedPayment; message: string; now: Date },
): Promise<{ cartId: string; message: string }> {
  const { payment, message, now } = input;
  await db.transaction(async (tx) => {
    await savePayment(tx, payment, { message }, now);
    const bookingOrderId = payment.cart.bookingOrderId;
    if (bookingOrderId === null) return;
    await setBookingMessage(tx, {
      companyId: payment.companyId,
      bookingOrderId,
      cartId: payment.cartId,
      message,
      at: now,
    });
  });
  return { cartId: payment.cartId, message };
}
