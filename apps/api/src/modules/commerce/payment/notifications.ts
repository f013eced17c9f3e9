// What providers tell us (spec §7): PayPal's approval return and the server-to-server webhooks.
// Nothing here trusts the caller: the approval return asks the provider, a notification is
// verified by its adapter on the raw body before anything changes.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { Notification, ProviderName, RawRequest } from '../../../platform/payments/provider.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import { findPayment, type LoadedPayment, savePayment } from './cart.ts';
import { type PaymentDeps, providerContext } from './context.ts';
import { settlePayment } from './fulfil.ts';
import { refreshFromProvider } from './pay.ts';
import { cartIdByToken } from './repository.ts';

/** The payment a provider token names: our cartId, the provider's reference or the token we handed out. */
async function paymentByToken(db: Db, companyId: number, token: string): Promise<LoadedPayment | null> {
  const cartId = await cartIdByToken(db, companyId, token);
  return cartId === null ? null : findPayment(db, companyId, cartId);
}

/** PayPal's approval return: records payId, then settles from what the provider says. */
export async function confirmApproval(
  deps: PaymentDeps,
  company: CompanyRow,
  input: { paymentToken: string; payId?: string; log: FastifyBaseLogger },
) {
  const found = await paymentByToken(deps.db, company.id, input.paymentToken);
  if (!found) throw new HttpError(404, 'payment not found', { type: 'payment' });
  const { payId } = input;
  let payment = found;
  if (payId && payId !== payment.cart.payId) {
    payment = { ...payment, cart: { ...payment.cart, payId } };
    await savePayment(deps.db, found, { cart: payment.cart }, deps.now());
  }
  const settled = await refreshFromProvider(deps, company, payment, input.log);
  return { cartId: settled.cartId, status: settled.status };
}

/**
 * A provider's notification: verified by its adapter, then settles the payment it names (replays
 * act once). Returns whether it was a replay and the provider's own acknowledgement, if any.
 */
export async function receiveNotification(
  deps: PaymentDeps,
  company: CompanyRow,
  input: { provider: ProviderName; request: Omit<RawRequest, 'providerRef'>; log: FastifyBaseLogger },
): Promise<{ replayed: boolean; reply: Notification['reply'] }> {
  const { provider, request } = input;
  const adapter = deps.payments.providers[provider];
  if (!adapter)
    throw new HttpError(404, `payment provider ${provider} is not available`, { type: 'provider' });
  const ctx = providerContext(deps, company, provider, { lang: 'fr', cartId: '', hasBooking: false });
  // An unsigned notification names our cart only: the adapter asks the provider back with
  // the reference we hold for it (RawRequest.providerRef).
  const named = request.query.cartId ? await findPayment(deps.db, company.id, request.query.cartId) : null;
  const notification = await adapter.parseNotification(ctx, {
    ...request,
    providerRef: named && named.provider === provider ? named.providerRef : null,
  });
  const payment = notification.cartId
    ? await findPayment(deps.db, company.id, notification.cartId)
    : notification.providerRef
      ? await paymentByToken(deps.db, company.id, notification.providerRef)
      : null;
  let replayed = false;
  if (payment && payment.provider === provider) {
    const result = await settlePayment(
      deps,
      company,
      payment.cartId,
      {
        outcome: notification.outcome,
        event: { provider, eventId: notification.eventId, type: notification.outcome.status },
      },
      input.log,
    );
    replayed = result.replayed;
  } else {
    // Not one of ours (another integration on the same account): acknowledged, ignored.
    input.log.info({ provider, eventId: notification.eventId }, 'payment notification for no known payment');
  }
  return { replayed, reply: notification.reply };
}
