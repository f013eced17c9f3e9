// PayZen adapter (Lyra REST API V4, embedded form), over fetch.
//
// Documents relied on:
// - Basic authentication shopId:password: https://docs.lyra.com/en/rest/V4.0/api/kb/authentication.html
// - Response envelope {status SUCCESS|ERROR, answer}, errors {errorCode, errorMessage…}:
//   https://docs.lyra.com/en/rest/V4.0/api/kb/webservice_usage.html,
//   https://docs.lyra.com/en/rest/V4.0/api/errors-reference.html (PSP_010, PSP_020…)
// - Charge/CreatePayment (amount in cents, currency, orderId, customer.email, ipnTargetUrl) →
//   answer.formToken: https://docs.lyra.com/en/rest/V4.0/api/playground/Charge/CreatePayment/
// - Order/Get (orderId → transactions): https://docs.lyra.com/en/rest/V4.0/api/playground/Order/Get/
// - Transaction/CancelOrRefund (uuid, amount for a partial refund):
//   https://docs.lyra.com/en/rest/V4.0/api/playground/Transaction/CancelOrRefund/
// - IPN and browser return: kr-answer, kr-hash, kr-hash-key (password for the IPN, sha256_hmac
//   for the return), kr-hash-algorithm sha256_hmac; kr-hash = HMAC-SHA256(kr-answer, key):
//   https://docs.lyra.com/en/rest/V4.0/javascript/guide/embedded/analyse.html,
//   https://docs.lyra.com/en/rest/V4.0/api/kb/ipn_usage.html, and Lyra's own checkHash in
//   https://github.com/lyra/rest-php-examples (www/sample/ipn.php)
//
// Secrets (companies.paymentSecrets): `shopId` (REST user), `password` (REST test or production
// password, also the IPN signing key) and `hmacKey` (the HMAC-SHA-256 key of the browser return).
// The public key (shopId:testpublickey_…) is ctx.publicKey, given to the embedded form.
import { z } from 'zod';
import { hmacHex, sameHex } from './hmac.ts';
import { basicAuth, callProvider, expectShape, parseJson, requireSecret } from './http.ts';
import {
  type Notification,
  type Outcome,
  type PaymentProvider,
  type ProviderContext,
  ProviderError,
  type RawRequest,
} from './provider.ts';

const NAME = 'payzen';

const Transaction = z.object({
  uuid: z.string(),
  amount: z.number().int(),
  currency: z.string().optional(),
  status: z.string(),
  detailedStatus: z.string().nullable().optional(),
  operationType: z.string().nullable().optional(),
  errorCode: z.string().nullable().optional(),
  errorMessage: z.string().nullable().optional(),
  detailedErrorMessage: z.string().nullable().optional(),
  transactionDetails: z
    .object({ parentTransactionUuid: z.string().nullable().optional() })
    .nullable()
    .optional(),
});
type TransactionBody = z.infer<typeof Transaction>;

const Envelope = z.object({
  status: z.enum(['SUCCESS', 'ERROR']),
  answer: z.record(z.string(), z.unknown()),
});
const WebServiceError = z.object({ errorCode: z.string(), errorMessage: z.string().nullable().optional() });

/** The V4/Payment object of the IPN and of the browser return. */
const PaymentAnswer = z.object({
  orderStatus: z.string(),
  serverDate: z.string().optional(),
  orderDetails: z.object({ orderId: z.string().nullable(), orderTotalAmount: z.number().int().optional() }),
  transactions: z.array(Transaction).default([]),
});

function base(ctx: ProviderContext): string {
  return ctx.baseUrl.replace(/\/+$/, '');
}

type WebServiceAnswer =
  | { ok: true; answer: Record<string, unknown> }
  | { ok: false; code: string; message: string };

/** Calls one V4 web service; its ERROR answer comes back as a code for the caller to read. */
async function callWebService(
  ctx: ProviderContext,
  service: string,
  body: unknown,
): Promise<WebServiceAnswer> {
  const shopId = requireSecret(NAME, ctx.secrets, 'shopId');
  const password = requireSecret(NAME, ctx.secrets, 'password');
  const reply = await callProvider(
    NAME,
    `${base(ctx)}/api-payment/V4/${service}`,
    {
      method: 'POST',
      headers: {
        authorization: basicAuth(shopId, password),
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
    },
    ctx.timeoutMs,
  );
  if (reply.status === 401 || reply.status === 403) {
    throw new ProviderError('config', `${NAME}: shop id or REST password refused`);
  }
  const envelope = expectShape(NAME, Envelope, parseJson(reply.text), service);
  if (envelope.status === 'SUCCESS') return { ok: true, answer: envelope.answer };
  const error = WebServiceError.safeParse(envelope.answer);
  return error.success
    ? { ok: false, code: error.data.errorCode, message: error.data.errorMessage ?? '' }
    : { ok: false, code: 'unknown', message: '' };
}

/** One V4 web service whose ERROR answers are failures: PSP_003 a refusal, the rest invalid requests. */
async function webService(
  ctx: ProviderContext,
  service: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const result = await callWebService(ctx, service, body);
  if (result.ok) return result.answer;
  throw new ProviderError(
    result.code === 'PSP_003' ? 'declined' : 'invalid',
    `${NAME}: ${service} ${result.code} ${result.message}`.trim(),
  );
}

function failureReason(tx: TransactionBody): string {
  return tx.detailedErrorMessage || tx.errorMessage || tx.detailedStatus || tx.status;
}

/**
 * The order's state from its transactions (Lyra statuses: PAID, UNPAID, RUNNING, PARTIALLY_PAID).
 * A refund is a CREDIT transaction of its own and changes nothing for the order here.
 */
export function transactionsOutcome(transactions: readonly TransactionBody[]): Outcome {
  const debits = transactions.filter((tx) => (tx.operationType ?? 'DEBIT') === 'DEBIT');
  const paid = debits.find((tx) => tx.status === 'PAID');
  if (paid) return { status: 'succeeded', providerRef: paid.uuid, amount: paid.amount };
  const running = debits.find((tx) => tx.status === 'RUNNING' || tx.status === 'PARTIALLY_PAID');
  if (running) return { status: 'pending', providerRef: running.uuid, amount: null };
  const last = debits.at(-1);
  if (!last) return { status: 'pending', providerRef: null, amount: null };
  const cancelled = last.detailedStatus === 'CANCELLED' || last.detailedStatus === 'ABANDONED';
  return {
    status: cancelled ? 'cancelled' : 'failed',
    providerRef: last.uuid,
    amount: null,
    reason: failureReason(last),
  };
}

async function orderOutcome(ctx: ProviderContext, ref: { cartId: string }): Promise<Outcome> {
  const result = await callWebService(ctx, 'Order/Get', { orderId: ref.cartId });
  // PSP_010 (transaction not found): the buyer has not tried to pay yet.
  if (!result.ok && result.code === 'PSP_010') return { status: 'pending', providerRef: null, amount: null };
  if (!result.ok)
    throw new ProviderError('invalid', `${NAME}: Order/Get ${result.code} ${result.message}`.trim());
  const order = expectShape(
    NAME,
    z.object({ orderId: z.string().optional(), transactions: z.array(Transaction).default([]) }),
    result.answer,
    'Order/Get',
  );
  if (order.orderId !== undefined && order.orderId !== ref.cartId) {
    throw new ProviderError('invalid', `${NAME}: Order/Get answered another order`);
  }
  return transactionsOutcome(order.transactions);
}

function form(request: RawRequest): URLSearchParams {
  return new URLSearchParams(request.rawBody.toString('utf8'));
}

/** Checks kr-hash against kr-answer with the key kr-hash-key names; false when it does not match. */
export function checkKrHash(
  fields: { krAnswer: string; krHash: string; krHashKey: string; krHashAlgorithm: string },
  keys: { password: string | undefined; hmacKey: string | undefined },
): boolean {
  if (fields.krHashAlgorithm !== 'sha256_hmac') return false;
  const key =
    fields.krHashKey === 'password'
      ? keys.password
      : fields.krHashKey === 'sha256_hmac'
        ? keys.hmacKey
        : undefined;
  if (!key) return false;
  return sameHex(hmacHex('sha256', key, fields.krAnswer), fields.krHash);
}

export const payzenProvider: PaymentProvider = {
  name: NAME,

  async start(ctx, input) {
    if (!ctx.publicKey) throw new ProviderError('config', `${NAME}: the public key is not set`);
    const publicKey = ctx.publicKey;
    const answer = await webService(ctx, 'Charge/CreatePayment', {
      amount: input.amount,
      currency: 'EUR',
      orderId: input.cartId,
      ...(input.customerEmail ? { customer: { email: input.customerEmail } } : {}),
      ipnTargetUrl: ctx.notifyUrl,
    });
    const { formToken } = expectShape(
      NAME,
      z.object({ formToken: z.string() }),
      answer,
      'Charge/CreatePayment',
    );
    // Lyra has no order id before the buyer pays: the reference is the transaction uuid, later.
    return {
      token: formToken,
      providerRef: null,
      scenario: { kind: 'payzen-embedded', formToken, publicKey },
    };
  },

  fetchOutcome: orderOutcome,

  // The card is paid in the embedded form; the server only reads the order.
  pay: (ctx, ref) => orderOutcome(ctx, ref),

  async parseNotification(ctx: ProviderContext, request: RawRequest): Promise<Notification> {
    const fields = form(request);
    const krAnswer = fields.get('kr-answer');
    const krHash = fields.get('kr-hash');
    if (!krAnswer || !krHash) throw new ProviderError('signature', `${NAME}: kr-answer or kr-hash missing`);
    const verified = checkKrHash(
      {
        krAnswer,
        krHash,
        krHashKey: fields.get('kr-hash-key') ?? 'password',
        krHashAlgorithm: fields.get('kr-hash-algorithm') ?? '',
      },
      { password: ctx.secrets.password, hmacKey: ctx.secrets.hmacKey },
    );
    if (!verified) throw new ProviderError('signature', `${NAME}: kr-hash does not match kr-answer`);
    if (fields.get('kr-answer-type') !== 'V4/Payment') {
      throw new ProviderError(
        'invalid',
        `${NAME}: unexpected kr-answer-type ${fields.get('kr-answer-type') ?? ''}`,
      );
    }
    const answer = expectShape(NAME, PaymentAnswer, parseJson(krAnswer), 'kr-answer');
    const tx = answer.transactions[0];
    const credit = tx && tx.operationType === 'CREDIT';
    let outcome: Outcome;
    if (credit) {
      // A refund's notification: the order was paid and stays so; the refund is recorded apart.
      outcome = {
        status: 'pending',
        providerRef: tx.transactionDetails?.parentTransactionUuid ?? null,
        amount: null,
        reason: 'refund',
      };
    } else if (answer.orderStatus === 'PAID') {
      outcome = transactionsOutcome(answer.transactions);
      if (
        outcome.status === 'succeeded' &&
        answer.orderDetails.orderTotalAmount !== undefined &&
        outcome.amount === null
      ) {
        outcome = { ...outcome, amount: answer.orderDetails.orderTotalAmount };
      }
    } else if (answer.orderStatus === 'RUNNING') {
      outcome = { status: 'pending', providerRef: tx?.uuid ?? null, amount: null };
    } else if (answer.orderStatus === 'ABANDONED') {
      outcome = { status: 'cancelled', providerRef: tx?.uuid ?? null, amount: null, reason: 'ABANDONED' };
    } else {
      // UNPAID: the last attempt was refused or cancelled.
      const last = transactionsOutcome(answer.transactions);
      outcome =
        last.status === 'failed' || last.status === 'cancelled'
          ? last
          : { status: 'failed', providerRef: last.providerRef, amount: null, reason: answer.orderStatus };
    }
    // The same transaction in the same state is the same event, whether from the IPN or the return.
    const eventId = tx
      ? `${tx.uuid}:${tx.status}:${tx.detailedStatus ?? ''}`
      : `${answer.orderDetails.orderId ?? ''}:${answer.orderStatus}:${answer.serverDate ?? ''}`;
    return { eventId, cartId: answer.orderDetails.orderId, providerRef: outcome.providerRef, outcome };
  },

  async refund(ctx, input) {
    // Lyra refunds a captured transaction and cancels (or reduces) one not yet captured.
    const answer = await webService(ctx, 'Transaction/CancelOrRefund', {
      uuid: input.providerRef,
      amount: input.amount,
      currency: input.currency,
    });
    const tx = expectShape(NAME, Transaction, answer, 'Transaction/CancelOrRefund');
    if (tx.status === 'UNPAID' && tx.detailedStatus === 'REFUSED') {
      throw new ProviderError('declined', `${NAME}: refund refused (${failureReason(tx)})`);
    }
    return { refundRef: tx.uuid };
  },
};
