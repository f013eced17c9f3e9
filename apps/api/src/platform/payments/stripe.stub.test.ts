import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type StripeStub, startStripeStub } from '../../../test-support/payment-stubs/stripe.stub.ts';
import { stripeProvider } from './stripe.ts';

// The stub's browser side (what the storefront's Stripe.js double sends from its card frame): a
// publishable key may confirm a PaymentIntent whose client secret it holds, nothing else.

const SECRET_KEY = 'sk_test_stub_browser';
const PUBLISHABLE_KEY = 'pk_test_stub_browser';

let stub: StripeStub;
beforeEach(async () => {
  stub = await startStripeStub({
    secretKey: SECRET_KEY,
    webhookSecret: 'whsec_stub_browser',
    publishableKey: PUBLISHABLE_KEY,
  });
});
afterEach(async () => {
  await stub.close();
});

async function intent() {
  const started = await stripeProvider.start(
    {
      companyToken: 'salon',
      secrets: { secretKey: SECRET_KEY, webhookSecret: 'whsec_stub_browser' },
      publicKey: PUBLISHABLE_KEY,
      baseUrl: stub.baseUrl,
      returnUrls: { success: 'https://salon.example/ok', fail: 'https://salon.example/ko' },
      notifyUrl: 'https://api.example/hook',
      timeoutMs: 3000,
    },
    {
      cartId: 'cart-1',
      amount: 3000,
      currency: 'EUR',
      description: 'cart-1',
      customerEmail: null,
      idempotencyKey: 'k1',
      lang: 'fr',
    },
  );
  return { id: started.providerRef ?? '', clientSecret: started.token ?? '' };
}

const browserConfirm = (id: string, fields: Record<string, string>) =>
  fetch(`${stub.baseUrl}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.example' },
    body: new URLSearchParams(fields),
  });

describe('the Stripe stub, as Stripe.js reaches it from the browser', () => {
  it('confirms with the publishable key and the client secret, card data in payment_method_data', async () => {
    const { id, clientSecret } = await intent();
    const declined = await browserConfirm(id, {
      key: PUBLISHABLE_KEY,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4000000000000002',
    });
    expect(declined.status).toBe(402);
    expect(declined.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await declined.json()) as { error: { message: string } }).error.message).toBe(
      'Your card was declined.',
    );

    const paid = await browserConfirm(id, {
      key: PUBLISHABLE_KEY,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242 4242 4242 4242',
    });
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
    expect(stub.intents.get(id)?.amount_received).toBe(3000);
  });

  it('refuses a wrong client secret, and every call a publishable key may not make', async () => {
    const { id, clientSecret } = await intent();
    const wrong = await browserConfirm(id, {
      key: PUBLISHABLE_KEY,
      client_secret: `${id}_secret_forged`,
      'payment_method_data[card][number]': '4242424242424242',
    });
    expect(wrong.status).toBe(400);
    const refund = await fetch(`${stub.baseUrl}/v1/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key: PUBLISHABLE_KEY, payment_intent: id }),
    });
    expect(refund.status).toBe(401);
    const otherKey = await browserConfirm(id, {
      key: 'pk_test_someone_else',
      client_secret: clientSecret,
      'payment_method_data[card][number]': '4242424242424242',
    });
    expect(otherKey.status).toBe(401);
    expect(stub.intents.get(id)?.status).toBe('requires_payment_method');
  });
});
