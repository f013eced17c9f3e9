import type { PaymentProvider as ProviderName } from '@eclat/contracts';
import type { Lang } from '@eclat/contracts/langs';

// The one interface every payment provider adapter implements (issue 6). The payment service
// (initialize, pay, callbacks, webhooks, refunds) only talks to this; adapters speak each
// provider's documented wire format and are tested against local stubs of it.

export type { ProviderName };

/** What an adapter needs about the company and our own addresses for one call. */
export type ProviderContext = {
  companyToken: string;
  /** companies.paymentSecrets: secretKey, webhookSecret, clientSecret, password, hmacKey… per provider. */
  secrets: Readonly<Record<string, string>>;
  /** booker.payment.keys.publicKey, the only key the browser ever sees. */
  publicKey: string | null;
  /** The provider's API base URL (configurable so tests point at a stub). */
  baseUrl: string;
  /** Where the browser comes back: the storefront's /payments/success, /payments/fail, /payments/rdvcheck. */
  returnUrls: { success: string; fail: string };
  /** Our server-to-server notification address for this company and provider. */
  notifyUrl: string;
  /** Network time limit per provider call, in ms. */
  timeoutMs: number;
};

export type StartInput = {
  cartId: string;
  /** Integer cents, already recomputed on the server. */
  amount: number;
  currency: 'EUR';
  description: string;
  customerEmail: string | null;
  lang: Lang;
  /** Sent as the provider's idempotency header where it has one (Idempotency-Key, PayPal-Request-Id). */
  idempotencyKey: string;
};

/** What the storefront must do next to let the customer pay. */
export type Scenario =
  | { kind: 'confirm-at-once' }
  | { kind: 'stripe-card'; clientSecret: string; publicKey: string }
  | { kind: 'paypal-buttons'; orderId: string; clientId: string }
  | { kind: 'payzen-embedded'; formToken: string; publicKey: string }
  | { kind: 'redirect'; url: string; method: 'GET' | 'POST'; fields: Record<string, string> };

export type StartResult = {
  /** The token the storefront receives as `result.token`. */
  token: string;
  /** The provider's own id for this payment (PaymentIntent id, PayPal order id…), when it has one yet. */
  providerRef: string | null;
  scenario: Scenario;
};

export type Outcome = {
  status: 'succeeded' | 'pending' | 'failed' | 'cancelled';
  providerRef: string | null;
  /** Amount the provider says was paid, in cents, when it tells. The service checks it. */
  amount: number | null;
  /** Provider's reason on failure (decline code…), for the customer message and the logs. */
  reason?: string;
};

export type Notification = {
  /** Unique per provider event, so a replay is recognised (payment_events). */
  eventId: string;
  cartId: string | null;
  providerRef: string | null;
  outcome: Outcome;
  /** The exact answer some providers require (Monetico's "version=2\ncdr=0"). */
  reply?: { status: number; contentType: string; body: string };
};

export type RawRequest = {
  headers: Readonly<Record<string, string | undefined>>;
  rawBody: Buffer;
  query: Readonly<Record<string, string | undefined>>;
  /**
   * For notifications that carry only our own reference and no signature (Saferpay calls
   * notifyUrl?cartId=… with a GET): the providerRef the service holds for the payment of
   * `query.cartId` in this company, so the adapter can ask the provider back. Absent otherwise.
   */
  providerRef?: string | null;
};

export type ProviderErrorKind = 'declined' | 'signature' | 'timeout' | 'unavailable' | 'config' | 'invalid';

/** A provider call that did not succeed; the service maps it to a 4xx/5xx with data.error/customErrorMsg. */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  /** Message safe to show the customer (e.g. Stripe's card_error message), when the provider gives one. */
  readonly customerMessage: string | null;

  constructor(kind: ProviderErrorKind, message: string, customerMessage: string | null = null) {
    super(message);
    this.name = 'ProviderError';
    this.kind = kind;
    this.customerMessage = customerMessage;
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Creates the payment at the provider (or nothing, for `free`). */
  start(ctx: ProviderContext, input: StartInput): Promise<StartResult>;
  /** Asks the provider for the state of a payment (on return, callback or pay). */
  fetchOutcome(ctx: ProviderContext, ref: { cartId: string; providerRef: string | null }): Promise<Outcome>;
  /** Completes a payment the customer approved (PayPal capture with payId); others may just fetch the outcome. */
  pay(
    ctx: ProviderContext,
    ref: { cartId: string; providerRef: string | null; payId: string | null },
  ): Promise<Outcome>;
  /** Verifies (signature/HMAC, or a fetch back from the provider) and parses a notification; ProviderError 'signature' when it does not verify. */
  parseNotification(ctx: ProviderContext, request: RawRequest): Promise<Notification>;
  /** Gives money back; partial when amount is below what was paid. */
  refund(
    ctx: ProviderContext,
    input: { providerRef: string; amount: number; currency: 'EUR'; idempotencyKey: string },
  ): Promise<{ refundRef: string }>;
}
