import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PayzenStub, startPayzenStub } from '../../../test-support/payment-stubs/payzen.stub.ts';
import { hmacHex } from './hmac.ts';
import { checkKrHash, payzenProvider, transactionsOutcome } from './payzen.ts';
import { type ProviderContext, ProviderError, type RawRequest, type StartInput } from './provider.ts';

// Shop id, REST password and public key of Lyra's documented demo shop
// (docs.lyra.com …/kb/authentication.html); the HMAC-SHA-256 key is made up for these tests.
const SHOP_ID = '69876357';
const PASSWORD = 'testpassword_DEMOPRIVATEKEY23G4475zXZQ2UA5x7M';
const HMAC_KEY = '38453613e7f44dc58732bad3dca2bca3';
const PUBLIC_KEY = '69876357:testpublickey_DEMOPUBLICKEY95me92597fd28tGD4r5';

let stub: PayzenStub;

beforeEach(async () => {
  stub = await startPayzenStub({ shopId: SHOP_ID, password: PASSWORD, hmacKey: HMAC_KEY });
});
afterEach(async () => {
  await stub.close();
});

function ctx(overrides: Partial<ProviderContext> = {}): ProviderContext {
  return {
    companyToken: 'salon-alpha',
    secrets: { shopId: SHOP_ID, password: PASSWORD, hmacKey: HMAC_KEY },
    publicKey: PUBLIC_KEY,
    baseUrl: stub.baseUrl,
    returnUrls: {
      success: 'https://alpha.example/payments/success',
      fail: 'https://alpha.example/payments/fail',
    },
    notifyUrl: 'https://api.example/api/payment/webhook/payzen/salon-alpha',
    timeoutMs: 3000,
    ...overrides,
  };
}

function input(overrides: Partial<StartInput> = {}): StartInput {
  return {
    cartId: 'cart-0003',
    amount: 8990,
    currency: 'EUR',
    description: 'Salon Alpha — commande cart-0003',
    customerEmail: 'lea@example.com',
    lang: 'fr',
    idempotencyKey: 'initialize-cart-0003',
    ...overrides,
  };
}

const posted = (body: string): RawRequest => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  rawBody: Buffer.from(body),
  query: {},
});

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

async function started() {
  const result = await payzenProvider.start(ctx(), input());
  if (result.scenario.kind !== 'payzen-embedded') throw new Error('expected the embedded form');
  return result.scenario.formToken;
}

describe('payzen adapter against the Lyra REST stub', () => {
  it('creates the payment in cents with the cart as orderId and hands the form token to the embedded form', async () => {
    const result = await payzenProvider.start(ctx(), input());
    expect(stub.requests[0]).toMatchObject({
      path: '/api-payment/V4/Charge/CreatePayment',
      body: {
        amount: 8990,
        currency: 'EUR',
        orderId: 'cart-0003',
        customer: { email: 'lea@example.com' },
        ipnTargetUrl: 'https://api.example/api/payment/webhook/payzen/salon-alpha',
      },
    });
    expect(stub.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${SHOP_ID}:${PASSWORD}`).toString('base64')}`,
    );
    const formToken = stub.orders.get('cart-0003')?.formToken;
    expect(result).toEqual({
      token: formToken,
      providerRef: null,
      scenario: { kind: 'payzen-embedded', formToken, publicKey: PUBLIC_KEY },
    });
  });

  it('confirms a paid order from the IPN, the browser return and Order/Get alike', async () => {
    const formToken = await started();
    expect(await payzenProvider.fetchOutcome(ctx(), { cartId: 'cart-0003', providerRef: null })).toEqual({
      status: 'pending',
      providerRef: null,
      amount: null,
    });
    const { ipn, browserReturn } = stub.pay(formToken, 'accepted');
    const uuid = stub.transactions[0]?.uuid;

    const fromIpn = await payzenProvider.parseNotification(ctx(), posted(ipn));
    expect(fromIpn).toMatchObject({
      cartId: 'cart-0003',
      providerRef: uuid,
      outcome: { status: 'succeeded', providerRef: uuid, amount: 8990 },
    });
    const fromReturn = await payzenProvider.parseNotification(ctx(), posted(browserReturn));
    // The same payment seen twice: one event, so the service confirms it once.
    expect(fromReturn.eventId).toBe(fromIpn.eventId);
    expect(await payzenProvider.pay(ctx(), { cartId: 'cart-0003', providerRef: null, payId: null })).toEqual({
      status: 'succeeded',
      providerRef: uuid,
      amount: 8990,
    });
  });

  it('reports a refused card as failed with the acquirer reason', async () => {
    const formToken = await started();
    const { ipn } = stub.pay(formToken, 'refused');
    const notification = await payzenProvider.parseNotification(ctx(), posted(ipn));
    expect(notification.outcome).toMatchObject({
      status: 'failed',
      reason: 'Insufficient funds or credit limit exceeded',
    });
    expect(
      (await payzenProvider.fetchOutcome(ctx(), { cartId: 'cart-0003', providerRef: null })).status,
    ).toBe('failed');
  });

  it('refuses an IPN whose kr-hash does not match, or signed with the wrong key', async () => {
    const formToken = await started();
    const { ipn, browserReturn } = stub.pay(formToken, 'accepted');
    const fields = new URLSearchParams(ipn);
    fields.set(
      'kr-answer',
      (fields.get('kr-answer') ?? '').replace('"orderTotalAmount":8990', '"orderTotalAmount":1'),
    );
    expect((await rejection(payzenProvider.parseNotification(ctx(), posted(fields.toString())))).kind).toBe(
      'signature',
    );

    const otherPassword = ctx({
      secrets: { shopId: SHOP_ID, password: 'testpassword_OTHER', hmacKey: HMAC_KEY },
    });
    expect((await rejection(payzenProvider.parseNotification(otherPassword, posted(ipn)))).kind).toBe(
      'signature',
    );
    // The browser return is signed with the HMAC key, never with the password.
    const swapped = new URLSearchParams(browserReturn);
    swapped.set('kr-hash-key', 'password');
    expect((await rejection(payzenProvider.parseNotification(ctx(), posted(swapped.toString())))).kind).toBe(
      'signature',
    );
    expect((await rejection(payzenProvider.parseNotification(ctx(), posted('kr-answer=%7B%7D')))).kind).toBe(
      'signature',
    );
  });

  it('gives a replayed IPN the same event id', async () => {
    const formToken = await started();
    const { ipn } = stub.pay(formToken, 'accepted');
    const first = await payzenProvider.parseNotification(ctx(), posted(ipn));
    const second = await payzenProvider.parseNotification(ctx(), posted(ipn));
    expect(second).toEqual(first);
  });

  it('times out when Lyra does not answer, and reports an HTML 502 as unavailable', async () => {
    stub.failNext(502, '<html><body>Bad gateway</body></html>');
    expect((await rejection(payzenProvider.start(ctx(), input()))).kind).toBe('unavailable');
    stub.hang();
    const started = Date.now();
    expect((await rejection(payzenProvider.start(ctx({ timeoutMs: 300 }), input()))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('refunds part of the transaction with CancelOrRefund and refuses more than what is left', async () => {
    const formToken = await started();
    stub.pay(formToken, 'accepted');
    const uuid = stub.transactions[0]?.uuid ?? '';
    const { refundRef } = await payzenProvider.refund(ctx(), {
      providerRef: uuid,
      amount: 2990,
      currency: 'EUR',
      idempotencyKey: 'refund-1',
    });
    expect(stub.transactions.find((tx) => tx.uuid === refundRef)).toMatchObject({
      operationType: 'CREDIT',
      amount: 2990,
      transactionDetails: { parentTransactionUuid: uuid },
    });
    expect(stub.requests.at(-1)?.body).toEqual({ uuid, amount: 2990, currency: 'EUR' });
    const tooMuch = await rejection(
      payzenProvider.refund(ctx(), {
        providerRef: uuid,
        amount: 7000,
        currency: 'EUR',
        idempotencyKey: 'refund-2',
      }),
    );
    expect(tooMuch.kind).toBe('invalid');
    expect(tooMuch.message).toContain('PSP_020');
    // The refund's own IPN leaves the order as it was: paid.
    const refundIpn = stub.lastIpn() ?? '';
    const notification = await payzenProvider.parseNotification(ctx(), posted(refundIpn));
    expect(notification.outcome).toMatchObject({ status: 'pending', providerRef: uuid, reason: 'refund' });
    expect(
      (await payzenProvider.fetchOutcome(ctx(), { cartId: 'cart-0003', providerRef: uuid })).status,
    ).toBe('succeeded');
  });

  it('reports refused credentials or a missing key as configuration problems', async () => {
    const refused = await rejection(
      payzenProvider.start(
        ctx({ secrets: { shopId: SHOP_ID, password: 'testpassword_WRONG', hmacKey: HMAC_KEY } }),
        input(),
      ),
    );
    expect(refused.kind).toBe('config');
    expect(refused.message).not.toContain('WRONG');
    expect((await rejection(payzenProvider.start(ctx({ publicKey: null }), input()))).kind).toBe('config');
    const invalid = await rejection(payzenProvider.start(ctx(), input({ amount: 0 })));
    expect(invalid.kind).toBe('invalid');
    expect(invalid.message).toContain('INT_902');
  });
});

describe('payzen pure helpers', () => {
  it('checks kr-hash as Lyra computes it: HMAC-SHA256 of kr-answer, hex', () => {
    const krAnswer = '{"orderStatus":"PAID","orderDetails":{"orderId":"x"}}';
    const krHash = hmacHex('sha256', PASSWORD, krAnswer);
    const fields = { krAnswer, krHash, krHashKey: 'password', krHashAlgorithm: 'sha256_hmac' };
    expect(checkKrHash(fields, { password: PASSWORD, hmacKey: HMAC_KEY })).toBe(true);
    expect(
      checkKrHash({ ...fields, krHash: krHash.toUpperCase() }, { password: PASSWORD, hmacKey: HMAC_KEY }),
    ).toBe(true);
    expect(
      checkKrHash({ ...fields, krHashKey: 'sha256_hmac' }, { password: PASSWORD, hmacKey: HMAC_KEY }),
    ).toBe(false);
    expect(
      checkKrHash({ ...fields, krHashAlgorithm: 'sha1' }, { password: PASSWORD, hmacKey: HMAC_KEY }),
    ).toBe(false);
    expect(checkKrHash(fields, { password: undefined, hmacKey: HMAC_KEY })).toBe(false);
  });

  it('reads the order from its transactions, ignoring refunds', () => {
    const tx = (uuid: string, status: string, operationType = 'DEBIT', detailedStatus = 'CAPTURED') => ({
      uuid,
      amount: 1000,
      status,
      detailedStatus,
      operationType,
    });
    expect(transactionsOutcome([])).toEqual({ status: 'pending', providerRef: null, amount: null });
    expect(transactionsOutcome([tx('a', 'UNPAID', 'DEBIT', 'REFUSED'), tx('b', 'PAID')])).toEqual({
      status: 'succeeded',
      providerRef: 'b',
      amount: 1000,
    });
    expect(transactionsOutcome([tx('a', 'RUNNING', 'DEBIT', 'WAITING_AUTHORISATION')]).status).toBe(
      'pending',
    );
    expect(transactionsOutcome([tx('a', 'UNPAID', 'DEBIT', 'CANCELLED')]).status).toBe('cancelled');
    expect(transactionsOutcome([tx('c', 'PAID', 'CREDIT')]).status).toBe('pending');
  });
});
