import { readFileSync } from 'node:fs';
import type { BrowserContext, Request } from '@playwright/test';
import { STRIPE_E2E } from './stripe-keys.ts';

// This machine cannot reach Stripe: js.stripe.com is served by the Stripe.js double of
// ./stripe-js and api.stripe.com by the local Stripe stub (scripts/stripe-stub.ts), the one the
// API's adapter talks to, so that the browser and the server see one Stripe account.

const double = (name: string) => readFileSync(new URL(`./stripe-js/${name}`, import.meta.url), 'utf8');
const FILES: Record<string, { body: string; contentType: string }> = {
  '/v3': { body: double('v3.js'), contentType: 'application/javascript; charset=utf-8' },
  '/v3/elements-inner-payment.html': {
    body: double('payment-frame.html'),
    contentType: 'text/html; charset=utf-8',
  },
};

export const STRIPE_STUB_URL = `http://127.0.0.1:${STRIPE_E2E.port}`;

export async function routeStripe(context: BrowserContext): Promise<void> {
  await context.route('https://js.stripe.com/**', async (route) => {
    const file = FILES[new URL(route.request().url()).pathname.replace(/\/$/, '')];
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: 200, contentType: file.contentType, body: file.body });
  });
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${STRIPE_STUB_URL}${url.pathname}${url.search}` });
    return route.fulfill({ response });
  });
}

/** Requests that carried `secret` to any origin but Stripe's (SAQ A: card data goes to Stripe only). */
export function leaksTo(context: BrowserContext, secret: string): string[] {
  const leaks: string[] = [];
  context.on('request', (request: Request) => {
    const host = new URL(request.url()).hostname;
    if (host.endsWith('stripe.com')) return;
    if (`${request.url()} ${request.postData() ?? ''}`.includes(secret)) leaks.push(request.url());
  });
  return leaks;
}

/** The company of `host` takes payments through Stripe with the journeys' account. */
export function stripeSettings(booker: Record<string, unknown>) {
  return {
    booker: {
      ...booker,
      payment: { provider: 'stripe', keys: { publicKey: STRIPE_E2E.publishableKey } },
    },
    paymentSecrets: { secretKey: STRIPE_E2E.secretKey, webhookSecret: STRIPE_E2E.webhookSecret },
  };
}
