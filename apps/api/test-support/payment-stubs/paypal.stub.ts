// A local stand-in for the PayPal REST endpoints the adapter uses, for tests (these machines cannot
// reach PayPal). In memory, in PayPal's wire format: OAuth2 client credentials, Orders v2 create /
// show / capture with PayPal-Request-Id replays, captures refund, the documented error bodies
// ({name, message, debug_id, details: [{issue, description}]}) and webhooks signed the way PayPal
// signs them (SHA256withRSA over "transmissionId|transmissionTime|webhookId|crc32(body)"), checked
// by /v1/notifications/verify-webhook-signature.
// https://developer.paypal.com/docs/api/orders/v2/, https://developer.paypal.com/docs/api/payments/v2/,
// https://developer.paypal.com/api/rest/webhooks/rest/#link-verifysignature
import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

type Money = { currency_code: string; value: string };
type Capture = {
  id: string;
  status: string;
  amount: Money;
  final_capture: boolean;
  custom_id?: string;
  invoice_id?: string;
  create_time: string;
  update_time: string;
};
type Unit = {
  reference_id: string;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  amount: Money;
  payments?: { captures: Capture[] };
};
type Order = { id: string; intent: string; status: string; purchase_units: Unit[]; create_time: string };
type Refund = { id: string; status: string; amount: Money; captureId: string };

export type PaypalWebhook = { id: string; type: string; headers: Record<string, string>; body: string };

export type PaypalStub = {
  baseUrl: string;
  orders: Map<string, Order>;
  refunds: Refund[];
  webhooks: PaypalWebhook[];
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[];
  /** The buyer approves the order in the buttons; `declineCard` makes the capture fail like a refused card. */
  approve(orderId: string, options?: { declineCard?: boolean }): void;
  hang(): void;
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
};

const newId = (length = 17) => randomBytes(length).toString('hex').toUpperCase().slice(0, length);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': newId(13).toLowerCase() });
  res.end(JSON.stringify(body));
}

const DOCS = 'https://developer.paypal.com/docs/api/orders/v2/#error-';

function unprocessable(issue: string, description: string) {
  return {
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: newId(13).toLowerCase(),
      details: [{ issue, description }],
      links: [{ href: `${DOCS}${issue}`, rel: 'information_link', method: 'GET' }],
    },
  };
}

function invalidRequest(field: string, issue: string, description: string) {
  return {
    status: 400,
    body: {
      name: 'INVALID_REQUEST',
      message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
      debug_id: newId(13).toLowerCase(),
      details: [{ field, location: 'body', issue, description }],
    },
  };
}

const notFound = () => ({
  status: 404,
  body: {
    name: 'RESOURCE_NOT_FOUND',
    message: 'The specified resource does not exist.',
    debug_id: newId(13).toLowerCase(),
    details: [
      {
        issue: 'INVALID_RESOURCE_ID',
        description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ],
  },
});

const cents = (value: string) => Math.round(Number(value) * 100);
const money = (amount: number, currency: string): Money => ({
  currency_code: currency,
  value: (amount / 100).toFixed(2),
});

export async function startPaypalStub(options: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}): Promise<PaypalStub> {
  const orders = new Map<string, Order>();
  const refunds: Refund[] = [];
  const webhooks: PaypalWebhook[] = [];
  const requests: PaypalStub['requests'] = [];
  const accessTokens = new Set<string>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const declining = new Set<string>();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let hanging = false;
  let injected: { status: number; body: unknown } | null = null;
  let baseUrl = '';

  const emit = (type: string, resourceType: string, resource: unknown) => {
    const event = {
      id: `WH-${newId(17)}-${newId(17)}`,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: type,
      summary: type,
      resource,
    };
    const body = JSON.stringify(event);
    const transmissionId = randomBytes(16).toString('hex');
    const transmissionTime = new Date().toISOString();
    const signer = createSign('sha256');
    signer.update(`${transmissionId}|${transmissionTime}|${options.webhookId}|${crc32(body)}`);
    webhooks.push({
      id: event.id,
      type,
      body,
      headers: {
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': signer.sign(privateKey, 'base64'),
        'paypal-cert-url': `${baseUrl}/v1/notifications/certs/CERT-stub`,
        'paypal-auth-algo': 'SHA256withRSA',
        'content-type': 'application/json',
      },
    });
  };

  const route = (method: string, path: string, body: string) => {
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const parsed = JSON.parse(body || '{}') as { intent?: string; purchase_units?: Unit[] };
      if (parsed.intent !== 'CAPTURE' && parsed.intent !== 'AUTHORIZE') {
        return invalidRequest(
          '/intent',
          'MISSING_REQUIRED_PARAMETER',
          'A required field / parameter is missing.',
        );
      }
      const unit = parsed.purchase_units?.[0];
      if (!unit?.amount?.value) {
        return invalidRequest(
          "/purchase_units/@reference_id=='default'/amount/value",
          'MISSING_REQUIRED_PARAMETER',
          'A required field / parameter is missing.',
        );
      }
      if (!/^\d+(\.\d{1,2})?$/.test(unit.amount.value)) {
        return invalidRequest(
          "/purchase_units/@reference_id=='default'/amount/value",
          'DECIMAL_PRECISION',
          'If the currency supports decimals, only two decimal place precision is supported.',
        );
      }
      const order: Order = {
        id: newId(),
        intent: parsed.intent,
        status: 'CREATED',
        purchase_units: [{ ...unit, reference_id: unit.reference_id ?? 'default' }],
        create_time: new Date().toISOString(),
      };
      orders.set(order.id, order);
      return { status: 201, body: order };
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && capture?.[1]) {
      const order = orders.get(capture[1]);
      if (!order) return notFound();
      if (order.status === 'COMPLETED') {
        return unprocessable(
          'ORDER_ALREADY_CAPTURED',
          "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
        );
      }
      if (order.status !== 'APPROVED') {
        return unprocessable(
          'ORDER_NOT_APPROVED',
          "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
        );
      }
      if (declining.has(order.id)) {
        return unprocessable(
          'INSTRUMENT_DECLINED',
          "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
        );
      }
      const unit = order.purchase_units[0] as Unit;
      const now = new Date().toISOString();
      const made: Capture = {
        id: newId(),
        status: 'COMPLETED',
        amount: unit.amount,
        final_capture: true,
        ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
        ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
        create_time: now,
        update_time: now,
      };
      unit.payments = { captures: [made] };
      order.status = 'COMPLETED';
      emit('PAYMENT.CAPTURE.COMPLETED', 'capture', {
        ...made,
        supplementary_data: { related_ids: { order_id: order.id } },
      });
      return { status: 201, body: order };
    }
    const show = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
    if (method === 'GET' && show?.[1]) {
      const order = orders.get(show[1]);
      return order ? { status: 200, body: order } : notFound();
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund?.[1]) {
      const captureId = refund[1];
      const made = [...orders.values()]
        .flatMap((order) => order.purchase_units.flatMap((unit) => unit.payments?.captures ?? []))
        .find((c) => c.id === captureId);
      if (!made) return notFound();
      const parsed = JSON.parse(body || '{}') as { amount?: Money };
      const captured = cents(made.amount.value);
      const done = refunds
        .filter((r) => r.captureId === captureId)
        .reduce((sum, r) => sum + cents(r.amount.value), 0);
      if (done >= captured)
        return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
      const amount = parsed.amount ? cents(parsed.amount.value) : captured - done;
      if (parsed.amount && parsed.amount.currency_code !== made.amount.currency_code) {
        return unprocessable(
          'REFUND_CAPTURE_CURRENCY_MISMATCH',
          'Refund must be in the same currency as the capture.',
        );
      }
      if (amount > captured - done) {
        return unprocessable(
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        );
      }
      const made2: Refund = {
        id: newId(),
        status: 'COMPLETED',
        amount: money(amount, made.amount.currency_code),
        captureId,
      };
      refunds.push(made2);
      made.status = done + amount === captured ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      return { status: 201, body: { id: made2.id, status: made2.status, amount: made2.amount } };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const parsed = JSON.parse(body || '{}') as Record<string, unknown>;
      for (const field of [
        'auth_algo',
        'cert_url',
        'transmission_id',
        'transmission_sig',
        'transmission_time',
        'webhook_id',
        'webhook_event',
      ]) {
        if (!parsed[field])
          return invalidRequest(`/${field}`, 'MISSING_REQUIRED_PARAMETER', 'A required field is missing.');
      }
      const signed = `${parsed.transmission_id}|${parsed.transmission_time}|${parsed.webhook_id}|${crc32(JSON.stringify(parsed.webhook_event))}`;
      const verifier = createVerify('sha256');
      verifier.update(signed);
      let valid = false;
      try {
        valid = verifier.verify(publicKey, String(parsed.transmission_sig), 'base64');
      } catch {
        valid = false;
      }
      return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
    }
    return notFound();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://paypal.stub');
    const body = await readBody(req);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body });
    if (hanging) return;
    if (injected) {
      const answer = injected;
      injected = null;
      return send(res, answer.status, answer.body);
    }
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return send(res, 400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
      }
      const token = `A21AA${randomBytes(24).toString('base64url')}`;
      accessTokens.add(token);
      return send(res, 200, {
        scope:
          'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
      });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) {
      return send(res, 401, {
        name: 'AUTHENTICATION_FAILURE',
        message:
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        links: [{ href: 'https://developer.paypal.com/docs/api/overview/#error', rel: 'information_link' }],
      });
    }
    const requestId =
      typeof req.headers['paypal-request-id'] === 'string' ? req.headers['paypal-request-id'] : null;
    const replayKey = requestId ? `${url.pathname}|${requestId}` : null;
    const seen = replayKey ? replays.get(replayKey) : undefined;
    if (seen) return send(res, seen.status, seen.body);
    let answer: { status: number; body: unknown };
    try {
      answer = route(req.method ?? 'GET', url.pathname, body);
    } catch {
      answer = invalidRequest('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
    }
    if (replayKey && answer.status < 300)
      replays.set(replayKey, { status: answer.status, body: structuredClone(answer.body) });
    send(res, answer.status, answer.body);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: 'stub failure' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    orders,
    refunds,
    webhooks,
    requests,
    approve(orderId, approval = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.status = 'APPROVED';
      if (approval.declineCard) declining.add(orderId);
      emit('CHECKOUT.ORDER.APPROVED', 'checkout-order', order);
    },
    hang() {
      hanging = true;
    },
    failNext(status, body) {
      injected = { status, body };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
