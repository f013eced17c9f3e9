import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { buildApp } from '../../../app.ts';
import { consentRecords, customers, outbox } from '../../../db/schema.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import { createMessageServices } from '../../../platform/mail/services.ts';
import { queueMarketingMail } from './marketing.ts';
import { unsubscribeToken } from './token.ts';

// Issue 23: consent records (append-only, latest per purpose wins, marketing off by default), the
// registration opt-in, marketing mail only with consent and always with RFC 8058's one-click
// unsubscribe, and the unsubscribe link (GET reports, POST turns off, once) — tenant by tenant.

const NOW = new Date('2026-06-01T10:00:00Z');

describe.each(engines)('consents on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let keys: MessageKeys;
  const clock = { now: NOW };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'consenta');
    b = await createTenant(database.db, 'consentb');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => clock.now });
    keys = await createMessageServices(database.db, {}).keys();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const consents = (t: TenantFixture, token: string, method: 'GET' | 'PUT' = 'GET', payload?: unknown) =>
    app.inject({
      method,
      url: '/api/users/me/consents',
      headers: { company: t.token, authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const records = (customerId: number) =>
    database.db.select().from(consentRecords).where(eq(consentRecords.customerId, customerId));

  it('starts with nothing asked, records each change with its wording and source, and skips repetitions', async () => {
    const c = await customerToken(database.db, a.companyId);
    const first = await consents(a, c.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      marketing: null,
      cookies: null,
      history: [],
      wordingVersion: '2026-11',
    });

    const granted = await consents(a, c.token, 'PUT', {
      marketing: { granted: true, channels: ['sms', 'email'] },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().marketing).toMatchObject({
      purpose: 'marketing',
      granted: true,
      channels: ['email', 'sms'],
      source: 'account',
      wordingVersion: '2026-11',
      at: NOW.toISOString(),
    });
    // The same choice again adds nothing; the cookie banner's answer is recorded with its source.
    await consents(a, c.token, 'PUT', { marketing: { granted: true, channels: ['email', 'sms'] } });
    clock.now = new Date(NOW.getTime() + 60_000);
    const cookies = await consents(a, c.token, 'PUT', { cookies: { granted: false } });
    expect(cookies.json().cookies).toMatchObject({ granted: false, source: 'cookie_banner', channels: [] });
    const off = await consents(a, c.token, 'PUT', { marketing: { granted: false } });
    expect(off.json().marketing).toMatchObject({ granted: false, channels: [], source: 'account' });
    expect(
      off.json().history.map((r: { purpose: string; granted: boolean }) => [r.purpose, r.granted]),
    ).toEqual([
      ['marketing', false],
      ['cookies', false],
      ['marketing', true],
    ]);
    expect(await records(c.customerId)).toHaveLength(3);
    clock.now = NOW;
  });

  it('refuses odd input, strangers, staff and other companies', async () => {
    const c = await customerToken(database.db, a.companyId);
    for (const payload of [
      {},
      { marketing: { granted: true, channels: [] } },
      { marketing: { granted: true, channels: ['fax'] } },
      { marketing: { granted: true, channels: ['email', 'email'] } },
      { marketing: { granted: 'yes' } },
      { marketing: { granted: true }, extra: 1 },
      { cookies: { granted: true }, source: 'unsubscribe' },
    ]) {
      const res = await consents(a, c.token, 'PUT', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await records(c.customerId)).toHaveLength(0);
    expect(
      (await app.inject({ url: '/api/users/me/consents', headers: { company: a.token } })).statusCode,
    ).toBe(401);
    expect((await consents(a, await staffToken(database.db, a.companyId))).statusCode).toBe(403);
    // A's customer token means nothing under B.
    expect((await consents(b, c.token)).statusCode).toBe(401);
    expect((await consents(b, c.token, 'PUT', { marketing: { granted: true } })).statusCode).toBe(401);
    expect(await records(c.customerId)).toHaveLength(0);
  });

  it('records the registration opt-in when given, in the registration itself', async () => {
    const register = (email: string, marketing?: boolean) =>
      app.inject({
        method: 'POST',
        url: '/api/users/register/steps/1',
        headers: { company: a.token },
        payload: {
          email,
          password: 'Un-mot-de-passe-solide-42',
          phone: `06${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
          ...(marketing === undefined ? {} : { marketing }),
        },
      });
    const idOf = async (email: string) =>
      (await database.db.select().from(customers).where(eq(customers.email, email)))[0]?.id as number;
    expect((await register('oui@example.com', true)).statusCode).toBe(201);
    expect((await register('non@example.com', false)).statusCode).toBe(201);
    expect((await register('rien@example.com')).statusCode).toBe(201);
    expect(
      (await records(await idOf('oui@example.com'))).map((r) => [r.granted, r.source, r.channels]),
    ).toEqual([['yes', 'registration', 'email']]);
    expect((await records(await idOf('non@example.com'))).map((r) => [r.granted, r.source])).toEqual([
      ['no', 'registration'],
    ]);
    expect(await records(await idOf('rien@example.com'))).toEqual([]);
    expect((await register('pasbool@example.com', 'yes' as unknown as boolean)).statusCode).toBe(400);
  });

  it('queues marketing only with consent for the channel, with the one-click unsubscribe headers and link', async () => {
    const c = await customerToken(database.db, a.companyId);
    await database.db.update(customers).set({ phone: '+33612345678' }).where(eq(customers.id, c.customerId));
    const mail = (channel: 'email' | 'sms', companyId = a.companyId, customerId = c.customerId) =>
      database.db.transaction((tx) =>
        queueMarketingMail(tx, keys, {
          companyId,
          customerId,
          channel,
          subject: 'Nos nouveautés',
          paragraphs: ['Le printemps arrive.'],
          now: NOW,
        }),
      );
    const sent = () => database.db.select().from(outbox).where(eq(outbox.customerId, c.customerId));
    expect(await mail('email')).toEqual({ queued: false, reason: 'no_consent' });
    await consents(a, c.token, 'PUT', { marketing: { granted: true, channels: ['email'] } });
    expect(await mail('sms')).toEqual({ queued: false, reason: 'no_consent' });
    // Another company's customer number names nobody in B.
    expect(await mail('email', b.companyId)).toEqual({ queued: false, reason: 'no_customer' });
    expect(await sent()).toEqual([]);
    expect(await mail('email')).toEqual({ queued: true });
    const [row] = await sent();
    expect(row).toMatchObject({ template: 'marketing_message', companyId: a.companyId, channel: 'email' });
    const token = unsubscribeToken(keys.linkKey, {
      companyId: a.companyId,
      customerId: c.customerId,
      now: NOW,
    });
    expect(row?.headers).toEqual({
      'List-Unsubscribe': `<http://consenta.localhost/api/consents/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(row?.body).toContain(`http://consenta.localhost/desinscription/${token}`);
    expect(row?.body).toContain('Se désinscrire');
    // After unsubscribing, nothing more goes.
    const post = await app.inject({
      method: 'POST',
      url: `/api/consents/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(await mail('email')).toEqual({ queued: false, reason: 'no_consent' });
    expect(await sent()).toHaveLength(1);
  });

  it('unsubscribes in one click: GET reports, POST (form, JSON or empty) turns off once; bad links are 404', async () => {
    const c = await customerToken(database.db, a.companyId);
    await consents(a, c.token, 'PUT', { marketing: { granted: true, channels: ['email', 'sms'] } });
    const token = unsubscribeToken(keys.linkKey, {
      companyId: a.companyId,
      customerId: c.customerId,
      now: NOW,
    });
    const url = `/api/consents/unsubscribe/${token}`;
    const get = await app.inject({ url });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ purpose: 'marketing', unsubscribed: false, companyName: 'Salon consenta' });
    expect(await records(c.customerId)).toHaveLength(1);
    // The storefront page calls with its company header: it must be the link's company.
    const elsewhere = await app.inject({ method: 'POST', url, headers: { company: b.token }, payload: {} });
    expect(elsewhere.statusCode).toBe(404);
    const one = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ purpose: 'marketing', unsubscribed: true, companyName: 'Salon consenta' });
    const again = await app.inject({ method: 'POST', url, headers: { company: a.token }, payload: { x: 1 } });
    expect(again.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(200);
    const rows = await records(c.customerId);
    expect(rows.map((r) => [r.granted, r.source])).toEqual([
      ['yes', 'account'],
      ['no', 'unsubscribe'],
    ]);
    expect((await app.inject({ url })).json().unsubscribed).toBe(true);
    expect((await consents(a, c.token)).json().marketing).toMatchObject({
      granted: false,
      source: 'unsubscribe',
    });

    const forged = `${token.slice(0, -2)}xx`;
    const otherKey = unsubscribeToken(Buffer.alloc(32, 7), {
      companyId: a.companyId,
      customerId: c.customerId,
      now: NOW,
    });
    for (const bad of [forged, otherKey, 'nope', 'a.b.c']) {
      expect((await app.inject({ url: `/api/consents/unsubscribe/${bad}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: `/api/consents/unsubscribe/${bad}` })).statusCode).toBe(
        404,
      );
    }
    // An erased customer's link names nobody any more.
    await database.db.update(customers).set({ erasedAt: NOW }).where(eq(customers.id, c.customerId));
    expect((await app.inject({ url })).statusCode).toBe(404);
    expect(
      (
        await database.db
          .select()
          .from(consentRecords)
          .where(and(eq(consentRecords.customerId, c.customerId)))
      ).length,
    ).toBe(2);
  });
});
