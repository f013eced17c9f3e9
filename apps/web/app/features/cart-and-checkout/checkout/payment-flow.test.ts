// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  approvePaypal,
  confirmStripe,
  payCart,
  paypalSdkUrl,
  redirectForm,
  returnPath,
  type StripeLike,
} from './payment-flow.ts';

const caller = { companyToken: 'tok-A', lang: 'fr' as const };

function stripeDouble(answer: Awaited<ReturnType<StripeLike['confirmPayment']>> | Error) {
  const confirmPayment = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const stripe: StripeLike = {
    elements: () => ({ create: () => ({ mount: () => undefined }) }),
    confirmPayment,
  };
  return { stripe, confirmPayment };
}

function recordFetch(status = 200, body: unknown = {}) {
  const calls: { url: URL; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where the browser comes back (spec §2 payment returns)', () => {
  it('rdvcheck after an appointment, success after a cart, fail on failure', () => {
    expect(returnPath('booking', 'abc_DEF-123')).toBe('/payments/rdvcheck?cartId=abc_DEF-123');
    expect(returnPath('cart', 'abc')).toBe('/payments/success?cartId=abc');
    expect(returnPath('cart', 'abc', 'fail')).toBe('/payments/fail?cartId=abc');
    expect(returnPath('booking', 'a&b')).toBe('/payments/rdvcheck?cartId=a%26b');
  });
});

describe('Stripe (spec §4: card element, confirmation with a redirect only if required)', () => {
  it('confirms with redirect "if_required" and the return page', async () => {
    const { stripe, confirmPayment } = stripeDouble({ paymentIntent: { status: 'succeeded' } });
    const elements = { id: 'elements' };
    const outcome = await confirmStripe(stripe, elements, 'https://shop.example/payments/rdvcheck?cartId=x');
    expect(outcome).toEqual({ ok: true });
    expect(confirmPayment).toHaveBeenCalledWith({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: 'https://shop.example/payments/rdvcheck?cartId=x' },
    });
  });

  it('shows the provider message for card and validation errors only (spec §8)', async () => {
    const card = stripeDouble({ error: { type: 'card_error', message: 'Votre carte a été refusée.' } });
    expect(await confirmStripe(card.stripe, {}, 'u')).toEqual({
      ok: false,
      message: 'Votre carte a été refusée.',
    });
    const invalid = stripeDouble({ error: { type: 'validation_error', message: 'Numéro incomplet.' } });
    expect(await confirmStripe(invalid.stripe, {}, 'u')).toEqual({ ok: false, message: 'Numéro incomplet.' });
    const api = stripeDouble({ error: { type: 'api_error', message: 'Internal details' } });
    expect(await confirmStripe(api.stripe, {}, 'u')).toEqual({ ok: false, message: null });
  });

  it('any other exception is a failure without a message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = stripeDouble(new Error('network'));
    expect(await confirmStripe(broken.stripe, {}, 'u')).toEqual({ ok: false, message: null });
  });
});

describe('PayPal (spec §4, §5)', () => {
  it('skips the SDK without a client id, and asks for EUR otherwise', () => {
    expect(paypalSdkUrl(null)).toBeNull();
    expect(paypalSdkUrl('  ')).toBeNull();
    expect(paypalSdkUrl('AbC 1')).toBe(
      'https://www.paypal.com/sdk/js?client-id=AbC%201&currency=EUR&intent=capture',
    );
  });

  it('after approval: the callback records the pay id, then pay posts it', async () => {
    const calls = recordFetch();
    await approvePaypal(caller, {
      cartId: 'cart-1',
      paymentToken: 'ORDER-9',
      payId: 'ORDER-9',
      prices: { total: 1 },
    });
    expect(calls.map((c) => `${c.init.method} ${c.url.pathname}`)).toEqual([
      'POST /api/payment/callback/tok-A',
      'POST /api/payment/pay',
    ]);
    expect(calls[0]?.url.searchParams.get('payId')).toBe('ORDER-9');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      paymentToken: 'ORDER-9',
      prices: { total: 1 },
    });
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ cartId: 'cart-1', payId: 'ORDER-9' });
    expect(new Headers(calls[1]?.init.headers).get('company')).toBe('tok-A');
  });
});

describe('the free provider and the generic pay call', () => {
  it('posts the cart id only', async () => {
    const calls = recordFetch();
    await payCart(caller, 'cart-2');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ cartId: 'cart-2' });
  });

  it('a refused payment keeps the customer text of the API', async () => {
    recordFetch(402, {
      code: 402,
      message: 'declined',
      error: 'payment_failed',
      customErrorMsg: 'Paiement refusé.',
    });
    await expect(payCart(caller, 'cart-3')).rejects.toMatchObject({
      status: 402,
      kind: 'payment_failed',
      body: { customErrorMsg: 'Paiement refusé.' },
    });
  });
});

describe('redirect providers (Saferpay, Monetico)', () => {
  it('a GET goes to the provider with its fields in the query', () => {
    const target = redirectForm(document, {
      url: 'https://pay.example/page?x=1',
      method: 'GET',
      fields: { a: 'b c' },
    });
    expect(target).toEqual({ kind: 'location', url: 'https://pay.example/page?x=1&a=b+c' });
  });

  it('a POST is a hidden form with the fields, never a card field', () => {
    const target = redirectForm(document, {
      url: 'https://p.monetico-services.com/paiement.cgi',
      method: 'POST',
      fields: { TPE: '123', MAC: 'abc' },
    });
    if (target.kind !== 'form') throw new Error('a form expected');
    expect(target.form.method).toBe('post');
    expect(target.form.action).toBe('https://p.monetico-services.com/paiement.cgi');
    expect([...new FormData(target.form).entries()]).toEqual([
      ['TPE', '123'],
      ['MAC', 'abc'],
    ]);
  });
});
