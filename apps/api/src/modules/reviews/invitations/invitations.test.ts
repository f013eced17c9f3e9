import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import {
  appointments,
  bookingOrders,
  companies,
  customers,
  jobs,
  outbox,
  profiles,
  reviews,
} from '../../../db/schema.ts';
import { jobDefinitions } from '../../../jobs.ts';
import { enqueueJob } from '../../../platform/jobs/queue.ts';
import { runDueJobs } from '../../../platform/jobs/worker.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import { createMessageServices } from '../../../platform/mail/services.ts';
import { changeAppointmentStatus } from '../../booking/appointments/status.ts';
import { sendReviewInvitation } from './job.ts';
import { REVIEW_INVITE_JOB, reviewInviteKey } from './schedule.ts';
import { openReviewToken, REVIEW_PAGE } from './token.ts';

// Issue 22: a visit marked honoured (one by one, a whole day, a whole order) gets one review
// invitation the company's delay later — e-mail, and SMS when allowed — with the signed link that
// opens that visit; none when reviews are off, when the visit was reviewed meanwhile or corrected
// to a no-show; the clock is injected (runDueJobs with `now`).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// 18:00 in Paris on Monday 4 May 2026: the day's visits have started, attendance is open.
const NOW = new Date('2026-05-04T16:00:00Z');

describe.each(engines)('review invitations on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let staffA: string;
  let staffB: string;
  let keys: MessageKeys;
  const clock = { now: NOW };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'avisa');
    b = await createBookingTenant(database.db, 'avisb');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => clock.now });
    staffA = await staffToken(database.db, a.companyId, 'staff');
    staffB = await staffToken(database.db, b.companyId, 'staff');
    keys = await createMessageServices(database.db, {}).keys();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** Sets the company's booker.reviews (the rest of its booker kept). */
  const setReviews = async (t: BookingFixture, reviewSettings: object) => {
    const [row] = await database.db.select().from(companies).where(eq(companies.id, t.companyId));
    await database.db
      .update(companies)
      .set({ booker: { ...(row?.booker as object), reviews: reviewSettings } })
      .where(eq(companies.id, t.companyId));
  };
  const ON = { enabled: true, inviteDelayMinutes: 180, email: true, sms: true };

  /** A customer of the tenant in a language, with or without a phone. */
  const customer = async (
    t: BookingFixture,
    o: { lang: string; phone?: string | null; smsOptOut?: boolean; firstname?: string },
  ) => {
    const c = await customerToken(database.db, t.companyId);
    await database.db
      .update(customers)
      .set({ lang: o.lang, phone: o.phone ?? null, smsOptOut: o.smsOptOut ?? false })
      .where(eq(customers.id, c.customerId));
    if (o.firstname)
      await database.db
        .insert(profiles)
        .values({ companyId: t.companyId, customerId: c.customerId, firstname: o.firstname });
    const [row] = await database.db.select().from(customers).where(eq(customers.id, c.customerId));
    return { id: c.customerId, email: row?.email as string, phone: o.phone ?? null };
  };

  /** A confirmed booking order of the customer (or none) with one appointment per start (no collaborator unless said). */
  const visit = async (
    t: BookingFixture,
    customerId: number | null,
    starts: string[],
    employeeId: number | null = null,
  ) => {
    const [order] = await database.db
      .insert(bookingOrders)
      .values({ companyId: t.companyId, shopId: t.shopId, customerId, status: 'confirmed', total: 6500 })
      .returning({ id: bookingOrders.id });
    const rows = await database.db
      .insert(appointments)
      .values(
        starts.map((start) => ({
          companyId: t.companyId,
          shopId: t.shopId,
          bookingOrderId: order?.id,
          customerId,
          articleId: t.serviceId,
          employeeId,
          startsAt: new Date(start),
          endsAt: new Date(Date.parse(start) + HOUR),
          status: 'confirmed',
          price: 6500,
        })),
      )
      .returning({ id: appointments.id });
    return { orderId: order?.id as number, ids: rows.map((r) => r.id) };
  };

  const mark = (t: BookingFixture, id: number, status: 'honoured' | 'no_show', token = staffA) =>
    app.inject({
      method: 'PUT',
      url: `/api/appointments/${id}/attendance`,
      headers: { company: t.token, authorization: `Bearer ${token}` },
      payload: { status },
    });
  const queued = async (ids: number[]) =>
    (
      await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, REVIEW_INVITE_JOB), eq(jobs.status, 'queued')))
    )
      .filter((j) => ids.includes((j.payload as { appointmentId?: number }).appointmentId ?? -1))
      .map((j) => ({ key: j.key, companyId: j.companyId, runAt: j.runAt.toISOString() }));
  const run = (now: Date) => runDueJobs(database.db, jobDefinitions({ messageKeys: keys }), { now });
  const lastOutboxId = async () =>
    (await database.db.select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0);
  const invitationsSince = async (id: number) =>
    database.db
      .select()
      .from(outbox)
      .where(and(gt(outbox.id, id), eq(outbox.template, 'review_invite')))
      .orderBy(outbox.id);

  it('queues one invitation at +delay when a visit is marked honoured, and sends it then: mail and SMS, sealed link opening that visit', async () => {
    await setReviews(a, ON);
    const c = await customer(a, { lang: 'en', phone: '+33611111111', firstname: 'Zoé' });
    const { ids } = await visit(a, c.id, ['2026-05-04T08:00:00Z'], a.employees[2]);
    const id = ids[0] as number;
    const res = await mark(a, id, 'honoured');
    expect(res.statusCode, res.body).toBe(200);
    const due = new Date(NOW.getTime() + 180 * MINUTE);
    expect(await queued([id])).toEqual([
      { key: `review-invite:${a.companyId}:${id}`, companyId: a.companyId, runAt: due.toISOString() },
    ]);
    // Marking it again (a replay) queues nothing more.
    expect((await mark(a, id, 'honoured')).statusCode).toBe(200);
    expect(await queued([id])).toHaveLength(1);

    const before = await lastOutboxId();
    await run(new Date(due.getTime() - 1));
    expect(await invitationsSince(before)).toEqual([]);
    await run(due);
    await run(new Date(due.getTime() + HOUR)); // nothing twice
    const rows = await invitationsSince(before);
    expect(rows.map((r) => [r.channel, r.lang, r.to, r.shopId, r.companyId])).toEqual([
      ['email', 'en', c.email, a.shopId, a.companyId],
      ['sms', 'en', '+33611111111', a.shopId, a.companyId],
    ]);
    const [mail, sms] = rows;
    expect(mail?.format).toBe('html');
    expect(mail?.subject).toBe('Salon avisa – how was your visit?');
    expect(mail?.body).toContain('Hello Zoé,');
    expect(mail?.body).toContain('Monday, 4 May 2026');
    expect(mail?.body).toContain(', with Carla');
    // The token is sealed in the outbox, never in clear.
    expect(mail?.body).toContain(`http://avisa.localhost/en${REVIEW_PAGE}/[[secret:v1:`);
    expect(mail?.body).not.toMatch(/\/avis\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+"/);
    expect(sms?.body).toMatch(
      /^Salon avisa: thank you for your visit! .* http:\/\/avisa\.localhost\/en\/avis\/\[\[secret:v1:/,
    );
    // Opened, the link's token opens this visit of this company, and no longer after 60 days.
    const opened = keys.cipher.open(mail?.body ?? '');
    const token = /avisa\.localhost\/en\/avis\/([A-Za-z0-9_.-]+)"/.exec(opened)?.[1] as string;
    expect(openReviewToken(keys.linkKey, token, due)).toEqual({ companyId: a.companyId, appointmentId: id });
    expect(openReviewToken(keys.linkKey, token, new Date(due.getTime() + 61 * 24 * HOUR))).toBeNull();
    const smsToken = /\/avis\/([A-Za-z0-9_.-]+)$/.exec(keys.cipher.open(sms?.body ?? ''))?.[1] as string;
    expect(openReviewToken(keys.linkKey, smsToken, due)).toEqual({
      companyId: a.companyId,
      appointmentId: id,
    });

    // Corrected to a no-show after it was sent, then honoured again: no second invitation.
    expect((await mark(a, id, 'no_show')).statusCode).toBe(200);
    expect((await mark(a, id, 'honoured')).statusCode).toBe(200);
    expect(await queued([id])).toEqual([]);
  });

  it('sends the mail only when the customer turned SMS off or has no phone; French by default', async () => {
    await setReviews(a, ON);
    const off = await customer(a, { lang: 'de', phone: '+33622222222', smsOptOut: true });
    const none = await customer(a, { lang: 'xx' });
    const v1 = (await visit(a, off.id, ['2026-05-04T09:00:00Z'])).ids[0] as number;
    const v2 = (await visit(a, none.id, ['2026-05-04T09:00:00Z'])).ids[0] as number;
    expect((await mark(a, v1, 'honoured')).statusCode).toBe(200);
    expect((await mark(a, v2, 'honoured')).statusCode).toBe(200);
    const before = await lastOutboxId();
    await run(new Date(NOW.getTime() + 180 * MINUTE));
    const rows = await invitationsSince(before);
    expect(rows.map((r) => [r.channel, r.to, r.lang]).sort()).toEqual(
      [
        ['email', off.email, 'de'],
        ['email', none.email, 'fr'],
      ].sort(),
    );
    // French is the storefront's unprefixed language, as for the manage link.
    expect(rows.find((r) => r.lang === 'fr')?.body).toContain('http://avisa.localhost/avis/[[secret:v1:');
    expect(rows.find((r) => r.lang === 'de')?.body).toContain('http://avisa.localhost/de/avis/[[secret:v1:');
    expect(rows.find((r) => r.lang === 'fr')?.subject).toBe(
      'Salon avisa – comment s’est passée votre visite\u00a0?',
    );
  });

  it('follows the channels and the delay of the company: SMS only, at once', async () => {
    await setReviews(a, { enabled: true, inviteDelayMinutes: 0, email: false, sms: true });
    const c = await customer(a, { lang: 'it', phone: '+33633333333' });
    const id = (await visit(a, c.id, ['2026-05-04T10:00:00Z'])).ids[0] as number;
    expect((await mark(a, id, 'honoured')).statusCode).toBe(200);
    expect((await queued([id]))[0]?.runAt).toBe(NOW.toISOString());
    const before = await lastOutboxId();
    await run(NOW);
    expect((await invitationsSince(before)).map((r) => [r.channel, r.lang])).toEqual([['sms', 'it']]);
    await setReviews(a, ON);
  });

  it('sends nothing when reviews are off, for a visit without customer, or one reviewed meanwhile', async () => {
    // Off when marked: nothing queued.
    await setReviews(a, { ...ON, enabled: false });
    const c = await customer(a, { lang: 'fr', phone: '+33644444444' });
    const offId = (await visit(a, c.id, ['2026-05-04T08:30:00Z'])).ids[0] as number;
    expect((await mark(a, offId, 'honoured')).statusCode).toBe(200);
    expect(await queued([offId])).toEqual([]);

    await setReviews(a, ON);
    // No customer (a walk-in booked by staff): nothing queued.
    const walkIn = (await visit(a, null, ['2026-05-04T08:30:00Z'])).ids[0] as number;
    expect((await mark(a, walkIn, 'honoured')).statusCode).toBe(200);
    expect(await queued([walkIn])).toEqual([]);

    // Queued, then turned off before it runs: nothing sent.
    const later = (await visit(a, c.id, ['2026-05-04T11:00:00Z'])).ids[0] as number;
    expect((await mark(a, later, 'honoured')).statusCode).toBe(200);
    expect(await queued([later])).toHaveLength(1);
    // Reviewed before its time (signed in, from the account): nothing sent.
    const reviewed = (await visit(a, c.id, ['2026-05-04T12:00:00Z'])).ids[0] as number;
    expect((await mark(a, reviewed, 'honoured')).statusCode).toBe(200);
    await database.db.insert(reviews).values({
      companyId: a.companyId,
      shopId: a.shopId,
      appointmentId: reviewed,
      customerId: c.id,
      rating: 5,
      authorName: 'Camille D.',
      visitedAt: new Date('2026-05-04T12:00:00Z'),
    });
    // The customer deleted meanwhile: nothing sent either.
    const gone = await customer(a, { lang: 'fr' });
    const goneId = (await visit(a, gone.id, ['2026-05-04T12:30:00Z'])).ids[0] as number;
    expect((await mark(a, goneId, 'honoured')).statusCode).toBe(200);
    await database.db.delete(customers).where(eq(customers.id, gone.id));

    const before = await lastOutboxId();
    await run(new Date(NOW.getTime() + 180 * MINUTE));
    const sent = await invitationsSince(before);
    expect(sent.map((r) => r.to).sort()).toEqual([c.email, '+33644444444'].sort());
    // That one was `later`; now turned off, the next one sends nothing.
    await setReviews(a, { ...ON, enabled: false });
    const last = (await visit(a, c.id, ['2026-05-04T13:00:00Z'])).ids[0] as number;
    await setReviews(a, ON);
    expect((await mark(a, last, 'honoured')).statusCode).toBe(200);
    await setReviews(a, { ...ON, enabled: false });
    const before2 = await lastOutboxId();
    await run(new Date(NOW.getTime() + 181 * MINUTE));
    expect(await invitationsSince(before2)).toEqual([]);
    await setReviews(a, ON);
    // The job's own check, straight: each reason said.
    await database.db
      .transaction(async (tx) => {
        const input = (appointmentId: number) => ({ companyId: a.companyId, appointmentId, now: NOW });
        expect(await sendReviewInvitation(tx, keys, input(reviewed))).toEqual({ skipped: 'reviewed' });
        expect(await sendReviewInvitation(tx, keys, input(goneId))).toEqual({ skipped: 'visit gone' });
        expect(await sendReviewInvitation(tx, keys, input(walkIn))).toEqual({ skipped: 'visit gone' });
        // Another company's visit id is no visit of this company.
        expect(await sendReviewInvitation(tx, keys, { ...input(later), companyId: b.companyId })).toEqual({
          skipped: 'visit gone',
        });
        throw new Error('rollback');
      })
      .catch((e: Error) => expect(e.message).toBe('rollback'));
  });

  it('drops the queued invitation of a visit corrected to a no-show, and only that one', async () => {
    await setReviews(a, ON);
    const c = await customer(a, { lang: 'fr', phone: '+33655555555' });
    const { ids } = await visit(a, c.id, ['2026-05-04T07:00:00Z', '2026-05-04T07:00:00Z']);
    const [first, second] = ids as [number, number];
    for (const id of ids) expect((await mark(a, id, 'honoured')).statusCode).toBe(200);
    // A job whose key starts with the first one's (appointment 4 and 40): it must survive.
    const lookalike = reviewInviteKey(a.companyId, Number(`${first}0`));
    await database.db.transaction((tx) =>
      enqueueJob(tx, { name: 'lookalike', key: lookalike, companyId: a.companyId, runAt: NOW }),
    );
    expect((await mark(a, first, 'no_show')).statusCode).toBe(200);
    expect((await queued(ids)).map((j) => j.key)).toEqual([reviewInviteKey(a.companyId, second)]);
    const [kept] = await database.db.select().from(jobs).where(eq(jobs.key, lookalike));
    expect(kept?.status).toBe('queued');
    await database.db.delete(jobs).where(eq(jobs.key, lookalike));
    const before = await lastOutboxId();
    await run(new Date(NOW.getTime() + 180 * MINUTE));
    // One visit left to invite: its mail and SMS.
    expect((await invitationsSince(before)).map((r) => r.channel)).toEqual(['email', 'sms']);
  });

  it('queues one invitation per visit when the day is marked honoured in bulk, and per appointment of an order set honoured', async () => {
    await setReviews(a, { ...ON, inviteDelayMinutes: 60 });
    const c1 = await customer(a, { lang: 'fr' });
    const c2 = await customer(a, { lang: 'en' });
    const day = '2026-05-05';
    clock.now = new Date('2026-05-05T16:00:00Z');
    const one = await visit(a, c1.id, ['2026-05-05T08:00:00Z', '2026-05-05T09:00:00Z']);
    const two = await visit(a, c2.id, ['2026-05-05T10:00:00Z']);
    const res = await app.inject({
      method: 'POST',
      url: '/api/backoffice/agenda/attendance',
      headers: { company: a.token, authorization: `Bearer ${staffA}` },
      payload: { shopId: a.shopId, day },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ honoured: 3 });
    const all = [...one.ids, ...two.ids];
    const due = new Date(clock.now.getTime() + HOUR).toISOString();
    expect((await queued(all)).map((j) => j.key).sort()).toEqual(
      all.map((id) => reviewInviteKey(a.companyId, id)).sort(),
    );
    expect((await queued(all)).every((j) => j.runAt === due)).toBe(true);

    // Staff set a whole order honoured (the booking orders' status route): one per appointment.
    const order = await visit(a, c2.id, ['2026-05-05T11:00:00Z', '2026-05-05T12:00:00Z']);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/stats/booking-orders/${order.orderId}/status`,
      headers: { company: a.token, authorization: `Bearer ${staffA}` },
      payload: { status: 'honoured' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await queued(order.ids)).toHaveLength(2);
    const before = await lastOutboxId();
    await run(new Date(clock.now.getTime() + HOUR));
    const sent = await invitationsSince(before);
    expect(sent.map((r) => r.to).sort()).toEqual([c1.email, c1.email, c2.email, c2.email, c2.email].sort());
    clock.now = NOW;
    await setReviews(a, ON);
  });

  it('queues one job when the same visit is marked honoured twice at once, and a day bulk races a mark', async () => {
    await setReviews(a, ON);
    const c = await customer(a, { lang: 'fr' });
    clock.now = new Date('2026-05-06T16:00:00Z');
    const { ids } = await visit(a, c.id, ['2026-05-06T08:00:00Z', '2026-05-06T10:00:00Z']);
    const [one, two] = ids as [number, number];
    const answers = await Promise.all([
      mark(a, one, 'honoured'),
      mark(a, one, 'honoured'),
      app.inject({
        method: 'POST',
        url: '/api/backoffice/agenda/attendance',
        headers: { company: a.token, authorization: `Bearer ${staffA}` },
        payload: { shopId: a.shopId, day: '2026-05-06' },
      }),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect((await queued(ids)).map((j) => j.key).sort()).toEqual(
      [reviewInviteKey(a.companyId, one), reviewInviteKey(a.companyId, two)].sort(),
    );
    const before = await lastOutboxId();
    // Two workers at the due time: each invitation is written once.
    const due = new Date(clock.now.getTime() + 180 * MINUTE);
    await Promise.all([run(due), run(due)]);
    expect(await invitationsSince(before)).toHaveLength(2);
    clock.now = NOW;
  });

  it("keeps each company's settings to itself", async () => {
    await setReviews(a, { ...ON, inviteDelayMinutes: 30 });
    await setReviews(b, { ...ON, enabled: false });
    const ca = await customer(a, { lang: 'fr' });
    const cb = await customer(b, { lang: 'fr' });
    const va = (await visit(a, ca.id, ['2026-05-04T14:00:00Z'])).ids[0] as number;
    const vb = (await visit(b, cb.id, ['2026-05-04T14:00:00Z'])).ids[0] as number;
    // Another company's staff cannot mark it (and so cannot queue it).
    expect((await mark(b, va, 'honoured', staffB)).statusCode).toBe(404);
    expect(await queued([va])).toEqual([]);
    expect((await mark(a, va, 'honoured')).statusCode).toBe(200);
    expect((await mark(b, vb, 'honoured', staffB)).statusCode).toBe(200);
    expect(await queued([va, vb])).toEqual([
      {
        key: reviewInviteKey(a.companyId, va),
        companyId: a.companyId,
        runAt: new Date(NOW.getTime() + 30 * MINUTE).toISOString(),
      },
    ]);
    // b on, with its own delay: a's 30 minutes do not apply to b.
    await setReviews(b, { ...ON, inviteDelayMinutes: 600 });
    await database.db.transaction(async (tx) => {
      await changeAppointmentStatus(tx, {
        companyId: b.companyId,
        target: { ids: [vb] },
        from: ['honoured'],
        to: 'no_show',
        by: 'staff',
        now: NOW,
      });
      await changeAppointmentStatus(tx, {
        companyId: b.companyId,
        target: { ids: [vb] },
        from: ['no_show'],
        to: 'honoured',
        by: 'staff',
        now: NOW,
      });
    });
    expect((await queued([vb]))[0]).toEqual({
      key: reviewInviteKey(b.companyId, vb),
      companyId: b.companyId,
      runAt: new Date(NOW.getTime() + 600 * MINUTE).toISOString(),
    });
    const before = await lastOutboxId();
    await run(new Date(NOW.getTime() + 30 * MINUTE));
    const sent = await invitationsSince(before);
    expect(sent.map((r) => [r.companyId, r.to])).toEqual([[a.companyId, ca.email]]);
    expect(sent[0]?.body).toContain('avisa.localhost');
    // A malformed stored setting falls back to the defaults instead of failing the mark.
    await setReviews(b, { enabled: 'yes', inviteDelayMinutes: -5 });
    const vb2 = (await visit(b, cb.id, ['2026-05-04T15:00:00Z'])).ids[0] as number;
    expect((await mark(b, vb2, 'honoured', staffB)).statusCode).toBe(200);
    expect((await queued([vb2]))[0]?.runAt).toBe(new Date(NOW.getTime() + 180 * MINUTE).toISOString());
    await database.db
      .delete(jobs)
      .where(inArray(jobs.key, [reviewInviteKey(b.companyId, vb), reviewInviteKey(b.companyId, vb2)]));
    await setReviews(a, ON);
  });
});
