// The Stripe API stand-in of the storefront's browser journeys (playwright.config.ts starts it):
// the API's adapter talks to it through STRIPE_API_URL, and the Stripe.js double the journeys
// route js.stripe.com to confirms card payments against it, as Stripe.js does with api.stripe.com.
import { startStripeStub } from '../apps/api/test-support/payment-stubs/stripe.stub.ts';
import { STRIPE_E2E } from '../apps/web/e2e/support/stripe-keys.ts';

const stub = await startStripeStub({
  secretKey: STRIPE_E2E.secretKey,
  webhookSecret: STRIPE_E2E.webhookSecret,
  publishableKey: STRIPE_E2E.publishableKey,
  port: STRIPE_E2E.port,
});
console.log(`[stripe stub] listening on ${stub.baseUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stub.close().then(() => process.exit(0));
  });
}
