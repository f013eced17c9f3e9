// Stripe adapter, on the official SDK (stripe-node) pointed at ctx.baseUrl through its
// host/port/protocol options.
//
// Documents relied on:
// - PaymentIntents create/retrieve: https://docs.stripe.com/api/payment_intents/create,
//   https://docs.stripe.com/api/payment_intents/retrieve, statuses:
//   https://docs.stripe.com/payments/paymentintents/lifecycle
// - Idempotency keys: https://docs.stripe.com/api/idempotent_requests
// - Webhooks, Stripe-Signature checked on the raw body with stripe.webhooks.constructEvent:
//   https://docs.stripe.com/webhooks#verify-events
// - Refunds (partial with `amount`): https://docs.stripe.com/api/refunds/create
// - Errors (card_error carries a message fit for the customer, spec §8):
//   https://docs.stripe.com/api/errors, https://docs.stripe.com/error-handling
// - Connect, acting for a connected account (Stripe-Account header):
//   https://docs.stripe.com/connect/authentication
//
// Secrets (companies.paymentSecrets): `secretKey` (sk_…), `webhookSecret` (whsec_…) and, for a
// company paid through Stripe Connect, `connectAccountId` (acct_…). The publishable key is
// ctx.publicKey, the only key the browser sees.
import Stripe from 'stripe';
import { requireSecret } from './http.ts';
import {
  type Notification,
  type Outcome,
  type PaymentProvider,
  type ProviderContext,
  ProviderError,
  type RawRequest,
  type StartInput,
  type StartResult,
} from './provider.ts';

const NAME = 'stripe';

function client(ctx: ProviderContext): Stripe {
  const base = new URL(ctx.baseUrl);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(requireSecret(NAME, ctx.secrets, 'secretKey'), {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: ctx.timeoutMs,
    // The caller owns retries (with the same idempotency key); one call stays within timeoutMs.
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** Per-request options: the idempotency key and, with Connect, the connected account. */
function requestOptions(ctx: ProviderContext, idempotencyKey?: string): Stripe.RequestOptions {
  const options: Stripe.RequestOptions = {};
  if (idempotencyKey) options.idempotencyKey = idempotencyKey;
  const account = ctx.secrets.connectAccountId;
  if (account) options.stripeAccount = account;
  return options;
}

/** Turns an SDK error into the service's ProviderError; card declines keep Stripe's message. */
export function stripeErrorToProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (!(error instanceof Stripe.errors.StripeError)) {
    return new ProviderError(
      'unavailable',
      `${NAME}: ${error instanceof Error ? error.message : 'unknown error'}`,
    );
  }
  const rawType = String(error.rawType ?? '');
  const label = `${NAME}: ${error.code ?? rawType ?? error.type}`;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new ProviderError('declined', `${label} (${error.decline_code ?? 'declined'})`, error.message);
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const detail = error.detail as { code?: string } | undefined;
    return detail?.code === 'ETIMEDOUT' || /timeout/i.test(error.message)
      ? new ProviderError('timeout', `${NAME}: no answer within the time limit`)
      : new ProviderError('unavailable', `${NAME}: unreachable`);
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new ProviderError('config', `${label}: the secret key is refused`);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    const customer = rawType === 'validation_error' ? error.message : null;
    return new ProviderError('invalid', `${label}: ${error.message}`, customer);
  }
  return new ProviderError('unavailable', `${label}: ${error.message}`);
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw stripeErrorToProviderError(error);
  }
}

/** What a PaymentIntent's status means for the order (lifecycle page above). */
export function intentOutcome(intent: Stripe.PaymentIntent): Outcome {
  const base = { providerRef: intent.id };
  switch (intent.status) {
    case 'succeeded':
      return { ...base, status: 'succeeded', amount: intent.amount_received };
    case 'canceled':
      return { ...base, status: 'cancelled', amount: null, reason: intent.cancellation_reason ?? 'canceled' };
    case 'requires_payment_method': {
      const failure = intent.last_payment_error;
      // Without an error the customer simply has not paid yet.
      if (!failure) return { ...base, status: 'pending', amount: null };
      const shown = failure.type === 'card_error' || String(failure.type) === 'validation_error';
      return {
        ...base,
        status: 'failed',
        amount: null,
        reason:
          shown && failure.message ? failure.message : (failure.decline_code ?? failure.code ?? 'declined'),
      };
    }
    default:
      return { ...base, status: 'pending', amount: null };
  }
}

function headerValue(request: RawRequest, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(request.headers)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

async function retrieve(ctx: ProviderContext, ref: { cartId: string; providerRef: string | null }) {
  if (!ref.providerRef)
    throw new ProviderError('invalid', `${NAME}: no PaymentIntent for cart ${ref.cartId}`);
  const providerRef = ref.providerRef;
  const intent = await guarded(() =>
    client(ctx).paymentIntents.retrieve(providerRef, {}, requestOptions(ctx)),
  );
  // A PaymentIntent of another cart must never confirm this one.
  if (intent.metadata?.cartId !== ref.cartId) {
    throw new ProviderError('invalid', `${NAME}: ${intent.id} does not belong to cart ${ref.cartId}`);
  }
  return intent;
}

export const stripeProvider: PaymentProvider = {
  name: NAME,

  async start(ctx: ProviderContext, input: StartInput): Promise<StartResult> {
    if (!ctx.publicKey) throw new ProviderError('config', `${NAME}: the publishable key is not set`);
    const publicKey = ctx.publicKey;
    const intent = await guarded(() =>
      client(ctx).paymentIntents.create(
        {
          amount: input.amount,
          currency: 'eur',
          description: input.description,
          metadata: { cartId: input.cartId },
          automatic_payment_methods: { enabled: true },
          ...(input.customerEmail ? { receipt_email: input.customerEmail } : {}),
        },
        requestOptions(ctx, input.idempotencyKey),
      ),
    );
    if (!intent.client_secret)
      throw new ProviderError('unavailable', `${NAME}: no client_secret for ${intent.id}`);
    return {
      // Stripe.js confirms the card with the client secret: it is meant for the browser.
      token: intent.client_secret,
      providerRef: intent.id,
      scenario: { kind: 'stripe-card', clientSecret: intent.client_secret, publicKey },
    };
  },

  async fetchOutcome(ctx, ref) {
    return intentOutcome(await retrieve(ctx, ref));
  },

  async pay(ctx, ref) {
    // The card is confirmed in the browser (Stripe.js); the server only reads the result.
    if (ref.payId && ref.providerRef && ref.payId !== ref.providerRef) {
      throw new ProviderError('invalid', `${NAME}: payId ${ref.payId} is not this cart's PaymentIntent`);
    }
    return intentOutcome(
      await retrieve(ctx, { cartId: ref.cartId, providerRef: ref.providerRef ?? ref.payId }),
    );
  },

  async parseNotification(ctx: ProviderContext, request: RawRequest): Promise<Notification> {
    const secret = requireSecret(NAME, ctx.secrets, 'webhookSecret');
    const signature = headerValue(request, 'stripe-signature');
    if (!signature) throw new ProviderError('signature', `${NAME}: no Stripe-Signature header`);
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.rawBody, signature, secret);
    } catch {
      throw new ProviderError('signature', `${NAME}: Stripe-Signature does not match the body`);
    }
    const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string> };
    if (object.object !== 'payment_intent') {
      return {
        eventId: event.id,
        cartId: object.metadata?.cartId ?? null,
        providerRef: null,
        outcome: { status: 'pending', providerRef: null, amount: null, reason: `ignored ${event.type}` },
      };
    }
    const intent = event.data.object as Stripe.PaymentIntent;
    return {
      eventId: event.id,
      cartId: intent.metadata?.cartId ?? null,
      providerRef: intent.id,
      outcome: intentOutcome(intent),
    };
  },

  async refund(ctx, input) {
    const refund = await guarded(() =>
      client(ctx).refunds.create(
        { payment_intent: input.providerRef, amount: input.amount },
        requestOptions(ctx, input.idempotencyKey),
      ),
    );
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new ProviderError('declined', `${NAME}: refund ${refund.id} ${refund.status}`);
    }
    return { refundRef: refund.id };
  },
};
