import {
  CustomerHistoryAnswerSchema,
  CustomerPageSchema,
  RemainingAmountAnswerSchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { buildApp } from '../../../app.ts';
import {
  bookingOrders,
  customerCredits,
  customers,
  gifts,
  links,
  loyaltyCards,
  profiles,
} from '../../../db/schema.ts';

const NOW = new Date('2026-06-01T10:00:00Z');

describe.each(engines)('spec §7 customers API on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let staff: string;
  let desk: string;
  const ids: Record<string, number> = {};
  /** Companies whose cached reads a request dropped (the invalidation bus). */
  const published: number[] = [];

  const addCustomer = async (t: TenantFixture, key: string, email: string, first: string, last: string) => {
    const [row] = await database.db
      .insert(customers)
      .values({ companyId: t.companyId, email, passwordHash: 'x' })
      .returning({ id: customers.id });
    if (!row) throw new Error('no customer');
    await database.db
      .insert(profiles)
      .values({ companyId: t.companyId, customerId: row.id, firstname: first, lastname: last });
    ids[key] = row.id;
    return row.id;
  };

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    opts: { token?: string; company?: string; body?: unknown } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        company: opts.company ?? a.token,
        ...(opts.token === '' ? {} : { authorization: `Bearer ${opts.token ?? staff}` }),
      },
      ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    });

  const emails = async (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return CustomerPageSchema.parse(res.json()).customers.map((c) => c.email);
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildApp({
      database,
      logLevel: 'silent',
      companyCacheSeconds: 0,
      now: () => NOW,
      bus: { publish: (companyId) => published.push(companyId), subscribe: () => {}, close: async () => {} },
    });
    staff = await staffToken(database.db, a.companyId, 'staff');
    const [centre, gare] = a.shopIds as [number, number];
    desk = await accessToken(database.db, a.companyId, [gare]);
    await addCustomer(a, 'helene', 'helene@example.com', 'Hélène', 'Leroy');
    await addCustomer(a, 'marc', 'marc@example.com', 'Marc', 'Durand');
    await addCustomer(a, 'zoe', 'Zoe@Example.com', 'Zoé', 'Arnaud');
    await addCustomer(b, 'bea', 'bea@beta.example', 'Béatrice', 'Beta');
    await database.db
      .insert(loyaltyCards)
      .values({ companyId: a.companyId, customerId: ids.zoe as number, number: 'LC-1', points: 10 });
    await database.db.insert(links).values([
      { companyId: a.companyId, customerId: ids.zoe as number, externalId: 'CAISSE-0042' },
      { companyId: a.companyId, customerId: ids.zoe as number, system: 'till', externalId: 'T/7' },
      { companyId: a.companyId, customerId: ids.marc as number, externalId: 'CAISSE-0043' },
      { companyId: b.companyId, customerId: ids.bea as number, externalId: 'CAISSE-0042-B' },
    ]);
    // Zoé booked three times: twice in the centre, once at the station; Marc at the station.
    const orders = await database.db
      .insert(bookingOrders)
      .values([
        {
          companyId: a.companyId,
          shopId: centre,
          customerId: ids.zoe,
          status: 'honoured',
          total: 6500,
          createdAt: new Date('2026-03-01T10:00:00Z'),
        },
        {
          companyId: a.companyId,
          shopId: gare,
          customerId: ids.zoe,
          status: 'confirmed',
          total: 4000,
          createdAt: new Date('2026-04-01T10:00:00Z'),
        },
        {
          companyId: a.companyId,
          shopId: centre,
          customerId: ids.zoe,
          status: 'confirmed',
          total: 9000,
          createdAt: new Date('2026-05-01T10:00:00Z'),
        },
        { companyId: a.companyId, shopId: gare, customerId: ids.marc, status: 'confirmed', total: 3000 },
      ])
      .returning({ id: bookingOrders.id });
    // Zoé's credit: 50 € granted, 20 € spent on her first visit.
    await database.db.insert(customerCredits).values([
      {
        companyId: a.companyId,
        customerId: ids.zoe as number,
        amount: 5000,
        kind: 'old_credit',
        note: 'report',
      },
      {
        companyId: a.companyId,
        customerId: ids.zoe as number,
        amount: -2000,
        kind: 'use',
        bookingOrderId: orders[0]?.id,
      },
    ]);
    const voucher = (code: string, over: Partial<typeof gifts.$inferInsert>) => ({
      companyId: a.companyId,
      code,
      amount: 5000,
      balance: 5000,
      status: 'active',
      expiresAt: new Date('2027-01-01T00:00:00Z'),
      ...over,
    });
    await database.db.insert(gifts).values([
      // Offered to Zoé (her e-mail in another case), partly spent: 30 € left.
      voucher('GIFT-ZOE-1', { recipientEmail: 'zoe@example.com', balance: 3000 }),
      // Offered to Zoé, no end date.
      voucher('GIFT-ZOE-2', {
        recipientEmail: 'ZOE@example.com',
        amount: 2500,
        balance: 2500,
        expiresAt: null,
      }),
      // Hers but expired, emptied or cancelled: nothing left to spend.
      voucher('GIFT-ZOE-OLD', {
        recipientEmail: 'zoe@example.com',
        expiresAt: new Date('2026-05-01T00:00:00Z'),
      }),
      voucher('GIFT-ZOE-USED', { recipientEmail: 'zoe@example.com', balance: 0, status: 'used' }),
      voucher('GIFT-ZOE-CXL', { recipientEmail: 'zoe@example.com', status: 'cancelled' }),
      // Bought by Zoé for Marc: Marc's, not hers.
      voucher('GIFT-FOR-MARC', { buyerCustomerId: ids.zoe, recipientEmail: 'marc@example.com' }),
      // Another company's voucher to the same e-mail.
      { ...voucher('GIFT-B', { recipientEmail: 'zoe@example.com' }), companyId: b.companyId },
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  describe('POST /api/customers/search', () => {
    it('is a read: searching leaves the cached catalogue alone', async () => {
      published.length = 0;
      expect((await call('POST', '/api/customers/search', { body: { q: 'zoe' } })).statusCode).toBe(200);
      expect(published).toEqual([]);
      // A real staff write does drop it.
      const manager = await staffToken(database.db, a.companyId, 'manager');
      await call('PUT', `/api/shops/${a.shopIds[0]}`, { token: manager, body: { order: 1 } });
      expect(published).toEqual([a.companyId]);
    });

    it('takes the filter as a body and pages with page and enregbypage', async () => {
      expect(await emails(await call('POST', '/api/customers/search', { body: { q: 'helene' } }))).toEqual([
        'helene@example.com',
      ]);
      expect(await emails(await call('POST', '/api/customers/search', { body: { hasCard: true } }))).toEqual([
        'Zoe@Example.com',
      ]);
      expect(
        await emails(await call('POST', '/api/customers/search', { body: { shopId: a.shopIds[1] } })),
      ).toEqual(['Zoe@Example.com', 'marc@example.com']);
      const paged = await call('POST', '/api/customers/search?page=2&enregbypage=2', {
        body: { sort: 'name' },
      });
      expect(paged.json()).toMatchObject({ total: 3, page: 2, enregbypage: 2 });
      expect(await emails(paged)).toEqual(['helene@example.com']);
      // In the body too; the query string wins when both say.
      const inBody = await call('POST', '/api/customers/search', {
        body: { sort: 'name', page: 1, enregbypage: 1 },
      });
      expect(inBody.json()).toMatchObject({ page: 1, enregbypage: 1 });
      expect(await emails(inBody)).toEqual(['Zoe@Example.com']);
      const both = await call('POST', '/api/customers/search?enregbypage=3', {
        body: { sort: 'name', enregbypage: 1 },
      });
      expect(await emails(both)).toHaveLength(3);
      // No body: every customer of the company, 20 per page.
      const all = await call('POST', '/api/customers/search');
      expect(all.json()).toMatchObject({ total: 3, page: 1, enregbypage: 20 });
    });

    it('refuses bad filters with 400 and writes nothing', async () => {
      for (const body of [
        { unknownFilter: 'x' },
        { enregbypage: 0 },
        { enregbypage: 101 },
        { page: 0 },
        { hasCard: 'yes' },
        { shopId: -1 },
        { status: 'deleted' },
        { createdFrom: '2026-05-01', createdTo: '2026-04-01' },
        { q: 'x'.repeat(101) },
        { q: 'zo\u0000e' },
      ]) {
        const res = await call('POST', '/api/customers/search', { body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect((await call('POST', '/api/customers/search?enregbypage=1000', { body: {} })).statusCode).toBe(
        400,
      );
    });
  });

  it('GET /api/customers lists with the same filters as query parameters', async () => {
    const res = await call('GET', '/api/customers?sort=name&enregbypage=2');
    expect(res.json()).toMatchObject({ total: 3, page: 1, enregbypage: 2 });
    expect(await emails(res)).toEqual(['Zoe@Example.com', 'marc@example.com']);
    expect(await emails(await call('GET', '/api/customers?hasCard=0&sort=name'))).toEqual([
      'marc@example.com',
      'helene@example.com',
    ]);
    expect((await call('GET', '/api/customers?enregbypage=abc')).statusCode).toBe(400);
  });

  it('GET /api/customers/remainingamount/{externalId}: the credit balance plus the vouchers offered to the customer', async () => {
    const res = await call('GET', '/api/customers/remainingamount/CAISSE-0042');
    expect(res.statusCode, res.body).toBe(200);
    const answer = RemainingAmountAnswerSchema.parse(res.json());
    expect(answer.customer).toEqual({
      id: ids.zoe,
      system: 'backoffice',
      externalId: 'CAISSE-0042',
      email: 'Zoe@Example.com',
      firstname: 'Zoé',
      lastname: 'Arnaud',
    });
    expect(answer.credit.balance).toBe(3000);
    expect(answer.credit.entries.map((e) => e.amount)).toEqual([5000, -2000]);
    expect(answer.gifts.vouchers.map((g) => [g.code, g.balance])).toEqual([
      ['GIFT-ZOE-1', 3000],
      ['GIFT-ZOE-2', 2500],
    ]);
    expect(answer.gifts.balance).toBe(5500);
    expect(answer.remainingAmount).toBe(8500);

    // Another system's id, path-encoded.
    const till = await call('GET', `/api/customers/remainingamount/${encodeURIComponent('T/7')}?system=till`);
    expect(RemainingAmountAnswerSchema.parse(till.json()).remainingAmount).toBe(8500);

    // Marc has no credit; the voucher Zoé bought for him is his.
    const marc = RemainingAmountAnswerSchema.parse(
      (await call('GET', '/api/customers/remainingamount/CAISSE-0043')).json(),
    );
    expect(marc).toMatchObject({ remainingAmount: 5000, credit: { balance: 0, entries: [] } });
    expect(marc.gifts.vouchers.map((g) => g.code)).toEqual(['GIFT-FOR-MARC']);
  });

  it('GET /api/customers/history/{externalId}: booking orders newest first, paged', async () => {
    const res = await call('GET', '/api/customers/history/CAISSE-0042?enregbypage=2');
    expect(res.statusCode, res.body).toBe(200);
    const page1 = CustomerHistoryAnswerSchema.parse(res.json());
    expect(page1).toMatchObject({ total: 3, page: 1, enregbypage: 2, customer: { id: ids.zoe } });
    expect(page1.orders.map((o) => o.total)).toEqual([9000, 4000]);
    const page2 = CustomerHistoryAnswerSchema.parse(
      (await call('GET', '/api/customers/history/CAISSE-0042?enregbypage=2&page=2')).json(),
    );
    expect(page2.orders.map((o) => o.total)).toEqual([6500]);
  });

  it('an unknown, mistyped or other system external id is a 404; bad ids are 400', async () => {
    for (const url of [
      '/api/customers/remainingamount/NOPE',
      '/api/customers/history/NOPE',
      '/api/customers/remainingamount/CAISSE-0042?system=till',
      '/api/customers/remainingamount/T%2F7',
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(404);
    }
    for (const url of [
      '/api/customers/remainingamount/CAISSE%000042',
      '/api/customers/history/CAISSE-0042?enregbypage=0',
      '/api/customers/remainingamount/CAISSE-0042?system=',
      '/api/customers/remainingamount/%20',
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(400);
    }
    // Longer than any external id (100): refused by the route's schema; longer than any path
    // parameter (512, the manage links' tokens), by the router before the route.
    expect((await call('GET', `/api/customers/history/${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await call('GET', `/api/customers/history/${'x'.repeat(513)}`)).statusCode).toBe(414);
  });

  it('refuses anonymous callers and customers', async () => {
    const customer = await customerToken(database.db, a.companyId);
    for (const [method, url] of [
      ['POST', '/api/customers/search'],
      ['GET', '/api/customers'],
      ['GET', '/api/customers/remainingamount/CAISSE-0042'],
      ['GET', '/api/customers/history/CAISSE-0042'],
    ] as const) {
      expect((await call(method, url, { token: '', body: {} })).statusCode, url).toBe(401);
      expect((await call(method, url, { token: customer.token, body: {} })).statusCode, url).toBe(403);
    }
  });

  it("keeps companies apart: B's staff see B's customers only, and A's external ids are unknown to B", async () => {
    const bStaff = await staffToken(database.db, b.companyId, 'owner');
    const asB = { token: bStaff, company: b.token };
    expect(await emails(await call('POST', '/api/customers/search', { ...asB, body: {} }))).toEqual([
      'bea@beta.example',
    ]);
    expect(await emails(await call('GET', '/api/customers?q=zoe', asB))).toEqual([]);
    expect((await call('GET', '/api/customers/remainingamount/CAISSE-0042', asB)).statusCode).toBe(404);
    expect((await call('GET', '/api/customers/history/CAISSE-0042', asB)).statusCode).toBe(404);
    const bea = RemainingAmountAnswerSchema.parse(
      (await call('GET', '/api/customers/remainingamount/CAISSE-0042-B', asB)).json(),
    );
    // B's voucher to Zoé's e-mail is not Béatrice's, and A's credit never shows.
    expect(bea).toMatchObject({ remainingAmount: 0, gifts: { vouchers: [] } });
    // A's staff token does not open B's file either.
    expect(
      (await call('GET', '/api/customers/remainingamount/CAISSE-0042-B', { company: b.token })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/customers/remainingamount/CAISSE-0042-B')).statusCode).toBe(404);
  });

  it("an access account: its shops' customers in searches, and only its shops' orders in a history", async () => {
    expect(await emails(await call('POST', '/api/customers/search', { token: desk, body: {} }))).toEqual([
      'Zoe@Example.com',
      'marc@example.com',
    ]);
    expect(await emails(await call('GET', '/api/customers?q=helene', { token: desk }))).toEqual([]);
    // The desk has the customer's number from the till: an exact identifier, like an e-mail.
    const history = CustomerHistoryAnswerSchema.parse(
      (await call('GET', '/api/customers/history/CAISSE-0042', { token: desk })).json(),
    );
    expect(history.total).toBe(1);
    expect(history.orders.map((o) => o.shop.id)).toEqual([a.shopIds[1]]);
    const remaining = RemainingAmountAnswerSchema.parse(
      (await call('GET', '/api/customers/remainingamount/CAISSE-0042', { token: desk })).json(),
    );
    expect(remaining.remainingAmount).toBe(8500);
  });

  it('is documented in the OpenAPI document, with the paging names of the spec', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            tags?: string[];
            parameters?: { name: string; in: string }[];
            requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
          }
        >
      >;
    };
    const search = doc.paths['/api/customers/search']?.post;
    expect(search?.tags).toEqual(['customers']);
    expect(search?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['query:page', 'query:enregbypage']);
    expect(Object.keys(search?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['q', 'shopId', 'hasCard', 'page', 'enregbypage']),
    );
    expect(doc.paths['/api/customers']?.get?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'page', 'enregbypage']),
    );
    for (const path of [
      '/api/customers/remainingamount/{externalId}',
      '/api/customers/history/{externalId}',
    ]) {
      expect(
        doc.paths[path]?.get?.parameters?.map((p) => `${p.in}:${p.name}`),
        path,
      ).toEqual(expect.arrayContaining(['path:externalId', 'query:system']));
    }
  });
});
