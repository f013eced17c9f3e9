// Saferpay adapter (Saferpay JSON API, Payment Page), over fetch.
//
// Documents relied on:
// - JSON API specification (RequestHeader SpecVersion/CustomerId/RequestId/RetryIndicator,
//   PaymentPage/Initialize, PaymentPage/Assert, Transaction/Capture, Transaction/Refund, the
//   error body {ErrorName, ErrorMessage, Behavior…} and its HTTP statuses 400/401/402/…):
//   https://saferpay.github.io/jsonapi/ (spec versions at https://github.com/saferpay/jsonapi)
// - Payment Page flow (Initialize → redirect → Assert → Capture):
//   https://docs.saferpay.com/home/integration-guide/licences-and-interfaces/payment-page
// - Notifications: NotifyUrl is called (GET, no body, no signature) when the payment ends; the
//   merchant then runs Assert. Build the URL with your own id:
//   https://docs.saferpay.com/home/integration-guide/licences-and-interfaces/error-handling
// - Capture (TRANSACTION_ALREADY_CAPTURED means it is done) and referenced refunds with the
//   CaptureId, RestrictRefundAmountToCapturedAmount, then a capture of the refund:
//   https://docs.saferpay.com/home/integration-guide/licences-and-interfaces/transaction-interface/refunds
// - Basic authentication of the JSON API user:
//   https://docs.saferpay.com/home/integration-guide/licences-and-interfaces/api-authentication
//
// Notifications are not signed, so parseNotification trusts nothing in the request: the NotifyUrl
// carries only our cart id, the service passes the Payment Page token it stored for that cart
// (RawRequest.providerRef), and the outcome is what Saferpay answers to Assert for that token.
//
// providerRef: the Payment Page token, then "token:captureId" once captured (the token serves
// Assert, the CaptureId serves refunds after the token expired).
//
// Secrets (companies.paymentSecrets): `customerId`, `terminalId`, `apiUser` and `apiPassword`
// (the JSON API basic-authentication user). No public key: the customer is redirected.
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { basicAuth, callProvider, type ProviderReply, parseJson, requireSecret } from './http.ts';
import {
  type Notification,
  type Outcome,
  type PaymentProvider,
  type ProviderContext,
  ProviderError,
  type RawRequest,
} from './provider.ts';

const NAME = 'saferpay';
/** The JSON API version these requests follow. */
export const SAFERPAY_SPEC_VERSION = '1.40';

const Amount = z.object({ Value: z.string(), CurrencyCode: z.string() });
const Transaction = z.object({
  Type: z.string(),
  Status: z.string(),
  Id: z.string(),
  CaptureId: z.string().optional(),
  Amount,
  OrderId: z.string().optional(),
});
type TransactionBody = z.infer<typeof Transaction>;
const ErrorBody = z.object({
  ErrorName: z.string(),
  ErrorMessage: z.string().optional(),
  Behavior: z.string().optional(),
  TransactionId: z.string().optional(),
  ProcessorMessage: z.string().optional(),
});
type SaferpayError = z.infer<typeof ErrorBody>;

function base(ctx: ProviderContext): string {
  return ctx.baseUrl.replace(/\/+$/, '');
}

export function splitRef(providerRef: string): { token: string; captureId: string | null } {
  const at = providerRef.indexOf(':');
  return at < 0
    ? { token: providerRef, captureId: null }
    : { token: providerRef.slice(0, at), captureId: providerRef.slice(at + 1) || null };
}

/** RequestId: the caller's idempotency key when it fits Saferpay's format, else a digest of it. */
export function requestIdFor(key: string): string {
  return /^[A-Za-z0-9_-]{1,50}$/.test(key)
    ? key
    : createHash('sha256').update(key).digest('hex').slice(0, 50);
}

type Answer = { ok: true; body: unknown } | { ok: false; status: number; error: SaferpayError };

/** One JSON API call; a request id makes retries of the same operation recognisable. */
async function post(
  ctx: ProviderContext,
  path: string,
  requestId: string,
  body: Record<string, unknown>,
): Promise<Answer> {
  const customerId = requireSecret(NAME, ctx.secrets, 'customerId');
  const user = requireSecret(NAME, ctx.secrets, 'apiUser');
  const password = requireSecret(NAME, ctx.secrets, 'apiPassword');
  const reply: ProviderReply = await callProvider(
    NAME,
    `${base(ctx)}${path}`,
    {
      method: 'POST',
      headers: {
        authorization: basicAuth(user, password),
        'content-type': 'application/json; charset=utf-8',
        accept: 'application/json',
      },
      body: JSON.stringify({
        RequestHeader: {
          SpecVersion: SAFERPAY_SPEC_VERSION,
          CustomerId: customerId,
          RequestId: requestIdFor(requestId),
          RetryIndicator: 0,
        },
        ...body,
      }),
    },
    ctx.timeoutMs,
  );
  const json = parseJson(reply.text);
  if (reply.status === 200) return { ok: true, body: json };
  const error = ErrorBody.safeParse(json);
  if (reply.status === 401 || reply.status === 403) {
    throw new ProviderError(
      'config',
      `${NAME}: API user refused (${error.success ? error.data.ErrorName : reply.status})`,
    );
  }
  if (!error.success)
    throw new ProviderError('unavailable', `${NAME}: ${path} answered HTTP ${reply.status}`);
  return { ok: false, status: reply.status, error: error.data };
}

function shape<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ProviderError('unavailable', `${NAME}: unexpected ${what} answer`);
  return parsed.data;
}

const DECLINES = new Set([
  'TRANSACTION_DECLINED',
  '3DS_AUTHENTICATION_FAILED',
  'CARD_EXPIRED',
  'CARD_CVC_INVALID',
  'CARD_CVC_REQUIRED',
]);

function errorOf(answer: { error: SaferpayError }, action: string): ProviderError {
  const { ErrorName, ErrorMessage } = answer.error;
  const message = `${NAME}: ${action} ${ErrorName}${ErrorMessage ? ` (${ErrorMessage})` : ''}`;
  return new ProviderError(DECLINES.has(ErrorName) ? 'declined' : 'invalid', message);
}

function cents(amount: z.infer<typeof Amount>): number | null {
  return /^\d+$/.test(amount.Value) ? Number(amount.Value) : null;
}

/** Captures an authorised transaction; an earlier capture of it counts (TRANSACTION_ALREADY_CAPTURED). */
async function capture(ctx: ProviderContext, transactionId: string): Promise<string | null> {
  const answer = await post(ctx, '/Payment/v1/Transaction/Capture', randomUUID(), {
    TransactionReference: { TransactionId: transactionId },
  });
  if (!answer.ok) {
    if (answer.error.ErrorName === 'TRANSACTION_ALREADY_CAPTURED') return null;
    throw errorOf(answer, 'capture');
  }
  return shape(z.object({ CaptureId: z.string(), Status: z.string() }), answer.body, 'capture').CaptureId;
}

/**
 * Assert for the token, then Capture when the payment is only authorised. Assert errors are
 * outcomes, not failures of ours: declined, aborted by the payer, or not finished yet.
 */
async function assertAndCapture(
  ctx: ProviderContext,
  cartId: string,
  token: string,
): Promise<Outcome & { eventKey: string }> {
  const answer = await post(ctx, '/Payment/v1/PaymentPage/Assert', randomUUID(), { Token: token });
  if (!answer.ok) {
    const { ErrorName, ErrorMessage, ProcessorMessage } = answer.error;
    const reason = ProcessorMessage || ErrorMessage || ErrorName;
    const eventKey = `${cartId}:${ErrorName}`;
    if (DECLINES.has(ErrorName))
      return { status: 'failed', providerRef: token, amount: null, reason, eventKey };
    if (ErrorName === 'TRANSACTION_ABORTED' || ErrorName === 'TOKEN_EXPIRED') {
      return { status: 'cancelled', providerRef: token, amount: null, reason, eventKey };
    }
    if (ErrorName === 'TRANSACTION_IN_WRONG_STATE' || ErrorName === 'TRANSACTION_NOT_STARTED') {
      return { status: 'pending', providerRef: token, amount: null, eventKey };
    }
    throw errorOf(answer, 'assert');
  }
  const tx: TransactionBody = shape(z.object({ Transaction }), answer.body, 'assert').Transaction;
  if (tx.OrderId !== undefined && tx.OrderId !== cartId) {
    throw new ProviderError('invalid', `${NAME}: token ${token} belongs to another order`);
  }
  const eventKey = tx.Id;
  if (tx.Status === 'AUTHORIZED') {
    const captureId = (await capture(ctx, tx.Id)) ?? tx.CaptureId ?? null;
    return {
      status: 'succeeded',
      providerRef: captureId ? `${token}:${captureId}` : token,
      amount: cents(tx.Amount),
      eventKey,
    };
  }
  if (tx.Status === 'CAPTURED') {
    const captureId = tx.CaptureId ?? null;
    return {
      status: 'succeeded',
      providerRef: captureId ? `${token}:${captureId}` : token,
      amount: cents(tx.Amount),
      eventKey,
    };
  }
  if (tx.Status === 'CANCELED')
    return { status: 'cancelled', providerRef: token, amount: null, reason: 'CANCELED', eventKey };
  return { status: 'pending', providerRef: token, amount: null, eventKey };
}

async function outcomeOf(
  ctx: ProviderContext,
  ref: { cartId: string; providerRef: string | null },
): Promise<Outcome> {
  if (!ref.providerRef)
    throw new ProviderError('invalid', `${NAME}: no Payment Page token for cart ${ref.cartId}`);
  const { eventKey: _eventKey, ...outcome } = await assertAndCapture(
    ctx,
    ref.cartId,
    splitRef(ref.providerRef).token,
  );
  return outcome;
}

/** Our NotifyUrl: the company's notification address with the cart id Saferpay will call back. */
export function saferpayNotifyUrl(notifyUrl: string, cartId: string): string {
  const url = new URL(notifyUrl);
  url.searchParams.set('cartId', cartId);
  return url.toString();
}

export const saferpayProvider: PaymentProvider = {
  name: NAME,

  async start(ctx, input) {
    const terminalId = requireSecret(NAME, ctx.secrets, 'terminalId');
    const answer = await post(ctx, '/Payment/v1/PaymentPage/Initialize', input.idempotencyKey, {
      TerminalId: terminalId,
      Payment: {
        Amount: { Value: String(input.amount), CurrencyCode: 'EUR' },
        OrderId: input.cartId,
        Description: input.description.slice(0, 1000),
      },
      Payer: { LanguageCode: input.lang },
      ReturnUrl: { Url: ctx.returnUrls.success },
      Notification: { NotifyUrl: saferpayNotifyUrl(ctx.notifyUrl, input.cartId) },
    });
    if (!answer.ok) throw errorOf(answer, 'initialize');
    const page = shape(z.object({ Token: z.string(), RedirectUrl: z.string() }), answer.body, 'initialize');
    return {
      token: page.Token,
      providerRef: page.Token,
      scenario: { kind: 'redirect', url: page.RedirectUrl, method: 'GET', fields: {} },
    };
  },

  fetchOutcome: outcomeOf,

  // The payer pays on Saferpay's page; coming back, Assert (and Capture) tells the result.
  pay: (ctx, ref) => outcomeOf(ctx, { cartId: ref.cartId, providerRef: ref.providerRef }),

  async parseNotification(ctx: ProviderContext, request: RawRequest): Promise<Notification> {
    const cartId = request.query.cartId;
    if (!cartId) throw new ProviderError('invalid', `${NAME}: notification without cartId`);
    if (!request.providerRef) {
      // Nothing known for this cart: nothing to ask Saferpay about, so nothing is believed.
      throw new ProviderError('signature', `${NAME}: no payment of ours for cart ${cartId}`);
    }
    const { eventKey, ...outcome } = await assertAndCapture(ctx, cartId, splitRef(request.providerRef).token);
    return { eventId: eventKey, cartId, providerRef: outcome.providerRef, outcome };
  },

  async refund(ctx, input) {
    const { captureId } = splitRef(input.providerRef);
    if (!captureId)
      throw new ProviderError('invalid', `${NAME}: the payment was never captured, nothing to refund`);
    const answer = await post(ctx, '/Payment/v1/Transaction/Refund', input.idempotencyKey, {
      Refund: {
        Amount: { Value: String(input.amount), CurrencyCode: input.currency },
        RestrictRefundAmountToCapturedAmount: true,
      },
      CaptureReference: { CaptureId: captureId },
    });
    if (!answer.ok) throw errorOf(answer, 'refund');
    const refund = shape(z.object({ Transaction }), answer.body, 'refund').Transaction;
    // A refund is itself authorised, then captured to be paid out.
    if (refund.Status === 'AUTHORIZED') await capture(ctx, refund.Id);
    return { refundRef: refund.Id };
  },
};
