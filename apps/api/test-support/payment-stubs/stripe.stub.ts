// A local stand-in for the part of the Stripe API the adapter uses, for tests (these machines
// cannot reach Stripe). It speaks Stripe's wire format: form-encoded requests, Bearer secret key,
// Idempotency-Key replays, Stripe-Account scoping, the documented error envelope
// {error: {type, code, decline_code, message, param}} with its HTTP statuses, and webhook events
// signed like Stripe signs them (Stripe-Signature, t=…,v1=HMAC-SHA256). State lives in memory.
// With a publishable key it also answers what Stripe.js sends from the browser: confirming a
// PaymentIntent with `key` (pk_…) and its `client_secret`, card data in `payment_method_data`
// (cross-origin, hence Stripe's `Access-Control-Allow-Origin: *`).
// https://docs.stripe.com/api/payment_intents, https://docs.stripe.com/api/refunds,
// https://docs.stripe.com/api/errors, https://docs.stripe.com/testing#declined-payments
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Intent = {
  id: string;
  object: 'payment_intent';
  account: string | null;
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  cancellation_reason: string | null;
  livemode: false;
  created: number;
};

type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
};

export type SignedEvent = { id: string; type: string; payload: string; signature: string };

export type StripeStub = {
  baseUrl: string;
  intents: Map<string, Intent>;
  refunds: Refund[];
  events: SignedEvent[];
  /** Requests as received (method, path, headers, decoded form), to check what the adapter sent. */
  requests: {
    method: string;
    path: string;
    headers: IncomingMessage['headers'];
    form: Record<string, string>;
  }[];
  /** Stop answering: every later request hangs until the stub closes. */
  hang(): void;
  /** The next request gets this HTTP status and Stripe error body. */
  failNext(status: number, error: Record<string, unknown>): void;
  /** What Stripe.js does in the browser: confirm with a test PaymentMethod (pm_card_visa, pm_card_chargeDeclined). */
  confirm(intentId: string, paymentMethod: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function readForm(req: IncomingMessage): Promise<{ raw: string; form: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      resolve({ raw, form: Object.fromEntries(new URLSearchParams(raw)) });
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': id('req'),
    'access-control-allow-origin': '*',
    ...extra,
  });
  res.end(JSON.stringify(body));
}

const invalid = (message: string, extra: Record<string, unknown> = {}) => ({
  error: { type: 'invalid_request_error', message, ...extra },
});

/** Stripe's documented test cards, as Stripe.js sends them from its card fields. */
const TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
};

export async function startStripeStub(options: {
  secretKey: string;
  webhookSecret: string;
  /** Accepts Stripe.js's browser calls made with this key (pk_…); none without it. */
  publishableKey?: string;
  /** A fixed port (a stub started for a browser test); a free one by default. */
  port?: number;
}): Promise<StripeStub> {
  const intents = new Map<string, Intent>();
  const refunds: Refund[] = [];
  const events: SignedEvent[] = [];
  const requests: StripeStub['requests'] = [];
  const idempotent = new Map<string, { raw: string; status: number; body: unknown }>();
  let hanging = false;
  let injected: { status: number; error: Record<string, unknown> } | null = null;

  const emit = (type: string, intent: Intent) => {
    const { account: _account, ...object } = intent;
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      ...(intent.account ? { account: intent.account } : {}),
      data: { object },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    events.push({ id: event.id, type, payload, signature });
  };

  const view = (intent: Intent) => {
    const { account: _account, ...visible } = intent;
    return visible;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stripe.stub');
    const { raw, form } = await readForm(req);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, form });
    if (hanging) return; // never answers; the client's time limit decides
    if (injected) {
      const { status, error } = injected;
      injected = null;
      return send(res, status, { error });
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type, authorization, stripe-account, idempotency-key',
      });
      return res.end();
    }
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      if (options.publishableKey && form.key === options.publishableKey) {
        const answer = browserRoute(req.method ?? 'GET', url.pathname, form);
        return send(res, answer.status, answer.body);
      }
      return send(res, 401, invalid('Invalid API Key provided: sk_test_****'));
    }
    const account = typeof req.headers['stripe-account'] === 'string' ? req.headers['stripe-account'] : null;
    const key = req.headers['idempotency-key'];
    const replayKey =
      typeof key === 'string' ? `${account ?? ''}|${req.method}|${url.pathname}|${key}` : null;
    if (replayKey && req.method === 'POST') {
      const seen = idempotent.get(replayKey);
      if (seen && seen.raw !== raw) {
        return send(res, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        });
      }
      if (seen) return send(res, seen.status, seen.body, { 'idempotent-replayed': 'true' });
    }
    const answer = route(req.method ?? 'GET', url.pathname, form, account);
    if (replayKey && req.method === 'POST' && answer.status < 500)
      idempotent.set(replayKey, { raw, ...answer });
    send(res, answer.status, answer.body);
  };

  const route = (
    method: string,
    path: string,
    form: Record<string, string>,
    account: string | null,
  ): { status: number; body: unknown } => {
    const find = (intentId: string) => {
      const intent = intents.get(intentId);
      return intent && intent.account === account ? intent : null;
    };
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!form.amount || !Number.isInteger(amount)) {
        return {
          status: 400,
          body: invalid('Missing required param: amount.', { code: 'parameter_missing', param: 'amount' }),
        };
      }
      if (!form.currency) {
        return {
          status: 400,
          body: invalid('Missing required param: currency.', {
            code: 'parameter_missing',
            param: 'currency',
          }),
        };
      }
      if (amount < 50) {
        return {
          status: 400,
          body: invalid('Amount must be at least €0.50 eur', { code: 'amount_too_small', param: 'amount' }),
        };
      }
      const metadata: Record<string, string> = {};
      for (const [name, value] of Object.entries(form)) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intentId = id('pi');
      const intent: Intent = {
        id: intentId,
        object: 'payment_intent',
        account,
        amount,
        amount_received: 0,
        currency: form.currency,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        description: form.description ?? null,
        receipt_email: form.receipt_email ?? null,
        metadata,
        automatic_payment_methods:
          form['automatic_payment_methods[enabled]'] === 'true' ? { enabled: true } : null,
        last_payment_error: null,
        latest_charge: null,
        cancellation_reason: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      intents.set(intentId, intent);
      return { status: 200, body: view(intent) };
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    if (one?.[1]) {
      const intent = find(one[1]);
      if (!intent) {
        return {
          status: 404,
          body: invalid(`No such payment_intent: '${one[1]}'`, { code: 'resource_missing', param: 'intent' }),
        };
      }
      if (method === 'GET' && !one[2]) return { status: 200, body: view(intent) };
      if (method === 'POST' && one[2]) return confirmIntent(intent, form.payment_method ?? '');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = form.payment_intent ? find(form.payment_intent) : null;
      if (!intent) {
        return {
          status: 404,
          body: invalid(`No such payment_intent: '${form.payment_intent ?? ''}'`, {
            code: 'resource_missing',
            param: 'payment_intent',
          }),
        };
      }
      if (intent.status !== 'succeeded') {
        return {
          status: 400,
          body: invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
            code: 'charge_not_refundable',
          }),
        };
      }
      const already = refunds
        .filter((r) => r.payment_intent === intent.id)
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = form.amount ? Number(form.amount) : intent.amount_received - already;
      if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount_received - already) {
        return {
          status: 400,
          body: invalid(
            `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${((intent.amount_received - already) / 100).toFixed(2)})`,
            { param: 'amount' },
          ),
        };
      }
      const refund: Refund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return { status: 404, body: invalid(`Unrecognized request URL (${method}: ${path}).`) };
  };

  // What a publishable key may do: confirm a PaymentIntent whose client secret it holds.
  const browserRoute = (
    method: string,
    path: string,
    form: Record<string, string>,
  ): { status: number; body: unknown } => {
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (method !== 'POST' || !confirm?.[1]) {
      return {
        status: 401,
        body: invalid('This API call cannot be made with a publishable API key.', {
          code: 'secret_key_required',
        }),
      };
    }
    const intent = intents.get(confirm[1]);
    if (!intent || form.client_secret !== intent.client_secret) {
      return {
        status: 400,
        body: invalid(
          'The client_secret provided does not match any associated PaymentIntent on this account.',
          { code: 'payment_intent_invalid_parameter', param: 'client_secret' },
        ),
      };
    }
    const number = (form['payment_method_data[card][number]'] ?? '').replace(/\s+/g, '');
    const paymentMethod = form.payment_method ?? TEST_CARDS[number] ?? 'pm_card_chargeDeclined';
    return confirmIntent(intent, paymentMethod);
  };

  // Stripe's documented test PaymentMethods: pm_card_visa succeeds, pm_card_chargeDeclined is declined.
  const confirmIntent = (intent: Intent, paymentMethod: string): { status: number; body: unknown } => {
    if (intent.status === 'succeeded') {
      return {
        status: 400,
        body: invalid('This PaymentIntent has already succeeded.', {
          code: 'payment_intent_unexpected_state',
        }),
      };
    }
    if (paymentMethod === 'pm_card_visa') {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.latest_charge = id('ch');
      intent.last_payment_error = null;
      emit('payment_intent.succeeded', intent);
      return { status: 200, body: view(intent) };
    }
    const charge = id('ch');
    const error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      charge,
      doc_url: 'https://stripe.com/docs/error-codes/card-declined',
    };
    intent.status = 'requires_payment_method';
    intent.latest_charge = charge;
    intent.last_payment_error = error;
    emit('payment_intent.payment_failed', intent);
    return { status: 402, body: { error: { ...error, payment_intent: view(intent) } } };
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: { type: 'api_error', message: 'stub failure' } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    intents,
    refunds,
    events,
    requests,
    hang() {
      hanging = true;
    },
    failNext(status, error) {
      injected = { status, error };
    },
    async confirm(intentId, paymentMethod) {
      const response = await fetch(`${baseUrl}/v1/payment_intents/${intentId}/confirm`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...(intents.get(intentId)?.account
            ? { 'stripe-account': intents.get(intentId)?.account ?? '' }
            : {}),
        },
        body: new URLSearchParams({ payment_method: paymentMethod }),
      });
      return { status: response.status, body: await response.json() };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
