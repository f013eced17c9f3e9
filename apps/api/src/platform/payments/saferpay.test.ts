import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SaferpayStub, startSaferpayStub } from '../../../test-support/payment-stubs/saferpay.stub.ts';
import { type ProviderContext, ProviderError, type RawRequest, type StartInput } from './provider.ts';
import {
  requestIdFor,
  SAFERPAY_SPEC_VERSION,
  saferpayNotifyUrl,
  saferpayProvider,
  splitRef,
} from './saferpay.ts';

const SECRETS = {
  customerId: '401860',
  terminalId: '17795278',
  apiUser: 'API_401860_80003225',
  apiPassword: 'C-y*bv8346Ze5-T8',
};

let stub: SaferpayStub;

beforeEach(async () => {
  stub = await startSaferpayStub(SECRETS);
});
afterEach(async () => {
  await stub.close();
});

function ctx(overrides: Partial<ProviderContext> = {}): ProviderContext {
  return {
    companyToken: 'salon-alpha',
    secrets: SECRETS,
    publicKey: null,
    baseUrl: stub.baseUrl,
    returnUrls: {
      success: 'https://alpha.example/payments/success?cartId=cart-0004',
      fail: 'https://alpha.example/payments/fail',
    },
    notifyUrl: 'https://api.example/api/payment/webhook/saferpay/salon-alpha',
    timeoutMs: 3000,
    ...overrides,
  };
}

function input(overrides: Partial<StartInput> = {}): StartInput {
  return {
    cartId: 'cart-0004',
    amount: 1234,
    currency: 'EUR',
    description: 'Salon Alpha — commande cart-0004',
    customerEmail: null,
    lang: 'de',
    idempotencyKey: 'initialize-cart-0004',
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

/** What the service hands over for Saferpay's GET: the query, and the token it stored for that cart. */
function notified(url: URL | null, providerRef: string | null): RawRequest {
  if (!url) throw new Error('Saferpay called no NotifyUrl');
  return { headers: {}, rawBody: Buffer.alloc(0), query: Object.fromEntries(url.searchParams), providerRef };
}

describe('saferpay adapter against the Saferpay JSON API stub', () => {
  it('initializes the Payment Page with the request header, amount in minor units, order id and our notify URL', async () => {
    const started = await saferpayProvider.start(ctx(), input());
    const request = stub.requests[0];
    expect(request?.path).toBe('/Payment/v1/PaymentPage/Initialize');
    expect(request?.body).toMatchObject({
      RequestHeader: {
        SpecVersion: SAFERPAY_SPEC_VERSION,
        CustomerId: '401860',
        RequestId: 'initialize-cart-0004',
        RetryIndicator: 0,
      },
      TerminalId: '17795278',
      Payment: { Amount: { Value: '1234', CurrencyCode: 'EUR' }, OrderId: 'cart-0004' },
      Payer: { LanguageCode: 'de' },
      ReturnUrl: { Url: 'https://alpha.example/payments/success?cartId=cart-0004' },
      Notification: {
        NotifyUrl: 'https://api.example/api/payment/webhook/saferpay/salon-alpha?cartId=cart-0004',
      },
    });
    const page = [...stub.pages.values()][0];
    expect(started).toEqual({
      token: page?.token,
      providerRef: page?.token,
      scenario: {
        kind: 'redirect',
        method: 'GET',
        url: `${stub.baseUrl}/vt2/api/PaymentPage/401860/17795278/${page?.token}`,
        fields: {},
      },
    });
  });

  it('asserts and captures a paid page, from the notification and from pay alike', async () => {
    const { providerRef: token } = await saferpayProvider.start(ctx(), input());
    expect(
      await saferpayProvider.fetchOutcome(ctx(), { cartId: 'cart-0004', providerRef: token }),
    ).toMatchObject({
      status: 'pending',
    });
    const call = stub.payer(token ?? '', 'pays');
    const notification = await saferpayProvider.parseNotification(ctx(), notified(call, token));
    const tx = [...stub.transactions.values()][0];
    expect(tx?.Status).toBe('CAPTURED');
    expect(notification).toEqual({
      eventId: tx?.Id,
      cartId: 'cart-0004',
      providerRef: `${token}:${tx?.CaptureId}`,
      outcome: { status: 'succeeded', providerRef: `${token}:${tx?.CaptureId}`, amount: 1234 },
    });
    // Coming back from the page: Assert says CAPTURED, nothing is captured twice.
    const paid = await saferpayProvider.pay(ctx(), { cartId: 'cart-0004', providerRef: token, payId: null });
    expect(paid).toEqual(notification.outcome);
    expect(stub.requests.filter((r) => r.path === '/Payment/v1/Transaction/Capture')).toHaveLength(1);
  });

  it('reports a declined card as failed and an aborted page as cancelled', async () => {
    const { providerRef: token } = await saferpayProvider.start(ctx(), input());
    const call = stub.payer(token ?? '', 'declined');
    const notification = await saferpayProvider.parseNotification(ctx(), notified(call, token));
    expect(notification.outcome).toEqual({
      status: 'failed',
      providerRef: token,
      amount: null,
      reason: 'Do not honor',
    });
    expect(notification.eventId).toBe('cart-0004:TRANSACTION_DECLINED');

    const other = await saferpayProvider.start(ctx(), input({ cartId: 'cart-0005', idempotencyKey: 'k5' }));
    stub.payer(other.providerRef ?? '', 'aborts');
    expect(
      (await saferpayProvider.fetchOutcome(ctx(), { cartId: 'cart-0005', providerRef: other.providerRef }))
        .status,
    ).toBe('cancelled');
  });

  it('believes nothing from an unsigned notification: without a stored token, or for another cart, it is refused', async () => {
    const mine = await saferpayProvider.start(ctx(), input());
    const other = await saferpayProvider.start(ctx(), input({ cartId: 'cart-0005', idempotencyKey: 'k5' }));
    stub.payer(other.providerRef ?? '', 'pays');
    const forged = new URL(saferpayNotifyUrl(ctx().notifyUrl, 'cart-0004'));
    expect((await rejection(saferpayProvider.parseNotification(ctx(), notified(forged, null)))).kind).toBe(
      'signature',
    );
    // cart-0004's notification paired with another cart's paid token is caught by the OrderId check.
    const crossed = await rejection(
      saferpayProvider.parseNotification(ctx(), notified(forged, other.providerRef)),
    );
    expect(crossed.kind).toBe('invalid');
    // And a notification for an unpaid page changes nothing.
    const early = await saferpayProvider.parseNotification(ctx(), notified(forged, mine.providerRef));
    expect(early.outcome.status).toBe('pending');
  });

  it('gives a replayed notification the same event id and captures once', async () => {
    const { providerRef: token } = await saferpayProvider.start(ctx(), input());
    const call = stub.payer(token ?? '', 'pays');
    const first = await saferpayProvider.parseNotification(ctx(), notified(call, token));
    const second = await saferpayProvider.parseNotification(ctx(), notified(call, token));
    expect(second).toEqual(first);
    expect(stub.requests.filter((r) => r.path === '/Payment/v1/Transaction/Capture')).toHaveLength(1);
  });

  it('times out when Saferpay does not answer, and reports an HTML 503 as unavailable', async () => {
    stub.failNext(503, '<html>Service Unavailable</html>');
    expect((await rejection(saferpayProvider.start(ctx(), input()))).kind).toBe('unavailable');
    stub.hang();
    const started = Date.now();
    expect((await rejection(saferpayProvider.start(ctx({ timeoutMs: 300 }), input()))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('refunds part of the capture, captures the refund, and refuses more than was captured', async () => {
    const { providerRef: token } = await saferpayProvider.start(ctx(), input());
    stub.payer(token ?? '', 'pays');
    const paid = await saferpayProvider.pay(ctx(), { cartId: 'cart-0004', providerRef: token, payId: null });
    const providerRef = paid.providerRef ?? '';
    const { refundRef } = await saferpayProvider.refund(ctx(), {
      providerRef,
      amount: 234,
      currency: 'EUR',
      idempotencyKey: 'refund-7-0-234',
    });
    expect(stub.transactions.get(refundRef)).toMatchObject({
      Type: 'REFUND',
      Status: 'CAPTURED',
      Amount: { Value: '234' },
    });
    const refundRequest = stub.requests.find((r) => r.path === '/Payment/v1/Transaction/Refund');
    expect(refundRequest?.body).toMatchObject({
      RequestHeader: { RequestId: 'refund-7-0-234' },
      Refund: { Amount: { Value: '234', CurrencyCode: 'EUR' }, RestrictRefundAmountToCapturedAmount: true },
      CaptureReference: { CaptureId: splitRef(providerRef).captureId },
    });
    const tooMuch = await rejection(
      saferpayProvider.refund(ctx(), {
        providerRef,
        amount: 1001,
        currency: 'EUR',
        idempotencyKey: 'refund-7-234-1001',
      }),
    );
    expect(tooMuch.kind).toBe('invalid');
    expect(tooMuch.message).toContain('VALIDATION_FAILED');
    expect(
      (
        await rejection(
          saferpayProvider.refund(ctx(), {
            providerRef: token ?? '',
            amount: 1,
            currency: 'EUR',
            idempotencyKey: 'x',
          }),
        )
      ).kind,
    ).toBe('invalid');
  });

  it('reports a refused API user as a configuration problem without leaking the password', async () => {
    const refused = await rejection(
      saferpayProvider.start(ctx({ secrets: { ...SECRETS, apiPassword: 'wrong-password' } }), input()),
    );
    expect(refused.kind).toBe('config');
    expect(refused.message).not.toContain('wrong-password');
    expect(
      (await rejection(saferpayProvider.start(ctx({ secrets: { customerId: '1' } }), input()))).kind,
    ).toBe('config');
  });
});

describe('saferpay pure helpers', () => {
  it('keeps a well-formed idempotency key as RequestId and digests any other', () => {
    expect(requestIdFor('refund-12-0-500')).toBe('refund-12-0-500');
    const long = requestIdFor(`initialize:${'x'.repeat(60)}`);
    expect(long).toMatch(/^[0-9a-f]{50}$/);
    expect(requestIdFor(`initialize:${'x'.repeat(60)}`)).toBe(long);
  });

  it('reads the token and the capture id out of providerRef', () => {
    expect(splitRef('tok123')).toEqual({ token: 'tok123', captureId: null });
    expect(splitRef('tok123:abc_c')).toEqual({ token: 'tok123', captureId: 'abc_c' });
  });
});
