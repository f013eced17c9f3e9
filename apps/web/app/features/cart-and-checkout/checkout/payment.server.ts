// The payment return pages (spec §2 /payments/success, /fail, /rdvcheck): they ask the payment
// service how the cart ended (POST /api/payment/success/{id} confirms with the provider if not
// done yet), with the customer's session.
import { isNotFound, PaymentSuccessAnswerSchema } from '@eclat/contracts';
import { data } from 'react-router';
import { translate } from '../../../lib/i18n/translate.ts';
import { pageTitle } from '../../../lib/shell.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { asCustomer, requireCustomer } from '../../account/customer.server.ts';
import type { PaymentOutcome } from './outcome.ts';

/** The cart the return address names, or null when it names none (missing or malformed). */
export function cartIdOf(request: Request): string | null {
  const cartId = new URL(request.url).searchParams.get('cartId')?.trim();
  return cartId && /^[A-Za-z0-9_-]{16,64}$/.test(cartId) ? cartId : null;
}

/** How the cart ended; null when it is not the customer's (or does not exist). */
export async function loadPaymentOutcome(
  storefront: Storefront,
  request: Request,
  cartId: string,
): Promise<PaymentOutcome | null> {
  const { api } = requireCustomer(storefront, request);
  return asCustomer(storefront, request, async () => {
    try {
      return await api.request(`/api/payment/success/${encodeURIComponent(cartId)}`, {
        method: 'POST',
        schema: PaymentSuccessAnswerSchema,
      });
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  });
}

/**
 * The payment a return address names: its cart and how it ended; null when it names no payment
 * of the customer. A return without a cart needs no sign-in to say so; one with a cart does (the
 * cart is the customer's).
 */
export async function loadPaymentReturn(
  storefront: Storefront,
  request: Request,
): Promise<{ cartId: string; outcome: PaymentOutcome } | null> {
  const cartId = cartIdOf(request);
  if (!cartId) return null;
  const outcome = await loadPaymentOutcome(storefront, request, cartId);
  return outcome ? { cartId, outcome } : null;
}

/**
 * A return that names no payment: a real page (HTTP 404) that says so and leads to the account's
 * orders, rather than the bare not-found page.
 */
export function paymentNotFound(storefront: Storefront) {
  return data(
    {
      kind: 'unknown' as const,
      eshop: storefront.company.modules?.eshop ?? false,
      title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'paymentUnknownTitle')),
    },
    { status: 404, headers: { 'cache-control': 'private, no-store' } },
  );
}
