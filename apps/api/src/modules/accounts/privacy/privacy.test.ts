// Issue 23 (ADR 0026): the export, the deletion and the back office's side, on both engines.
import { PrivacyExportSchema } from '@eclat/contracts';
import { erasedEmail } from '@eclat/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import {
  createRichCustomer,
  RICH_PASSWORD,
  type RichCustomer,
} from '../../../../test-support/privacy-fixtures.ts';
import { buildApp } from '../../../app.ts';
import {
  appointments,
  bookingOrders,
  customers,
  eshopOrders,
  jobs,
  outbox,
  payments,
  privacyRequests,
  reviews,
} from '../../../db/schema.ts';
import { jobDefinitions } from '../../../jobs.ts';
import { signedLinkKey } from '../../../platform/auth/signed-links.ts';
import { runDueJobs } from '../../../platform/jobs/worker.ts';
import { OutboxCipher } from '../../../platform/mail/cipher.ts';
import { relayOutbox } from '../../../platform/mail/relay.ts';

/** Every text and jsonb column of every table, and the rows whose value holds `needle`. */
async function scan(db: TestDatabase['db'], needle: string): Promise<string[]> {
  const columns = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')
    order by table_name, column_name`);
  const found: string[] = [];
  const rows = (columns as unknown as { rows: { table_name: string; column_name: string }[] }).rows;
  for (const { table_name, column_name } of rows) {
    const hit = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where strpos(lower(${sql.identifier(column_name)}::text), ${needle.toLowerCase()}) > 0`,
    );
    const n = Number((hit as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    if (n > 0) found.push(`${table_name}.${column_name} (${n})`);
  }
  return found;
}

describe.each(engines)('privacy: export, deletion, staff (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let ownerA: string;
  let managerA: string;
  let staffA: string;
  let deskA: string;
  let managerB: string;
  const cipher = new OutboxCipher();
  const now = new Date();

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, `priv-a-${engine}`);
    b = await createBookingTenant(database.db, `priv-b-${engine}`);
    ownerA = await staffToken(database.db, a.companyId, 'owner');
    managerA = await staffToken(database.db, a.companyId, 'manager');
    staffA = await staffToken(database.db, a.companyId, 'staff');
    deskA = await accessToken(database.db, a.companyId, a.shopIds);
    managerB = await staffToken(database.db, b.companyId, 'manager');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, outboxCipher: cipher });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    o: { token?: string; company?: string; body?: unknown } = {},
  ) =>
    app.inject({
      method,
      url,
      payload: o.body as Record<string, unknown> | undefined,
      headers: {
        company: o.company ?? a.token,
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      },
    });

  async function exportOf(token: string, company = a.token) {
    const link = await call('GET', '/api/users/me/export', { token, company });
    expect(link.statusCode).toBe(200);
    const { url } = link.json() as { url: string };
    const file = await call('GET', url, { company });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="eclat-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    return { document: PrivacyExportSchema.parse(file.json()), raw: file.body, url };
  }

  describe('export', () => {
    let zoe: RichCustomer;
    let other: RichCustomer;
    let foreign: RichCustomer;
    beforeAll(async () => {
      zoe = await createRichCustomer(database.db, a, `x${engine}a`, now);
      other = await createRichCustomer(database.db, a, `x${engine}b`, now);
      foreign = await createRichCustomer(database.db, b, `x${engine}c`, now);
    });

    it('holds every kind of record of the customer, and nothing of another customer or company', async () => {
      const { document, raw } = await exportOf(zoe.token);
      expect(document.account).toMatchObject({
        id: zoe.customerId,
        email: zoe.email,
        hasPassword: true,
        google: true,
      });
      expect(raw).not.toContain('password_hash');
      expect(raw).not.toContain('$argon2');
      expect(document.profiles[0]).toMatchObject({
        firstname: zoe.firstname,
        lastname: zoe.lastname,
        city: zoe.city,
      });
      expect(document.externalIds).toHaveLength(1);
      expect(document.bookingOrders).toHaveLength(2);
      expect(document.appointments.map((x) => x.status).sort()).toEqual(['confirmed', 'honoured']);
      expect(document.appointments[0]?.service).toBe('Soin visage');
      expect(document.appointments[0]?.shop).toBe(`priv-a-${engine} Centre`);
      expect(document.payments).toHaveLength(1);
      expect(document.eshopOrders[0]?.lines).toHaveLength(1);
      expect(document.vouchers.map((v) => v.role).sort()).toEqual(['bought', 'received']);
      expect(document.loyalty).toMatchObject({ points: 120, history: [{ delta: 120 }] });
      expect(document.credits).toHaveLength(1);
      expect(document.consents).toEqual([expect.objectContaining({ purpose: 'marketing', granted: true })]);
      expect(document.messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(document.reviews).toHaveLength(1);
      expect(document.waitlist).toHaveLength(1);
      // Practice records (art. 15 covers them): the session with what was used, the signed form, the file.
      expect(document.performedServices).toEqual([
        expect.objectContaining({
          id: zoe.practice.prestationId,
          service: 'Soin visage',
          collaborator: 'Alice',
          pigments: [
            {
              name: zoe.practice.pigment,
              brand: 'Perma',
              reference: 'PB-12',
              lotNumber: `LOT-P-x${engine}a`,
            },
          ],
          needles: [
            { name: zoe.practice.needle, brand: null, reference: 'N-3RL', lotNumber: `LOT-N-x${engine}a` },
          ],
          notes: `Peau sensible ${zoe.lastname}`,
          price: 6500,
        }),
      ]);
      expect(document.consentForms).toEqual([
        expect.objectContaining({
          id: zoe.practice.consentementId,
          title: 'Consentement éclairé',
          signatureName: `${zoe.firstname} ${zoe.lastname}`,
        }),
      ]);
      expect(document.customerFiles).toEqual([
        expect.objectContaining({
          id: zoe.practice.dossierId,
          type: 'skin',
          title: `Dossier ${zoe.lastname}`,
          data: { allergies: `noisette ${zoe.firstname}` },
        }),
      ]);
      expect(document.privacyRequests).toEqual([
        expect.objectContaining({ kind: 'export', requestedBy: 'customer' }),
      ]);
      for (const value of [...other.secrets, ...foreign.secrets]) expect(raw).not.toContain(value);
      for (const value of [other.practice.pigment, foreign.practice.pigment, other.practice.needle]) {
        expect(raw).not.toContain(value);
      }
    });

    it('answers 404 for an unknown token or another company, 400 for a malformed one, 410 once expired', async () => {
      const { url, document } = await exportOf(zoe.token);
      // A plain link (a mail, a download) carries no company header: the token names its company.
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      const again = PrivacyExportSchema.parse(plain.json());
      expect({ ...again, generatedAt: '' }).toEqual({ ...document, generatedAt: '' });
      expect((await call('GET', url, { company: b.token })).statusCode).toBe(404);
      expect((await call('GET', url, { company: 'no-such-company' })).statusCode).toBe(404);
      expect((await call('GET', `${url.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`)).statusCode).toBe(404);
      expect((await call('GET', '/api/privacy/exports/abc')).statusCode).toBe(400);
      await database.db
        .update(privacyRequests)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(privacyRequests.customerId, zoe.customerId));
      const gone = await call('GET', url);
      expect(gone.statusCode).toBe(410);
    });

    it('needs a signed-in customer', async () => {
      expect((await call('GET', '/api/users/me/export')).statusCode).toBe(401);
      expect((await call('GET', '/api/users/me/export', { token: managerA })).statusCode).toBe(403);
      expect(
        (await call('GET', '/api/users/me/export', { token: zoe.token, company: b.token })).statusCode,
      ).toBe(401);
    });
  });

  describe('deletion', () => {
    let zoe: RichCustomer;
    let other: RichCustomer;
    beforeAll(async () => {
      // The future booking is inside the 24 h notice: the policy's late fee applies.
      zoe = await createRichCustomer(database.db, a, `d${engine}a`, now, { futureInHours: 6 });
      other = await createRichCustomer(database.db, a, `d${engine}b`, now);
    });

    it('previews the bookings cancelled with their fee, the vouchers, points, credit and methods', async () => {
      const res = await call('GET', '/api/users/me/deletion', { token: zoe.token });
      expect(res.statusCode).toBe(200);
      const preview = res.json();
      expect(preview.futureBookings).toEqual([
        expect.objectContaining({ id: zoe.futureAppointmentId, feeCents: 1500, serviceName: 'Soin visage' }),
      ]);
      expect(preview.vouchers.map((v: { role: string }) => v.role).sort()).toEqual(['bought', 'received']);
      expect(preview).toMatchObject({
        loyaltyPoints: 120,
        creditsCents: 2500,
        methods: ['password', 'code'],
      });
    });

    it('refuses a wrong password or code with 403 and erases nothing', async () => {
      const wrong = await call('DELETE', '/api/users/me', { token: zoe.token, body: { password: 'not-it' } });
      expect(wrong.statusCode).toBe(403);
      const wrongCode = await call('DELETE', '/api/users/me', { token: zoe.token, body: { code: '000000' } });
      expect(wrongCode.statusCode).toBe(403);
      expect((await call('DELETE', '/api/users/me', { token: zoe.token, body: {} })).statusCode).toBe(400);
      expect((await call('GET', '/api/users/me', { token: zoe.token })).statusCode).toBe(200);
    });

    it('e-mails a deletion code in the customer’s language', async () => {
      const res = await call('POST', '/api/users/me/deletion/code', { token: other.token });
      expect(res.statusCode).toBe(204);
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, other.email), eq(outbox.template, 'delete_account_code')));
      expect(mail?.subject).toContain('suppression de votre compte');
    });

    it('erases: booking cancelled with its message, tokens 401, no trace of the customer anywhere, totals kept', async () => {
      // The company's orders as they stand before the erasure. Orders made after it are not
      // counted: the cancelled booking's slot may be offered to the other customers' waitlist
      // entries (Monday and Tuesday mornings), as pending orders — whether it falls there depends
      // on the hour the test runs at (on PostgreSQL, a Sunday at 12:17 UTC, it did).
      const kept = (
        await database.db
          .select({ id: bookingOrders.id })
          .from(bookingOrders)
          .where(eq(bookingOrders.companyId, a.companyId))
      ).map((order) => order.id);
      const totals = async () => {
        const [bo] = await database.db
          .select({ s: sql<number>`coalesce(sum(${bookingOrders.total}), 0)::int` })
          .from(bookingOrders)
          .where(and(eq(bookingOrders.companyId, a.companyId), inArray(bookingOrders.id, kept)));
        const [p] = await database.db
          .select({ s: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
          .from(payments)
          .where(eq(payments.companyId, a.companyId));
        const [e] = await database.db
          .select({ s: sql<number>`coalesce(sum(${eshopOrders.total}), 0)::int` })
          .from(eshopOrders)
          .where(eq(eshopOrders.companyId, a.companyId));
        return [bo?.s, p?.s, e?.s];
      };
      const before = await totals();
      const res = await call('DELETE', '/api/users/me', {
        token: zoe.token,
        body: { password: RICH_PASSWORD },
      });
      expect(res.statusCode).toBe(204);
      expect((await call('GET', '/api/users/me', { token: zoe.token })).statusCode).toBe(401);

      const [future] = await database.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, zoe.futureAppointmentId));
      expect(future).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'customer',
        lateCancellation: true,
        fee: 1500,
      });
      // The cancellation notice was written while the address was there, and waits for the relay.
      const notices = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.customerId, zoe.customerId), eq(outbox.template, 'booking_cancelled')));
      expect(notices.length).toBeGreaterThan(0);
      expect(notices.every((n) => n.to === zoe.email || n.to === zoe.phone)).toBe(true);

      // The relay delivers it; the follow-up job then blanks it.
      const sent: string[] = [];
      await relayOutbox(database.db, {
        transport: { sendMail: async (m) => void sent.push(m.to) },
        sms: { sendSms: async (m) => void sent.push(m.to) },
        cipher,
        from: 'test@eclat.example',
        now: new Date(),
      });
      expect(sent).toContain(zoe.email);
      const keys = { cipher, linkKey: await signedLinkKey(database.db) };
      const later = new Date(Date.now() + 3_600_000);
      const outcome = await runDueJobs(database.db, jobDefinitions({ messageKeys: keys }), { now: later });
      expect(outcome.done).toBeGreaterThan(0);

      for (const value of zoe.secrets) expect(await scan(database.db, value), value).toEqual([]);
      // Another customer's records are untouched.
      expect(await scan(database.db, other.email)).not.toEqual([]);
      expect(await totals()).toEqual(before);
      const [row] = await database.db.select().from(customers).where(eq(customers.id, zoe.customerId));
      expect(row).toMatchObject({
        email: erasedEmail(zoe.customerId),
        status: 'erased',
        passwordHash: null,
        phone: null,
      });
      const [review] = await database.db.select().from(reviews).where(eq(reviews.customerId, zoe.customerId));
      expect(review).toMatchObject({ authorName: '', comment: null, rating: 5 });
    });

    it('lets the same e-mail register again as a new customer', async () => {
      const step1 = await call('POST', '/api/users/register/steps/1', {
        body: { email: zoe.email, phone: zoe.phone, password: 'Another-pass-2026!' },
      });
      expect(step1.statusCode).toBe(201);
      expect(step1.json().user.id).not.toBe(zoe.customerId);
    });

    it('leaves erased customers out of the back office lists and search', async () => {
      const list = await call('GET', '/api/backoffice/customers?itemPerPage=100', { token: managerA });
      expect(list.statusCode).toBe(200);
      const ids = (list.json().customers as { id: number }[]).map((c) => c.id);
      expect(ids).not.toContain(zoe.customerId);
      expect(ids).toContain(other.customerId);
      expect(
        (await call('GET', `/api/backoffice/customers/${zoe.customerId}`, { token: managerA })).statusCode,
      ).toBe(404);
    });

    it('erases once under two concurrent deletions', async () => {
      const twice = await createRichCustomer(database.db, a, `d${engine}c`, now);
      const answers = await Promise.all([
        call('DELETE', '/api/users/me', { token: twice.token, body: { password: RICH_PASSWORD } }),
        call('DELETE', '/api/users/me', { token: twice.token, body: { password: RICH_PASSWORD } }),
      ]);
      expect(answers.some((r) => r.statusCode === 204)).toBe(true);
      for (const r of answers) expect([204, 401]).toContain(r.statusCode);
      const logged = await database.db
        .select()
        .from(privacyRequests)
        .where(and(eq(privacyRequests.subjectRef, twice.customerId), eq(privacyRequests.kind, 'erase')));
      expect(logged).toHaveLength(1);
    });
  });

  describe('back office', () => {
    let zoe: RichCustomer;
    beforeAll(async () => {
      zoe = await createRichCustomer(database.db, a, `s${engine}a`, now);
    });

    it('is for owners and managers of the company only', async () => {
      const url = `/api/backoffice/customers/${zoe.customerId}/privacy-requests`;
      expect((await call('GET', url, { token: ownerA })).statusCode).toBe(200);
      expect((await call('GET', url, { token: managerA })).statusCode).toBe(200);
      expect((await call('GET', url, { token: staffA })).statusCode).toBe(403);
      expect((await call('GET', url, { token: deskA })).statusCode).toBe(403);
      expect((await call('GET', url, { token: zoe.token })).statusCode).toBe(403);
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, { token: managerB, company: b.token })).statusCode).toBe(404);
      for (const path of ['export', 'erase'])
        expect(
          (
            await call('POST', `/api/backoffice/customers/${zoe.customerId}/${path}`, {
              token: managerB,
              company: b.token,
            })
          ).statusCode,
        ).toBe(404);
      expect(
        (await call('POST', `/api/backoffice/customers/${zoe.customerId}/erase`, { token: staffA }))
          .statusCode,
      ).toBe(403);
    });

    it('answers 400 for odd ids', async () => {
      for (const id of ['0', '-1', String(2 ** 31), 'abc'])
        for (const [method, path] of [
          ['POST', 'export'],
          ['POST', 'erase'],
          ['GET', 'privacy-requests'],
        ] as const)
          expect(
            (await call(method, `/api/backoffice/customers/${id}/${path}`, { token: managerA })).statusCode,
          ).toBe(400);
    });

    it('exports and erases on request, logging who and when', async () => {
      const link = await call('POST', `/api/backoffice/customers/${zoe.customerId}/export`, {
        token: managerA,
      });
      expect(link.statusCode).toBe(200);
      const file = await call('GET', link.json().url);
      expect(file.statusCode).toBe(200);
      expect(file.json().account.email).toBe(zoe.email);

      const erase = await call('POST', `/api/backoffice/customers/${zoe.customerId}/erase`, {
        token: ownerA,
      });
      expect(erase.statusCode).toBe(200);
      expect(erase.json()).toEqual({ erased: true, customerId: zoe.customerId, cancelledBookings: 1 });
      const [future] = await database.db
        .select()
        .from(appointments)
        .where(eq(appointments.id, zoe.futureAppointmentId));
      expect(future).toMatchObject({ status: 'cancelled', cancelledBy: 'staff', fee: 0 });
      // The link given before the erasure no longer answers.
      expect((await call('GET', link.json().url)).statusCode).toBe(410);
      expect((await call('GET', '/api/users/me', { token: zoe.token })).statusCode).toBe(401);

      const log = await call('GET', `/api/backoffice/customers/${zoe.customerId}/privacy-requests`, {
        token: ownerA,
      });
      expect(log.statusCode).toBe(200);
      expect(
        log.json().requests.map((r: { kind: string; requestedBy: string }) => `${r.kind}:${r.requestedBy}`),
      ).toEqual(['erase:staff', 'export:staff']);
      expect(log.json().requests[0].staffName).toBeTruthy();
      const again = await call('POST', `/api/backoffice/customers/${zoe.customerId}/erase`, {
        token: ownerA,
      });
      expect(again.json()).toEqual({ erased: true, customerId: zoe.customerId, cancelledBookings: 0 });
      expect(
        (await call('POST', `/api/backoffice/customers/${zoe.customerId}/export`, { token: ownerA }))
          .statusCode,
      ).toBe(410);
    });

    it('runs the customer-erase job the retention sweep queues', async () => {
      const old = await createRichCustomer(database.db, a, `s${engine}b`, now);
      await database.db.insert(jobs).values({
        name: 'customer-erase',
        companyId: a.companyId,
        runAt: new Date(),
        payload: { companyId: a.companyId, customerId: old.customerId, by: 'system' },
      });
      const keys = { cipher, linkKey: await signedLinkKey(database.db) };
      await runDueJobs(database.db, jobDefinitions({ messageKeys: keys }), { now: new Date() });
      const [row] = await database.db.select().from(customers).where(eq(customers.id, old.customerId));
      expect(row?.erasedAt).not.toBeNull();
      const [logged] = await database.db
        .select()
        .from(privacyRequests)
        .where(
          and(eq(privacyRequests.subjectRef, old.customerId), eq(privacyRequests.kind, 'retention_erase')),
        );
      expect(logged?.requestedBy).toBe('system');
    });
  });
});
