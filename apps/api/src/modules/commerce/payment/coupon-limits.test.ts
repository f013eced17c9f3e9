import { PaymentInitializeAnswerSchema } from '@eclat/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import {
  bearer,
  createShopTenant,
  paymentApp,
  type ShopFixture,
} from '../../../../test-support/payment-kit.ts';
import { defaultPaymentsConfig } from '../../../config.ts';
import { companies, couponRedemptions, coupons, eshopOrders, payments, refunds } from '../../../db/schema.ts';
import { createMessageServices } from '../../../platform/mail/services.ts';
import { defaultProviders } from '../../../platform/payments/registry.ts';
import { settlePayment } from './fulfil.ts';
import { expirePayments } from './sweeper.ts';

const MINUTE = 60_000;

// Issue 16, defect 2: a coupon's limits were checked when a cart was created, and a refused
// redemption at payment only left a note, so 20 concurrent carts of a `maxUses: 1` coupon were all
// paid discounted. A cart now reserves its coupon use like stock (ADR 0010, "Coupons"), and no
// payment is accepted discounted beyond the coupon's limits. PGlite serialises writes; PostgreSQL
// (TEST_DATABASE_URL) is the real race.
describe.each(engines)('coupon limits at payment on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: ShopFixture;
  const start = new Date('2026-06-01T06:00:00Z');
  let clock = start;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createShopTenant(database.db, 'couponrace', { stock: 500 });
    app = await paymentApp(database, { now: () => clock });
  }, 60_000);
  beforeEach(() => {
    clock = start;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const post = (url: string, payload: unknown, token?: string) =>
    app.inject({ method: 'POST', url, headers: bearer(t.token, token), payload: payload as object });
  const coupon = async (code: string, values: Partial<typeof coupons.$inferInsert>) => {
    const [row] = await database.db
      .insert(coupons)
      .values({ companyId: t.companyId, code, reductionType: 'fixed', amount: 500, ...values })
      .returning();
    if (!row) throw new Error('coupon not created');
    return row;
  };
  const initialize = (token: string, couponCode: string) =>
    post(
      '/api/payment/initialize',
      { items: [{ kind: 'product', articleId: t.productId, quantity: 1 }], shopId: t.shopId, couponCode },
      token,
    );
  const checkout = async (token: string, couponCode: string) => {
    const init = await initialize(token, couponCode);
    if (init.statusCode !== 200)
      return { step: 'initialize', status: init.statusCode, error: init.json().error };
    const pay = await post('/api/payment/pay', { cartId: init.json().cartId }, token);
    return { step: 'pay', status: pay.statusCode, error: pay.statusCode === 200 ? null : pay.json().error };
  };
  /** Succeeded payments whose price carries this coupon's discount, and the coupon's counters. */
  const usage = async (id: number, code: string) => {
    const discounted = await database.db
      .select({ cartId: payments.cartId })
      .from(payments)
      .where(
        and(
          eq(payments.companyId, t.companyId),
          eq(payments.status, 'succeeded'),
          sql`${payments.cart} -> 'prices' ->> 'couponCode' = ${code}`,
          sql`(${payments.cart} -> 'prices' ->> 'discount')::int > 0`,
        ),
      );
    const [row] = await database.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, id));
    const redemptions = await database.db
      .select({ status: couponRedemptions.status })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, id));
    return {
      discountedPaid: discounted.length,
      uses: row?.uses,
      committed: redemptions.filter((r) => r.status === 'committed').length,
      reserved: redemptions.filter((r) => r.status === 'reserved').length,
    };
  };

  it('20 customers pay at once with a maxUses 1 coupon: exactly one discounted paid order', async () => {
    const row = await coupon('UNIQUE', { maxUses: 1 });
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push((await customerToken(database.db, t.companyId)).token);
    const outcomes = await Promise.all(tokens.map((token) => checkout(token, 'unique')));

    const paid = outcomes.filter((o) => o.step === 'pay' && o.status === 200);
    expect(paid).toHaveLength(1);
    const refused = outcomes.filter((o) => o.step === 'initialize');
    expect(refused).toHaveLength(19);
    for (const r of refused)
      expect(r).toEqual({ step: 'initialize', status: 422, error: 'coupon_exhausted' });
    expect(await usage(row.id, 'UNIQUE')).toEqual({ discountedPaid: 1, uses: 1, committed: 1, reserved: 0 });
  }, 180_000);

  it('3 of 20 uses, 20 carts at once, then all paid: exactly 3 discounted paid orders', async () => {
    const row = await coupon('TROIS', { maxUses: 3 });
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push((await customerToken(database.db, t.companyId)).token);
    // Every cart first (the reservations race), then every payment (the commits race).
    const inits = await Promise.all(tokens.map((token) => initialize(token, 'TROIS')));
    const opened = inits.flatMap((r, i) =>
      r.statusCode === 200 ? [{ token: tokens[i], cartId: r.json().cartId }] : [],
    );
    expect(opened).toHaveLength(3);
    expect(await usage(row.id, 'TROIS')).toEqual({ discountedPaid: 0, uses: 0, committed: 0, reserved: 3 });
    const pays = await Promise.all(
      opened.map((o) => post('/api/payment/pay', { cartId: o.cartId }, o.token)),
    );
    for (const p of pays) expect(p.statusCode).toBe(200);
    expect(await usage(row.id, 'TROIS')).toEqual({ discountedPaid: 3, uses: 3, committed: 3, reserved: 0 });
  }, 180_000);

  it('one customer and a once-per-customer coupon: 3 carts at once, then another one, used once', async () => {
    const row = await coupon('BIENVENUE', { oncePerCustomer: true });
    const { token } = await customerToken(database.db, t.companyId);
    const outcomes = await Promise.all([1, 2, 3].map(() => checkout(token, 'BIENVENUE')));
    expect(outcomes.filter((o) => o.step === 'pay' && o.status === 200)).toHaveLength(1);
    for (const o of outcomes.filter((x) => x.step === 'initialize'))
      expect(o).toEqual({ step: 'initialize', status: 422, error: 'coupon_already_used' });
    expect(await checkout(token, 'BIENVENUE')).toEqual({
      step: 'initialize',
      status: 422,
      error: 'coupon_already_used',
    });
    expect(await usage(row.id, 'BIENVENUE')).toEqual({
      discountedPaid: 1,
      uses: 1,
      committed: 1,
      reserved: 0,
    });
  }, 60_000);

  it('a customer starting over keeps the coupon: the new cart replaces the unpaid one', async () => {
    const row = await coupon('REPRISE', { oncePerCustomer: true, maxUses: 1 });
    const { token } = await customerToken(database.db, t.companyId);
    const first = await initialize(token, 'REPRISE');
    expect(first.statusCode).toBe(200);
    const second = await initialize(token, 'REPRISE');
    expect(second.statusCode).toBe(200);
    expect((await post('/api/payment/pay', { cartId: first.json().cartId }, token)).json()).toMatchObject({
      error: 'payment_closed',
    });
    expect((await post('/api/payment/pay', { cartId: second.json().cartId }, token)).statusCode).toBe(200);
    expect(await usage(row.id, 'REPRISE')).toEqual({ discountedPaid: 1, uses: 1, committed: 1, reserved: 0 });
  });

  it('an abandoned cart gives its use back; its late money is refunded in full, the coupon not counted twice', async () => {
    const row = await coupon('RETOUR', { maxUses: 1 });
    const a = await customerToken(database.db, t.companyId);
    const b = await customerToken(database.db, t.companyId);
    const held = PaymentInitializeAnswerSchema.parse((await initialize(a.token, 'RETOUR')).json());
    expect((await initialize(b.token, 'RETOUR')).json()).toMatchObject({ error: 'coupon_exhausted' });

    // A's cart runs out: the sweeper gives the use back and B takes it.
    clock = new Date(start.getTime() + 16 * MINUTE);
    expect(await expirePayments(database.db, clock)).toBeGreaterThanOrEqual(1);
    expect(await usage(row.id, 'RETOUR')).toMatchObject({ reserved: 0, uses: 0 });
    expect(await checkout(b.token, 'RETOUR')).toEqual({ step: 'pay', status: 200, error: null });

    // A's money comes late (the provider's word on an expired cart): all of it goes back.
    const [company] = await database.db.select().from(companies).where(eq(companies.id, t.companyId));
    if (!company) throw new Error('company missing');
    const deps = {
      db: database.db,
      now: () => clock,
      payments: { config: defaultPaymentsConfig(), providers: defaultProviders() },
      messages: createMessageServices(database.db, {}),
    };
    const late = await settlePayment(deps, company, held.cartId, {
      outcome: { status: 'succeeded', providerRef: `free:${held.cartId}`, amount: held.prices.total },
    });
    expect(late.action).toBe('refund_late');
    const [payment] = await database.db.select().from(payments).where(eq(payments.cartId, held.cartId));
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: held.prices.total });
    expect(await usage(row.id, 'RETOUR')).toEqual({ discountedPaid: 1, uses: 1, committed: 1, reserved: 0 });
  });

  it('a payment whose reservation is gone and whose coupon was used up meanwhile is refused and refunded in full', async () => {
    const row = await coupon('PERDU', { maxUses: 1 });
    const a = await customerToken(database.db, t.companyId);
    const b = await customerToken(database.db, t.companyId);
    const held = PaymentInitializeAnswerSchema.parse((await initialize(a.token, 'PERDU')).json());
    // The reservation is lost (a cart from before reservations existed, a crash between two
    // steps): B takes the last use and pays.
    await database.db
      .update(couponRedemptions)
      .set({ status: 'released' })
      .where(eq(couponRedemptions.orderRef, held.cartId));
    expect(await checkout(b.token, 'PERDU')).toEqual({ step: 'pay', status: 200, error: null });

    const pay = await post('/api/payment/pay', { cartId: held.cartId }, a.token);
    expect(pay.statusCode).toBe(402);
    expect(pay.json()).toMatchObject({
      error: 'payment_failed',
      customErrorMsg: expect.stringContaining('code promo'),
    });
    const [payment] = await database.db.select().from(payments).where(eq(payments.cartId, held.cartId));
    expect(payment?.cart).toMatchObject({ attention: ['coupon_refused:exhausted'] });
    const [order] = await database.db
      .select({ status: eshopOrders.status })
      .from(eshopOrders)
      .where(eq(eshopOrders.paymentRef, held.cartId));
    expect(order?.status).toBe('cancelled');
    const back = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, payment?.id ?? -1));
    expect(back.map((r) => r.amount)).toEqual([held.prices.total]);
    expect(await usage(row.id, 'PERDU')).toEqual({ discountedPaid: 1, uses: 1, committed: 1, reserved: 0 });
  });

  it('a payment whose reservation is gone is accepted when the coupon still has a use for it', async () => {
    const row = await coupon('ENCORE', { maxUses: 2 });
    const a = await customerToken(database.db, t.companyId);
    const held = PaymentInitializeAnswerSchema.parse((await initialize(a.token, 'ENCORE')).json());
    await database.db
      .update(couponRedemptions)
      .set({ status: 'released' })
      .where(eq(couponRedemptions.orderRef, held.cartId));
    expect((await post('/api/payment/pay', { cartId: held.cartId }, a.token)).statusCode).toBe(200);
    expect(await usage(row.id, 'ENCORE')).toEqual({ discountedPaid: 1, uses: 1, committed: 1, reserved: 0 });
  });
});
