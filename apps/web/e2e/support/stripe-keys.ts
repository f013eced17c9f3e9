// The Stripe account of the storefront's browser journeys: the keys the local Stripe stub
// (scripts/stripe-stub.ts) accepts and the port it listens on (playwright.config.ts starts it and
// points the API's STRIPE_API_URL at it).

export const STRIPE_E2E = {
  port: Number(process.env.E2E_STRIPE_PORT ?? 4310),
  publishableKey: 'pk_test_eclat_e2e',
  secretKey: 'sk_test_eclat_e2e',
  webhookSecret: 'whsec_eclat_e2e',
} as const;
