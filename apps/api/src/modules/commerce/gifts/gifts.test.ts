import {
  GiftCheckAnswerSchema,
  GiftHistoryAnswerSchema,
  GiftListAnswerSchema,
  GiftNbUsedAnswerSchema,
  GiftThemesAdminAnswerSchema,
  GiftThemesAnswerSchema,
} from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, customerToken } from '../../../../test-support/auth.ts';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import {
  bookingOrders,
  companies,
  giftOrders,
  gifts,
  giftThemes,
  giftUsages,
  outbox,
} from '../../../db/schema.ts';
import { type GiftPurchase, issueGifts } from './issue.ts';

const purchase = (over: Partial<GiftPurchase> = {}): GiftPurchase => ({
  amount: 5000,
  themeId: null,
  recipientName: 'Camille',
  recipientEmail: 'camille@example.com',
  message: null,
  sendAt: null,
  ...over,
});

describe.each(engines)('gift voucher routes on %s', (engine) => {
  let kit: ContentTestKit;
  let other: { token: string; customerId: number };
  const codes = { mine: '', mine2: '', theirs: '', b: '' };
  const giftIds = { mine: 0, mine2: 0, theirs: 0, b: 0 };

  const db = () => kit.database.db;
  async function buy(
    companyId: number,
    customerId: number | null,
    purchases: GiftPurchase[],
    createdAt?: Date,
  ) {
    const [order] = await db()
      .insert(giftOrders)
      .values({ companyId, customerId, total: purchases.reduce((s, p) => s + p.amount, 0), status: 'paid' })
      .returning({ id: giftOrders.id });
    return db().transaction(async (tx) => {
      const issued = await issueGifts(tx, {
        companyId,
        giftOrderId: order?.id as number,
        buyerCustomerId: customerId,
        buyerEmail: null,
        lang: 'fr',
        purchases,
        now: createdAt ?? new Date(),
      });
      if (createdAt)
        for (const g of issued) await tx.update(gifts).set({ createdAt }).where(eq(gifts.id, g.id));
      return issued;
    });
  }

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    other = await customerToken(db(), kit.a.companyId);
    const mine = await buy(
      kit.a.companyId,
      kit.tokens.customerId,
      [purchase(), purchase({ amount: 2000, recipientName: 'Jules' })],
      new Date('2026-01-05T10:00:00Z'),
    );
    const theirs = await buy(kit.a.companyId, other.customerId, [
      purchase({ amount: 8000, recipientEmail: 'zoe@example.com', recipientName: 'Zoé' }),
    ]);
    const inB = await buy(kit.b.companyId, null, [purchase({ recipientEmail: 'b@example.com' })]);
    const [m1, m2, t1, b1] = [mine[0], mine[1], theirs[0], inB[0]];
    if (!m1 || !m2 || !t1 || !b1) throw new Error('vouchers not issued');
    Object.assign(codes, { mine: m1.code, mine2: m2.code, theirs: t1.code, b: b1.code });
    Object.assign(giftIds, { mine: m1.id, mine2: m2.id, theirs: t1.id, b: b1.id });
  });
  afterAll(async () => {
    await kit?.close();
  });

  describe('themes', () => {
    it('lets managers manage them, keeps booker.gifts.themes in step and lists active ones publicly', async () => {
      const [company] = await db().select().from(companies).where(eq(companies.id, kit.a.companyId));
      await db()
        .update(companies)
        .set({ booker: { ...company?.booker, gift: true } })
        .where(eq(companies.id, kit.a.companyId));
      const me = async () => (await kit.call('GET', '/api/companies/me')).json().company;
      expect((await me()).giftActive).toBe(false);

      const body = {
        name: { fr: 'Merci', en: 'Thank you' },
        image: 'https://cdn.example/merci.svg',
        order: 1,
      };
      expect((await kit.call('POST', '/api/gifts/themes', { body })).statusCode).toBe(401);
      expect((await kit.call('POST', '/api/gifts/themes', { body, as: 'customer' })).statusCode).toBe(403);
      expect((await kit.call('POST', '/api/gifts/themes', { body, as: 'staff' })).statusCode).toBe(403);
      expect(
        (await kit.call('POST', '/api/gifts/themes', { body: { name: {} }, as: 'manager' })).statusCode,
      ).toBe(400);
      const created = await kit.call('POST', '/api/gifts/themes', { body, as: 'manager' });
      expect(created.statusCode).toBe(201);
      const id = created.json().theme.id as number;
      await kit.call('POST', '/api/gifts/themes', {
        body: { name: { fr: 'Noël' }, order: 0, active: false },
        as: 'manager',
      });

      const company2 = await me();
      expect(company2.giftActive).toBe(true);
      expect(company2.booker.gifts.themes).toEqual([
        { id, name: 'Merci', image: 'https://cdn.example/merci.svg' },
      ]);
      const pub = GiftThemesAnswerSchema.parse(
        (await kit.call('GET', '/api/gifts/themes', { lang: 'en' })).json(),
      );
      expect(pub.themes).toEqual([
        { id, name: 'Thank you', image: 'https://cdn.example/merci.svg', order: 1 },
      ]);
      const all = GiftThemesAdminAnswerSchema.parse(
        (await kit.call('GET', '/api/gifts/themes?all=1', { as: 'staff' })).json(),
      );
      expect(all.themes.map((t) => t.name.fr)).toEqual(['Noël', 'Merci']);
      expect((await kit.call('GET', '/api/gifts/themes?all=1', { as: 'customer' })).statusCode).toBe(403);

      expect(
        (
          await kit.call('PUT', `/api/gifts/themes/${id}`, {
            body: { order: 5 },
            company: 'b',
            as: 'manager',
          })
        ).statusCode,
      ).toBe(404);
      expect((await kit.call('PUT', `/api/gifts/themes/${id}`, { body: {}, as: 'manager' })).statusCode).toBe(
        400,
      );
      expect(
        (await kit.call('PUT', `/api/gifts/themes/${id}`, { body: { active: false }, as: 'manager' }))
          .statusCode,
      ).toBe(200);
      expect((await me()).giftActive).toBe(false);
      expect(
        (await kit.call('DELETE', `/api/gifts/themes/${id}`, { company: 'b', as: 'manager' })).statusCode,
      ).toBe(404);
      expect((await kit.call('DELETE', `/api/gifts/themes/${id}`, { as: 'manager' })).statusCode).toBe(204);
      expect(await db().select().from(giftThemes).where(eq(giftThemes.id, id))).toEqual([]);
      expect(
        GiftThemesAnswerSchema.parse((await kit.call('GET', '/api/gifts/themes', { company: 'b' })).json())
          .themes,
      ).toEqual([]);
    });
  });

  describe('check', () => {
    it('answers validity, balance and expiry in one shape, never who bought it', async () => {
      const res = await kit.call('GET', `/api/gifts/check/${codes.mine.toLowerCase()}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const ok = res.json();
      expect(Object.keys(ok).sort()).toEqual(['balance', 'expiresAt', 'valid']);
      expect(GiftCheckAnswerSchema.parse(ok)).toMatchObject({ valid: true, balance: 5000 });
      const invalid = { valid: false, balance: 0, expiresAt: null };
      expect((await kit.call('GET', '/api/gifts/check/ZZZZ-ZZZZ-ZZZZ')).json()).toEqual(invalid);
      expect((await kit.call('GET', '/api/gifts/check/whatever')).json()).toEqual(invalid);
      expect((await kit.call('GET', `/api/gifts/check/${codes.b}`)).json()).toEqual(invalid);
    });
  });

  describe('use and count', () => {
    let bookingOrderId: number;
    beforeAll(async () => {
      const [order] = await db()
        .insert(bookingOrders)
        .values({ companyId: kit.a.companyId, shopId: kit.a.shopIds[0] as number, total: 3000 })
        .returning({ id: bookingOrders.id });
      bookingOrderId = order?.id as number;
    });

    it('takes part of a voucher against a booking and keeps the rest (staff)', async () => {
      const body = { code: codes.mine, amount: 3000, bookingOrderId };
      expect((await kit.call('POST', '/api/gifts/use', { body })).statusCode).toBe(401);
      expect((await kit.call('POST', '/api/gifts/use', { body, as: 'customer' })).statusCode).toBe(403);
      const res = await kit.call('POST', '/api/gifts/use', { body, as: 'staff' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ giftId: giftIds.mine, used: 3000, balance: 2000 });
      expect((await kit.call('GET', `/api/gifts/check/${codes.mine}`)).json()).toMatchObject({
        valid: true,
        balance: 2000,
      });
      const all = await kit.call('POST', '/api/gifts/use', {
        body: { code: codes.mine2, amount: 9000 },
        as: 'staff',
      });
      expect(all.json()).toMatchObject({ used: 2000, balance: 0 });
      expect(
        (await kit.call('POST', '/api/gifts/use', { body: { code: codes.mine2, amount: 100 }, as: 'staff' }))
          .statusCode,
      ).toBe(409);
    });

    it('refuses bad input, other companies’ vouchers and orders outside an access account’s shops', async () => {
      const before = await db().select().from(giftUsages);
      expect(
        (await kit.call('POST', '/api/gifts/use', { body: { code: codes.theirs }, as: 'staff' })).json()
          .message,
      ).toBe('param manquants');
      expect(
        (await kit.call('POST', '/api/gifts/use', { body: { code: codes.theirs, amount: -5 }, as: 'staff' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await kit.call('POST', '/api/gifts/use', { body: { code: codes.b, amount: 100 }, as: 'staff' }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await kit.call('POST', '/api/gifts/use', {
            body: { code: codes.theirs, amount: 100, bookingOrderId },
            company: 'b',
            as: 'manager',
          })
        ).statusCode,
      ).toBe(404);
      const desk = await accessToken(db(), kit.a.companyId, [kit.a.shopIds[1] as number]);
      const res = await kit.app.inject({
        method: 'POST',
        url: '/api/gifts/use',
        headers: { company: kit.a.token, authorization: `Bearer ${desk}` },
        payload: { code: codes.theirs, amount: 100, bookingOrderId },
      });
      expect(res.statusCode).toBe(404);
      expect(await db().select().from(giftUsages)).toHaveLength(before.length);
    });

    it('counts the vouchers used between two days', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const res = await kit.call('GET', `/api/gifts/nbused/2020-01-01/${today}`, { as: 'staff' });
      expect(GiftNbUsedAnswerSchema.parse(res.json())).toEqual({ count: 2, uses: 2, amount: 5000 });
      expect(
        (await kit.call('GET', '/api/gifts/nbused/2020-01-01/2020-12-31', { as: 'staff' })).json(),
      ).toEqual({ count: 0, uses: 0, amount: 0 });
      expect(
        (
          await kit.call('GET', `/api/gifts/nbused/2020-01-01/${today}`, { company: 'b', as: 'manager' })
        ).json().count,
      ).toBe(0);
      expect(
        (await kit.call('GET', '/api/gifts/nbused/2021-01-01/2020-01-01', { as: 'staff' })).statusCode,
      ).toBe(400);
      expect((await kit.call('GET', '/api/gifts/nbused/yesterday/today', { as: 'staff' })).statusCode).toBe(
        400,
      );
      expect(
        (await kit.call('GET', `/api/gifts/nbused/2020-01-01/${today}`, { as: 'customer' })).statusCode,
      ).toBe(403);
    });
  });

  describe('history, list and resend', () => {
    it('gives the signed-in customer the vouchers they bought, paged', async () => {
      const res = await kit.call('GET', '/api/gifts/giftHistory?page=1&itemPerPage=1', { as: 'customer' });
      const page = GiftHistoryAnswerSchema.parse(res.json());
      expect(page).toMatchObject({ total: 2, page: 1, itemPerPage: 1 });
      expect(page.gifts).toHaveLength(1);
      const all = GiftHistoryAnswerSchema.parse(
        (await kit.call('GET', '/api/gifts/giftHistory', { as: 'customer' })).json(),
      );
      expect(all.gifts.map((g) => g.code).sort()).toEqual([codes.mine, codes.mine2].sort());
      // A customer cannot read someone else's by passing customerId.
      const forced = GiftHistoryAnswerSchema.parse(
        (
          await kit.call('GET', `/api/gifts/giftHistory?customerId=${other.customerId}`, { as: 'customer' })
        ).json(),
      );
      expect(forced.gifts.map((g) => g.code).sort()).toEqual([codes.mine, codes.mine2].sort());
      const staff = GiftHistoryAnswerSchema.parse(
        (
          await kit.call('GET', `/api/gifts/giftHistory?customerId=${other.customerId}`, { as: 'staff' })
        ).json(),
      );
      expect(staff.gifts.map((g) => g.code)).toEqual([codes.theirs]);
      expect((await kit.call('GET', '/api/gifts/giftHistory', { as: 'staff' })).json().message).toBe(
        'param manquants',
      );
      expect((await kit.call('GET', '/api/gifts/giftHistory')).statusCode).toBe(401);
    });

    it('lists the company’s vouchers for staff with filters', async () => {
      const list = async (q: string) =>
        GiftListAnswerSchema.parse((await kit.call('GET', `/api/gifts${q}`, { as: 'staff' })).json());
      const all = await list('');
      expect(all.total).toBe(3);
      expect(all.gifts.find((g) => g.id === giftIds.mine)).toMatchObject({
        used: 3000,
        balance: 2000,
        buyer: { id: kit.tokens.customerId },
      });
      expect((await list('?status=used')).gifts.map((g) => g.id)).toEqual([giftIds.mine2]);
      expect((await list('?usable=1')).gifts.map((g) => g.id).sort()).toEqual(
        [giftIds.mine, giftIds.theirs].sort(),
      );
      expect((await list('?usable=0')).gifts.map((g) => g.id)).toEqual([giftIds.mine2]);
      expect((await list(`?customerId=${other.customerId}`)).gifts.map((g) => g.id)).toEqual([
        giftIds.theirs,
      ]);
      expect(
        (await list(`?code=${codes.theirs.slice(5, 9).toLowerCase()}`)).gifts.map((g) => g.id),
      ).toContain(giftIds.theirs);
      expect((await list('?q=zoe@')).gifts.map((g) => g.id)).toEqual([giftIds.theirs]);
      expect((await list('?start=2026-01-01&end=2026-01-31')).gifts.map((g) => g.id).sort()).toEqual(
        [giftIds.mine, giftIds.mine2].sort(),
      );
      expect((await list('?page=2&itemPerPage=2')).gifts).toHaveLength(1);
      expect((await kit.call('GET', '/api/gifts?status=lost', { as: 'staff' })).statusCode).toBe(400);
      expect((await kit.call('GET', '/api/gifts', { as: 'customer' })).statusCode).toBe(403);
      expect((await kit.call('GET', '/api/gifts')).statusCode).toBe(401);
      const b = GiftListAnswerSchema.parse(
        (await kit.call('GET', '/api/gifts', { company: 'b', as: 'manager' })).json(),
      );
      expect(b.gifts.map((g) => g.id)).toEqual([giftIds.b]);
    });

    it('mails a voucher again for staff or its buyer, nobody else', async () => {
      const mails = async (to: string) => (await db().select().from(outbox).where(eq(outbox.to, to))).length;
      const url = `/api/gifts/${giftIds.theirs}/resend`;
      const body = { to: 'Zoé Martin', email: 'Zoe.Martin@Example.com' };
      expect((await kit.call('POST', url, { body })).statusCode).toBe(401);
      expect((await kit.call('POST', url, { body, as: 'customer' })).statusCode).toBe(404);
      expect((await kit.call('POST', url, { body, company: 'b', as: 'manager' })).statusCode).toBe(404);
      expect(
        (await kit.call('POST', url, { body: { to: 'x', email: 'nope' }, as: 'staff' })).statusCode,
      ).toBe(400);
      expect(await mails('zoe.martin@example.com')).toBe(0);
      const res = await kit.call('POST', url, { body, as: 'staff' });
      expect(res.json()).toEqual({ sent: true, email: 'zoe.martin@example.com' });
      const [mail] = await db().select().from(outbox).where(eq(outbox.to, 'zoe.martin@example.com'));
      expect(mail?.body).toContain(codes.theirs);
      expect(mail?.body).toContain('Bonjour Zoé Martin');
      const byBuyer = await kit.app.inject({
        method: 'POST',
        url,
        headers: { company: kit.a.token, authorization: `Bearer ${other.token}` },
        payload: { email: 'moi@example.com' },
      });
      expect(byBuyer.statusCode).toBe(200);
      expect(await mails('moi@example.com')).toBe(1);
    });
  });
});
