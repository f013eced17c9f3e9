import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { paymentApp } from '../../../../test-support/payment-kit.ts';
import { companies } from '../../../db/schema.ts';

// Stripe's GET /v1/accounts/{id} (https://docs.stripe.com/api/accounts/retrieve) as a local stub:
// acct_ready can take charges, acct_pending cannot, anything else is unknown (404).
function startAccountsStub(): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url} ${req.headers.authorization}`);
    const id = /^\/v1\/accounts\/([^/]+)$/.exec(req.url ?? '')?.[1];
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization !== 'Bearer sk_test_platform') {
      res.statusCode = 401;
      return res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key' } }),
      );
    }
    if (id === 'acct_ready' || id === 'acct_pending') {
      return res.end(JSON.stringify({ id, object: 'account', charges_enabled: id === 'acct_ready' }));
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing' } }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }),
    ),
  );
}

describe('GET /api/payment/connect', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let stub: Awaited<ReturnType<typeof startAccountsStub>>;
  let a: TenantFixture;
  let b: TenantFixture;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    stub = await startAccountsStub();
    a = await createTenant(database.db, 'connecta');
    b = await createTenant(database.db, 'connectb');
    app = await paymentApp(database, {
      payments: {
        baseUrls: { stripe: stub.url, paypal: '', payzen: '', saferpay: '', monetico: '' },
        timeoutMs: 1000,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    stub?.server.closeAllConnections();
    await new Promise((resolve) => stub?.server.close(resolve));
    await database?.drop();
  });

  const connect = (query = '') =>
    app.inject({ url: `/api/payment/connect${query}`, headers: { company: a.token } });
  const setConnect = (enabled: boolean, id: string | null, secretKey = 'sk_test_platform') =>
    database.db
      .update(companies)
      .set({ stripeConnectEnabled: enabled, stripeConnectId: id, paymentSecrets: { secretKey } })
      .where(eq(companies.id, a.companyId));

  it('answers connected only when Connect is on and Stripe says the account takes charges', async () => {
    expect((await connect()).json()).toEqual({ connected: false });
    await setConnect(true, 'acct_ready');
    expect((await connect(`?shopId=${a.shopIds[0]}`)).json()).toEqual({ connected: true });
    expect(stub.requests.at(-1)).toBe('GET /v1/accounts/acct_ready Bearer sk_test_platform');
    await setConnect(true, 'acct_pending');
    expect((await connect()).json()).toEqual({ connected: false });
    await setConnect(false, 'acct_ready');
    expect((await connect()).json()).toEqual({ connected: false });
  });

  it('a failed check answers not connected (unknown account, refused key, unreachable Stripe)', async () => {
    await setConnect(true, 'acct_unknown');
    expect((await connect()).json()).toEqual({ connected: false });
    await setConnect(true, 'acct_ready', 'sk_wrong');
    expect((await connect()).json()).toEqual({ connected: false });
    const offline = await paymentApp(database, {
      payments: {
        baseUrls: { stripe: 'http://127.0.0.1:9', paypal: '', payzen: '', saferpay: '', monetico: '' },
        timeoutMs: 500,
      },
    });
    await setConnect(true, 'acct_ready');
    const res = await offline.inject({ url: '/api/payment/connect', headers: { company: a.token } });
    expect(res.json()).toEqual({ connected: false });
    await offline.close();
  });

  it("refuses another company's shop and a bad shop id", async () => {
    const other = await connect(`?shopId=${b.shopIds[0]}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: 'shop', customErrorMsg: 'shop not found' });
    expect((await connect('?shopId=abc')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/payment/connect' })).statusCode).toBe(400);
  });
});
