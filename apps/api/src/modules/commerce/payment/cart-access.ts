// Who may read or change a cart: the customer who started it, or staff; another company's or
// another customer's cartId is a 404.
import type { Db } from '../../../db/client.ts';
import type { Principal } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { findPayment, type LoadedPayment } from './cart.ts';

/** The cart of this company that the caller may see: its customer's, or any for staff. */
export async function cartFor(
  db: Db,
  input: { companyId: number; principal: Principal | null; cartId: string },
): Promise<LoadedPayment> {
  const { principal } = input;
  if (!principal) throw new HttpError(401, 'authentication required', { type: 'auth' });
  const payment = await findPayment(db, input.companyId, input.cartId);
  if (!payment || (principal.type === 'customer' && payment.customerId !== principal.customerId))
    throw new HttpError(404, 'payment not found', { type: 'payment' });
  return payment;
}
