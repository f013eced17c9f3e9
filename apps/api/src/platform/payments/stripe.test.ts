import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type StripeStub, startStripeStub } from '../../../test-support/payment-stubs/stripe.stub.ts';
import { type ProviderContext, ProviderError, type StartInput } from './provider.ts';
import { stripeProvider } from './stripe.ts';

const SECRET_KEY = 'sk_test_51EclatSalonAlpha';
const WEBHOOK_SECRET = 'whsec_test_eclat_alpha';

let stub: StripeStub;

beforeEach(async () => {
  stub = await startStripeStub({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
});
afterEach(async () => {
  await stub.close();
});

function ctx(overrides: Partial<ProviderContext> = {}): ProviderContext {
  return {
    companyToken: 'salon-alpha',
    secrets: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET },
    publicKey: 'pk_test_51EclatSalonAlpha',
    baseUrl: stub.baseUrl,
    returnUrls: {
      success: 'https://alpha.example/payments/success',
      fail: 'https://alpha.example/payments/fail',
    },
    notifyUrl: 'https://api.example/api/payment/webhook/stripe/salon-alpha',
    timeoutMs: 3000,
    ...overrides,
  };
}

function input(overrides: Partial<StartInput> = {}): StartInput {
  return {
    cartId: 'cart-0001',
    amount: 4250,
    currency: 'EUR',
    description: 'Salon Alpha — commande cart-0001',
    customerEmail: 'lea@example.com',
    lang: 'fr',
    idempotencyKey: 'initialize-cart-0001',
    ...overrides,
  };
}

function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  return promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ProviderError);
      return error as ProviderError;
    },
  );
}

function lastEvent() {
  const event = stub.events.at(-1);
  if (!event) throw new Error('the stub emitted no event');
  return event;
}

describe('stripe adapter against the Stripe stub', () => {
  it('creates a PaymentIntent in eur with the cart id, automatic payment methods and the idempotency key', async () => {
    const started = await stripeProvider.start(ctx(), input());
    const intent = started.providerRef ? stub.intents.get(started.providerRef) : undefined;
    expect(intent).toMatchObject({
      amount: 4250,
      currency: 'eur',
      metadata: { cartId: 'cart-0001' },
      automatic_payment_methods: { enabled: true },
      receipt_email: 'lea@example.com',
    });
    expect(started.scenario).toEqual({
      kind: 'stripe-card',
      clientSecret: intent?.client_secret,
      publicKey: 'pk_test_51EclatSalonAlpha',
    });
    expect(started.token).toBe(intent?.client_secret);
    expect(stub.requests[0]?.headers['idempotency-key']).toBe('initialize-cart-0001');

    // A retried initialize with the same key gets the same PaymentIntent back, not a second one.
    const again = await stripeProvider.start(ctx(), input());
    expect(again.providerRef).toBe(started.providerRef);
    expect(stub.intents.size).toBe(1);
  });

  it('reports a paid PaymentIntent as succeeded, from the API and from the signed webhook', async () => {
    const started = await stripeProvider.start(ctx(), input());
    const intentId = started.providerRef ?? '';
    expect(
      await stripeProvider.fetchOutcome(ctx(), { cartId: 'cart-0001', providerRef: intentId }),
    ).toMatchObject({
      status: 'pending',
    });
    const confirmed = await stub.confirm(intentId, 'pm_card_visa');
    expect(confirmed.status).toBe(200);

    const outcome = await stripeProvider.pay(ctx(), {
      cartId: 'cart-0001',
      providerRef: intentId,
      payId: null,
    });
    expect(outcome).toEqual({ status: 'succeeded', providerRef: intentId, amount: 4250 });

    const event = lastEvent();
    expect(event.type).toBe('payment_intent.succeeded');
    const notification = await stripeProvider.parseNotification(ctx(), {
      headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' },
      rawBody: Buffer.from(event.payload),
      query: {},
    });
    expect(notification).toMatchObject({
      eventId: event.id,
      cartId: 'cart-0001',
      providerRef: intentId,
      outcome: { status: 'succeeded', amount: 4250 },
    });
  });

  it('reports a declined card as failed with the message Stripe gives the customer', async () => {
    const started = await stripeProvider.start(ctx(), input());
    const intentId = started.providerRef ?? '';
    const declined = await stub.confirm(intentId, 'pm_card_chargeDeclined');
    expect(declined.status).toBe(402);

    const outcome = await stripeProvider.fetchOutcome(ctx(), { cartId: 'cart-0001', providerRef: intentId });
    expect(outcome).toEqual({
      status: 'failed',
      providerRef: intentId,
      amount: null,
      reason: 'Your card was declined.',
    });
    const event = lastEvent();
    const notification = await stripeProvider.parseNotification(ctx(), {
      headers: { 'Stripe-Signature': event.signature },
      rawBody: Buffer.from(event.payload),
      query: {},
    });
    expect(notification.outcome).toMatchObject({ status: 'failed', reason: 'Your card was declined.' });
  });

  it('turns card_error answers into declined with a customer message, validation into invalid', async () => {
    stub.failNext(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    const declined = await rejection(stripeProvider.start(ctx(), input()));
    expect(declined.kind).toBe('declined');
    expect(declined.customerMessage).toBe('Your card has insufficient funds.');

    const tooSmall = await rejection(
      stripeProvider.start(ctx(), input({ amount: 10, idempotencyKey: 'k-small' })),
    );
    expect(tooSmall.kind).toBe('invalid');
    expect(tooSmall.message).toContain('amount_too_small');
  });

  it('refuses a webhook whose signature does not match the raw body or the secret', async () => {
    const started = await stripeProvider.start(ctx(), input());
    await stub.confirm(started.providerRef ?? '', 'pm_card_visa');
    const event = lastEvent();
    const tampered = event.payload.replace('"amount_received":4250', '"amount_received":1');
    expect(tampered).not.toBe(event.payload);

    const forged = await rejection(
      stripeProvider.parseNotification(ctx(), {
        headers: { 'stripe-signature': event.signature },
        rawBody: Buffer.from(tampered),
        query: {},
      }),
    );
    expect(forged.kind).toBe('signature');
    const otherSecret = await rejection(
      stripeProvider.parseNotification(
        ctx({ secrets: { secretKey: SECRET_KEY, webhookSecret: 'whsec_other' } }),
        {
          headers: { 'stripe-signature': event.signature },
          rawBody: Buffer.from(event.payload),
          query: {},
        },
      ),
    );
    expect(otherSecret.kind).toBe('signature');
    const unsigned = await rejection(
      stripeProvider.parseNotification(ctx(), {
        headers: {},
        rawBody: Buffer.from(event.payload),
        query: {},
      }),
    );
    expect(unsigned.kind).toBe('signature');
  });

  it('gives a replayed webhook the same event id, so the service can act once', async () => {
    const started = await stripeProvider.start(ctx(), input());
    await stub.confirm(started.providerRef ?? '', 'pm_card_visa');
    const event = lastEvent();
    const request = {
      headers: { 'stripe-signature': event.signature },
      rawBody: Buffer.from(event.payload),
      query: {},
    };
    const first = await stripeProvider.parseNotification(ctx(), request);
    const second = await stripeProvider.parseNotification(ctx(), request);
    expect(second.eventId).toBe(first.eventId);
    expect(second).toEqual(first);
  });

  it('gives up after timeoutMs when Stripe does not answer, and reports 5xx as unavailable', async () => {
    stub.failNext(500, { type: 'api_error', message: 'An unknown error occurred' });
    expect((await rejection(stripeProvider.start(ctx(), input()))).kind).toBe('unavailable');

    stub.hang();
    const started = Date.now();
    const timedOut = await rejection(
      stripeProvider.start(ctx({ timeoutMs: 300 }), input({ idempotencyKey: 'k2' })),
    );
    expect(timedOut.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('refunds part of a payment once per idempotency key, and refuses more than what is left', async () => {
    const started = await stripeProvider.start(ctx(), input());
    const intentId = started.providerRef ?? '';
    await stub.confirm(intentId, 'pm_card_visa');

    const refund = {
      providerRef: intentId,
      amount: 1500,
      currency: 'EUR' as const,
      idempotencyKey: 'refund-1',
    };
    const first = await stripeProvider.refund(ctx(), refund);
    const replay = await stripeProvider.refund(ctx(), refund);
    expect(replay.refundRef).toBe(first.refundRef);
    expect(stub.refunds).toEqual([
      expect.objectContaining({ id: first.refundRef, amount: 1500, payment_intent: intentId }),
    ]);

    const tooMuch = await rejection(
      stripeProvider.refund(ctx(), { ...refund, amount: 4000, idempotencyKey: 'refund-2' }),
    );
    expect(tooMuch.kind).toBe('invalid');
    expect(stub.refunds).toHaveLength(1);
  });

  it('acts for the connected account with Stripe-Account when the company uses Connect', async () => {
    const connect = ctx({
      secrets: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, connectAccountId: 'acct_1Alpha' },
    });
    const started = await stripeProvider.start(connect, input());
    expect(stub.requests[0]?.headers['stripe-account']).toBe('acct_1Alpha');
    const ref = { cartId: 'cart-0001', providerRef: started.providerRef };
    expect((await stripeProvider.fetchOutcome(connect, ref)).status).toBe('pending');
    // The platform account does not see the connected account's PaymentIntent.
    expect((await rejection(stripeProvider.fetchOutcome(ctx(), ref))).kind).toBe('invalid');
  });

  it('never confirms a cart with another cart’s PaymentIntent', async () => {
    const started = await stripeProvider.start(ctx(), input());
    await stub.confirm(started.providerRef ?? '', 'pm_card_visa');
    const other = await rejection(
      stripeProvider.fetchOutcome(ctx(), { cartId: 'cart-9999', providerRef: started.providerRef }),
    );
    expect(other.kind).toBe('invalid');
  });

  it('reports missing or refused keys as configuration problems', async () => {
    expect((await rejection(stripeProvider.start(ctx({ publicKey: null }), input()))).kind).toBe('config');
    expect((await rejection(stripeProvider.start(ctx({ secrets: {} }), input()))).kind).toBe('config');
    const refused = await rejection(
      stripeProvider.start(
        ctx({ secrets: { secretKey: 'sk_test_wrong', webhookSecret: WEBHOOK_SECRET } }),
        input(),
      ),
    );
    expect(refused.kind).toBe('config');
    expect(refused.message).not.toContain('sk_test_wrong');
  });
});
