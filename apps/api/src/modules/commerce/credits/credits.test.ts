import { BookingAnswerSchema, CustomerCreditSchema, UseCreditAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { customerCredits } from '../../../db/schema.ts';
import { useCredit } from './ledger.ts';

describe.each(engines)('customer credit: old credit and use (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let manager: string;
  let customer: { token: string; customerId: number };
  let orderId: number;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'alpha');
    b = await createBookingTenant(database.db, 'beta');
    app = await buildApp({
      database,
      logLevel: 'silent',
      companyCacheSeconds: 0,
      now: () => new Date('2026-06-01T06:00:00Z'),
    });
    manager = await staffToken(database.db, a.companyId, 'manager');
    customer = await customerToken(database.db, a.companyId);
    const booked = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { company: a.token, authorization: `Bearer ${customer.token}` },
      payload: { shopId: a.shopId, serviceIds: [a.serviceId], start: '2026-06-02T08:00:00.000Z' },
    });
    orderId = BookingAnswerSchema.parse(booked.json()).order.id;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, company = a.token) =>
    app.inject({ method, url, payload, headers: { company, authorization: `Bearer ${token}` } });
  const ledger = async () =>
    database.db.select().from(customerCredits).where(eq(customerCredits.customerId, customer.customerId));

  it('grants old credit and shows the balance to staff and to the customer', async () => {
    const granted = await call('POST', '/api/stats/old-credit', manager, {
      customerId: customer.customerId,
      amount: 4000,
      note: 'Solde repris de l’ancien logiciel',
    });
    expect(granted.statusCode).toBe(201);
    expect(CustomerCreditSchema.parse(granted.json().credit).balance).toBe(4000);
    const mine = await call('GET', '/api/bookings/my-credit', customer.token);
    expect(mine.json().credit).toMatchObject({
      balance: 4000,
      entries: [{ amount: 4000, kind: 'old_credit' }],
    });
  });

  it('spends credit on a booking order up to what it still owes, and records it on the order', async () => {
    const used = await call('POST', '/api/stats/use', manager, { bookingOrderId: orderId, amount: 10_000 });
    expect(used.statusCode).toBe(200);
    const answer = UseCreditAnswerSchema.parse(used.json());
    // The order costs 6500 and nothing was paid: the 4000 of credit all go to it.
    expect(answer).toEqual({ used: 4000, balance: 0, order: { id: orderId, total: 6500, paidAmount: 4000 } });
    const again = await call('POST', '/api/stats/use', manager, { bookingOrderId: orderId, amount: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().type).toBe('credit');
    expect((await ledger()).map((e) => e.amount)).toEqual([4000, -4000]);
  });

  it('never spends the same credit twice under concurrent uses', async () => {
    await call('POST', '/api/stats/old-credit', manager, { customerId: customer.customerId, amount: 1000 });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        database.db.transaction((tx) =>
          useCredit(tx, {
            companyId: a.companyId,
            customerId: customer.customerId,
            amount: 400,
            bookingOrderId: null,
            note: null,
          }),
        ),
      ),
    );
    const spent = results
      .filter((r): r is PromiseFulfilledResult<{ used: number; balance: number }> => r.status === 'fulfilled')
      .reduce((sum, r) => sum + r.value.used, 0);
    expect(spent).toBe(1000);
    const balance = (await ledger()).reduce((sum, e) => sum + e.amount, 0);
    expect(balance).toBe(0);
  });

  it('refuses bad input, customers, and other companies, writing nothing', async () => {
    const before = (await ledger()).length;
    const bad = await call('POST', '/api/stats/old-credit', manager, {
      customerId: customer.customerId,
      amount: -5,
    });
    expect(bad.statusCode).toBe(400);
    const missing = await call('POST', '/api/stats/old-credit', manager, { amount: 500 });
    expect(missing.statusCode).toBe(400);
    expect(
      (
        await call('POST', '/api/stats/old-credit', customer.token, {
          customerId: customer.customerId,
          amount: 500,
        })
      ).statusCode,
    ).toBe(403);
    const staff = await staffToken(database.db, a.companyId, 'staff');
    expect(
      (await call('POST', '/api/stats/old-credit', staff, { customerId: customer.customerId, amount: 500 }))
        .statusCode,
    ).toBe(403);
    const bManager = await staffToken(database.db, b.companyId, 'manager');
    const foreign = await call(
      'POST',
      '/api/stats/old-credit',
      bManager,
      { customerId: customer.customerId, amount: 500 },
      b.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/stats/credits/customer/${customer.customerId}`, bManager, undefined, b.token))
        .statusCode,
    ).toBe(404);
    const useForeign = await call(
      'POST',
      '/api/stats/use',
      bManager,
      { bookingOrderId: orderId, amount: 100 },
      b.token,
    );
    expect(useForeign.statusCode).toBe(404);
    const desk = await accessToken(database.db, a.companyId, [a.shopIds[1] as number]);
    expect(
      (await call('POST', '/api/stats/use', desk, { bookingOrderId: orderId, amount: 100 })).statusCode,
    ).toBe(404);
    expect((await ledger()).length).toBe(before);
  });
});
