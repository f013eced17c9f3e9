import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { buildApp } from '../../../app.ts';
import {
  appointments,
  bookingOrders,
  companies,
  customers,
  jobs,
  outbox,
  privacyRequests,
} from '../../../db/schema.ts';
import { jobDefinitions } from '../../../jobs.ts';
import { runDueJobs, scheduleRecurring } from '../../../platform/jobs/worker.ts';
import { createMessageServices } from '../../../platform/mail/services.ts';
import { queueBookingMessages } from '../../booking/notifications/queue.ts';
import { recordActivity } from './repository.ts';
import { CUSTOMER_ERASE_JOB, RETENTION_JOB, retentionMonthsOf, sweepRetention } from './sweep.ts';

// Issue 23: the daily retention sweep with an injected clock — a notice a calendar month before the
// company's limit, a customer-erase job only past the limit and after the notice, activity starting
// the clock again, erased customers and those with a booking to come left alone, and another
// company's customers (another setting) untouched. Sign-in records the activity.

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T03:00:00Z');
const at = (iso: string) => new Date(iso);

describe.each(engines)('customer retention on %s', (engine) => {
  let database: TestDatabase;
  let a: TenantFixture;
  let b: TenantFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'retenta');
    b = await createTenant(database.db, 'retentb');
    // B keeps its customers ten years.
    const [row] = await database.db.select().from(companies).where(eq(companies.id, b.companyId));
    await database.db
      .update(companies)
      .set({ booker: { ...(row?.booker as object), privacy: { retentionMonths: 120 } } })
      .where(eq(companies.id, b.companyId));
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });

  const customer = async (
    t: TenantFixture,
    name: string,
    o: { activity: string | null; created?: string; notice?: string; erased?: string },
  ) => {
    const [row] = await database.db
      .insert(customers)
      .values({
        companyId: t.companyId,
        email: `${name}-${t.nickname}@example.com`,
        lang: 'en',
        lastActivityAt: o.activity ? at(o.activity) : null,
        retentionNoticeAt: o.notice ? at(o.notice) : null,
        erasedAt: o.erased ? at(o.erased) : null,
        createdAt: at(o.created ?? '2020-01-01T00:00:00Z'),
      })
      .returning({ id: customers.id });
    return row?.id as number;
  };
  const eraseJobs = async () =>
    (await database.db.select().from(jobs).where(eq(jobs.name, CUSTOMER_ERASE_JOB))).map((j) => j.payload);
  const notices = async (ids: number[]) =>
    (
      await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'retention_notice'), inArray(outbox.customerId, ids)))
    ).map((r) => r.customerId);
  const logged = async (ids: number[]) =>
    (await database.db.select().from(privacyRequests).where(inArray(privacyRequests.customerId, ids)))
      .map((r) => `${r.customerId}:${r.kind}:${r.requestedBy}`)
      .sort();

  it('reads the company setting, the default when absent or invalid', () => {
    expect(retentionMonthsOf({})).toBe(36);
    expect(retentionMonthsOf({ privacy: { retentionMonths: 24 } })).toBe(24);
    expect(retentionMonthsOf({ privacy: { retentionMonths: 3 } })).toBe(36);
  });

  it('notices a month before, erases past the limit after the notice, and leaves the others alone', async () => {
    const ids = {
      // Limit (36 months) 1 May 2026 passed, never told: a notice first, not an erasure.
      late: await customer(a, 'late', { activity: '2023-05-01T10:00:00Z' }),
      // Limit 20 May passed, told on 20 April: erased now.
      due: await customer(a, 'due', { activity: '2023-05-20T10:00:00Z', notice: '2026-04-20T03:00:00Z' }),
      // Limit 15 June: the notice goes from 15 May on.
      soon: await customer(a, 'soon', { activity: '2023-06-15T10:00:00Z' }),
      // Limit 2 July: notice from 2 June, not yet.
      early: await customer(a, 'early', { activity: '2023-07-02T10:00:00Z' }),
      // No activity recorded: its creation counts.
      never: await customer(a, 'never', { activity: null, created: '2023-05-10T00:00:00Z' }),
      recent: await customer(a, 'recent', { activity: '2025-12-01T00:00:00Z' }),
      gone: await customer(a, 'gone', {
        activity: '2019-01-01T00:00:00Z',
        notice: '2019-01-02T00:00:00Z',
        erased: '2020-01-01T00:00:00Z',
      }),
      booked: await customer(a, 'booked', {
        activity: '2020-01-01T00:00:00Z',
        notice: '2026-01-01T00:00:00Z',
      }),
      // B keeps ten years: the same dates mean nothing there.
      other: await customer(b, 'other', { activity: '2023-05-01T10:00:00Z' }),
      otherDue: await customer(b, 'otherdue', {
        activity: '2020-05-20T10:00:00Z',
        notice: '2026-04-20T03:00:00Z',
      }),
    };
    const all = Object.values(ids);
    // A booking still to come keeps the customer.
    const [order] = await database.db
      .insert(bookingOrders)
      .values({
        companyId: a.companyId,
        shopId: a.shopIds[0] as number,
        customerId: ids.booked,
        status: 'confirmed',
        total: 5000,
      })
      .returning({ id: bookingOrders.id });
    await database.db.insert(appointments).values({
      companyId: a.companyId,
      shopId: a.shopIds[0] as number,
      bookingOrderId: order?.id as number,
      customerId: ids.booked,
      articleId: a.serviceId,
      startsAt: new Date(NOW.getTime() + 60 * DAY),
      endsAt: new Date(NOW.getTime() + 60 * DAY + 3_600_000),
      status: 'confirmed',
      price: 5000,
    });

    // Through the job registry, as the worker runs it.
    const keys = await createMessageServices(database.db, {}).keys();
    const definitions = jobDefinitions({ messageKeys: keys });
    expect(definitions[RETENTION_JOB]?.everyMs).toBe(DAY);
    await scheduleRecurring(database.db, { [RETENTION_JOB]: definitions[RETENTION_JOB] as never }, NOW);
    await runDueJobs(database.db, { [RETENTION_JOB]: definitions[RETENTION_JOB] as never }, { now: NOW });

    expect(await eraseJobs()).toEqual([{ companyId: a.companyId, customerId: ids.due, by: 'system' }]);
    expect((await notices(all)).sort()).toEqual([ids.late, ids.soon, ids.never].sort());
    expect(await logged(all)).toEqual(
      [
        `${ids.due}:retention_erase:system`,
        `${ids.late}:retention_notice:system`,
        `${ids.soon}:retention_notice:system`,
        `${ids.never}:retention_notice:system`,
      ].sort(),
    );
    const [late] = await database.db.select().from(customers).where(eq(customers.id, ids.late));
    expect(late?.retentionNoticeAt?.toISOString()).toBe(NOW.toISOString());
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'retention_notice'), eq(outbox.customerId, ids.late)));
    // Sent late: the erasure day it states is 28 days on (29 June), in the customer's language.
    expect(mail).toMatchObject({ lang: 'en', to: `late-retenta@example.com`, companyId: a.companyId });
    expect(mail?.subject).toBe('Salon retenta – your account will soon be deleted');
    expect(mail?.body).toContain('29 June 2026');
    expect(mail?.body).toContain('http://retenta.localhost/en/auth/customer/login');

    // Run again the same day: nothing new.
    expect(await sweepRetention(database.db, new Date(NOW.getTime() + 3_600_000))).toEqual({
      noticed: 0,
      erasing: 0,
    });
    expect(await eraseJobs()).toHaveLength(1);
    expect(await notices(all)).toHaveLength(3);

    // "soon" signs in meanwhile: the clock starts again and the notice no longer holds.
    await recordActivity(database.db, a.companyId, ids.soon, new Date(NOW.getTime() + 5 * DAY));
    const [soon] = await database.db.select().from(customers).where(eq(customers.id, ids.soon));
    expect(soon?.retentionNoticeAt).toBeNull();

    // 40 days on: "late" and "never" were told 40 days ago and are past their limit; "early" gets
    // its notice; "soon" is kept; B is still untouched.
    const later = new Date(NOW.getTime() + 40 * DAY);
    expect(await sweepRetention(database.db, later)).toEqual({ noticed: 1, erasing: 2 });
    expect((await eraseJobs()).map((p) => (p as { customerId: number }).customerId).sort()).toEqual(
      [ids.due, ids.late, ids.never].sort(),
    );
    expect((await notices(all)).sort()).toEqual([ids.late, ids.soon, ids.never, ids.early].sort());
    const inB = await database.db.select().from(customers).where(eq(customers.companyId, b.companyId));
    expect(inB.map((c) => c.retentionNoticeAt?.toISOString() ?? null).sort()).toEqual([
      '2026-04-20T03:00:00.000Z',
      null,
    ]);
    expect(await logged([ids.other, ids.otherDue])).toEqual([]);
  });

  it('records activity on sign-in, and writes the customer of booking messages on the outbox', async () => {
    const clock = { now: NOW };
    const app: FastifyInstance = await buildApp({
      database,
      logLevel: 'silent',
      companyCacheSeconds: 0,
      now: () => clock.now,
    });
    try {
      const email = 'signin-retenta@example.com';
      const password = 'Un-mot-de-passe-solide-42';
      const headers = { company: a.token };
      const phone = '0611223344';
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/users/register/steps/1',
            headers,
            payload: { email, password, phone },
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/users/register/steps/2',
            headers,
            payload: { email, password, phone },
          })
        ).statusCode,
      ).toBe(200);
      const [registered] = await database.db.select().from(customers).where(eq(customers.email, email));
      expect(registered?.lastActivityAt?.toISOString()).toBe(NOW.toISOString());
      await database.db
        .update(customers)
        .set({ retentionNoticeAt: NOW })
        .where(eq(customers.id, registered?.id as number));
      clock.now = new Date(NOW.getTime() + 10 * DAY);
      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers,
        payload: { email, password },
      });
      expect(login.statusCode).toBe(200);
      const [signedIn] = await database.db.select().from(customers).where(eq(customers.email, email));
      expect(signedIn?.lastActivityAt?.toISOString()).toBe(clock.now.toISOString());
      expect(signedIn?.retentionNoticeAt).toBeNull();

      // A booking confirmation is written with its customer (the export lists it, erasure blanks it).
      const customerId = signedIn?.id as number;
      const [order] = await database.db
        .insert(bookingOrders)
        .values({
          companyId: a.companyId,
          shopId: a.shopIds[0] as number,
          customerId,
          status: 'confirmed',
          total: 5000,
        })
        .returning({ id: bookingOrders.id });
      await database.db.insert(appointments).values({
        companyId: a.companyId,
        shopId: a.shopIds[0] as number,
        bookingOrderId: order?.id as number,
        customerId,
        articleId: a.serviceId,
        startsAt: new Date(NOW.getTime() + 20 * DAY),
        endsAt: new Date(NOW.getTime() + 20 * DAY + 3_600_000),
        status: 'confirmed',
        price: 5000,
      });
      const keys = await createMessageServices(database.db, {}).keys();
      await database.db.transaction((tx) =>
        queueBookingMessages(tx, keys, {
          companyId: a.companyId,
          orderId: order?.id as number,
          kind: 'confirmed',
          now: NOW,
        }),
      );
      const rows = await database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.template, 'booking_confirmed'), eq(outbox.to, email)));
      expect(rows.map((r) => [r.channel, r.customerId])).toEqual(
        expect.arrayContaining([['email', customerId]]),
      );
      expect(rows.every((r) => r.customerId === customerId)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
