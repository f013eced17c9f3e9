// Spec §4 "Payment flow per provider", as steps the payment components call: where to come back,
// completing a payment with the API, and each provider's browser side. Card data stays in the
// providers' own fields and pages (PCI DSS SAQ A): nothing here reads or sends it.
import type { ApiCaller } from '../../../lib/browser-api.ts';
import { callApi } from '../../../lib/browser-api.ts';
import type { PaymentPurpose } from './payment-types.ts';

/** The return pages of spec §2: rdvcheck after an appointment, success otherwise, fail on failure. */
export function returnPath(
  purpose: PaymentPurpose,
  cartId: string,
  outcome: 'done' | 'fail' = 'done',
): string {
  const page = outcome === 'fail' ? 'fail' : purpose === 'booking' ? 'rdvcheck' : 'success';
  return `/payments/${page}?cartId=${encodeURIComponent(cartId)}`;
}

/** POST /api/payment/pay: the provider completes the payment (free at once, PayPal with payId). */
export function payCart(caller: ApiCaller, cartId: string, payId?: string): Promise<unknown> {
  return callApi(caller, '/api/payment/pay', {
    method: 'POST',
    body: payId ? { cartId, payId } : { cartId },
  });
}

/** POST /api/payment/update-message: the appointment's custom message; failures are ignored (spec §7). */
export async function updateMessage(caller: ApiCaller, cartId: string, message: string): Promise<void> {
  if (!message.trim()) return;
  try {
    await callApi(caller, '/api/payment/update-message', { method: 'POST', body: { cartId, message } });
  } catch (error) {
    console.warn('[storefront] payment message not recorded', error);
  }
}

// ---------------------------------------------------------------- Stripe

/** The part of Stripe.js the card step uses (js.stripe.com/v3). */
export type StripeLike = {
  elements: (options: { clientSecret: string; locale?: string }) => {
    create: (
      type: 'payment',
      options?: Record<string, unknown>,
    ) => { mount: (el: HTMLElement) => void; destroy?: () => void };
    submit?: () => Promise<{ error?: StripeErrorLike }>;
  };
  confirmPayment: (options: {
    elements: unknown;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }) => Promise<{ error?: StripeErrorLike; paymentIntent?: { status: string } }>;
};
export type StripeErrorLike = { type?: string; message?: string };

export type StripeOutcome = { ok: true } | { ok: false; message: string | null };

/**
 * Confirms the card payment. Stripe takes the visitor to their bank only when the card needs it
 * (redirect 'if_required', spec §4), coming back to `returnUrl`; otherwise the answer is here.
 * Spec §8: the provider's message for card_error and validation_error, else null (the page says
 * the translated errorDuringPayment).
 */
export async function confirmStripe(
  stripe: StripeLike,
  elements: unknown,
  returnUrl: string,
): Promise<StripeOutcome> {
  try {
    const { error } = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: returnUrl },
    });
    if (!error) return { ok: true };
    const shown = error.type === 'card_error' || error.type === 'validation_error';
    return { ok: false, message: shown && error.message ? error.message : null };
  } catch (error) {
    console.warn('[storefront] stripe confirmation failed', error);
    return { ok: false, message: null };
  }
}

// ---------------------------------------------------------------- PayPal

/** PayPal's SDK URL (currency EUR, spec §7); null without a client id: the loader skips (spec §5). */
export function paypalSdkUrl(clientId: string | null | undefined): string | null {
  const id = clientId?.trim();
  if (!id) return null;
  return `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(id)}&currency=EUR&intent=capture`;
}

/**
 * After the buyer approved in the buttons (spec §4): the callback records the pay id, then pay
 * posts the final payment.
 */
export async function approvePaypal(
  caller: ApiCaller,
  input: { cartId: string; paymentToken: string; payId: string; prices: unknown },
): Promise<void> {
  await callApi(caller, `/api/payment/callback/${encodeURIComponent(caller.companyToken)}`, {
    method: 'POST',
    query: { payId: input.payId },
    body: { paymentToken: input.paymentToken, prices: input.prices },
  });
  await payCart(caller, input.cartId, input.payId);
}

// ---------------------------------------------------------------- PayZen

export const PAYZEN_SCRIPT =
  'https://static.payzen.eu/static/js/krypton-client/V4.0/stable/kr-payment-form.min.js';

// ---------------------------------------------------------------- redirect providers

/**
 * Saferpay and Monetico take the payment on their own page: a GET goes there with the fields in
 * the query, a POST through an auto-submitted form (built here, submitted by the caller).
 */
export function redirectForm(
  doc: Document,
  scenario: { url: string; method: 'GET' | 'POST'; fields: Record<string, string> },
): { kind: 'location'; url: string } | { kind: 'form'; form: HTMLFormElement } {
  if (scenario.method === 'GET') {
    const url = new URL(scenario.url);
    for (const [name, value] of Object.entries(scenario.fields)) url.searchParams.set(name, value);
    return { kind: 'location', url: url.toString() };
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = scenario.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(scenario.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return { kind: 'form', form };
}
