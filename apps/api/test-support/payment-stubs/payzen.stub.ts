// A local stand-in for the Lyra (PayZen) REST API V4 the adapter uses, for tests (these machines
// cannot reach PayZen). In memory, in Lyra's wire format: Basic shopId:password, the
// {webService, version, status SUCCESS|ERROR, answer} envelope with its documented error codes
// (INT_902, PSP_010, PSP_011, PSP_020), Charge/CreatePayment → formToken, Order/Get,
// Transaction/CancelOrRefund (a CREDIT transaction per refund), and what the embedded form sends
// after a payment: the IPN signed with the password and the browser return signed with the
// HMAC-SHA-256 key (kr-answer, kr-hash, kr-hash-key, kr-hash-algorithm, kr-answer-type).
// https://docs.lyra.com/en/rest/V4.0/api/kb/webservice_usage.html,
// https://docs.lyra.com/en/rest/V4.0/javascript/guide/embedded/analyse.html
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Tx = {
  shopId: string;
  uuid: string;
  amount: number;
  currency: string;
  paymentMethodType: 'CARD';
  status: string;
  detailedStatus: string;
  operationType: 'DEBIT' | 'CREDIT';
  creationDate: string;
  errorCode: string | null;
  errorMessage: string | null;
  detailedErrorCode: string | null;
  detailedErrorMessage: string | null;
  orderId: string;
  transactionDetails: {
    creationContext: string;
    parentTransactionUuid: string | null;
    cardDetails: { pan: string; effectiveBrand: string };
  };
  _type: 'V4/PaymentTransaction';
};

type Order = {
  orderId: string;
  amount: number;
  currency: string;
  email: string | null;
  ipnTargetUrl: string | null;
  formToken: string;
};

export type PayzenPost = { ipn: string; browserReturn: string };

export type PayzenStub = {
  baseUrl: string;
  orders: Map<string, Order>;
  transactions: Tx[];
  requests: { path: string; headers: IncomingMessage['headers']; body: unknown }[];
  /** The buyer pays in the embedded form: what Lyra then posts to the IPN URL and to the shop's return page. */
  pay(formToken: string, card: 'accepted' | 'refused'): PayzenPost;
  /** The IPN Lyra sends after a refund (a CREDIT transaction). */
  lastIpn(): string | null;
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

const uuid = () => randomBytes(16).toString('hex');

export async function startPayzenStub(options: {
  shopId: string;
  password: string;
  hmacKey: string;
}): Promise<PayzenStub> {
  const orders = new Map<string, Order>();
  const transactions: Tx[] = [];
  const requests: PayzenStub['requests'] = [];
  const ipns: string[] = [];
  let hanging = false;
  let injected: { status: number; body: string } | null = null;

  const envelope = (webService: string, status: 'SUCCESS' | 'ERROR', answer: unknown) => ({
    webService,
    version: 'V4',
    applicationVersion: '6.25.0',
    status,
    answer,
    ticket: uuid(),
    serverDate: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    applicationProvider: 'PAYZEN',
    metadata: null,
    mode: 'TEST',
    serverUrl: 'https://api.payzen.eu',
    _type: 'V4/WebService/Response',
  });
  const error = (
    webService: string,
    errorCode: string,
    errorMessage: string,
    detailedErrorMessage: string | null = null,
  ) =>
    envelope(webService, 'ERROR', {
      errorCode,
      errorMessage,
      detailedErrorCode: null,
      detailedErrorMessage,
      ticket: 'null',
      shopId: options.shopId,
      _type: 'V4/WebService/WebServiceError',
    });

  const paymentAnswer = (order: Order, orderStatus: string, tx: Tx) =>
    JSON.stringify({
      shopId: options.shopId,
      orderCycle: orderStatus === 'PAID' ? 'CLOSED' : 'OPEN',
      orderStatus,
      serverDate: tx.creationDate,
      orderDetails: {
        orderTotalAmount: order.amount,
        orderEffectiveAmount: order.amount,
        orderCurrency: order.currency,
        mode: 'TEST',
        orderId: order.orderId,
        metadata: null,
        _type: 'V4/OrderDetails',
      },
      customer: { email: order.email, reference: null, _type: 'V4/Customer/Customer' },
      transactions: [tx],
      subMerchantDetails: null,
      _type: 'V4/Payment',
    });

  const signedPost = (answer: string, key: 'password' | 'sha256_hmac') =>
    new URLSearchParams({
      'kr-hash-key': key,
      'kr-hash-algorithm': 'sha256_hmac',
      'kr-answer': answer,
      'kr-answer-type': 'V4/Payment',
      'kr-hash': createHmac('sha256', key === 'password' ? options.password : options.hmacKey)
        .update(answer)
        .digest('hex'),
    }).toString();

  const route = (service: string, body: Record<string, unknown>) => {
    if (service === 'Charge/CreatePayment') {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) {
        return error(
          service,
          'INT_902',
          'web-service input data validation error',
          `invalid amount: ${String(amount)}`,
        );
      }
      if (body.currency !== 'EUR') return error(service, 'PSP_021', 'Unknown currency.');
      const orderId = typeof body.orderId === 'string' ? body.orderId : uuid();
      const customer = body.customer as { email?: string } | undefined;
      const formToken = `01${randomBytes(24).toString('base64url')}`;
      orders.set(orderId, {
        orderId,
        amount,
        currency: 'EUR',
        email: customer?.email ?? null,
        ipnTargetUrl: typeof body.ipnTargetUrl === 'string' ? body.ipnTargetUrl : null,
        formToken,
      });
      return envelope(service, 'SUCCESS', { formToken, _type: 'V4/Charge/PaymentForm' });
    }
    if (service === 'Order/Get') {
      const orderId = String(body.orderId ?? '');
      const found = transactions.filter((tx) => tx.orderId === orderId);
      // A form token alone makes no transaction: until the buyer tries, there is nothing to find.
      if (found.length === 0) return error(service, 'PSP_010', 'Transaction not found.');
      return envelope(service, 'SUCCESS', {
        orderId,
        shopId: options.shopId,
        transactions: found,
        _type: 'V4/OrderTransactions',
      });
    }
    if (service === 'Transaction/CancelOrRefund') {
      const debit = transactions.find((tx) => tx.uuid === body.uuid && tx.operationType === 'DEBIT');
      if (!debit) return error(service, 'PSP_010', 'Transaction not found.');
      if (debit.status !== 'PAID') return error(service, 'PSP_011', 'Incorrect transaction status.');
      const refunded = transactions
        .filter((tx) => tx.transactionDetails.parentTransactionUuid === debit.uuid)
        .reduce((sum, tx) => sum + tx.amount, 0);
      const amount = typeof body.amount === 'number' ? body.amount : debit.amount - refunded;
      if (!Number.isInteger(amount) || amount <= 0 || amount > debit.amount - refunded) {
        return error(service, 'PSP_020', 'Invalid amount.');
      }
      const credit: Tx = {
        ...debit,
        uuid: uuid(),
        amount,
        status: 'PAID',
        detailedStatus: 'AUTHORISED',
        operationType: 'CREDIT',
        creationDate: new Date().toISOString(),
        transactionDetails: {
          ...debit.transactionDetails,
          creationContext: 'REFUND',
          parentTransactionUuid: debit.uuid,
        },
      };
      transactions.push(credit);
      const order = orders.get(debit.orderId);
      if (order) ipns.push(signedPost(paymentAnswer(order, 'PAID', credit), 'password'));
      return envelope(service, 'SUCCESS', { ...credit, _type: 'V4/Transaction' });
    }
    return null;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://payzen.stub');
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw || '{}') as Record<string, unknown>;
    } catch {
      body = {};
    }
    requests.push({ path: url.pathname, headers: req.headers, body });
    if (hanging) return;
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(value));
    };
    if (injected) {
      const answer = injected;
      injected = null;
      res.writeHead(answer.status, { 'content-type': 'text/html' });
      return res.end(answer.body);
    }
    const service = url.pathname.replace(/^\/api-payment\/V4\//, '');
    const expected = `Basic ${Buffer.from(`${options.shopId}:${options.password}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      // Lyra's SDKs accept HTTP 200 and 401 answers, both read as the JSON envelope (the code
      // here is illustrative: the adapter relies on the 401 alone).
      return json(401, error(service, 'INT_905', 'invalid login or password'));
    }
    const answer = route(service, body);
    if (!answer) return json(404, { error: 'not found' });
    json(200, answer);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    orders,
    transactions,
    requests,
    pay(formToken, card) {
      const order = [...orders.values()].find((o) => o.formToken === formToken);
      if (!order) throw new Error('unknown formToken');
      const accepted = card === 'accepted';
      const tx: Tx = {
        shopId: options.shopId,
        uuid: uuid(),
        amount: order.amount,
        currency: order.currency,
        paymentMethodType: 'CARD',
        status: accepted ? 'PAID' : 'UNPAID',
        detailedStatus: accepted ? 'CAPTURED' : 'REFUSED',
        operationType: 'DEBIT',
        creationDate: new Date().toISOString(),
        errorCode: accepted ? null : 'ACQ_001',
        errorMessage: accepted ? null : 'payment refused',
        detailedErrorCode: accepted ? null : '51',
        detailedErrorMessage: accepted ? null : 'Insufficient funds or credit limit exceeded',
        orderId: order.orderId,
        transactionDetails: {
          creationContext: 'CHARGE',
          parentTransactionUuid: null,
          cardDetails: { pan: '497010XXXXXX0055', effectiveBrand: 'VISA' },
        },
        _type: 'V4/PaymentTransaction',
      };
      transactions.push(tx);
      const answer = paymentAnswer(order, accepted ? 'PAID' : 'UNPAID', tx);
      const ipn = signedPost(answer, 'password');
      ipns.push(ipn);
      return { ipn, browserReturn: signedPost(answer, 'sha256_hmac') };
    },
    lastIpn: () => ipns.at(-1) ?? null,
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
