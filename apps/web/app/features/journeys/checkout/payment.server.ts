// The payment return pages (spec §2 /payments/success, /fail, /rdvcheck): they ask the payment
// service how the cart ended (POST /api/payment/success/{id} confirms with the provider if not
// done yet), with the customer's session.
import { ApiError, PaymentSuccessAnswerSchema } from '@eclat/contracts';
import { data } from 'react-router';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { asCustomer, requireCustomer } from '../api/customer.server.ts';
import type { PaymentOutcome } from './outcome.ts';

export function cartIdOf(request: Request): string {
  const cartId = new URL(request.url).searchParams.get('cartId')?.trim();
  if (!cartId || !/^[A-Za-z0-9_-]{16,64}$/.test(cartId))
    throw data({ message: 'Not Found' }, { status: 404 });
  return cartId;
}

/** How the cart ended; 404 when it is not the customer's. */
export async function loadPaymentOutcome(
  storefront: Storefront,
  request: Request,
  cartId: string,
): Promise<PaymentOutcome> {
  const { api } = requireCustomer(storefront, request);
  return asCustomer(storefront, request, async () => {
    try {
      return await api.request(`/api/payment/success/${encodeURIComponent(cartId)}`, {
        method: 'POST',
        schema: PaymentSuccessAnswerSchema,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 404)
        throw data({ message: 'Not Found' }, { status: 404 });
      throw error;
    }
  });
}
