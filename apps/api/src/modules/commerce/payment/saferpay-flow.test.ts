// The unsigned notification path: Saferpay calls NotifyUrl?cartId=… with a GET; the service
// hands the adapter the Payment Page token it holds for that cart, and the adapter asks Saferpay.
import { PaymentInitializeAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import {
  bearer,
  createShopTenant,
  paymentApp,
  type ShopFixture,
} from '../../../../test-support/payment-kit.ts';
import {
  type SaferpayStub,
  startSaferpayStub,
} from '../../../../test-support/payment-stubs/saferpay.stub.ts';
import { paymentEvents, payments, productStocks } from '../../../db/schema.ts';

const secrets = {
  customerId: '401860',
  terminalId: '17795278',
  apiUser: 'API_401860_80003225',
  apiPassword: 'C-y*bv8346Ze5-T8',
};

describe.each(engines)('payments through Saferpay on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let stub: SaferpayStub;
  let t: ShopFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    stub = await startSaferpayStub(secrets);
    t = await createShopTenant(database.db, 'saferpaid', { stock: 4, provider: 'saferpay', secrets });
    app = await paymentApp(database, {
      now: () => new Date('2026-06-01T06:00:00Z'),
      payments: {
        baseUrls: { stripe: '', paypal: '', payzen: '', saferpay: stub.baseUrl, monetico: '' },
        apiUrl: 'https://api.eclat.example',
        timeoutMs: 1500,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await stub?.close();
    await database?.drop();
  });

  it('a GET on the notify address settles the cart once, after asking Saferpay', async () => {
    const { token } = await customerToken(database.db, t.companyId);
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/initialize',
      headers: bearer(t.token, token),
      payload: { items: [{ kind: 'product', articleId: t.productId, quantity: 2 }], shopId: t.shopId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const init = PaymentInitializeAnswerSchema.parse(res.json());
    expect(init.provider).toBe('saferpay');
    expect(init.result.scenario.kind).toBe('redirect');

    // Before the payer is done, a notification for the cart finds nothing paid.
    const early = await app.inject({ url: `/api/payment/webhook/saferpay/${t.token}?cartId=${init.cartId}` });
    expect(early.statusCode).toBeLessThan(500);
    expect(
      (await database.db.select().from(payments).where(eq(payments.cartId, init.cartId)))[0]?.status,
    ).not.toBe('succeeded');

    const notify = stub.payer(init.result.token, 'pays');
    if (!notify) throw new Error('Saferpay did not call the notify address');
    expect(notify.pathname).toBe(`/api/payment/webhook/saferpay/${t.token}`);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await app.inject({ url: `${notify.pathname}${notify.search}` }));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const [payment] = await database.db.select().from(payments).where(eq(payments.cartId, init.cartId));
    expect(payment?.status).toBe('succeeded');
    const [row] = await database.db
      .select()
      .from(productStocks)
      .where(eq(productStocks.articleId, t.productId));
    expect(row).toMatchObject({ quantity: 2, reserved: 0 });
    expect(
      (
        await database.db
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.paymentId, payment?.id ?? -1))
      ).length,
    ).toBeGreaterThanOrEqual(1);

    // A cart id that is not ours is believed by no one.
    const stranger = await app.inject({
      url: `/api/payment/webhook/saferpay/${t.token}?cartId=not-a-cart-of-ours`,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ error: 'signature' });
  });
});
