// @vitest-environment jsdom
// The Stripe front end as a component (issue 8: Stripe is covered here, since the e2e browser
// cannot reach js.stripe.com): the script is loaded, Stripe's element is mounted with the
// PaymentIntent's client secret and the public key, the payment is confirmed with a redirect only
// if required, then the cart is paid with the API and the visitor lands on rdvcheck. Stripe.js
// itself is a double: the network edge we cannot reach.
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../../locales/journeys/fr.ts';
import type { InitializeAnswer } from './payment-types.ts';

vi.mock('../../../lib/load-script.ts', () => ({
  loadScript: vi.fn(async () => undefined),
  waitForGlobal: async <T>(read: () => T | undefined) => {
    const value = read();
    if (value === undefined) throw new Error('no global');
    return value;
  },
}));

const { default: StripeCard } = await import('./stripe-card.tsx');
const { loadScript } = await import('../../../lib/load-script.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const answer: InitializeAnswer = {
  cartId: 'cart_0123456789abcdef',
  provider: 'stripe',
  status: 'pending',
  expiresAt: '2026-03-02T10:15:00.000Z',
  result: {
    token: 'pi_1',
    scenario: { kind: 'stripe-card', clientSecret: 'pi_1_secret_2', publicKey: 'pk_test_123' },
  },
  prices: {
    currency: 'EUR',
    lines: [],
    subtotal: 8900,
    discount: 0,
    giftUsed: 0,
    total: 8900,
    vatLines: [],
    couponCode: null,
    giftCode: null,
  },
};

const shell = { token: 'tok-A', lang: 'fr', locale: 'fr-FR', currency: { code: 'EUR', symbol: '€' } };

let root: Root;
let container: HTMLDivElement;
let confirmPayment: ReturnType<typeof vi.fn>;
let mount: ReturnType<typeof vi.fn>;
let elementsOptions: unknown;
let fetchCalls: { url: URL; init: RequestInit }[];

function render() {
  const scenario = answer.result.scenario as Extract<
    InitializeAnswer['result']['scenario'],
    { kind: 'stripe-card' }
  >;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        loader: () => shell,
        children: [
          {
            // The language layout sends the journeys texts (routes/lang-layout.tsx).
            id: 'lang',
            loader: () => ({ pageTexts: { journeys: fr } }),
            children: [
              { path: '/', element: createElement(StripeCard, { answer, purpose: 'booking', scenario }) },
              {
                path: '/payments/rdvcheck',
                element: createElement('p', { 'data-testid': 'landed' }, 'rdvcheck'),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return router;
}

async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  mount = vi.fn();
  confirmPayment = vi.fn(async () => ({ paymentIntent: { status: 'succeeded' } }));
  (window as Window & { Stripe?: unknown }).Stripe = vi.fn((key: string) => {
    expect(key).toBe('pk_test_123');
    return {
      elements: (options: unknown) => {
        elementsOptions = options;
        return { create: () => ({ mount, destroy: () => undefined }) };
      },
      confirmPayment,
    };
  });
  fetchCalls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      fetchCalls.push({ url, init });
      return new Response(JSON.stringify({ cartId: answer.cartId, status: 'succeeded' }), { status: 200 });
    }),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('the Stripe card step', () => {
  it('loads js.stripe.com only here, mounts Stripe’s element, pays, then goes to rdvcheck', async () => {
    const router = render();
    await act(async () => root.render(createElement(RouterProvider, { router })));
    await settle();

    expect(loadScript).toHaveBeenCalledWith('https://js.stripe.com/v3/');
    expect(elementsOptions).toEqual({ clientSecret: 'pi_1_secret_2', locale: 'fr' });
    expect(mount).toHaveBeenCalledTimes(1);
    // Card data stays in Stripe's frame: the page has no input of its own.
    expect(container.querySelectorAll('input')).toHaveLength(0);

    const button = container.querySelector('button');
    expect(button?.textContent).toContain('Payer');
    await act(async () => button?.click());
    await settle();

    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        redirect: 'if_required',
        confirmParams: { return_url: `${location.origin}/payments/rdvcheck?cartId=${answer.cartId}` },
      }),
    );
    expect(fetchCalls.map((c) => `${c.init.method} ${c.url.pathname}`)).toEqual(['POST /api/payment/pay']);
    expect(JSON.parse(String(fetchCalls[0]?.init.body))).toEqual({ cartId: answer.cartId });
    expect(router.state.location.pathname).toBe('/payments/rdvcheck');
    expect(router.state.location.search).toBe(`?cartId=${answer.cartId}`);
  });

  it('a declined card shows Stripe’s message and pays nothing', async () => {
    confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', message: 'Votre carte a été refusée.' },
    });
    const router = render();
    await act(async () => root.render(createElement(RouterProvider, { router })));
    await settle();
    await act(async () => container.querySelector('button')?.click());
    await settle();

    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Votre carte a été refusée.');
    expect(fetchCalls).toEqual([]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('another failure says the translated errorDuringPayment (spec §8)', async () => {
    confirmPayment.mockResolvedValueOnce({
      error: { type: 'api_connection_error', message: 'socket hang up' },
    });
    const router = render();
    await act(async () => root.render(createElement(RouterProvider, { router })));
    await settle();
    await act(async () => container.querySelector('button')?.click());
    await settle();

    expect(container.querySelector('[role="alert"]')?.textContent).toContain(fr.paymentError);
    expect(container.textContent).not.toContain('socket hang up');
  });
});
