import {
  AvailabilityAnswerSchema,
  BookingAnswerSchema,
  PaymentInitializeAnswerSchema,
  WaitlistAcceptAnswerSchema,
  WaitlistOfferAnswerSchema,
  WaitlistOfferViewSchema,
} from '@eclat/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../../test-support/databases.ts';
import { bearer, paymentApp } from '../../../../../test-support/payment-kit.ts';
import type { Db } from '../../../../db/client.ts';
import {
  appointments,
  bookingOrders,
  companies,
  freedSlots,
  jobs,
  outbox,
  waitlistEntries,
  waitlistOffers,
} from '../../../../db/schema.ts';
import { jobDefinitions } from '../../../../jobs.ts';
import { runDueJobs } from '../../../../platform/jobs/worker.ts';
import type { MessageKeys } from '../../../../platform/mail/outbox-writer.ts';
import { createMessageServices } from '../../../../platform/mail/services.ts';
import { expireHolds } from '../../appointments/book.ts';
import { withdrawEntryOffers } from './index.ts';
import { offerToken } from './token.ts';

// Issue 21: a freed time is offered in queue order within 60 s, held for that person (busy for
// everyone else), accepted → booked, declined or silent → the next; extend once; a deposit is paid
// through the normal payment flow; staff offer by hand. The clock is injected (runDueJobs `now`).

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(engines)('waitlist offers on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: BookingFixture;
  let other: BookingFixture;
  let keys: MessageKeys;
  let now = new Date('2026-06-01T06:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createBookingTenant(database.db, 'attente');
    other = await createBookingTenant(database.db, 'autre');
    app = await paymentApp(database, { now: () => now });
    keys = await createMessageServices(database.db, {}).keys();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  beforeEach(() => {
    now = new Date('2026-06-01T06:00:00Z');
  });

  const db = (): Db => database.db;
  const run = (at: Date) => runDueJobs(db(), jobDefinitions({ messageKeys: keys }), { now: at });
  const later = (ms: number) => new Date(now.getTime() + ms);

  /** A confirmed booking of the fixture's service with the first collaborator. */
  const bookAt = async (start: string, f: BookingFixture = t) => {
    const me = await customerToken(db(), f.companyId);
    const res = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(f.token, me.token),
      payload: { shopId: f.shopId, serviceIds: [f.serviceId], start, employeeId: f.employees[0] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...BookingAnswerSchema.parse(res.json()), me };
  };
  const cancel = async (booked: Awaited<ReturnType<typeof bookAt>>, f: BookingFixture = t) => {
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/appointments?orderId=${booked.order.id}`,
      headers: bearer(f.token, booked.me.token),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** A waiting entry for the first collaborator on one day, mornings (as wl-entries' POST writes it). */
  const wait = async (day: string, f: BookingFixture = t) => {
    const me = await customerToken(db(), f.companyId);
    const [entry] = await db()
      .insert(waitlistEntries)
      .values({
        companyId: f.companyId,
        shopId: f.shopId,
        customerId: me.customerId,
        serviceIds: [f.serviceId],
        serviceKey: String(f.serviceId),
        employeeId: f.employees[0] ?? null,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        parts: ['morning'],
        fromDate: day,
        untilDate: day,
      })
      .returning();
    if (!entry) throw new Error('entry not created');
    return { entry, me };
  };
  const offersOf = (entryId: number) =>
    db().select().from(waitlistOffers).where(eq(waitlistOffers.entryId, entryId));
  const entryStatus = async (id: number) =>
    (await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]?.status;
  const tokenOf = (offer: { id: number; expiresAt: Date }, companyId = t.companyId) =>
    offerToken(keys.linkKey, { companyId, offerId: offer.id, expiresAt: offer.expiresAt });
  const post = (token: string, action: 'accept' | 'decline' | 'extend', f: BookingFixture = t) =>
    app.inject({ method: 'POST', url: `/api/waitlist/offers/${token}/${action}`, headers: bearer(f.token) });
  const statusesOf = async (orderId: number | null) =>
    (
      await db()
        .select({ status: appointments.status })
        .from(appointments)
        .where(eq(appointments.bookingOrderId, orderId ?? -1))
    ).map((r) => r.status);
  const freeStarts = async (day: string) => {
    const res = await app.inject({
      url: `/api/appointments?shopid=${t.shopId}&serviceid=${t.serviceId}&start=${day}&end=${day}&mode=2&employeeid=${t.employees[0]}`,
      headers: bearer(t.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return AvailabilityAnswerSchema.parse(res.json()).appointments.data.flatMap((d) =>
      d.slots.map((s) => s.start),
    );
  };

  it('offers a cancelled time to the first in the queue within 60 s, busy for others, and books it on accept', async () => {
    const START = '2026-06-10T08:00:00.000Z';
    const booked = await bookAt(START);
    const first = await wait('2026-06-10');
    const second = await wait('2026-06-10');
    await cancel(booked);
    const [freed] = await db().select().from(freedSlots).where(eq(freedSlots.companyId, t.companyId));
    expect(freed).toMatchObject({
      cause: 'cancelled',
      startsAt: new Date(START),
      employeeId: t.employees[0],
    });
    // The worker polls every 5 s: the job runs at most 5 s later.
    await run(later(5 * SECOND));
    const [offer] = await offersOf(first.entry.id);
    expect(offer).toMatchObject({
      status: 'open',
      origin: 'auto',
      freedSlotId: freed?.id,
      startsAt: new Date(START),
    });
    if (!offer || !freed) throw new Error('no offer');
    expect(offer.createdAt.getTime() - freed.freedAt.getTime()).toBeLessThanOrEqual(60 * SECOND);
    expect(offer.expiresAt.getTime()).toBe(later(5 * SECOND + 15 * MINUTE).getTime());
    expect(await offersOf(second.entry.id)).toEqual([]);
    expect(await entryStatus(first.entry.id)).toBe('offered');
    expect(await statusesOf(offer.bookingOrderId)).toEqual(['held']);
    // The message went to the first waiter, with the offer link sealed.
    const mails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'waitlist_offer'), eq(outbox.companyId, t.companyId)));
    expect(mails.filter((m) => m.channel === 'email')).toHaveLength(1);
    // Held for that person: the time is not offered to anyone else.
    expect(await freeStarts('2026-06-10')).not.toContain(START);

    now = later(2 * MINUTE);
    const token = tokenOf(offer);
    const view = await app.inject({ url: `/api/waitlist/offers/${token}`, headers: bearer(t.token) });
    expect(view.statusCode, view.body).toBe(200);
    expect(WaitlistOfferViewSchema.parse(view.json())).toMatchObject({
      amountDue: 0,
      total: 6500,
      canExtend: true,
      offer: { id: offer.id, status: 'open' },
      entry: { id: first.entry.id, status: 'offered' },
    });
    const accepted = await post(token, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(WaitlistAcceptAnswerSchema.parse(accepted.json())).toEqual({
      status: 'confirmed',
      orderId: offer.bookingOrderId,
      amountDue: 0,
    });
    expect(await statusesOf(offer.bookingOrderId)).toEqual(['confirmed']);
    expect(await entryStatus(first.entry.id)).toBe('booked');
    const [refilled] = await db().select().from(freedSlots).where(eq(freedSlots.id, freed.id));
    expect(refilled).toMatchObject({ refilledByOfferId: offer.id });
    const [order] = await db()
      .select()
      .from(bookingOrders)
      .where(eq(bookingOrders.id, offer.bookingOrderId ?? -1));
    expect(order?.status).toBe('confirmed');
    const confirmations = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'booking_confirmed'), eq(outbox.to, mails[0]?.to ?? '')));
    expect(confirmations).toHaveLength(1);
    // A replay answers the same and sends nothing more; the expiry finds nothing to do.
    const again = await post(token, 'accept');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(accepted.json());
    await run(later(20 * MINUTE));
    expect(await statusesOf(offer.bookingOrderId)).toEqual(['confirmed']);
    expect(await offersOf(second.entry.id)).toEqual([]);
    // Declining an accepted offer is refused.
    expect((await post(token, 'decline')).statusCode).toBe(409);
  });

  it('passes a declined time to the next in the queue, never back to the one who declined', async () => {
    const START = '2026-06-11T08:00:00.000Z';
    const booked = await bookAt(START);
    const first = await wait('2026-06-11');
    const second = await wait('2026-06-11');
    await cancel(booked);
    await run(later(5 * SECOND));
    const [offer] = await offersOf(first.entry.id);
    if (!offer) throw new Error('no offer');
    now = later(MINUTE);
    const declined = await post(tokenOf(offer), 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(WaitlistOfferAnswerSchema.parse(declined.json()).offer.status).toBe('declined');
    expect(await entryStatus(first.entry.id)).toBe('waiting');
    expect(await statusesOf(offer.bookingOrderId)).toEqual(['cancelled']);
    // Replay: the same answer.
    expect((await post(tokenOf(offer), 'decline')).statusCode).toBe(200);
    await run(later(5 * SECOND));
    const [next] = await offersOf(second.entry.id);
    expect(next).toMatchObject({ status: 'open', startsAt: new Date(START), freedSlotId: offer.freedSlotId });
    expect(await offersOf(first.entry.id)).toHaveLength(1);
    // Accepting the declined offer is over.
    expect((await post(tokenOf(offer), 'accept')).statusCode).toBe(410);
    // The second declines too: nobody is left for that time (the first declined it already).
    now = later(MINUTE);
    expect((await post(tokenOf(next ?? offer), 'decline')).statusCode).toBe(200);
    await run(later(5 * SECOND));
    expect(await offersOf(first.entry.id)).toHaveLength(1);
    expect(await offersOf(second.entry.id)).toHaveLength(1);
    expect(await freeStarts('2026-06-11')).toContain(START);
  });

  it('passes a time nobody answered to the next at the deadline, also when the hold sweeper came first', async () => {
    const START = '2026-06-12T08:00:00.000Z';
    const booked = await bookAt(START);
    const first = await wait('2026-06-12');
    const second = await wait('2026-06-12');
    const third = await wait('2026-06-12');
    await cancel(booked);
    await run(later(5 * SECOND));
    const [offer] = await offersOf(first.entry.id);
    if (!offer) throw new Error('no offer');
    // Silence: at the deadline the offer expires and the next entry gets the time.
    now = new Date(offer.expiresAt.getTime());
    await run(now);
    expect((await offersOf(first.entry.id))[0]?.status).toBe('expired');
    expect(await statusesOf(offer.bookingOrderId)).toEqual(['expired']);
    expect(await entryStatus(first.entry.id)).toBe('waiting');
    await run(later(5 * SECOND));
    const [next] = await offersOf(second.entry.id);
    expect(next).toMatchObject({ status: 'open', startsAt: new Date(START) });
    if (!next) throw new Error('no second offer');
    // Accepting after the deadline: 410.
    expect((await post(tokenOf(offer), 'accept')).statusCode).toBe(410);
    // The hold sweeper expires the second one's hold before its expiry job runs.
    now = new Date(next.expiresAt.getTime() + SECOND);
    await expireHolds(db(), now);
    expect((await offersOf(second.entry.id))[0]?.status).toBe('expired');
    await run(later(5 * SECOND));
    expect((await offersOf(third.entry.id))[0]).toMatchObject({ status: 'open', startsAt: new Date(START) });
    expect((await offersOf(second.entry.id))[0]?.status).toBe('expired');
  });

  it('extends an offer once, moving its hold and its expiry', async () => {
    const START = '2026-06-13T08:00:00.000Z';
    const booked = await bookAt(START);
    const first = await wait('2026-06-13');
    await cancel(booked);
    await run(later(5 * SECOND));
    const [offer] = await offersOf(first.entry.id);
    if (!offer) throw new Error('no offer');
    now = later(10 * MINUTE);
    const extended = await post(tokenOf(offer), 'extend');
    expect(extended.statusCode, extended.body).toBe(200);
    const answer = WaitlistOfferAnswerSchema.parse(extended.json()).offer;
    expect(answer).toMatchObject({
      extended: true,
      expiresAt: new Date(offer.expiresAt.getTime() + 15 * MINUTE).toISOString(),
    });
    expect((await post(tokenOf(offer), 'extend')).statusCode).toBe(409);
    // The first deadline passes: still held.
    now = new Date(offer.expiresAt.getTime() + MINUTE);
    await run(now);
    await expireHolds(db(), now);
    expect((await offersOf(first.entry.id))[0]?.status).toBe('open');
    expect(await statusesOf(offer.bookingOrderId)).toEqual(['held']);
    expect(await freeStarts('2026-06-13')).not.toContain(START);
    // The second passes: expired.
    now = new Date(offer.expiresAt.getTime() + 15 * MINUTE);
    await run(now);
    expect((await offersOf(first.entry.id))[0]?.status).toBe('expired');
    expect((await post(tokenOf(offer), 'extend')).statusCode).toBe(410);
  });

  it('asks the deposit of the policy, and the payment of the held order accepts the offer', async () => {
    const [row] = await db()
      .select({ booker: companies.booker })
      .from(companies)
      .where(eq(companies.id, t.companyId));
    const booker = (row?.booker ?? {}) as { appointment?: Record<string, unknown> };
    await db()
      .update(companies)
      .set({
        booker: {
          ...booker,
          appointment: {
            ...booker.appointment,
            deposit: { type: 'percent', value: 30, afterNoShows: null, afterNoShowsRequire: 'deposit' },
          },
        },
      })
      .where(eq(companies.id, t.companyId));
    try {
      const START = '2026-06-14T08:00:00.000Z';
      const booked = await bookAt(START);
      const first = await wait('2026-06-14');
      // The booking itself asked the deposit: pay it so that it is confirmed, then cancel.
      expect(booked.order.status).toBe('pending');
      await cancel(booked);
      await run(later(5 * SECOND));
      const [offer] = await offersOf(first.entry.id);
      if (!offer) throw new Error('no offer');
      now = later(MINUTE);
      const accepted = await post(tokenOf(offer), 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toEqual({
        status: 'awaiting_payment',
        orderId: offer.bookingOrderId,
        amountDue: 1950,
      });
      // The storefront pays the held order as any booking, signed in as its customer.
      const init = await app.inject({
        method: 'POST',
        url: '/api/payment/initialize',
        headers: bearer(t.token, first.me.token),
        payload: { items: [{ kind: 'booking', bookingOrderId: offer.bookingOrderId }] },
      });
      expect(init.statusCode, init.body).toBe(200);
      const started = PaymentInitializeAnswerSchema.parse(init.json());
      expect(started.prices.total).toBe(1950);
      const pay = await app.inject({
        method: 'POST',
        url: '/api/payment/pay',
        headers: bearer(t.token, first.me.token),
        payload: { cartId: started.cartId },
      });
      expect(pay.statusCode, pay.body).toBe(200);
      expect(await statusesOf(offer.bookingOrderId)).toEqual(['confirmed']);
      expect((await offersOf(first.entry.id))[0]?.status).toBe('accepted');
      expect(await entryStatus(first.entry.id)).toBe('booked');
      const replay = await post(tokenOf(offer), 'accept');
      expect(replay.json()).toEqual({ status: 'confirmed', orderId: offer.bookingOrderId, amountDue: 0 });
      // Another customer cannot pay it.
      const stranger = await customerToken(db(), t.companyId);
      const theirs = await app.inject({
        method: 'POST',
        url: '/api/payment/initialize',
        headers: bearer(t.token, stranger.token),
        payload: { items: [{ kind: 'booking', bookingOrderId: offer.bookingOrderId }] },
      });
      expect(theirs.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await db()
        .update(companies)
        .set({ booker: row?.booker ?? {} })
        .where(eq(companies.id, t.companyId));
    }
  });

  it('lets staff offer a time by hand, 409 when the time or the entry is not free', async () => {
    const START = '2026-06-15T09:00:00.000Z';
    const first = await wait('2026-06-15');
    const second = await wait('2026-06-15');
    const manager = await staffToken(db(), t.companyId);
    const offerBy = (entryId: number, token: string | undefined = manager, start = START) =>
      app.inject({
        method: 'POST',
        url: `/api/waitlist/${entryId}/offer`,
        headers: bearer(t.token, token),
        payload: { start },
      });
    expect((await offerBy(first.entry.id, first.me.token)).statusCode).toBe(403);
    const made = await offerBy(first.entry.id);
    expect(made.statusCode, made.body).toBe(201);
    expect(WaitlistOfferAnswerSchema.parse(made.json()).offer).toMatchObject({
      origin: 'staff',
      status: 'open',
      startsAt: START,
    });
    expect((await offerBy(first.entry.id)).statusCode).toBe(409);
    // The same time for another: taken by the first one's hold.
    const taken = await offerBy(second.entry.id);
    expect(taken.statusCode, taken.body).toBe(409);
    expect(await entryStatus(second.entry.id)).toBe('waiting');
    // Another company's entry: not found.
    const theirs = await wait('2026-06-15', other);
    expect((await offerBy(theirs.entry.id)).statusCode).toBe(404);
    // The entry's DELETE withdraws its offer: the hold goes, the time is the next one's.
    const [offer] = await offersOf(first.entry.id);
    await db().transaction(async (tx) => {
      expect(await withdrawEntryOffers(tx, { companyId: t.companyId, entryId: first.entry.id, now })).toBe(1);
      // What wl-entries' DELETE does next in the same transaction.
      await tx
        .update(waitlistEntries)
        .set({ status: 'cancelled' })
        .where(eq(waitlistEntries.id, first.entry.id));
    });
    expect((await offersOf(first.entry.id))[0]?.status).toBe('withdrawn');
    expect(await statusesOf(offer?.bookingOrderId ?? null)).toEqual(['cancelled']);
    await run(later(5 * SECOND));
    expect((await offersOf(second.entry.id))[0]).toMatchObject({ status: 'open', startsAt: new Date(START) });
  });

  it('offers the time of a removed absence and of a closed day reopened', async () => {
    const manager = await staffToken(db(), t.companyId);
    const employeeId = t.employees[0];
    // An absence all morning: the collaborator has no time that morning.
    const added = await app.inject({
      method: 'POST',
      url: `/api/resources/${employeeId}/absences`,
      headers: bearer(t.token, manager),
      payload: { startsAt: '2026-06-17T07:00:00.000Z', endsAt: '2026-06-17T10:00:00.000Z' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const absenceId = (added.json() as { resource: { absences: { id: number }[] } }).resource.absences[0]?.id;
    const first = await wait('2026-06-17');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/resources/${employeeId}/absences/${absenceId}`,
      headers: bearer(t.token, manager),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const freed = await db().select().from(freedSlots).where(eq(freedSlots.cause, 'absence'));
    expect(freed.map((f) => f.startsAt.toISOString())).toEqual(['2026-06-17T07:00:00.000Z']);
    await run(later(5 * SECOND));
    expect((await offersOf(first.entry.id))[0]).toMatchObject({
      status: 'open',
      startsAt: new Date('2026-06-17T07:00:00.000Z'),
    });

    // A closed day: nothing to offer; reopened, the first time of the day goes to the waiter.
    const closed = await app.inject({
      method: 'POST',
      url: '/api/closeddays',
      headers: bearer(t.token, manager),
      payload: { shopId: t.shopId, day: '2026-06-18' },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const second = await wait('2026-06-18');
    const closedId = (closed.json() as { closedday: { id: number } }).closedday.id;
    const reopened = await app.inject({
      method: 'DELETE',
      url: `/api/closeddays/${closedId}`,
      headers: bearer(t.token, manager),
    });
    expect(reopened.statusCode, reopened.body).toBe(204);
    await run(later(5 * SECOND));
    expect((await offersOf(second.entry.id))[0]).toMatchObject({
      status: 'open',
      startsAt: new Date('2026-06-18T07:00:00.000Z'),
    });
  });

  it('settles an accept and a decline sent at once to one answer', async () => {
    const START = '2026-06-19T08:00:00.000Z';
    const booked = await bookAt(START);
    const first = await wait('2026-06-19');
    await cancel(booked);
    await run(later(5 * SECOND));
    const [offer] = await offersOf(first.entry.id);
    if (!offer) throw new Error('no offer');
    const token = tokenOf(offer);
    const answers = await Promise.all([post(token, 'accept'), post(token, 'decline'), post(token, 'accept')]);
    const [after] = await offersOf(first.entry.id);
    if (after?.status === 'accepted') {
      expect(answers.map((a) => a.statusCode)).toEqual([200, 409, 200]);
      expect(await statusesOf(offer.bookingOrderId)).toEqual(['confirmed']);
      expect(await entryStatus(first.entry.id)).toBe('booked');
    } else {
      expect(after?.status).toBe('declined');
      expect(answers.map((a) => a.statusCode)).toEqual([410, 200, 410]);
      expect(await statusesOf(offer.bookingOrderId)).toEqual(['cancelled']);
      expect(await entryStatus(first.entry.id)).toBe('waiting');
    }
    const confirmations = await db()
      .select()
      .from(appointments)
      .where(
        and(eq(appointments.startsAt, new Date(START)), inArray(appointments.status, ['held', 'confirmed'])),
      );
    expect(confirmations.length).toBeLessThanOrEqual(1);
  });

  it('refuses forged, expired and other companies’ links', async () => {
    const START = '2026-06-16T08:00:00.000Z';
    const booked = await bookAt(START);
    const first = await wait('2026-06-16');
    await cancel(booked);
    await run(later(5 * SECOND));
    const [offer] = await offersOf(first.entry.id);
    if (!offer) throw new Error('no offer');
    const token = tokenOf(offer);
    // The right token on another company's storefront, and one naming another company.
    expect(
      (await app.inject({ url: `/api/waitlist/offers/${token}`, headers: bearer(other.token) })).statusCode,
    ).toBe(404);
    expect((await post(tokenOf(offer, other.companyId), 'accept', other)).statusCode).toBe(404);
    expect((await post(tokenOf(offer, other.companyId), 'accept')).statusCode).toBe(404);
    const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await post(forged, 'accept')).statusCode).toBe(404);
    expect([400, 404]).toContain((await post('x%00y', 'accept')).statusCode);
    // Past the link's grace (a week after the deadline): dead.
    now = new Date(offer.expiresAt.getTime() + 8 * 86_400_000);
    expect((await post(token, 'accept')).statusCode).toBe(404);
    // Nothing was booked by any of it.
    expect(await statusesOf(offer.bookingOrderId)).toEqual(['held']);
    const live = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.companyId, t.companyId), inArray(jobs.status, ['queued'])));
    expect(live.some((j) => j.name === 'waitlist-offer-expire')).toBe(true);
  });
  it('offers time the weekly hours open up (a shop or a collaborator), and narrowing frees nothing', async () => {
    const manager = await staffToken(db(), t.companyId);
    const open = [{ status: 'open', hours: [{ start: '09:00', end: '18:00' }] }];
    const week = (closedDay: string | null) =>
      Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, d === closedDay ? [] : open]));
    const putShop = async (openingHours: Record<string, unknown>) => {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/shops/${t.shopId}`,
        headers: bearer(t.token, manager),
        payload: { openingHours },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const hoursFreed = () => db().select().from(freedSlots).where(eq(freedSlots.cause, 'hours'));
    const before = (await hoursFreed()).length;
    // Mondays closed (narrowing): nothing freed; a customer then waits for Monday 22 June.
    await putShop(week('1'));
    const first = await wait('2026-06-22');
    expect(await hoursFreed()).toHaveLength(before);
    // Mondays open again: each coming Monday up to the last wanted day is freed time, and the
    // waiter gets the first morning time of the 22nd.
    await putShop(week(null));
    const mondays = (await hoursFreed()).slice(before).map((f) => f.startsAt.toISOString());
    expect(mondays).toEqual([
      '2026-05-31T22:00:00.000Z',
      '2026-06-07T22:00:00.000Z',
      '2026-06-14T22:00:00.000Z',
      '2026-06-21T22:00:00.000Z',
    ]);
    await run(later(5 * SECOND));
    expect((await offersOf(first.entry.id))[0]).toMatchObject({
      status: 'open',
      startsAt: new Date('2026-06-22T07:00:00.000Z'),
    });

    // A collaborator's own hours: down to Tuesdays only frees nothing; back to the shop's (null)
    // frees their coming days, with them named.
    const putHours = async (workingHours: Record<string, unknown> | null) => {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/resources/${t.employees[0]}`,
        headers: bearer(t.token, manager),
        payload: { workingHours },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const counted = (await hoursFreed()).length;
    await putHours({ '2': open });
    expect(await hoursFreed()).toHaveLength(counted);
    await putHours(null);
    const freed = (await hoursFreed()).slice(counted);
    expect(freed.length).toBeGreaterThan(0);
    expect(new Set(freed.map((f) => f.employeeId))).toEqual(new Set([t.employees[0]]));
  });
});
