// PayPal adapter: Orders v2 over fetch (PayPal's server SDK is not needed for four calls).
//
// Documents relied on:
// - OAuth 2.0 client credentials, POST /v1/oauth2/token with Basic clientId:clientSecret:
//   https://developer.paypal.com/api/rest/authentication/
// - Create order (intent CAPTURE, purchase_units with amount, custom_id, invoice_id):
//   https://developer.paypal.com/docs/api/orders/v2/#orders_create
// - Capture after the buyer approved in the buttons, and show order:
//   https://developer.paypal.com/docs/api/orders/v2/#orders_capture,
//   https://developer.paypal.com/docs/api/orders/v2/#orders_get
// - Idempotency with the PayPal-Request-Id header: https://developer.paypal.com/api/rest/reference/idempotency/
// - Refund a capture (partial with `amount`): https://developer.paypal.com/docs/api/payments/v2/#captures_refund,
//   errors https://developer.paypal.com/api/payments/v2/errors/refund_amount_exceeded
// - Errors (name, details[].issue; 422 INSTRUMENT_DECLINED, ORDER_ALREADY_CAPTURED…):
//   https://developer.paypal.com/api/rest/reference/orders/v2/errors/
// - Webhook verification with POST /v1/notifications/verify-webhook-signature (PAYPAL-TRANSMISSION-*
//   headers, webhook_id, webhook_event; verification_status SUCCESS):
//   https://developer.paypal.com/api/webhooks/v1/#verify-webhook-signature_post,
//   event types https://developer.paypal.com/api/rest/webhooks/event-names/
//
// Secrets (companies.paymentSecrets): `clientSecret` and `webhookId` (the id of the webhook set up
// for this shop). The client id is the public key (ctx.publicKey, also given to the JS SDK);
// a `clientId` secret is used when the public key is not set.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  basicAuth,
  callProvider,
  expectShape,
  formatDecimalAmount,
  type ProviderReply,
  parseDecimalAmount,
  parseJson,
  requireSecret,
} from './http.ts';
import {
  type Notification,
  type Outcome,
  type PaymentProvider,
  type ProviderContext,
  ProviderError,
  type RawRequest,
} from './provider.ts';

const NAME = 'paypal';

const Amount = z.object({ currency_code: z.string(), value: z.string() });
const Capture = z.object({
  id: z.string(),
  status: z.string(),
  amount: Amount.optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  status_details: z.object({ reason: z.string().optional() }).optional(),
});
const Order = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        invoice_id: z.string().optional(),
        payments: z.object({ captures: z.array(Capture).optional() }).optional(),
      }),
    )
    .optional(),
});
type OrderBody = z.infer<typeof Order>;
const ErrorBody = z.object({
  name: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.object({ issue: z.string(), description: z.string().optional() })).optional(),
});
const TokenBody = z.object({ access_token: z.string(), expires_in: z.number() });

function clientId(ctx: ProviderContext): string {
  const id = ctx.publicKey || ctx.secrets.clientId;
  if (!id) throw new ProviderError('config', `${NAME}: the client id (public key) is not set`);
  return id;
}

function base(ctx: ProviderContext): string {
  return ctx.baseUrl.replace(/\/+$/, '');
}

// Access tokens live about nine hours; one per app is reused until shortly before it expires.
const tokens = new Map<string, { token: string; expiresAt: number }>();

function tokenKey(ctx: ProviderContext, secret: string): string {
  // The secret only enters a one-way hash, so the key never holds it in clear.
  const digest = createHash('sha256').update(secret).digest('hex');
  return `${base(ctx)}|${clientId(ctx)}|${digest}`;
}

async function accessToken(ctx: ProviderContext, fresh: boolean): Promise<string> {
  const secret = requireSecret(NAME, ctx.secrets, 'clientSecret');
  const key = tokenKey(ctx, secret);
  const cached = tokens.get(key);
  if (!fresh && cached && cached.expiresAt > Date.now()) return cached.token;
  const reply = await callProvider(
    NAME,
    `${base(ctx)}/v1/oauth2/token`,
    {
      method: 'POST',
      headers: {
        authorization: basicAuth(clientId(ctx), secret),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    },
    ctx.timeoutMs,
  );
  if (reply.status === 401 || reply.status === 403) {
    throw new ProviderError('config', `${NAME}: client id or secret refused`);
  }
  if (reply.status !== 200)
    throw new ProviderError('unavailable', `${NAME}: token request answered ${reply.status}`);
  const body = expectShape(NAME, TokenBody, parseJson(reply.text), 'oauth2/token');
  tokens.set(key, { token: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 });
  return body.access_token;
}

/** An API call with the app's bearer token; a refused cached token is renewed once. */
async function api(
  ctx: ProviderContext,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: string; requestId?: string } = {},
): Promise<ProviderReply> {
  const send = async (fresh: boolean) => {
    const token = await accessToken(ctx, fresh);
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      prefer: 'return=representation',
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.requestId) headers['paypal-request-id'] = options.requestId;
    return callProvider(NAME, `${base(ctx)}${path}`, { method, headers, body: options.body }, ctx.timeoutMs);
  };
  const reply = await send(false);
  return reply.status === 401 ? send(true) : reply;
}

function issueOf(reply: ProviderReply): { name: string; issue: string; description: string } {
  const parsed = ErrorBody.safeParse(parseJson(reply.text));
  const body = parsed.success ? parsed.data : {};
  const detail = body.details?.[0];
  return {
    name: body.name ?? `HTTP ${reply.status}`,
    issue: detail?.issue ?? body.name ?? `HTTP ${reply.status}`,
    description: detail?.description ?? body.message ?? '',
  };
}

function failure(reply: ProviderReply, action: string): ProviderError {
  const { name, issue } = issueOf(reply);
  const message = `${NAME}: ${action} refused (${name}/${issue})`;
  if (reply.status === 401 || reply.status === 403) return new ProviderError('config', message);
  if (
    issue === 'INSTRUMENT_DECLINED' ||
    issue === 'PAYER_ACTION_REQUIRED' ||
    issue === 'TRANSACTION_REFUSED'
  ) {
    return new ProviderError('declined', message);
  }
  return new ProviderError('invalid', message);
}

function firstCapture(order: OrderBody) {
  return order.purchase_units?.[0]?.payments?.captures?.[0] ?? null;
}

function captureOutcome(orderId: string, capture: z.infer<typeof Capture>): Outcome {
  const base = { providerRef: orderId };
  switch (capture.status) {
    // A capture refunded later was still paid: the refund is recorded on its own.
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      return {
        ...base,
        status: 'succeeded',
        amount: capture.amount ? parseDecimalAmount(capture.amount.value) : null,
      };
    case 'DECLINED':
    case 'FAILED':
      return {
        ...base,
        status: 'failed',
        amount: null,
        reason: capture.status_details?.reason ?? capture.status,
      };
    default:
      // PENDING (an eCheck, a review): PayPal sends PAYMENT.CAPTURE.COMPLETED or DENIED later.
      return { ...base, status: 'pending', amount: null };
  }
}

/** An order's state for the cart (Orders v2 statuses: CREATED, SAVED, APPROVED, VOIDED, COMPLETED…). */
export function orderOutcome(order: OrderBody): Outcome {
  const capture = firstCapture(order);
  if (capture) return captureOutcome(order.id, capture);
  if (order.status === 'VOIDED')
    return { status: 'cancelled', providerRef: order.id, amount: null, reason: 'VOIDED' };
  return { status: 'pending', providerRef: order.id, amount: null };
}

function checkCart(order: OrderBody, cartId: string): void {
  const unit = order.purchase_units?.[0];
  const owner = unit?.custom_id ?? firstCapture(order)?.custom_id;
  if (owner !== cartId)
    throw new ProviderError('invalid', `${NAME}: order ${order.id} does not belong to cart ${cartId}`);
}

async function getOrder(ctx: ProviderContext, orderId: string): Promise<OrderBody> {
  const reply = await api(ctx, 'GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  if (reply.status !== 200) throw failure(reply, 'show order');
  return expectShape(NAME, Order, parseJson(reply.text), 'order');
}

async function fetchOrderOutcome(ctx: ProviderContext, ref: { cartId: string; providerRef: string | null }) {
  if (!ref.providerRef) throw new ProviderError('invalid', `${NAME}: no order for cart ${ref.cartId}`);
  const order = await getOrder(ctx, ref.providerRef);
  checkCart(order, ref.cartId);
  return orderOutcome(order);
}

function header(request: RawRequest, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(request.headers)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

const WebhookEvent = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z
    .object({
      id: z.string().optional(),
      status: z.string().optional(),
      amount: Amount.optional(),
      custom_id: z.string().optional(),
      status_details: z.object({ reason: z.string().optional() }).optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
        .optional(),
      purchase_units: z.array(z.object({ custom_id: z.string().optional() })).optional(),
    })
    .optional(),
});

export const paypalProvider: PaymentProvider = {
  name: NAME,

  async start(ctx, input) {
    const id = clientId(ctx);
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.cartId,
          custom_id: input.cartId,
          invoice_id: input.cartId,
          description: input.description.slice(0, 127),
          amount: { currency_code: 'EUR', value: formatDecimalAmount(input.amount) },
        },
      ],
    };
    const reply = await api(ctx, 'POST', '/v2/checkout/orders', {
      body: JSON.stringify(body),
      requestId: input.idempotencyKey,
    });
    if (reply.status !== 201 && reply.status !== 200) throw failure(reply, 'create order');
    const order = expectShape(NAME, Order, parseJson(reply.text), 'order');
    return {
      token: order.id,
      providerRef: order.id,
      scenario: { kind: 'paypal-buttons', orderId: order.id, clientId: id },
    };
  },

  fetchOutcome: fetchOrderOutcome,

  async pay(ctx, ref) {
    // payId is the order the buyer approved in the buttons; it must be the one made for this cart.
    const orderId = ref.payId ?? ref.providerRef;
    if (!orderId) throw new ProviderError('invalid', `${NAME}: no order to capture for cart ${ref.cartId}`);
    if (ref.providerRef && ref.payId && ref.payId !== ref.providerRef) {
      throw new ProviderError('invalid', `${NAME}: payId ${ref.payId} is not this cart's order`);
    }
    const reply = await api(ctx, 'POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
      body: '{}',
      requestId: `capture-${orderId}`,
    });
    if (reply.status === 422 && issueOf(reply).issue === 'ORDER_ALREADY_CAPTURED') {
      // A second pay (double click, retried callback) reads the capture already made.
      return fetchOrderOutcome(ctx, { cartId: ref.cartId, providerRef: orderId });
    }
    if (reply.status !== 201 && reply.status !== 200) throw failure(reply, 'capture order');
    const order = expectShape(NAME, Order, parseJson(reply.text), 'order');
    checkCart(order, ref.cartId);
    return orderOutcome(order);
  },

  async parseNotification(ctx: ProviderContext, request: RawRequest): Promise<Notification> {
    const webhookId = requireSecret(NAME, ctx.secrets, 'webhookId');
    const transmission = {
      auth_algo: header(request, 'paypal-auth-algo'),
      cert_url: header(request, 'paypal-cert-url'),
      transmission_id: header(request, 'paypal-transmission-id'),
      transmission_sig: header(request, 'paypal-transmission-sig'),
      transmission_time: header(request, 'paypal-transmission-time'),
    };
    if (Object.values(transmission).some((value) => !value)) {
      throw new ProviderError('signature', `${NAME}: PAYPAL-TRANSMISSION-* headers missing`);
    }
    const raw = request.rawBody.toString('utf8');
    const event = WebhookEvent.safeParse(parseJson(raw));
    if (!event.success) throw new ProviderError('invalid', `${NAME}: webhook body is not an event`);
    // The event goes back byte for byte: PayPal checks its signature against the body it sent.
    const head = JSON.stringify({ ...transmission, webhook_id: webhookId });
    const verifyBody = `${head.slice(0, -1)},"webhook_event":${raw}}`;
    const reply = await api(ctx, 'POST', '/v1/notifications/verify-webhook-signature', { body: verifyBody });
    if (reply.status !== 200) throw failure(reply, 'verify webhook signature');
    const verdict = z.object({ verification_status: z.string() }).safeParse(parseJson(reply.text));
    if (!verdict.success || verdict.data.verification_status !== 'SUCCESS') {
      throw new ProviderError('signature', `${NAME}: webhook signature refused by PayPal`);
    }

    const { id: eventId, event_type: type, resource } = event.data;
    const orderId =
      resource?.supplementary_data?.related_ids?.order_id ??
      (type.startsWith('CHECKOUT.ORDER.') ? resource?.id : undefined);
    const cartId = resource?.custom_id ?? resource?.purchase_units?.[0]?.custom_id ?? null;
    const ref = orderId ?? null;
    let outcome: Outcome;
    if (type === 'PAYMENT.CAPTURE.COMPLETED' && resource?.amount) {
      outcome = { status: 'succeeded', providerRef: ref, amount: parseDecimalAmount(resource.amount.value) };
    } else if (type === 'PAYMENT.CAPTURE.DENIED' || type === 'PAYMENT.CAPTURE.DECLINED') {
      outcome = {
        status: 'failed',
        providerRef: ref,
        amount: null,
        reason: resource?.status_details?.reason ?? type,
      };
    } else if (type === 'CHECKOUT.ORDER.VOIDED') {
      outcome = { status: 'cancelled', providerRef: ref, amount: null, reason: type };
    } else {
      // CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.PENDING, refunds…: nothing to decide for the order.
      outcome = { status: 'pending', providerRef: ref, amount: null, reason: type };
    }
    return { eventId, cartId, providerRef: ref, outcome };
  },

  async refund(ctx, input) {
    // providerRef is the order id; its capture is what PayPal refunds.
    const order = await getOrder(ctx, input.providerRef);
    const capture = order.purchase_units
      ?.flatMap((unit) => unit.payments?.captures ?? [])
      .find((c) => c.status === 'COMPLETED' || c.status === 'PARTIALLY_REFUNDED');
    if (!capture) throw new ProviderError('invalid', `${NAME}: order ${order.id} has no capture to refund`);
    const reply = await api(ctx, 'POST', `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`, {
      body: JSON.stringify({
        amount: { value: formatDecimalAmount(input.amount), currency_code: input.currency },
      }),
      requestId: input.idempotencyKey,
    });
    if (reply.status !== 201 && reply.status !== 200) throw failure(reply, 'refund capture');
    const refund = expectShape(
      NAME,
      z.object({ id: z.string(), status: z.string() }),
      parseJson(reply.text),
      'refund',
    );
    if (refund.status === 'FAILED' || refund.status === 'CANCELLED') {
      throw new ProviderError('declined', `${NAME}: refund ${refund.id} ${refund.status}`);
    }
    return { refundRef: refund.id };
  },
};
