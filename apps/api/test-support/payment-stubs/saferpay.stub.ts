// A local stand-in for the Saferpay JSON API endpoints the adapter uses, for tests (these machines
// cannot reach Saferpay). In memory, in Saferpay's wire format: Basic authentication, the
// RequestHeader checks (SpecVersion, CustomerId, RequestId, RetryIndicator with replay of a retried
// RequestId), PaymentPage Initialize/Assert, Transaction Capture/Refund, the error body
// {ResponseHeader, Behavior, ErrorName, ErrorMessage, …} with HTTP 400/401/402, and the unsigned
// GET on the NotifyUrl once the payer is done.
// https://saferpay.github.io/jsonapi/, https://docs.saferpay.com/home/integration-guide/licences-and-interfaces/error-handling
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Money = { Value: string; CurrencyCode: string };
type Tx = {
  Type: 'PAYMENT' | 'REFUND';
  Status: string;
  Id: string;
  Date: string;
  Amount: Money;
  OrderId?: string;
  CaptureId?: string;
  parentCaptureId?: string;
};
type Page = {
  token: string;
  orderId: string;
  amount: Money;
  returnUrl: string;
  notifyUrl: string | null;
  state: 'open' | 'paid' | 'declined' | 'aborted';
  transactionId: string | null;
};

export type SaferpayStub = {
  baseUrl: string;
  pages: Map<string, Page>;
  transactions: Map<string, Tx>;
  /** GETs Saferpay made to NotifyUrls (the test hands them to the adapter). */
  notifications: URL[];
  requests: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  /** The payer on the Payment Page: pays, is declined, or aborts; then Saferpay calls NotifyUrl. */
  payer(token: string, result: 'pays' | 'declined' | 'aborts'): URL | null;
  hang(): void;
  failNext(status: number, body: string): void;
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const newId = () => randomBytes(21).toString('base64url').slice(0, 28);

export async function startSaferpayStub(options: {
  customerId: string;
  terminalId: string;
  apiUser: string;
  apiPassword: string;
}): Promise<SaferpayStub> {
  const pages = new Map<string, Page>();
  const transactions = new Map<string, Tx>();
  const notifications: URL[] = [];
  const requests: SaferpayStub['requests'] = [];
  const processed = new Map<string, { status: number; body: unknown }>();
  let hanging = false;
  let injected: { status: number; body: string } | null = null;
  let baseUrl = '';

  type Reply = { status: number; body: unknown };
  const header = (requestId: unknown) => ({ SpecVersion: '1.40', RequestId: String(requestId ?? '') });
  const fail = (
    status: number,
    requestId: unknown,
    ErrorName: string,
    ErrorMessage: string,
    Behavior: string,
    extra: Record<string, unknown> = {},
  ): Reply => ({
    status,
    body: { ResponseHeader: header(requestId), Behavior, ErrorName, ErrorMessage, ...extra },
  });
  const now = () => new Date().toISOString();

  const route = (path: string, body: Record<string, unknown>, requestId: unknown): Reply => {
    if (path === '/Payment/v1/PaymentPage/Initialize') {
      const payment = body.Payment as { Amount?: Money; OrderId?: string } | undefined;
      const returnUrl = (body.ReturnUrl as { Url?: string } | undefined)?.Url;
      const details: string[] = [];
      if (body.TerminalId !== options.terminalId) details.push('TerminalId: invalid');
      if (!payment?.Amount || !/^\d+$/.test(payment.Amount.Value))
        details.push('Payment.Amount.Value: must be a number in minor units');
      if (!returnUrl) details.push('ReturnUrl.Url: required');
      if (details.length > 0) {
        return fail(400, requestId, 'VALIDATION_FAILED', 'Request validation failed', 'ABORT', {
          ErrorDetail: details,
        });
      }
      const token = newId();
      pages.set(token, {
        token,
        orderId: payment?.OrderId ?? '',
        amount: payment?.Amount as Money,
        returnUrl: returnUrl ?? '',
        notifyUrl: (body.Notification as { NotifyUrl?: string } | undefined)?.NotifyUrl ?? null,
        state: 'open',
        transactionId: null,
      });
      return {
        status: 200,
        body: {
          ResponseHeader: header(requestId),
          Token: token,
          Expiration: new Date(Date.now() + 4 * 3600_000).toISOString(),
          RedirectUrl: `${baseUrl}/vt2/api/PaymentPage/${options.customerId}/${options.terminalId}/${token}`,
        },
      };
    }
    if (path === '/Payment/v1/PaymentPage/Assert') {
      const page = pages.get(String(body.Token ?? ''));
      if (!page) return fail(400, requestId, 'TOKEN_INVALID', 'Invalid token', 'ABORT');
      if (page.state === 'open')
        return fail(402, requestId, 'TRANSACTION_IN_WRONG_STATE', 'Transaction not finished', 'ABORT');
      if (page.state === 'aborted')
        return fail(402, requestId, 'TRANSACTION_ABORTED', 'Transaction aborted by payer', 'ABORT');
      if (page.state === 'declined') {
        return fail(
          402,
          requestId,
          'TRANSACTION_DECLINED',
          'Transaction declined by acquirer',
          'OTHER_MEANS',
          {
            TransactionId: page.transactionId,
            ProcessorName: 'VISA Saferpay Test',
            ProcessorResult: '05',
            ProcessorMessage: 'Do not honor',
          },
        );
      }
      const tx = transactions.get(page.transactionId ?? '') as Tx;
      const { parentCaptureId: _parent, ...visible } = tx;
      return {
        status: 200,
        body: {
          ResponseHeader: header(requestId),
          Transaction: {
            ...visible,
            AcquirerName: 'VISA Saferpay Test',
            SixTransactionReference: `0:0:3:${tx.Id}`,
            ApprovalCode: '012345',
          },
          PaymentMeans: {
            Brand: { PaymentMethod: 'VISA', Name: 'VISA' },
            DisplayText: 'xxxx xxxx xxxx 0004',
            Card: { MaskedNumber: 'xxxxxxxxxxxx0004', ExpYear: 2030, ExpMonth: 12 },
          },
          Liability: { LiabilityShift: true, LiableEntity: 'THREEDS' },
        },
      };
    }
    if (path === '/Payment/v1/Transaction/Capture') {
      const id = (body.TransactionReference as { TransactionId?: string } | undefined)?.TransactionId ?? '';
      const tx = transactions.get(id);
      if (!tx) return fail(402, requestId, 'TRANSACTION_NOT_FOUND', 'Transaction not found', 'ABORT');
      if (tx.Status === 'CAPTURED') {
        return fail(402, requestId, 'TRANSACTION_ALREADY_CAPTURED', 'Transaction already captured', 'ABORT');
      }
      if (tx.Status !== 'AUTHORIZED')
        return fail(402, requestId, 'TRANSACTION_IN_WRONG_STATE', 'Transaction in wrong state', 'ABORT');
      tx.Status = 'CAPTURED';
      tx.CaptureId = `${tx.Id}_c`;
      return {
        status: 200,
        body: { ResponseHeader: header(requestId), CaptureId: tx.CaptureId, Status: 'CAPTURED', Date: now() },
      };
    }
    if (path === '/Payment/v1/Transaction/Refund') {
      const captureId = (body.CaptureReference as { CaptureId?: string } | undefined)?.CaptureId ?? '';
      const refund = body.Refund as
        | { Amount?: Money; RestrictRefundAmountToCapturedAmount?: boolean }
        | undefined;
      const paid = [...transactions.values()].find(
        (tx) => tx.Type === 'PAYMENT' && tx.CaptureId === captureId,
      );
      if (!paid) return fail(402, requestId, 'TRANSACTION_NOT_FOUND', 'Capture not found', 'ABORT');
      if (!refund?.Amount || !/^\d+$/.test(refund.Amount.Value)) {
        return fail(400, requestId, 'VALIDATION_FAILED', 'Request validation failed', 'ABORT', {
          ErrorDetail: ['Refund.Amount: required'],
        });
      }
      const done = [...transactions.values()]
        .filter((tx) => tx.Type === 'REFUND' && tx.parentCaptureId === captureId)
        .reduce((sum, tx) => sum + Number(tx.Amount.Value), 0);
      if (
        refund.RestrictRefundAmountToCapturedAmount &&
        Number(refund.Amount.Value) > Number(paid.Amount.Value) - done
      ) {
        return fail(400, requestId, 'VALIDATION_FAILED', 'Request validation failed', 'ABORT', {
          ErrorDetail: ['Refund.Amount: exceeds the captured amount'],
        });
      }
      const tx: Tx = {
        Type: 'REFUND',
        Status: 'AUTHORIZED',
        Id: newId(),
        Date: now(),
        Amount: refund.Amount,
        OrderId: paid.OrderId,
        parentCaptureId: captureId,
      };
      transactions.set(tx.Id, tx);
      const { parentCaptureId: _parent, ...visible } = tx;
      return { status: 200, body: { ResponseHeader: header(requestId), Transaction: visible } };
    }
    return fail(404, requestId, 'GENERAL_ERROR', `Unknown resource ${path}`, 'ABORT');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://saferpay.stub');
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw || '{}') as Record<string, unknown>;
    } catch {
      body = {};
    }
    requests.push({ path: url.pathname, headers: req.headers, body });
    if (hanging) return;
    const send = (reply: Reply) => {
      res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(reply.body));
    };
    if (injected) {
      const answer = injected;
      injected = null;
      res.writeHead(answer.status, { 'content-type': 'text/html' });
      return res.end(answer.body);
    }
    const head = body.RequestHeader as
      | { SpecVersion?: string; CustomerId?: string; RequestId?: string; RetryIndicator?: number }
      | undefined;
    const expected = `Basic ${Buffer.from(`${options.apiUser}:${options.apiPassword}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return send(
        fail(401, head?.RequestId, 'AUTHENTICATION_FAILED', 'Unable to authenticate request', 'ABORT'),
      );
    }
    if (
      !head?.SpecVersion ||
      !head.RequestId ||
      head.CustomerId !== options.customerId ||
      typeof head.RetryIndicator !== 'number'
    ) {
      return send(
        fail(400, head?.RequestId, 'VALIDATION_FAILED', 'Request validation failed', 'ABORT', {
          ErrorDetail: ['RequestHeader: SpecVersion, CustomerId, RequestId and RetryIndicator are required'],
        }),
      );
    }
    // A retried request (RetryIndicator > 0) with a RequestId already processed gets the first answer.
    const replayKey = `${url.pathname}|${head.RequestId}`;
    const earlier = processed.get(replayKey);
    if (earlier && head.RetryIndicator > 0) return send(earlier);
    const reply = route(url.pathname, body, head.RequestId);
    processed.set(replayKey, reply);
    send(reply);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    pages,
    transactions,
    notifications,
    requests,
    payer(token, result) {
      const page = pages.get(token);
      if (!page) throw new Error('unknown token');
      if (result === 'aborts') {
        page.state = 'aborted';
      } else {
        const tx: Tx = {
          Type: 'PAYMENT',
          Status: result === 'pays' ? 'AUTHORIZED' : 'DECLINED',
          Id: newId(),
          Date: now(),
          Amount: page.amount,
          OrderId: page.orderId,
        };
        transactions.set(tx.Id, tx);
        page.transactionId = tx.Id;
        page.state = result === 'pays' ? 'paid' : 'declined';
      }
      if (!page.notifyUrl) return null;
      const called = new URL(page.notifyUrl);
      notifications.push(called);
      return called;
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
