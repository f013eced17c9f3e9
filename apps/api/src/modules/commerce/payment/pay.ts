// Asking the provider about a payment the storefront drives (pay, success, callback) and
// settling it from the answer. The payment's own provider is used, even if the company changed
// its setting since (ADR 0010).
import { isPaymentOpen } from '@eclat/domain';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../../platform/http/errors.ts';
import { type Outcome, ProviderError } from '../../../platform/payments/provider.ts';
import { providerFor } from '../../../platform/payments/registry.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { findPayment, type LoadedPayment, savePayment } from './cart.ts';
import { type PaymentDeps, providerContext } from './context.ts';
import { PAYMENT_MESSAGES, PaymentError, providerFailure } from './errors.ts';
import { settlePayment } from './fulfil.ts';
import { releasePayment } from './release.ts';

export const contextOf = (deps: PaymentDeps, company: CompanyRow, payment: LoadedPayment) =>
  providerContext(deps, company, payment.provider, {
    lang: payment.cart.lang,
    cartId: payment.cartId,
    hasBooking: payment.cart.bookingOrderId !== null,
  });

async function reload(deps: PaymentDeps, payment: LoadedPayment): Promise<LoadedPayment> {
  const fresh = await findPayment(deps.db, payment.companyId, payment.cartId);
  if (!fresh) throw new HttpError(404, 'payment not found', { type: 'payment' });
  return fresh;
}

const closed = (payment: LoadedPayment) =>
  payment.status === 'expired'
    ? new PaymentError(410, 'payment expired', 'payment_expired', PAYMENT_MESSAGES.expired)
    : new PaymentError(409, `payment ${payment.status}`, 'payment_closed', PAYMENT_MESSAGES.closed);

/** Past its time and still unpaid: released now rather than at the next sweep. */
async function expireNow(deps: PaymentDeps, payment: LoadedPayment): Promise<LoadedPayment> {
  await deps.db.transaction(async (tx) => {
    const locked = await findPayment(tx, payment.companyId, payment.cartId, true);
    if (locked && isPaymentOpen(locked.status)) await releasePayment(tx, locked, 'expired', deps.now());
  });
  return reload(deps, payment);
}

/**
 * POST /api/payment/pay: the provider completes the payment (free at once, PayPal captures with
 * payId) and the cart is settled. A paid cart answers as it is; a refused card releases the cart
 * and answers 402 with the provider's message for the customer.
 */
export async function payCart(
  deps: PaymentDeps,
  company: CompanyRow,
  payment: LoadedPayment,
  payId: string | null,
  log: FastifyBaseLogger,
): Promise<LoadedPayment> {
  if (payment.status === 'succeeded') return payment;
  if (!isPaymentOpen(payment.status)) throw closed(payment);
  if (payment.expiresAt && payment.expiresAt.getTime() <= deps.now().getTime())
    throw closed(await expireNow(deps, payment));
  if (payId && payId !== payment.cart.payId)
    await savePayment(deps.db, payment, { cart: { ...payment.cart, payId } }, deps.now());
  const adapter = providerFor(deps.payments.providers, payment.provider);
  let outcome: Outcome;
  try {
    outcome = await adapter.pay(contextOf(deps, company, payment), {
      cartId: payment.cartId,
      providerRef: payment.providerRef,
      payId: payId ?? payment.cart.payId,
    });
  } catch (error) {
    if (!(error instanceof ProviderError) || error.kind !== 'declined') throw error;
    await settlePayment(
      deps,
      company,
      payment.cartId,
      {
        outcome: { status: 'failed', providerRef: payment.providerRef, amount: null, reason: error.message },
      },
      log,
    );
    throw providerFailure(error);
  }
  const result = await settlePayment(deps, company, payment.cartId, { outcome }, log);
  if (result.status === 'failed' || result.status === 'cancelled')
    throw new PaymentError(
      402,
      `payment ${result.status}`,
      'payment_failed',
      result.refusal ?? outcome.reason ?? PAYMENT_MESSAGES.failed,
    );
  return reload(deps, payment);
}

/** success/{id} and callbacks: asks the provider how an open payment stands and settles it. */
export async function refreshFromProvider(
  deps: PaymentDeps,
  company: CompanyRow,
  payment: LoadedPayment,
  log: FastifyBaseLogger,
): Promise<LoadedPayment> {
  if (!isPaymentOpen(payment.status)) return payment;
  const adapter = providerFor(deps.payments.providers, payment.provider);
  const outcome = await adapter.fetchOutcome(contextOf(deps, company, payment), {
    cartId: payment.cartId,
    providerRef: payment.providerRef,
  });
  await settlePayment(deps, company, payment.cartId, { outcome }, log);
  return reload(deps, payment);
}
