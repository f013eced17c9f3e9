import { BackofficeCustomerAnswerSchema, CustomerSearchAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { buildApp } from '../../../app.ts';
import { bookingOrders, customers, loyaltyCards, profiles } from '../../../db/schema.ts';

describe.each(engines)('back-office customers on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let manager: string;
  const ids: Record<string, number> = {};

  const addCustomer = async (
    t: TenantFixture,
    key: string,
    data: { email: string; first: string; last: string; phone?: string; createdAt?: Date },
  ) => {
    const [row] = await database.db
      .insert(customers)
      .values({
        companyId: t.companyId,
        email: data.email,
        phone: data.phone ?? null,
        passwordHash: 'x',
        ...(data.createdAt ? { createdAt: data.createdAt } : {}),
      })
      .returning({ id: customers.id });
    if (!row) throw new Error('no customer');
    await database.db.insert(profiles).values({
      companyId: t.companyId,
      customerId: row.id,
      firstname: data.first,
      lastname: data.last,
      phone: data.phone ?? null,
    });
    ids[key] = row.id;
    return row.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0 });
    manager = await staffToken(database.db, a.companyId, 'manager');
    await addCustomer(a, 'helene', {
      email: 'helene@example.com',
      first: 'Hélène',
      last: 'Leroy',
      phone: '+33611111111',
      createdAt: new Date('2026-01-10T10:00:00Z'),
    });
    await addCustomer(a, 'marc', {
      email: 'marc@example.com',
      first: 'Marc',
      last: 'Durand',
      createdAt: new Date('2026-03-10T10:00:00Z'),
    });
    await addCustomer(a, 'zoe', {
      email: 'zoe@example.com',
      first: 'Zoé',
      last: 'Arnaud',
      phone: '+33622222222',
      createdAt: new Date('2026-05-10T10:00:00Z'),
    });
    await addCustomer(b, 'other', { email: 'helene@other.example', first: 'Hélène', last: 'Autre' });
    await database.db
      .insert(loyaltyCards)
      .values({ companyId: a.companyId, customerId: ids.zoe as number, number: 'LC-1', points: 120 });
    // Marc booked in the second shop, Zoé in the first.
    await database.db.insert(bookingOrders).values([
      {
        companyId: a.companyId,
        shopId: a.shopIds[1] as number,
        customerId: ids.marc,
        status: 'honoured',
        total: 5000,
      },
      {
        companyId: a.companyId,
        shopId: a.shopIds[0] as number,
        customerId: ids.zoe,
        status: 'confirmed',
        total: 6500,
      },
    ]);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const get = async (query: string, token = manager, company = a.token) => {
    const res = await app.inject({
      url: `/api/backoffice/customers${query}`,
      headers: { company, authorization: `Bearer ${token}` },
    });
    return res;
  };
  const emails = async (query: string, token = manager) => {
    const res = await get(query, token);
    expect(res.statusCode).toBe(200);
    return CustomerSearchAnswerSchema.parse(res.json()).customers.map((c) => c.email);
  };

  it('finds customers by name without accents, e-mail, phone, and pages through them', async () => {
    expect(await emails('?q=helene')).toEqual(['helene@example.com']);
    expect(await emails('?q=zoe%20arn')).toEqual(['zoe@example.com']);
    expect(await emails('?q=06%2022%2022%2022%2022')).toEqual(['zoe@example.com']);
    expect(await emails('?q=marc@')).toEqual(['marc@example.com']);
    const page = CustomerSearchAnswerSchema.parse((await get('?itemPerPage=2&page=2')).json());
    expect(page).toMatchObject({ total: 3, page: 2, itemPerPage: 2 });
    expect(page.customers.map((c) => c.email)).toEqual(['helene@example.com']);
  });

  it('filters by shop, loyalty card, creation dates, and sorts', async () => {
    expect(await emails(`?shopId=${a.shopIds[1]}`)).toEqual(['marc@example.com']);
    expect(await emails('?hasCard=1')).toEqual(['zoe@example.com']);
    expect((await emails('?hasCard=0')).sort()).toEqual(['helene@example.com', 'marc@example.com']);
    expect(await emails('?createdFrom=2026-02-01&createdTo=2026-04-01')).toEqual(['marc@example.com']);
    expect(await emails('?sort=name')).toEqual(['zoe@example.com', 'marc@example.com', 'helene@example.com']);
    expect(await emails('?sort=oldest')).toEqual([
      'helene@example.com',
      'marc@example.com',
      'zoe@example.com',
    ]);
    const [zoe] = CustomerSearchAnswerSchema.parse((await get('?hasCard=1')).json()).customers;
    expect(zoe).toMatchObject({ firstname: 'Zoé', loyalty: { number: 'LC-1', points: 120 }, visits: 1 });
    expect((await get('?createdFrom=2026-05-01&createdTo=2026-04-01')).statusCode).toBe(400);
  });

  it("shows an access account its shops' customers, and others only by exact e-mail or phone", async () => {
    const desk = await accessToken(database.db, a.companyId, [a.shopIds[0] as number]);
    expect(await emails('', desk)).toEqual(['zoe@example.com']);
    expect(await emails('?q=helene', desk)).toEqual([]);
    expect(await emails('?q=helene@example.com', desk)).toEqual(['helene@example.com']);
    expect(await emails('?q=0611111111', desk)).toEqual(['helene@example.com']);
    const byId = await get(`/${ids.marc}`, desk);
    expect(byId.statusCode).toBe(404);
    expect((await get(`/${ids.zoe}`, desk)).statusCode).toBe(200);
  });

  it('never shows another company, nor to customers or anonymous callers', async () => {
    const managerB = await staffToken(database.db, b.companyId, 'manager');
    const res = await get('?q=helene', managerB, b.token);
    expect(CustomerSearchAnswerSchema.parse(res.json()).customers.map((c) => c.email)).toEqual([
      'helene@other.example',
    ]);
    expect((await get(`/${ids.helene}`, managerB, b.token)).statusCode).toBe(404);
    const customer = await customerToken(database.db, a.companyId);
    expect((await get('', customer.token)).statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/api/backoffice/customers', headers: { company: a.token } })).statusCode,
    ).toBe(401);
  });

  it('creates a customer taken on the phone, without password, and refuses duplicates', async () => {
    const desk = await accessToken(database.db, a.companyId, [a.shopIds[0] as number]);
    const post = (payload: object, token = desk, company = a.token) =>
      app.inject({
        method: 'POST',
        url: '/api/backoffice/customers',
        payload,
        headers: { company, authorization: `Bearer ${token}` },
      });
    const res = await post({
      email: 'Nina@Example.com',
      firstname: 'Nina',
      lastname: 'Roux',
      phone: '06 33 33 33 33',
    });
    expect(res.statusCode).toBe(201);
    const { customer } = BackofficeCustomerAnswerSchema.parse(res.json());
    expect(customer).toMatchObject({
      email: 'nina@example.com',
      phone: '+33633333333',
      firstname: 'Nina',
      noPass: true,
      status: 'active',
    });
    const sameEmail = await post({ email: 'nina@example.com', firstname: 'Other' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().type).toBe('email_taken');
    const samePhone = await post({ email: 'new@example.com', firstname: 'New', phone: '+33633333333' });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().type).toBe('phone_taken');
    const badPhone = await post({ email: 'x@example.com', firstname: 'X', phone: 'abcd' });
    expect(badPhone.statusCode).toBe(400);
    expect((await post({ email: 'y@example.com' })).json().message).toBe('param manquants');
    // Nothing half-written by the refusals.
    const rows = await database.db.select().from(customers).where(eq(customers.companyId, a.companyId));
    expect(
      rows
        .map((r) => r.email)
        .filter((e) => !e.endsWith('@test.example'))
        .sort(),
    ).toEqual(['helene@example.com', 'marc@example.com', 'nina@example.com', 'zoe@example.com']);
    // The same e-mail in another company is another customer.
    const managerB = await staffToken(database.db, b.companyId, 'manager');
    expect((await post({ email: 'nina@example.com', firstname: 'Nina' }, managerB, b.token)).statusCode).toBe(
      201,
    );
  });
});
