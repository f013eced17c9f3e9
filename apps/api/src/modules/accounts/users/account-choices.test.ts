// Issue 20: "Customers can turn SMS off." The signed-in customer reads and changes their own
// choice (GET and PUT /api/users/me); no one else can; odd values are refused; and a booking of a
// customer who turned SMS off leaves no SMS in the outbox while one of a customer with SMS on does.
import { MeAnswerSchema } from '@eclat/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { bearer } from '../../../../test-support/payment-kit.ts';
import { buildApp } from '../../../app.ts';
import { customers, outbox } from '../../../db/schema.ts';

const clock = new Date('2026-06-01T06:00:00Z');
const TEN = '2026-06-02T08:00:00.000Z';
const ELEVEN = '2026-06-02T09:00:00.000Z';

describe.each(engines)('SMS opt-out on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'alpha');
    b = await createBookingTenant(database.db, 'beta');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** A customer of `t` with a phone (the SMS channel needs one). */
  const customer = async (t: BookingFixture, phone: string) => {
    const c = await customerToken(database.db, t.companyId);
    await database.db.update(customers).set({ phone }).where(eq(customers.id, c.customerId));
    return c;
  };
  const me = (t: BookingFixture, token?: string) =>
    app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(t.token, token) });
  const choose = (t: BookingFixture, token: string | undefined, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { ...bearer(t.token, token), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const stored = async (customerId: number) => {
    const [row] = await database.db
      .select({ smsOptOut: customers.smsOptOut })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row?.smsOptOut;
  };

  it('lets the customer read the choice, turn SMS off and on again', async () => {
    const c = await customer(a, '+33611110001');
    const first = await me(a, c.token);
    expect(first.statusCode).toBe(200);
    expect(MeAnswerSchema.parse(first.json()).user.smsOptOut).toBe(false);

    const off = await choose(a, c.token, { smsOptOut: true });
    expect(off.statusCode, off.body).toBe(200);
    expect(MeAnswerSchema.parse(off.json()).user).toMatchObject({ id: c.customerId, smsOptOut: true });
    expect((await me(a, c.token)).json().user.smsOptOut).toBe(true);
    expect(await stored(c.customerId)).toBe(true);

    // The same value again changes nothing and is still a success.
    expect((await choose(a, c.token, { smsOptOut: true })).statusCode).toBe(200);
    expect(await stored(c.customerId)).toBe(true);

    const on = await choose(a, c.token, { smsOptOut: false });
    expect(on.statusCode).toBe(200);
    expect(on.json().user.smsOptOut).toBe(false);
    expect((await me(a, c.token)).json().user.smsOptOut).toBe(false);
    expect(await stored(c.customerId)).toBe(false);
  });

  it("changes no one else's choice: anonymous, staff, another tenant, an id in the body", async () => {
    const c = await customer(a, '+33611110002');
    const other = await customer(a, '+33611110003');
    const elsewhere = await customer(b, '+33611110004');

    expect((await choose(a, undefined, { smsOptOut: true })).statusCode).toBe(401);
    const staff = await staffToken(database.db, a.companyId, 'owner');
    expect((await choose(a, staff, { smsOptOut: true })).statusCode).toBe(403);
    // A customer's token is not one at another company.
    expect((await choose(b, c.token, { smsOptOut: true })).statusCode).toBe(401);
    expect((await choose(a, elsewhere.token, { smsOptOut: true })).statusCode).toBe(401);
    // Naming someone else in the body changes only the caller.
    const named = await choose(a, c.token, {
      smsOptOut: true,
      id: other.customerId,
      customerId: other.customerId,
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().user.id).toBe(c.customerId);

    expect(await stored(c.customerId)).toBe(true);
    expect(await stored(other.customerId)).toBe(false);
    expect(await stored(elsewhere.customerId)).toBe(false);
  });

  it('refuses odd values with a 400 and writes nothing', async () => {
    const c = await customer(a, '+33611110005');
    for (const body of [
      {},
      { smsOptOut: null },
      { smsOptOut: 'true' },
      { smsOptOut: 'yes' },
      { smsOptOut: 1 },
      { smsOptOut: 0 },
      { smsOptOut: [true] },
      { smsOptOut: { value: true } },
      [],
      'smsOptOut=true',
    ]) {
      const res = await choose(a, c.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await stored(c.customerId)).toBe(false);
  });

  it('writes no SMS for a booking of a customer who turned SMS off; one with SMS on gets it', async () => {
    const off = await customer(a, '+33622220001');
    const on = await customer(a, '+33622220002');
    expect((await choose(a, off.token, { smsOptOut: true })).statusCode).toBe(200);

    const channelsOf = async (token: string, start: string) => {
      const before = (await database.db.select({ id: outbox.id }).from(outbox)).reduce(
        (m, r) => Math.max(m, r.id),
        0,
      );
      const res = await app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: bearer(a.token, token),
        payload: { shopId: a.shopId, serviceIds: [a.serviceId], start },
      });
      expect(res.statusCode, res.body).toBe(201);
      return database.db
        .select({ channel: outbox.channel, to: outbox.to, template: outbox.template })
        .from(outbox)
        .where(and(gt(outbox.id, before), eq(outbox.companyId, a.companyId)))
        .orderBy(outbox.id);
    };

    const silent = await channelsOf(off.token, TEN);
    expect(silent.map((r) => [r.channel, r.template])).toEqual([['email', 'booking_confirmed']]);

    const texted = await channelsOf(on.token, ELEVEN);
    expect(texted.map((r) => [r.channel, r.template, r.channel === 'sms' ? r.to : null])).toEqual([
      ['email', 'booking_confirmed', null],
      ['sms', 'booking_confirmed', '+33622220002'],
    ]);
  });
});
