import {
  MyWaitlistSchema,
  StaffWaitlistSchema,
  WaitlistEntryAnswerSchema,
  WaitlistStatsSchema,
} from '@eclat/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../../test-support/databases.ts';
import { buildApp } from '../../../../app.ts';
import {
  articles,
  companies,
  freedSlots,
  jobs,
  resourceArticles,
  shopArticles,
  waitlistEntries,
  waitlistOffers,
} from '../../../../db/schema.ts';
import { runDueJobs, scheduleRecurring } from '../../../../platform/jobs/worker.ts';
import { WAITLIST_EXPIRE_JOB, waitlistExpireJob } from './expire.ts';
import { WAITLIST_MATCH_JOB } from './matching.ts';

// 18:00 in Paris on Monday 4 May 2026.
const NOW = new Date('2026-05-04T16:00:00Z');
const MINUTE = 60_000;

describe.each(engines)('waitlist entries on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let staff: string;
  let ann: { token: string; customerId: number };
  let ben: { token: string; customerId: number };
  let cat: { token: string; customerId: number };
  let bea: { token: string; customerId: number };
  /** A second service of A's first shop that only Carla performs. */
  let nails: number;
  const clock = { now: NOW };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'alpha');
    b = await createBookingTenant(database.db, 'beta');
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => clock.now });
    staff = await staffToken(database.db, a.companyId, 'staff');
    ann = await customerToken(database.db, a.companyId);
    ben = await customerToken(database.db, a.companyId);
    cat = await customerToken(database.db, a.companyId);
    bea = await customerToken(database.db, b.companyId);
    const [row] = await database.db
      .insert(articles)
      .values({
        companyId: a.companyId,
        slug: 'pose-vernis',
        type: 1,
        name: { fr: 'Pose de vernis', en: 'Nail polish' },
        price: 2500,
        durationMinutes: 30,
      })
      .returning({ id: articles.id });
    nails = row?.id as number;
    await database.db
      .insert(shopArticles)
      .values({ companyId: a.companyId, shopId: a.shopId, articleId: nails });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
    company = a.token,
  ) =>
    app.inject({
      method,
      url,
      payload,
      headers: { company, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const wish = (over: Record<string, unknown> = {}) => ({
    shopId: a.shopId,
    serviceIds: [a.serviceId],
    weekdays: [1, 3, 5],
    parts: ['morning', 'evening'],
    untilDate: '2026-05-20',
    ...over,
  });
  const join = (token: string, over: Record<string, unknown> = {}, company = a.token) =>
    call('POST', '/api/waitlist', token, wish(over), company);
  const count = async () =>
    Number(
      (
        await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(waitlistEntries)
          .where(eq(waitlistEntries.companyId, a.companyId))
      )[0]?.n,
    );
  const entryRow = async (id: number) =>
    (await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0];
  const clear = () => database.db.delete(waitlistEntries);

  it('refuses anonymous callers and staff on the customer routes', async () => {
    expect((await call('POST', '/api/waitlist', undefined, wish())).statusCode).toBe(401);
    expect((await call('GET', '/api/waitlist/me')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/waitlist/1')).statusCode).toBe(401);
    expect((await join(staff)).statusCode).toBe(403);
    expect(await count()).toBe(0);
  });

  it('joins: 201 with the entry, today as the first day, names, and the matching of freed times to come', async () => {
    const freedAt = (start: string, over: Partial<typeof freedSlots.$inferInsert> = {}) => ({
      companyId: a.companyId,
      shopId: a.shopId,
      startsAt: new Date(start),
      endsAt: new Date(Date.parse(start) + 60 * MINUTE),
      cause: 'cancelled',
      freedAt: new Date(NOW.getTime() - 60 * MINUTE),
      ...over,
    });
    const freed = await database.db
      .insert(freedSlots)
      .values([
        freedAt('2026-05-06T07:00:00Z'), // to come, not refilled: matched again
        freedAt('2026-05-04T15:30:00Z'), // started, not over yet: matched again
        freedAt('2026-05-04T09:00:00Z'), // over
        freedAt('2026-05-07T07:00:00Z', { refilledAt: NOW }), // refilled
        freedAt('2026-05-07T07:00:00Z', { shopId: a.shopIds[1] as number }), // another shop
        freedAt('2026-05-07T07:00:00Z', { companyId: b.companyId, shopId: b.shopId }), // another company
      ])
      .returning({ id: freedSlots.id });
    const res = await join(ann.token, { employeeId: a.employees[0] });
    expect(res.statusCode).toBe(201);
    const { entry } = WaitlistEntryAnswerSchema.parse(res.json());
    expect(entry).toMatchObject({
      shopId: a.shopId,
      shopName: 'alpha Centre',
      serviceIds: [a.serviceId],
      serviceNames: ['Soin visage'],
      employeeId: a.employees[0],
      employeeName: 'Alice',
      weekdays: [1, 3, 5],
      parts: ['morning', 'evening'],
      fromDate: '2026-05-04',
      untilDate: '2026-05-20',
      status: 'waiting',
      offer: null,
    });
    const queued = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, WAITLIST_MATCH_JOB))
      .orderBy(jobs.id);
    const [later, started] = freed.map((f) => f.id) as [number, number];
    expect(queued.map((j) => [j.key, j.payload, j.companyId, j.status, j.runAt.getTime()])).toEqual([
      [
        `${WAITLIST_MATCH_JOB}:${a.companyId}:${started}`,
        { freedSlotId: started },
        a.companyId,
        'queued',
        NOW.getTime(),
      ],
      [
        `${WAITLIST_MATCH_JOB}:${a.companyId}:${later}`,
        { freedSlotId: later },
        a.companyId,
        'queued',
        NOW.getTime(),
      ],
    ]);
    // Another join while they are queued asks nothing more.
    expect((await join(ben.token)).statusCode).toBe(201);
    expect(await database.db.select().from(jobs).where(eq(jobs.name, WAITLIST_MATCH_JOB))).toHaveLength(2);
    await database.db.delete(jobs).where(eq(jobs.name, WAITLIST_MATCH_JOB));
    await database.db.delete(freedSlots);

    const me = MyWaitlistSchema.parse((await call('GET', '/api/waitlist/me', ann.token)).json());
    expect(me.entries.map((e) => e.id)).toEqual([entry.id]);
    // Others see none of it.
    expect(MyWaitlistSchema.parse((await call('GET', '/api/waitlist/me', cat.token)).json()).entries).toEqual(
      [],
    );
    await clear();
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const bad: Record<string, unknown>[] = [
      { shopId: 0 },
      { shopId: -3 },
      { shopId: 2 ** 31 },
      { shopId: 1.5 },
      { shopId: '7' },
      { serviceIds: [] },
      { serviceIds: [0] },
      { serviceIds: [2 ** 31] },
      { employeeId: 'x' },
      { weekdays: [8] },
      { weekdays: [0] },
      { weekdays: [1, 1] },
      { weekdays: [] },
      { parts: ['night'] },
      { parts: ['morn\u0000ing'] },
      { parts: ['morning', 'morning'] },
      { untilDate: '2026-13-01' },
      { untilDate: 'tomorrow' },
      { untilDate: '2026-05-03' }, // yesterday in Paris
      { untilDate: '2026-08-03' }, // 91 days ahead
      { fromDate: '2026-05-10', untilDate: '2026-05-09' },
      { untilDate: '2026-05-20\u0000' },
    ];
    for (const over of bad) {
      const res = await join(ann.token, over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
    }
    expect((await join(ann.token, { untilDate: '2026-05-03' })).json()).toMatchObject({ type: 'until_past' });
    expect(await count()).toBe(0);
    // The edges are fine: until today, and exactly 90 days ahead; a past first day starts today.
    expect((await join(ann.token, { untilDate: '2026-05-04' })).statusCode).toBe(201);
    const far = await join(ann.token, {
      serviceIds: [nails],
      employeeId: null,
      untilDate: '2026-08-02',
      fromDate: '2026-05-01',
    });
    expect(far.statusCode).toBe(201);
    expect(far.json().entry.fromDate).toBe('2026-05-04');
    await clear();
  });

  it("answers 404 for another company's shop, service or collaborator, or a service the shop does not offer", async () => {
    expect((await join(ann.token, { shopId: b.shopId })).statusCode).toBe(404);
    expect((await join(ann.token, { serviceIds: [b.serviceId] })).statusCode).toBe(404);
    expect((await join(ann.token, { serviceIds: [a.serviceId, b.serviceId] })).statusCode).toBe(404);
    expect((await join(ann.token, { employeeId: b.employees[0] })).statusCode).toBe(404);
    // A's second shop does not offer the service; a cabin is no collaborator.
    expect((await join(ann.token, { shopId: a.shopIds[1] })).statusCode).toBe(404);
    expect((await join(ann.token, { employeeId: a.cabinId })).statusCode).toBe(404);
    // Alice does not do nails: 409 with its reason.
    const notHers = await join(ann.token, { serviceIds: [nails], employeeId: a.employees[0] });
    expect(notHers.statusCode).toBe(409);
    expect(notHers.json()).toMatchObject({ type: 'collaborator_services' });
    // B's customer token is not valid in A.
    expect((await join(bea.token)).statusCode).toBe(401);
    expect(await count()).toBe(0);
  });

  it('allows a chain the shop offers, as a booking does', async () => {
    await database.db
      .insert(resourceArticles)
      .values({ companyId: a.companyId, resourceId: a.employees[2] as number, articleId: nails });
    const res = await join(ann.token, { serviceIds: [a.serviceId, nails], employeeId: a.employees[2] });
    expect(res.statusCode).toBe(201);
    expect(res.json().entry.serviceNames).toEqual(['Soin visage', 'Pose de vernis']);
    // Names in the caller's language, French when there is none.
    const en = await app.inject({
      method: 'GET',
      url: '/api/waitlist/me',
      headers: { company: a.token, authorization: `Bearer ${ann.token}`, curlang: 'en' },
    });
    expect(MyWaitlistSchema.parse(en.json()).entries[0]?.serviceNames).toEqual([
      'Soin visage',
      'Nail polish',
    ]);
    await clear();
  });

  it('keeps one live entry per customer, services and overlapping period', async () => {
    expect((await join(ann.token)).statusCode).toBe(201);
    const again = await join(ann.token, { fromDate: '2026-05-20', untilDate: '2026-05-30', weekdays: [2] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'waitlist_duplicate' });
    // Another period, other services (the chain is another wish), another customer: fine.
    expect((await join(ann.token, { fromDate: '2026-05-21', untilDate: '2026-05-30' })).statusCode).toBe(201);
    expect((await join(ann.token, { serviceIds: [nails] })).statusCode).toBe(201);
    expect((await join(ben.token)).statusCode).toBe(201);
    expect(await count()).toBe(4);
    await clear();
  });

  it('lets only one of two identical joins at once through', async () => {
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([join(cat.token), join(cat.token), join(cat.token)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      await clear();
    }
  });

  it('refuses to join when the company does not offer the waitlist', async () => {
    const [company] = await database.db.select().from(companies).where(eq(companies.id, a.companyId));
    const booker = company?.booker as Record<string, Record<string, unknown>>;
    const off = { ...booker, appointment: { ...booker.appointment, waitlist: { enabled: false } } };
    await database.db.update(companies).set({ booker: off }).where(eq(companies.id, a.companyId));
    try {
      const res = await join(ann.token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ type: 'waitlist_off' });
      expect(await count()).toBe(0);
    } finally {
      await database.db.update(companies).set({ booker }).where(eq(companies.id, a.companyId));
    }
  });

  it("cancels one's own entry only: 404 for another's, 204 and closed for one's own", async () => {
    const mine = (await join(ann.token)).json().entry.id as number;
    const theirs = (await join(bea.token, { shopId: b.shopId, serviceIds: [b.serviceId] }, b.token)).json()
      .entry.id as number;
    expect((await call('DELETE', `/api/waitlist/${mine}`, ben.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/waitlist/${theirs}`, ann.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/waitlist/${mine}`, staff)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/waitlist/0', ann.token)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/waitlist/abc', ann.token)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/waitlist/${2 ** 31}`, ann.token)).statusCode).toBe(400);
    expect((await entryRow(mine))?.status).toBe('waiting');

    clock.now = new Date(NOW.getTime() + 5 * MINUTE);
    const res = await call('DELETE', `/api/waitlist/${mine}`, ann.token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await entryRow(mine)).toMatchObject({ status: 'cancelled', closedAt: clock.now });
    // Leaving twice is leaving; the cancelled entry no longer blocks a new one, and shows after it.
    expect((await call('DELETE', `/api/waitlist/${mine}`, ann.token)).statusCode).toBe(204);
    const next = (await join(ann.token)).json().entry.id as number;
    const me = MyWaitlistSchema.parse((await call('GET', '/api/waitlist/me', ann.token)).json());
    expect(me.entries.map((e) => [e.id, e.status])).toEqual([
      [next, 'waiting'],
      [mine, 'cancelled'],
    ]);
    // A booked entry has nothing to leave.
    await database.db.update(waitlistEntries).set({ status: 'booked' }).where(eq(waitlistEntries.id, next));
    expect((await call('DELETE', `/api/waitlist/${next}`, ann.token)).statusCode).toBe(409);
    clock.now = NOW;
    await clear();
  });

  it('shows the live offer of an entry', async () => {
    const id = (await join(ann.token)).json().entry.id as number;
    await database.db.update(waitlistEntries).set({ status: 'offered' }).where(eq(waitlistEntries.id, id));
    await database.db.insert(waitlistOffers).values([
      {
        companyId: a.companyId,
        entryId: id,
        shopId: a.shopId,
        employeeId: a.employees[1],
        startsAt: new Date('2026-05-06T07:00:00Z'),
        endsAt: new Date('2026-05-06T08:00:00Z'),
        status: 'declined',
        expiresAt: new Date(NOW.getTime() - MINUTE),
      },
      {
        companyId: a.companyId,
        entryId: id,
        shopId: a.shopId,
        employeeId: a.employees[1],
        startsAt: new Date('2026-05-08T07:00:00Z'),
        endsAt: new Date('2026-05-08T08:00:00Z'),
        status: 'open',
        expiresAt: new Date(NOW.getTime() + 15 * MINUTE),
        extendedAt: NOW,
        origin: 'staff',
      },
    ]);
    const me = MyWaitlistSchema.parse((await call('GET', '/api/waitlist/me', ann.token)).json());
    expect(me.entries).toHaveLength(1);
    expect(me.entries[0]?.offer).toMatchObject({
      status: 'open',
      startsAt: '2026-05-08T07:00:00.000Z',
      employeeId: a.employees[1],
      employeeName: 'Bruno',
      extended: true,
      origin: 'staff',
      expiresAt: new Date(NOW.getTime() + 15 * MINUTE).toISOString(),
    });
    await clear();
  });

  it('lists the queue for staff with each waiting entry’s place, within their shops', async () => {
    const first = (await join(ann.token)).json().entry.id as number;
    const second = (await join(ben.token)).json().entry.id as number;
    const third = (await join(cat.token)).json().entry.id as number;
    const other = (await join(ann.token, { serviceIds: [nails] })).json().entry.id as number;
    const list = async (query = '', token = staff) => {
      const res = await call('GET', `/api/waitlist${query}`, token);
      expect(res.statusCode).toBe(200);
      return StaffWaitlistSchema.parse(res.json()).entries;
    };
    const all = await list(`?shopId=${a.shopId}`);
    expect(all.map((e) => [e.id, e.position])).toEqual([
      [first, 1],
      [second, 2],
      [third, 3],
      [other, 1],
    ]);
    expect(all[0]?.customer).toMatchObject({ id: ann.customerId, email: expect.stringContaining('@') });
    expect((await list(`?serviceId=${nails}`)).map((e) => e.id)).toEqual([other]);

    await call('DELETE', `/api/waitlist/${first}`, ann.token);
    const after = await list(`?serviceId=${a.serviceId}`);
    expect(after.map((e) => [e.id, e.status, e.position])).toEqual([
      [second, 'waiting', 1],
      [third, 'waiting', 2],
      [first, 'cancelled', null],
    ]);
    expect((await list('?status=cancelled')).map((e) => e.id)).toEqual([first]);

    // Callers and scope.
    expect((await call('GET', '/api/waitlist')).statusCode).toBe(401);
    expect((await call('GET', '/api/waitlist', ann.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/waitlist?status=gone', staff)).statusCode).toBe(400);
    expect((await call('GET', '/api/waitlist?shopId=abc', staff)).statusCode).toBe(400);
    const desk = await accessToken(database.db, a.companyId, [a.shopIds[1] as number]);
    expect(await list('', desk)).toEqual([]);
    expect((await call('GET', `/api/waitlist?shopId=${a.shopId}`, desk)).statusCode).toBe(404);
    // Another company's staff see none of A's.
    const bStaff = await staffToken(database.db, b.companyId, 'staff');
    const res = await call('GET', '/api/waitlist', bStaff, undefined, b.token);
    expect(StaffWaitlistSchema.parse(res.json()).entries).toEqual([]);
    await clear();
  });

  it('counts the figures: freed times refilled, the median wait, offers by status, who waits', async () => {
    const at = (iso: string, plusMinutes = 0) => new Date(Date.parse(iso) + plusMinutes * MINUTE);
    const freed = (freedAt: Date, refilledAt: Date | null, shopId = a.shopId, companyId = a.companyId) => ({
      companyId,
      shopId,
      startsAt: at('2026-05-10T08:00:00Z'),
      endsAt: at('2026-05-10T09:00:00Z'),
      cause: 'cancelled',
      freedAt,
      refilledAt,
    });
    await database.db.insert(freedSlots).values([
      freed(at('2026-05-02T08:00:00Z'), at('2026-05-02T08:00:00Z', 10)),
      freed(at('2026-05-03T08:00:00Z'), at('2026-05-03T08:00:00Z', 30)),
      freed(at('2026-05-03T09:00:00Z'), at('2026-05-03T09:00:00Z', 5)),
      freed(at('2026-05-03T10:00:00Z'), null),
      // 23:30 in Paris on 30 April: before the period.
      freed(at('2026-04-30T21:30:00Z'), at('2026-04-30T21:30:00Z', 1)),
      // 00:30 Paris on 1 May (22:30 UTC on 30 April): inside.
      freed(at('2026-04-30T22:30:00Z'), null),
      freed(at('2026-05-03T08:00:00Z'), at('2026-05-03T08:00:00Z', 1), a.shopIds[1]),
      freed(at('2026-05-03T08:00:00Z'), at('2026-05-03T08:00:00Z', 1), b.shopId, b.companyId),
    ]);
    const entry = (await join(ann.token)).json().entry.id as number;
    await join(ben.token);
    const offer = (status: string, createdAt: Date) => ({
      companyId: a.companyId,
      entryId: entry,
      shopId: a.shopId,
      startsAt: at('2026-05-10T08:00:00Z'),
      endsAt: at('2026-05-10T09:00:00Z'),
      status,
      expiresAt: at('2026-05-10T08:00:00Z'),
      createdAt,
    });
    await database.db
      .insert(waitlistOffers)
      .values([
        offer('accepted', at('2026-05-02T08:00:00Z')),
        offer('declined', at('2026-05-03T08:00:00Z')),
        offer('declined', at('2026-05-03T09:00:00Z')),
        offer('expired', at('2026-04-20T09:00:00Z')),
        offer('open', at('2026-05-04T09:00:00Z')),
      ]);
    const stats = async (query: string, token = staff) => {
      const res = await call('GET', `/api/waitlist/stats${query}`, token);
      expect(res.statusCode, res.body).toBe(200);
      return WaitlistStatsSchema.parse(res.json());
    };
    expect(await stats(`?shopId=${a.shopId}&from=2026-05-01&to=2026-05-04`)).toEqual({
      freed: 5,
      refilled: 3,
      refilledRate: 3 / 5,
      medianMinutesToRefill: 10,
      offers: { open: 1, accepted: 1, declined: 2, expired: 0, withdrawn: 0 },
      waiting: 2,
    });
    // Every shop of A: the second shop's freed time counts too (median of 1, 5, 10, 30 → 7.5).
    expect(await stats('?from=2026-05-01&to=2026-05-04')).toMatchObject({
      freed: 6,
      refilled: 4,
      medianMinutesToRefill: 7.5,
    });
    // Default period: the last 30 days up to today.
    expect(await stats('')).toMatchObject({ freed: 7, offers: { expired: 1 } });
    expect(await stats('?from=2026-06-01&to=2026-06-30')).toEqual({
      freed: 0,
      refilled: 0,
      refilledRate: null,
      medianMinutesToRefill: null,
      offers: { open: 0, accepted: 0, declined: 0, expired: 0, withdrawn: 0 },
      waiting: 2,
    });
    expect((await call('GET', '/api/waitlist/stats?from=2026-05-04&to=2026-05-01', staff)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/waitlist/stats?from=2026-5-1', staff)).statusCode).toBe(400);
    expect((await call('GET', '/api/waitlist/stats', ann.token)).statusCode).toBe(403);
    const desk = await accessToken(database.db, a.companyId, [a.shopIds[1] as number]);
    expect(await stats('?from=2026-05-01&to=2026-05-04', desk)).toMatchObject({ freed: 1, waiting: 0 });
    expect((await call('GET', `/api/waitlist/stats?shopId=${a.shopId}`, desk)).statusCode).toBe(404);
    await database.db.delete(freedSlots);
    await clear();
  });

  it('expires waiting entries past their last day in their shop’s zone, every hour, leaving offered ones', async () => {
    const insert = async (untilDate: string, status = 'waiting') => {
      const [row] = await database.db
        .insert(waitlistEntries)
        .values({
          companyId: a.companyId,
          shopId: a.shopId,
          customerId: ann.customerId,
          serviceIds: [a.serviceId],
          serviceKey: String(a.serviceId),
          weekdays: [1],
          parts: ['morning'],
          fromDate: '2026-05-01',
          untilDate,
          status,
        })
        .returning({ id: waitlistEntries.id });
      return row?.id as number;
    };
    const today = await insert('2026-05-04');
    const yesterday = await insert('2026-05-03');
    const offered = await insert('2026-05-03', 'offered');
    const cancelled = await insert('2026-05-02', 'cancelled');
    const later = await insert('2026-05-05');
    const definitions = { [WAITLIST_EXPIRE_JOB]: waitlistExpireJob };
    // 23:59 in Paris on the 4th: only yesterday's is over.
    const first = new Date('2026-05-04T21:59:00Z');
    await scheduleRecurring(database.db, definitions, first);
    expect(await runDueJobs(database.db, definitions, { now: first })).toMatchObject({ done: 1, failed: 0 });
    const status = async (id: number) => (await entryRow(id))?.status;
    expect(await status(yesterday)).toBe('expired');
    expect((await entryRow(yesterday))?.closedAt).toEqual(first);
    expect(await status(today)).toBe('waiting');
    expect(await status(offered)).toBe('offered');
    expect(await status(cancelled)).toBe('cancelled');
    // Nothing runs again before the hour.
    const midnight = new Date('2026-05-04T22:00:00Z');
    expect(await runDueJobs(database.db, definitions, { now: midnight })).toMatchObject({ done: 0 });
    expect(await status(today)).toBe('waiting');
    // An hour later (01:00 in Paris on the 5th): today's is over too, tomorrow's is not.
    const hourLater = new Date(first.getTime() + 60 * MINUTE);
    expect(await runDueJobs(database.db, definitions, { now: hourLater })).toMatchObject({ done: 1 });
    expect(await status(today)).toBe('expired');
    expect(await status(later)).toBe('waiting');
    expect(await status(offered)).toBe('offered');
    await database.db.delete(jobs).where(eq(jobs.name, WAITLIST_EXPIRE_JOB));
    await clear();
  });
});
