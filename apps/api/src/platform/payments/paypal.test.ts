import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PaypalStub, startPaypalStub } from '../../../test-support/payment-stubs/paypal.stub.ts';
import { orderOutcome, paypalProvider } from './paypal.ts';
import { type ProviderContext, ProviderError, type RawRequest, type StartInput } from './provider.ts';

const CLIENT_ID = 'AbCdClientIdSalonAlpha';
const CLIENT_SECRET = 'EFgh-secret-salon-alpha';
const WEBHOOK_ID = '1JE4291016473214C';

let stub: PaypalStub;

beforeEach(async () => {
  stub = await startPaypalStub({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, webhookId: WEBHOOK_ID });
});
afterEach(async () => {
  await stub.close();
});

function ctx(overrides: Partial<ProviderContext> = {}): ProviderContext {
  return {
    companyToken: 'salon-alpha',
    secrets: { clientSecret: CLIENT_SECRET, webhookId: WEBHOOK_ID },
    publicKey: CLIENT_ID,
    baseUrl: stub.baseUrl,
    returnUrls: {
      success: 'https://alpha.example/payments/success',
      fail: 'https://alpha.example/payments/fail',
    },
    notifyUrl: 'https://api.example/api/payment/webhook/paypal/salon-alpha',
    timeoutMs: 3000,
    ...overrides,
  };
}

function input(overrides: Partial<StartInput> = {}): StartInput {
  return {
    cartId: 'cart-0002',
    amount: 1234,
    currency: 'EUR',
    description: 'Salon Alpha — commande cart-0002',
    customerEmail: null,
    lang: 'fr',
    idempotencyKey: 'initialize-cart-0002',
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

function asRequest(webhook: { headers: Record<string, string>; body: string }): RawRequest {
  return { headers: webhook.headers, rawBody: Buffer.from(webhook.body), query: {} };
}

function webhook(type: string) {
  const found = stub.webhooks.filter((w) => w.type === type).at(-1);
  if (!found) throw new Error(`no ${type} webhook`);
  return found;
}

describe('paypal adapter against the PayPal stub', () => {
  it('creates a CAPTURE order in EUR for the cart with PayPal-Request-Id, for the buttons', async () => {
    const started = await paypalProvider.start(ctx(), input());
    const order = stub.orders.get(started.providerRef ?? '');
    expect(order).toMatchObject({
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: [
        { custom_id: 'cart-0002', invoice_id: 'cart-0002', amount: { currency_code: 'EUR', value: '12.34' } },
      ],
    });
    expect(started).toEqual({
      token: order?.id,
      providerRef: order?.id,
      scenario: { kind: 'paypal-buttons', orderId: order?.id, clientId: CLIENT_ID },
    });
    const create = stub.requests.find((r) => r.path === '/v2/checkout/orders');
    expect(create?.headers['paypal-request-id']).toBe('initialize-cart-0002');
    expect(create?.headers.authorization).toMatch(/^Bearer A21AA/);

    const again = await paypalProvider.start(ctx(), input());
    expect(again.providerRef).toBe(started.providerRef);
    expect(stub.orders.size).toBe(1);
  });

  it('captures the approved order in pay, and a second pay reads the same capture', async () => {
    const started = await paypalProvider.start(ctx(), input());
    const orderId = started.providerRef ?? '';
    expect(
      await paypalProvider.fetchOutcome(ctx(), { cartId: 'cart-0002', providerRef: orderId }),
    ).toMatchObject({
      status: 'pending',
    });
    stub.approve(orderId);
    const paid = await paypalProvider.pay(ctx(), {
      cartId: 'cart-0002',
      providerRef: orderId,
      payId: orderId,
    });
    expect(paid).toEqual({ status: 'succeeded', providerRef: orderId, amount: 1234 });
    const again = await paypalProvider.pay(ctx(), {
      cartId: 'cart-0002',
      providerRef: orderId,
      payId: orderId,
    });
    expect(again).toEqual(paid);
    expect(stub.orders.get(orderId)?.purchase_units[0]?.payments?.captures).toHaveLength(1);

    const notification = await paypalProvider.parseNotification(
      ctx(),
      asRequest(webhook('PAYMENT.CAPTURE.COMPLETED')),
    );
    expect(notification).toMatchObject({
      cartId: 'cart-0002',
      providerRef: orderId,
      outcome: { status: 'succeeded', amount: 1234 },
    });
  });

  it('reports INSTRUMENT_DECLINED at capture as declined, and the order stays unpaid', async () => {
    const started = await paypalProvider.start(ctx(), input());
    const orderId = started.providerRef ?? '';
    stub.approve(orderId, { declineCard: true });
    const declined = await rejection(
      paypalProvider.pay(ctx(), { cartId: 'cart-0002', providerRef: orderId, payId: orderId }),
    );
    expect(declined.kind).toBe('declined');
    expect(declined.message).toContain('INSTRUMENT_DECLINED');
    expect(
      await paypalProvider.fetchOutcome(ctx(), { cartId: 'cart-0002', providerRef: orderId }),
    ).toMatchObject({
      status: 'pending',
    });
  });

  it('refuses to capture an order that is not this cart’s, or not approved yet', async () => {
    const mine = await paypalProvider.start(ctx(), input());
    const other = await paypalProvider.start(
      ctx(),
      input({ cartId: 'cart-other', idempotencyKey: 'k-other' }),
    );
    stub.approve(other.providerRef ?? '');
    const swapped = await rejection(
      paypalProvider.pay(ctx(), {
        cartId: 'cart-0002',
        providerRef: mine.providerRef,
        payId: other.providerRef,
      }),
    );
    expect(swapped.kind).toBe('invalid');
    const notApproved = await rejection(
      paypalProvider.pay(ctx(), { cartId: 'cart-0002', providerRef: mine.providerRef, payId: null }),
    );
    expect(notApproved.kind).toBe('invalid');
    expect(notApproved.message).toContain('ORDER_NOT_APPROVED');
  });

  it('verifies webhooks through verify-webhook-signature and refuses a tampered one', async () => {
    const started = await paypalProvider.start(ctx(), input());
    stub.approve(started.providerRef ?? '');
    await paypalProvider.pay(ctx(), { cartId: 'cart-0002', providerRef: started.providerRef, payId: null });
    const real = webhook('PAYMENT.CAPTURE.COMPLETED');
    const tampered = { ...real, body: real.body.replace('"value":"12.34"', '"value":"0.01"') };
    expect(tampered.body).not.toBe(real.body);
    expect((await rejection(paypalProvider.parseNotification(ctx(), asRequest(tampered)))).kind).toBe(
      'signature',
    );

    const otherWebhook = ctx({ secrets: { clientSecret: CLIENT_SECRET, webhookId: '9XX99999999999999' } });
    expect((await rejection(paypalProvider.parseNotification(otherWebhook, asRequest(real)))).kind).toBe(
      'signature',
    );

    const { 'paypal-transmission-sig': _dropped, ...unsigned } = real.headers;
    expect(
      (await rejection(paypalProvider.parseNotification(ctx(), asRequest({ ...real, headers: unsigned }))))
        .kind,
    ).toBe('signature');
    const verify = stub.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature');
    expect(JSON.parse(verify[0]?.body ?? '{}')).toMatchObject({
      webhook_id: WEBHOOK_ID,
      auth_algo: 'SHA256withRSA',
    });
  });

  it('gives a replayed webhook the same event id', async () => {
    const started = await paypalProvider.start(ctx(), input());
    stub.approve(started.providerRef ?? '');
    const approved = webhook('CHECKOUT.ORDER.APPROVED');
    const first = await paypalProvider.parseNotification(ctx(), asRequest(approved));
    const second = await paypalProvider.parseNotification(ctx(), asRequest(approved));
    expect(first.eventId).toBe(approved.id);
    expect(second).toEqual(first);
    // Approval alone pays nothing: the capture decides.
    expect(first.outcome.status).toBe('pending');
    expect(first.cartId).toBe('cart-0002');
  });

  it('times out when PayPal does not answer and reports 5xx as unavailable', async () => {
    stub.failNext(503, { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' });
    expect((await rejection(paypalProvider.start(ctx(), input()))).kind).toBe('unavailable');
    stub.hang();
    const started = Date.now();
    expect(
      (await rejection(paypalProvider.start(ctx({ timeoutMs: 300 }), input({ idempotencyKey: 'k3' })))).kind,
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('refunds part of the capture once per PayPal-Request-Id and refuses more than what is left', async () => {
    const started = await paypalProvider.start(ctx(), input());
    stub.approve(started.providerRef ?? '');
    await paypalProvider.pay(ctx(), { cartId: 'cart-0002', providerRef: started.providerRef, payId: null });
    const refund = {
      providerRef: started.providerRef ?? '',
      amount: 434,
      currency: 'EUR' as const,
      idempotencyKey: 'refund-a',
    };
    const first = await paypalProvider.refund(ctx(), refund);
    const replay = await paypalProvider.refund(ctx(), refund);
    expect(replay.refundRef).toBe(first.refundRef);
    expect(stub.refunds).toEqual([
      expect.objectContaining({ id: first.refundRef, amount: { currency_code: 'EUR', value: '4.34' } }),
    ]);
    const tooMuch = await rejection(
      paypalProvider.refund(ctx(), { ...refund, amount: 900, idempotencyKey: 'refund-b' }),
    );
    expect(tooMuch.kind).toBe('invalid');
    expect(tooMuch.message).toContain('REFUND_AMOUNT_EXCEEDED');
    // The order, partly refunded, still counts as paid.
    expect(
      await paypalProvider.fetchOutcome(ctx(), { cartId: 'cart-0002', providerRef: started.providerRef }),
    ).toMatchObject({
      status: 'succeeded',
    });
  });

  it('reports refused credentials as configuration problems without leaking the secret', async () => {
    const wrong = await rejection(
      paypalProvider.start(ctx({ secrets: { clientSecret: 'nope', webhookId: WEBHOOK_ID } }), input()),
    );
    expect(wrong.kind).toBe('config');
    expect(wrong.message).not.toContain('nope');
    expect((await rejection(paypalProvider.start(ctx({ publicKey: null }), input()))).kind).toBe('config');
  });

  it('reads an order’s state from its capture', () => {
    const order = (status: string, capture?: string) => ({
      id: 'ORDER1',
      status,
      purchase_units: [
        {
          custom_id: 'c',
          payments: capture
            ? { captures: [{ id: 'CAP1', status: capture, amount: { currency_code: 'EUR', value: '9.90' } }] }
            : undefined,
        },
      ],
    });
    expect(orderOutcome(order('APPROVED')).status).toBe('pending');
    expect(orderOutcome(order('VOIDED')).status).toBe('cancelled');
    expect(orderOutcome(order('COMPLETED', 'COMPLETED'))).toEqual({
      status: 'succeeded',
      providerRef: 'ORDER1',
      amount: 990,
    });
    expect(orderOutcome(order('COMPLETED', 'PENDING')).status).toBe('pending');
    expect(orderOutcome(order('COMPLETED', 'DECLINED')).status).toBe('failed');
  });
});
