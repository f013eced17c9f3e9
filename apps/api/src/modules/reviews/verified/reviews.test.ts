import {
  BookingAnswerSchema,
  MyReviewsSchema,
  REVIEWS_PAGE_SIZE,
  ReviewAnswerSchema,
  ReviewInvitationSchema,
  ReviewListSchema,
  ReviewMonthlyStatsSchema,
  ShopAnswerSchema,
  ShopsAnswerSchema,
  StaffReviewAnswerSchema,
  StaffReviewListSchema,
} from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { buildApp } from '../../../app.ts';
import { accessAccounts, appointments, articles, profiles, reviews } from '../../../db/schema.ts';
import { signedLinkKey } from '../../../platform/auth/signed-links.ts';
import { issueToken } from '../../../platform/auth/tokens.ts';
import { reviewToken } from '../invitations/token.ts';

// Issue 22: verified reviews. Only the customer of an honoured visit reviews it (signed in, or
// through the invitation link), once; the author edits and deletes; staff reply once and report;
// only a company owner hides, with a reason the author sees. Visits are made honoured through the
// attendance route, as staff do.

const HOUR = 3_600_000;
// 18:00 in Paris on Monday 4 May 2026.
const NOW = new Date('2026-05-04T16:00:00Z');

describe.each(engines)('verified reviews on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let key: Buffer;
  let staff: string;
  let owner: string;
  let manager: string;
  let camille: { token: string; customerId: number };
  let other: { token: string; customerId: number };
  let bCustomer: { token: string; customerId: number };
  const clock = { now: NOW };
  let slot = 0;
  let address = 0;
  // Each caller of a link its own address: the 'token' lockout counts per address.
  const ip = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'avis');
    b = await createBookingTenant(database.db, 'autre');
    // A cache that lives: a review written must still show on the next read.
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 300, now: () => clock.now });
    key = await signedLinkKey(database.db);
    staff = await staffToken(database.db, a.companyId, 'staff');
    owner = await staffToken(database.db, a.companyId, 'owner');
    manager = await staffToken(database.db, a.companyId, 'manager');
    camille = await customerToken(database.db, a.companyId);
    other = await customerToken(database.db, a.companyId);
    bCustomer = await customerToken(database.db, b.companyId);
    await database.db.insert(profiles).values([
      { companyId: a.companyId, customerId: camille.customerId, firstname: 'camille', lastname: 'dupont' },
      { companyId: a.companyId, customerId: other.customerId, firstname: 'Léo', lastname: 'Martin' },
    ]);
  }, 60_000);
  afterEach(() => {
    clock.now = NOW;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    p: { token?: string; payload?: object; company?: string; lang?: string; remoteAddress?: string } = {},
  ) =>
    app.inject({
      method,
      url,
      payload: p.payload,
      remoteAddress: p.remoteAddress ?? ip(),
      headers: {
        company: p.company ?? a.token,
        ...(p.lang ? { curlang: p.lang } : {}),
        ...(p.token ? { authorization: `Bearer ${p.token}` } : {}),
      },
    });

  /**
   * A past visit of `customerId` (a confirmed appointment, one after the other from 1 April), then
   * marked by staff through the attendance route (`honoured` by default).
   */
  const visit = async (
    p: {
      tenant?: BookingFixture;
      customerId?: number | null;
      employeeId?: number | null;
      shopId?: number;
      mark?: 'honoured' | 'no_show' | null;
    } = {},
  ): Promise<number> => {
    const t = p.tenant ?? a;
    const start = new Date(Date.parse('2026-04-01T06:00:00Z') + slot++ * 61 * 60_000);
    const [row] = await database.db
      .insert(appointments)
      .values({
        companyId: t.companyId,
        shopId: p.shopId ?? t.shopId,
        customerId: p.customerId === undefined ? camille.customerId : p.customerId,
        articleId: t.serviceId,
        employeeId: p.employeeId === undefined ? (t.employees[0] as number) : p.employeeId,
        startsAt: start,
        endsAt: new Date(start.getTime() + HOUR),
        status: 'confirmed',
        price: 6500,
      })
      .returning({ id: appointments.id });
    const id = row?.id as number;
    const mark = p.mark === undefined ? 'honoured' : p.mark;
    if (mark) {
      const token = t === a ? staff : await staffToken(database.db, t.companyId, 'staff');
      const res = await call('PUT', `/api/appointments/${id}/attendance`, {
        token,
        company: t.token,
        payload: { status: mark },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return id;
  };
  const invite = (appointmentId: number, companyId = a.companyId, now = clock.now) =>
    reviewToken(key, { companyId, appointmentId, now });
  const post = (payload: object, token?: string, company?: string) =>
    call('POST', '/api/reviews', { token, payload, company });
  const list = async (query = '', lang?: string) => {
    const res = await call('GET', `/api/reviews${query}`, { lang });
    expect(res.statusCode, res.body).toBe(200);
    return ReviewListSchema.parse(res.json());
  };
  const mine = async (token = camille.token) => {
    const res = await call('GET', '/api/reviews/me', { token });
    expect(res.statusCode, res.body).toBe(200);
    return MyReviewsSchema.parse(res.json());
  };
  const rowOf = async (id: number) => (await database.db.select().from(reviews).where(eq(reviews.id, id)))[0];
  const countFor = async (appointmentId: number) =>
    (await database.db.select().from(reviews).where(eq(reviews.appointmentId, appointmentId))).length;

  it('lets the signed-in customer review an honoured visit once, with what the visit was', async () => {
    const id = await visit();
    const res = await post(
      { appointmentId: id, rating: 5, employeeRating: 4, comment: '  Parfait ', lang: 'fr' },
      camille.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { review } = ReviewAnswerSchema.parse(res.json());
    expect(review).toMatchObject({
      appointmentId: id,
      shopId: a.shopId,
      serviceId: a.serviceId,
      serviceName: 'Soin visage',
      employeeId: a.employees[0],
      employeeName: 'Alice',
      rating: 5,
      employeeRating: 4,
      comment: 'Parfait',
      lang: 'fr',
      authorName: 'Camille D.',
      status: 'published',
      hidden: null,
      reply: null,
      editedAt: null,
      createdAt: NOW.toISOString(),
    });
    const row = await rowOf(review.id);
    expect(row).toMatchObject({
      companyId: a.companyId,
      customerId: camille.customerId,
      articleId: a.serviceId,
    });
    const start = (await database.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.startsAt;
    expect(review.visitedAt).toBe(start?.toISOString());

    // A second review of the same visit, by any way, is a conflict.
    const again = await post({ appointmentId: id, rating: 1 }, camille.token);
    expect(again.statusCode).toBe(409);
    expect((await post({ token: invite(id), rating: 1 })).statusCode).toBe(409);
    expect(await countFor(id)).toBe(1);
  });

  it('refuses (403) a visit that is not honoured or not the customer’s, and 404 for another company’s', async () => {
    const confirmed = await visit({ mark: null });
    const missed = await visit({ mark: 'no_show' });
    const othersVisit = await visit({ customerId: other.customerId });
    const guestVisit = await visit({ customerId: null });
    for (const [appointmentId, why] of [
      [confirmed, 'not_honoured'],
      [missed, 'not_honoured'],
      [othersVisit, 'not_customer'],
      [guestVisit, 'not_customer'],
    ] as const) {
      const res = await post({ appointmentId, rating: 5 }, camille.token);
      expect(res.statusCode, `${appointmentId} ${why}`).toBe(403);
      expect(res.json().type).toBe(why);
      expect(await countFor(appointmentId)).toBe(0);
    }
    // Another company's honoured visit, by its id: not found here, and nothing leaks.
    const bVisit = await visit({ tenant: b, customerId: bCustomer.customerId });
    const cross = await post({ appointmentId: bVisit, rating: 5 }, camille.token);
    expect(cross.statusCode).toBe(404);
    expect(cross.body).not.toContain('honoured');
    expect((await post({ appointmentId: 2_147_483_000, rating: 5 }, camille.token)).statusCode).toBe(404);
    // Not a customer: anonymous 401, staff 403.
    const honoured = await visit();
    expect((await post({ appointmentId: honoured, rating: 5 })).statusCode).toBe(401);
    expect((await post({ appointmentId: honoured, rating: 5 }, staff)).statusCode).toBe(403);
    // Customer B's token is refused by company A.
    expect((await post({ appointmentId: honoured, rating: 5 }, bCustomer.token)).statusCode).toBe(401);
    // A collaborator rating for a visit without a collaborator is refused.
    const alone = await visit({ employeeId: null });
    const noEmployee = await post({ appointmentId: alone, rating: 4, employeeRating: 5 }, camille.token);
    expect(noEmployee.statusCode).toBe(400);
    expect(await countFor(alone)).toBe(0);
    const fine = await post({ appointmentId: alone, rating: 4, employeeRating: null }, camille.token);
    expect(fine.statusCode).toBe(201);
    expect(ReviewAnswerSchema.parse(fine.json()).review).toMatchObject({
      employeeId: null,
      employeeRating: null,
    });
    expect(await countFor(honoured)).toBe(0);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const id = await visit();
    for (const payload of [
      { appointmentId: id },
      { appointmentId: id, rating: 0 },
      { appointmentId: id, rating: 6 },
      { appointmentId: id, rating: 4.5 },
      { appointmentId: id, rating: '5' },
      { rating: 5 },
      { appointmentId: id, token: invite(id), rating: 5 },
      { appointmentId: 0, rating: 5 },
      { appointmentId: -1, rating: 5 },
      { appointmentId: 2_147_483_648, rating: 5 },
      { appointmentId: 'abc', rating: 5 },
      { appointmentId: id, rating: 5, comment: 'x'.repeat(2001) },
      { appointmentId: id, rating: 5, comment: 'nul\u0000byte' },
      { token: 'abc\u0000', rating: 5 },
      { appointmentId: id, rating: 5, lang: 'xx' },
    ]) {
      const res = await post(payload, camille.token);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await countFor(id)).toBe(0);
    for (const odd of ['0', '-1', 'abc', '2147483648', '1.5', '%00'])
      for (const [method, url] of [
        ['PUT', `/api/reviews/${odd}`],
        ['DELETE', `/api/reviews/${odd}`],
        ['POST', `/api/reviews/${odd}/reply`],
      ] as const) {
        const res = await call(method, url, {
          token: method === 'POST' ? staff : camille.token,
          payload: method === 'DELETE' ? undefined : { rating: 3, text: 'x' },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
      }
    expect((await call('GET', '/api/reviews?shopId=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/reviews?serviceId=abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/reviews?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/reviews?shopId=1%00')).statusCode).toBe(400);
    expect((await call('GET', '/api/reviews/invitations/abc%00def')).statusCode).toBe(400);
    expect((await call('PUT', '/api/reviews/1?token=a%00b', { payload: { rating: 3 } })).statusCode).toBe(
      400,
    );
    // Longer than any link: refused before the route (the router's parameter limit).
    expect((await call('GET', `/api/reviews/invitations/${'x'.repeat(513)}`)).statusCode).toBe(414);
  });

  it('keeps one review per visit when ten are posted at once: one 201, nine 409', async () => {
    const id = await visit();
    const token = invite(id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? post({ appointmentId: id, rating: 1 + (i % 5) }, camille.token)
          : post({ token, rating: 1 + (i % 5) }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await countFor(id)).toBe(1);
  });

  it('opens an invitation link, reviews with it, and lets its holder edit and delete', async () => {
    const id = await visit({ employeeId: a.employees[1] as number });
    const token = invite(id);
    const opened = await call('GET', `/api/reviews/invitations/${token}`, { lang: 'en' });
    expect(opened.statusCode, opened.body).toBe(200);
    const before = ReviewInvitationSchema.parse(opened.json());
    expect(before.review).toBeNull();
    expect(before.visit).toMatchObject({
      appointmentId: id,
      shopId: a.shopId,
      serviceName: 'Soin visage',
      employeeId: a.employees[1],
    });

    const res = await post({ token, rating: 3, comment: 'Bien', lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const { review } = ReviewAnswerSchema.parse(res.json());
    expect(review.authorName).toBe('Camille D.');
    const after = ReviewInvitationSchema.parse(
      (await call('GET', `/api/reviews/invitations/${token}`)).json(),
    );
    expect(after.review?.id).toBe(review.id);

    clock.now = new Date(NOW.getTime() + 60_000);
    const edited = await call('PUT', `/api/reviews/${review.id}?token=${token}`, {
      payload: { rating: 4, comment: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ReviewAnswerSchema.parse(edited.json()).review).toMatchObject({
      rating: 4,
      comment: null,
      editedAt: clock.now.toISOString(),
    });
    // The link of another visit is not this review's.
    const elsewhere = invite(await visit());
    expect(
      (await call('PUT', `/api/reviews/${review.id}?token=${elsewhere}`, { payload: { rating: 1 } }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/reviews/${review.id}?token=${elsewhere}`)).statusCode).toBe(403);
    expect((await rowOf(review.id))?.rating).toBe(4);
    const gone = await call('DELETE', `/api/reviews/${review.id}?token=${token}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ deleted: true, id: review.id });
    expect(await rowOf(review.id)).toBeUndefined();
  });

  it('answers 404 for a forged, expired or other company’s invitation, and locks a guesser out', async () => {
    const id = await visit();
    const live = invite(id);
    const forged = `${live.slice(0, -2)}${live.endsWith('A') ? 'BB' : 'AA'}`;
    const expired = invite(id, a.companyId, new Date(NOW.getTime() - 61 * 86_400_000));
    const bId = await visit({ tenant: b, customerId: bCustomer.customerId });
    const ofB = invite(bId, b.companyId);
    for (const token of [forged, expired, ofB, 'abc']) {
      expect((await call('GET', `/api/reviews/invitations/${encodeURIComponent(token)}`)).statusCode).toBe(
        404,
      );
      expect((await post({ token, rating: 5 })).statusCode).toBe(404);
    }
    // B's link on B's company works, and not on A's.
    expect((await call('GET', `/api/reviews/invitations/${ofB}`, { company: b.token })).statusCode).toBe(200);
    expect(await countFor(id)).toBe(0);
    expect(await countFor(bId)).toBe(0);
    // One address guessing: after 20 dead links even a live one waits, to read or to write.
    const from = '10.250.0.1';
    for (let i = 0; i < 20; i++)
      expect(
        (await call('GET', `/api/reviews/invitations/guess${i}`, { remoteAddress: from })).statusCode,
      ).toBe(404);
    const locked = await call('GET', `/api/reviews/invitations/${live}`, { remoteAddress: from });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    const lockedWrite = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      remoteAddress: from,
      headers: { company: a.token },
      payload: { token: live, rating: 5 },
    });
    expect(lockedWrite.statusCode).toBe(429);
    expect(await countFor(id)).toBe(0);
    expect((await call('GET', `/api/reviews/invitations/${live}`)).statusCode).toBe(200);
  });

  it('lets the author edit and delete, nobody else (other customer, staff, another company)', async () => {
    const id = await visit();
    const { review } = ReviewAnswerSchema.parse(
      (await post({ appointmentId: id, rating: 2 }, camille.token)).json(),
    );
    const put = (token: string | undefined, payload: object, company?: string) =>
      call('PUT', `/api/reviews/${review.id}`, { token, payload, company });
    expect((await put(other.token, { rating: 5 })).statusCode).toBe(403);
    expect((await put(owner, { rating: 5 })).statusCode).toBe(403);
    expect((await put(undefined, { rating: 5 })).statusCode).toBe(401);
    expect((await put(bCustomer.token, { rating: 5 }, b.token)).statusCode).toBe(404);
    expect((await put(camille.token, {})).statusCode).toBe(400);
    expect((await call('DELETE', `/api/reviews/${review.id}`, { token: owner })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/reviews/${review.id}`, { token: other.token })).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/reviews/${review.id}`, { token: bCustomer.token, company: b.token }))
        .statusCode,
    ).toBe(404);
    expect(await rowOf(review.id)).toMatchObject({ rating: 2, editedAt: null });

    clock.now = new Date(NOW.getTime() + 5 * 60_000);
    const ok = await put(camille.token, { rating: 5, comment: 'Finalement très bien' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rowOf(review.id)).toMatchObject({
      rating: 5,
      comment: 'Finalement très bien',
      editedAt: clock.now,
    });
    expect((await put(camille.token, { employeeRating: 9 })).statusCode).toBe(400);
    const del = await call('DELETE', `/api/reviews/${review.id}`, { token: camille.token });
    expect(del.statusCode).toBe(200);
    expect((await call('DELETE', `/api/reviews/${review.id}`, { token: camille.token })).statusCode).toBe(
      404,
    );
    // The visit may be reviewed again once its review is deleted.
    expect((await post({ appointmentId: id, rating: 4 }, camille.token)).statusCode).toBe(201);
  });

  it('lets staff reply once and report; only an owner hides, with a reason the author sees', async () => {
    const id = await visit();
    const { review } = ReviewAnswerSchema.parse(
      (await post({ appointmentId: id, rating: 1, comment: 'Horrible' }, camille.token)).json(),
    );
    const reply = (token: string | undefined, text: string) =>
      call('POST', `/api/reviews/${review.id}/reply`, { token, payload: { text } });
    expect((await reply(camille.token, 'x')).statusCode).toBe(403);
    expect((await reply(undefined, 'x')).statusCode).toBe(401);
    expect((await reply(staff, '   ')).statusCode).toBe(400);
    const replied = await reply(staff, 'Merci, nous sommes désolés');
    expect(replied.statusCode, replied.body).toBe(200);
    expect(StaffReviewAnswerSchema.parse(replied.json()).review.reply).toEqual({
      text: 'Merci, nous sommes désolés',
      at: NOW.toISOString(),
    });
    expect((await reply(manager, 'Encore')).statusCode).toBe(409);
    // The reply shows on the next public read.
    const shown = (await list(`?shopId=${a.shopId}`)).reviews.find((r) => r.id === review.id);
    expect(shown?.reply?.text).toBe('Merci, nous sommes désolés');
    expect((await rowOf(review.id))?.reply).toBe('Merci, nous sommes désolés');

    const report = await call('POST', `/api/reviews/${review.id}/report`, {
      token: staff,
      payload: { reason: 'Insultant' },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(StaffReviewAnswerSchema.parse(report.json()).review.reported).toMatchObject({
      reason: 'Insultant',
      at: NOW.toISOString(),
    });
    expect(await rowOf(review.id)).toMatchObject({
      reportReason: 'Insultant',
      reportedAt: NOW,
      status: 'published',
    });
    expect(
      (
        await call('POST', `/api/reviews/${review.id}/report`, {
          token: camille.token,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);

    // Still public until an owner hides it.
    expect((await list(`?shopId=${a.shopId}`)).reviews.map((r) => r.id)).toContain(review.id);
    const hide = (token: string) =>
      call('POST', `/api/reviews/${review.id}/hide`, { token, payload: { reason: 'Propos injurieux' } });
    expect((await hide(staff)).statusCode).toBe(403);
    expect((await hide(manager)).statusCode).toBe(403);
    expect((await hide(await accessToken(database.db, a.companyId, [a.shopId]))).statusCode).toBe(403);
    // Not even an access account given the owner role: only the owner's own account.
    const [desk] = await database.db
      .insert(accessAccounts)
      .values({
        companyId: a.companyId,
        login: `desk-${engine}`,
        passwordHash: 'unused',
        shopIds: [],
        role: 'owner',
      })
      .returning({ id: accessAccounts.id });
    const deskOwner = await issueToken(database.db, {
      type: 'access',
      companyId: a.companyId,
      subjectId: desk?.id as number,
    });
    expect((await hide(deskOwner)).statusCode).toBe(403);
    expect((await hide(camille.token)).statusCode).toBe(403);
    expect((await rowOf(review.id))?.status).toBe('published');
    const bOwner = await staffToken(database.db, b.companyId, 'owner');
    expect(
      (
        await call('POST', `/api/reviews/${review.id}/hide`, {
          token: bOwner,
          company: b.token,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const hidden = await hide(owner);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(StaffReviewAnswerSchema.parse(hidden.json()).review).toMatchObject({
      status: 'hidden',
      hidden: { reason: 'Propos injurieux', at: NOW.toISOString() },
    });
    expect(await rowOf(review.id)).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Propos injurieux',
      hiddenAt: NOW,
    });
    expect((await hide(owner)).statusCode).toBe(409);
    expect((await rowOf(review.id))?.hiddenReason).toBe('Propos injurieux');

    // Gone from the public list and its stats, kept for the author with the reason.
    const pub = await list(`?shopId=${a.shopId}`);
    expect(pub.reviews.map((r) => r.id)).not.toContain(review.id);
    const own = (await mine()).reviews.find((r) => r.id === review.id);
    expect(own).toMatchObject({
      status: 'hidden',
      hidden: { reason: 'Propos injurieux', at: NOW.toISOString() },
    });
    // Staff still see it, with who did what.
    const staffList = StaffReviewListSchema.parse(
      (await call('GET', '/api/backoffice/reviews?status=hidden', { token: staff })).json(),
    );
    expect(staffList.reviews.map((r) => r.id)).toContain(review.id);
    // No route lets staff edit or delete a customer's review.
    expect(
      (await call('PUT', `/api/reviews/${review.id}`, { token: owner, payload: { rating: 5 } })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/reviews/${review.id}`, { token: owner })).statusCode).toBe(403);
    expect(await rowOf(review.id)).toMatchObject({ rating: 1, comment: 'Horrible' });
    // The author may edit a hidden review (it stays hidden) but not delete it to post a fresh one.
    const edited = await call('PUT', `/api/reviews/${review.id}`, {
      token: camille.token,
      payload: { comment: 'Déçue' },
    });
    expect(edited.statusCode).toBe(200);
    expect(ReviewAnswerSchema.parse(edited.json()).review).toMatchObject({
      status: 'hidden',
      comment: 'Déçue',
    });
    const del = await call('DELETE', `/api/reviews/${review.id}`, { token: camille.token });
    expect(del.statusCode).toBe(409);
    expect(del.json().type).toBe('hidden');
    expect((await post({ appointmentId: id, rating: 5 }, camille.token)).statusCode).toBe(409);
    expect(await rowOf(review.id)).toMatchObject({ status: 'hidden', hiddenReason: 'Propos injurieux' });
  });

  it('shows the customer their reviews and the honoured visits still to review', async () => {
    const { customerId, token } = await customerToken(database.db, a.companyId);
    const toDo = await visit({ customerId });
    const done = await visit({ customerId });
    await visit({ customerId, mark: 'no_show' });
    await visit({ customerId, mark: null });
    await post({ appointmentId: done, rating: 4 }, token);
    const me = await mine(token);
    expect(me.toReview.map((v) => v.appointmentId)).toEqual([toDo]);
    expect(me.reviews.map((r) => r.appointmentId)).toEqual([done]);
    // Without a profile name, the review is signed with an empty name (the storefront shows its own word).
    expect(me.reviews[0]?.authorName).toBe('');
    expect((await call('GET', '/api/reviews/me')).statusCode).toBe(401);
    expect((await call('GET', '/api/reviews/me', { token: staff })).statusCode).toBe(403);
  });

  it('lists published reviews latest first by page, with stats over the filter, and shop ratings follow at once', async () => {
    const t = await createBookingTenant(database.db, `page${engine}`);
    const who = await customerToken(database.db, t.companyId);
    const shopB = t.shopIds[1] as number;
    await database.db
      .update(articles)
      .set({ name: { fr: 'Soin visage', en: 'Facial' } })
      .where(eq(articles.id, t.serviceId));
    // Read once, so the cache holds the shops without a rating.
    const shopsBefore = ShopsAnswerSchema.parse(
      (await call('GET', '/api/shops', { company: t.token })).json(),
    );
    expect(shopsBefore.shops.find((s) => s.id === t.shopId)?.rating).toEqual({ average: null, count: 0 });
    const ids: number[] = [];
    const ratings = [5, 4, 4, 3, 5, 5, 2, 4, 5, 1, 5, 4];
    for (const [i, rating] of ratings.entries()) {
      clock.now = new Date(NOW.getTime() + i * 60_000);
      const id = await visit({ tenant: t, customerId: who.customerId, shopId: i === 11 ? shopB : t.shopId });
      const res = await post({ appointmentId: id, rating }, who.token, t.token);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(ReviewAnswerSchema.parse(res.json()).review.id);
    }
    const get = async (q: string) => {
      const res = await call('GET', `/api/reviews${q}`, { company: t.token });
      expect(res.statusCode).toBe(200);
      return ReviewListSchema.parse(res.json());
    };
    const first = await get(`?shopId=${t.shopId}`);
    expect(first.pageSize).toBe(REVIEWS_PAGE_SIZE);
    expect(first.total).toBe(11);
    expect(first.reviews.map((r) => r.id)).toEqual(ids.slice(0, 11).reverse().slice(0, 10));
    // 5,4,4,3,5,5,2,4,5,1,5 → 43/11 = 3.909…
    expect(first.stats).toEqual({ average: 3.9, count: 11, distribution: [1, 1, 1, 3, 5] });
    const second = await get(`?shopId=${t.shopId}&page=2`);
    expect(second.reviews.map((r) => r.id)).toEqual([ids[0]]);
    expect(second.stats).toEqual(first.stats);
    expect((await get(`?shopId=${t.shopId}&page=3`)).reviews).toEqual([]);
    const inEnglish = ReviewListSchema.parse(
      (await call('GET', `/api/reviews?shopId=${t.shopId}`, { company: t.token, lang: 'en' })).json(),
    );
    expect(inEnglish.reviews[0]?.serviceName).toBe('Facial');
    expect(first.reviews[0]?.serviceName).toBe('Soin visage');
    expect((await get(`?shopId=${shopB}`)).stats).toEqual({
      average: 4,
      count: 1,
      distribution: [0, 0, 0, 1, 0],
    });
    expect((await get(`?serviceId=${t.serviceId}`)).total).toBe(12);
    expect((await get(`?serviceId=${a.serviceId}`)).total).toBe(0); // another company's service
    expect((await get('')).total).toBe(12);
    // Another company's shop id shows nothing of this one.
    expect((await list(`?shopId=${t.shopId}`)).total).toBe(0);

    // The shop answers carry the rating, at once despite the cache.
    const shops = ShopsAnswerSchema.parse((await call('GET', '/api/shops', { company: t.token })).json());
    expect(shops.shops.find((s) => s.id === t.shopId)?.rating).toEqual({ average: 3.9, count: 11 });
    expect(shops.shops.find((s) => s.id === shopB)?.rating).toEqual({ average: 4, count: 1 });
    const one = async () =>
      ShopAnswerSchema.parse((await call('GET', `/api/shops/${t.shopId}`, { company: t.token })).json()).shop
        .rating;
    const slug = async () =>
      ShopAnswerSchema.parse(
        (await call('GET', `/api/shops/slug/page${engine}-centre`, { company: t.token })).json(),
      ).shop.rating;
    expect(await one()).toEqual({ average: 3.9, count: 11 });
    expect(await slug()).toEqual({ average: 3.9, count: 11 });

    // Edited, deleted and hidden reviews show on the next read.
    await call('PUT', `/api/reviews/${ids[9]}`, {
      token: who.token,
      company: t.token,
      payload: { rating: 5 },
    });
    expect(await one()).toEqual({ average: 4.3, count: 11 });
    expect((await get(`?shopId=${t.shopId}`)).stats.distribution).toEqual([0, 1, 1, 3, 6]);
    await call('DELETE', `/api/reviews/${ids[6]}`, { token: who.token, company: t.token });
    expect(await slug()).toEqual({ average: 4.5, count: 10 });
    const tOwner = await staffToken(database.db, t.companyId, 'owner');
    await call('POST', `/api/reviews/${ids[3]}/hide`, {
      token: tOwner,
      company: t.token,
      payload: { reason: 'Hors sujet' },
    });
    expect(await one()).toEqual({ average: 4.7, count: 9 });
    expect((await get(`?shopId=${t.shopId}`)).stats).toEqual({
      average: 4.7,
      count: 9,
      distribution: [0, 0, 0, 3, 6],
    });
    const allShops = ShopsAnswerSchema.parse((await call('GET', '/api/shops', { company: t.token })).json());
    expect(allShops.shops.find((s) => s.id === t.shopId)?.rating).toEqual({ average: 4.7, count: 9 });
  });

  it('lists every review for staff by shop, collaborator, rating and status, within an access account’s shops', async () => {
    const t = await createBookingTenant(database.db, `bo${engine}`);
    const who = await customerToken(database.db, t.companyId);
    const tStaff = await staffToken(database.db, t.companyId, 'staff');
    const tOwner = await staffToken(database.db, t.companyId, 'owner');
    const [e1, e2] = t.employees as [number, number];
    const write = async (rating: number, p: { employeeId?: number; shopId?: number } = {}) => {
      const id = await visit({
        tenant: t,
        customerId: who.customerId,
        employeeId: p.employeeId ?? e1,
        shopId: p.shopId,
      });
      return ReviewAnswerSchema.parse((await post({ appointmentId: id, rating }, who.token, t.token)).json())
        .review.id;
    };
    clock.now = new Date('2026-05-10T10:00:00Z');
    const r1 = await write(5);
    const r2 = await write(3, { employeeId: e2 });
    clock.now = new Date('2026-05-31T22:30:00Z'); // 1 June in Paris
    const r3 = await write(4, { employeeId: e2 });
    const r4 = await write(2, { shopId: t.shopIds[1] as number, employeeId: t.employees[2] as number });
    clock.now = NOW;
    await call('POST', `/api/reviews/${r2}/report`, {
      token: tStaff,
      company: t.token,
      payload: { reason: 'Faux' },
    });
    await call('POST', `/api/reviews/${r4}/hide`, {
      token: tOwner,
      company: t.token,
      payload: { reason: 'Spam' },
    });

    const staffList = async (q: string, token = tStaff) => {
      const res = await call('GET', `/api/backoffice/reviews${q}`, { token, company: t.token });
      expect(res.statusCode, res.body).toBe(200);
      return StaffReviewListSchema.parse(res.json());
    };
    expect((await staffList('')).reviews.map((r) => r.id)).toEqual([r4, r3, r2, r1]);
    expect((await staffList(`?shopId=${t.shopId}`)).reviews.map((r) => r.id)).toEqual([r3, r2, r1]);
    expect((await staffList(`?employeeId=${e2}`)).reviews.map((r) => r.id)).toEqual([r3, r2]);
    expect((await staffList('?rating=5')).reviews.map((r) => r.id)).toEqual([r1]);
    expect((await staffList('?status=reported')).reviews.map((r) => r.id)).toEqual([r2]);
    const hidden = await staffList('?status=hidden');
    expect(hidden.reviews.map((r) => r.id)).toEqual([r4]);
    expect(hidden.reviews[0]).toMatchObject({ customerId: who.customerId, hidden: { reason: 'Spam' } });
    expect((await staffList('?status=published')).total).toBe(3);
    const desk = await accessToken(database.db, t.companyId, [t.shopIds[1] as number]);
    expect((await staffList('', desk)).reviews.map((r) => r.id)).toEqual([r4]);
    // An access account acts on its shops' reviews only.
    expect(
      (
        await call('POST', `/api/reviews/${r1}/reply`, {
          token: desk,
          company: t.token,
          payload: { text: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    // Callers and companies.
    expect(
      (await call('GET', '/api/backoffice/reviews', { token: who.token, company: t.token })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/backoffice/reviews', { company: t.token })).statusCode).toBe(401);
    // Company A's staff: their token is refused by T, and in A none of T's reviews is found.
    expect(
      (await call('GET', '/api/backoffice/reviews', { token: staff, company: t.token })).statusCode,
    ).toBe(401);
    const inA = StaffReviewListSchema.parse(
      (await call('GET', '/api/backoffice/reviews', { token: staff })).json(),
    );
    expect(inA.reviews.map((r) => r.id)).not.toContain(r1);
    expect(
      (await call('GET', '/api/backoffice/reviews?rating=6', { token: tStaff, company: t.token })).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/api/backoffice/reviews?status=gone', { token: tStaff, company: t.token }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/reviews/${r1}/reply`, { token: staff, payload: { text: 'x' } })).statusCode,
    ).toBe(404);

    // Monthly averages of published reviews, per shop and collaborator, in the shop's time zone.
    const tManager = await staffToken(database.db, t.companyId, 'manager');
    const statsOf = async (q: string, token = tManager) => {
      const res = await call('GET', `/api/backoffice/reviews/stats${q}`, { token, company: t.token });
      expect(res.statusCode, res.body).toBe(200);
      return ReviewMonthlyStatsSchema.parse(res.json());
    };
    const stats = await statsOf('?from=2026-05-01&to=2026-06-30');
    expect(stats.shops).toEqual([
      { shopId: t.shopId, month: '2026-05', average: 4, count: 2 },
      { shopId: t.shopId, month: '2026-06', average: 4, count: 1 },
    ]);
    expect(stats.employees).toEqual([
      { employeeId: e1, month: '2026-05', average: 5, count: 1 },
      { employeeId: e2, month: '2026-05', average: 3, count: 1 },
      { employeeId: e2, month: '2026-06', average: 4, count: 1 },
    ]);
    // 22:30 UTC on 31 May is 1 June in Paris.
    expect((await statsOf('?from=2026-05-11&to=2026-05-31')).shops).toEqual([]);
    expect((await statsOf('?from=2026-06-01&to=2026-06-01')).shops).toHaveLength(1);
    expect(
      (await call('GET', '/api/backoffice/reviews/stats?from=2026-05-01&to=2026-04-01', { token: owner }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/api/backoffice/reviews/stats?from=2026-05-01', { token: owner })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('GET', '/api/backoffice/reviews/stats?from=2026-05-01&to=2026-05-31', {
          token: tStaff,
          company: t.token,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('reviews a visit booked through the storefront, once it is marked honoured', async () => {
    clock.now = new Date('2026-06-01T06:00:00Z');
    const booked = await call('POST', '/api/appointments', {
      token: other.token,
      payload: { shopId: a.shopId, serviceIds: [a.serviceId], start: '2026-06-01T08:00:00.000Z' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = BookingAnswerSchema.parse(booked.json()).appointments[0]?.id as number;
    const token = invite(appointmentId);
    // Before the visit: not yet.
    expect((await post({ token, rating: 5 })).statusCode).toBe(403);
    clock.now = new Date('2026-06-01T09:05:00Z');
    expect(
      (
        await call('PUT', `/api/appointments/${appointmentId}/attendance`, {
          token: staff,
          payload: { status: 'honoured' },
        })
      ).statusCode,
    ).toBe(200);
    const res = await post({ token, rating: 5, comment: 'Top' });
    expect(res.statusCode, res.body).toBe(201);
    expect(ReviewAnswerSchema.parse(res.json()).review).toMatchObject({
      authorName: 'Léo M.',
      appointmentId,
    });
  });
});
