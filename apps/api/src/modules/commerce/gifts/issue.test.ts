import { isGiftCodeFormat } from '@eclat/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import {
  bookingOrders,
  companies,
  giftOrders,
  gifts,
  giftThemes,
  giftUsages,
  outbox,
} from '../../../db/schema.ts';
import { type GiftPurchase, issueGifts, validateGiftPurchases } from './issue.ts';
import { queueDueGiftMails } from './mail.ts';
import { findUsableGift, redeemGift } from './redeem.ts';

const now = new Date('2026-05-10T10:00:00Z');
const purchase = (over: Partial<GiftPurchase> = {}): GiftPurchase => ({
  amount: 5000,
  themeId: null,
  recipientName: 'Camille',
  recipientEmail: 'camille@example.com',
  message: 'Joyeux anniversaire !',
  sendAt: null,
  ...over,
});

describe.each(engines)('gift vouchers: issue and redeem on %s', (engine) => {
  let database: TestDatabase;
  let t: TenantFixture;
  let other: TenantFixture;
  let themeId: number;
  let inactiveThemeId: number;
  let otherThemeId: number;
  let buyer: { customerId: number };

  const db = () => database.db;
  const newOrder = async (companyId = t.companyId, total = 5000) => {
    const [row] = await db()
      .insert(giftOrders)
      .values({
        companyId,
        total,
        status: 'paid',
        customerId: companyId === t.companyId ? buyer.customerId : null,
      })
      .returning({ id: giftOrders.id });
    return row?.id as number;
  };
  const issue = (giftOrderId: number, purchases: GiftPurchase[], lang: 'fr' | 'en' | 'de' = 'en') =>
    db().transaction((tx) =>
      issueGifts(tx, {
        companyId: t.companyId,
        giftOrderId,
        buyerCustomerId: buyer.customerId,
        buyerEmail: 'buyer@example.com',
        lang,
        purchases,
        now,
      }),
    );
  const mailsTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createTenant(database.db, 'gifts-a');
    other = await createTenant(database.db, 'gifts-b');
    buyer = await customerToken(database.db, t.companyId);
    const [company] = await db().select().from(companies).where(eq(companies.id, t.companyId));
    await db()
      .update(companies)
      .set({
        booker: {
          ...company?.booker,
          gift: true,
          gifts: { minAmount: 2000, maxAmount: 30000, validityDays: 180 },
        },
      })
      .where(eq(companies.id, t.companyId));
    const themes = await db()
      .insert(giftThemes)
      .values([
        {
          companyId: t.companyId,
          name: { fr: 'Merci', en: 'Thank you' },
          image: 'https://cdn.example/merci.svg',
        },
        { companyId: t.companyId, name: { fr: 'Ancien' }, active: false },
        { companyId: other.companyId, name: { fr: 'Autre' } },
      ])
      .returning({ id: giftThemes.id });
    [themeId, inactiveThemeId, otherThemeId] = themes.map((x) => x.id) as [number, number, number];
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe('validateGiftPurchases', () => {
    it('accepts a purchase within the company limits with one of its active themes', async () => {
      await expect(
        validateGiftPurchases(db(), t.companyId, [purchase({ themeId })], now),
      ).resolves.toBeUndefined();
      await expect(validateGiftPurchases(db(), t.companyId, [], now)).resolves.toBeUndefined();
    });

    it('lists every problem with a 400', async () => {
      const error = await validateGiftPurchases(
        db(),
        t.companyId,
        [
          purchase({ amount: 1999 }),
          purchase({ amount: 30001, themeId: inactiveThemeId }),
          purchase({ themeId: otherThemeId, recipientEmail: 'not-an-email' }),
          purchase({ sendAt: new Date('2027-01-01T00:00:00Z'), recipientEmail: null }),
          purchase({ message: 'x'.repeat(1001), amount: 2500.5 }),
        ],
        now,
      ).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 400, type: 'gift' });
      const paths = (error as { errors: { path: string }[] }).errors.map((e) => e.path);
      expect(paths).toEqual([
        'purchases.0.amount',
        'purchases.1.amount',
        'purchases.1.themeId',
        'purchases.2.themeId',
        'purchases.2.recipientEmail',
        'purchases.3.sendAt',
        'purchases.3.recipientEmail',
        'purchases.4.amount',
        'purchases.4.message',
      ]);
    });

    it('refuses vouchers where the company does not sell them (gift off or no active theme)', async () => {
      await expect(validateGiftPurchases(db(), other.companyId, [purchase()], now)).rejects.toMatchObject({
        status: 400,
        message: 'gift vouchers are not offered',
      });
    });
  });

  describe('issueGifts', () => {
    it('creates one active voucher per purchase with a random code and mails it in the buyer’s language', async () => {
      const orderId = await newOrder();
      const issued = await issue(orderId, [
        purchase({ themeId }),
        purchase({ amount: 3000, recipientEmail: null, recipientName: null }),
      ]);
      expect(issued).toHaveLength(2);
      expect(issued.map((g) => g.amount)).toEqual([5000, 3000]);
      for (const g of issued) expect(isGiftCodeFormat(g.code)).toBe(true);
      expect(issued[0]?.code).not.toBe(issued[1]?.code);
      const rows = await db().select().from(gifts).where(eq(gifts.giftOrderId, orderId)).orderBy(gifts.id);
      expect(rows[0]).toMatchObject({
        status: 'active',
        balance: 5000,
        lang: 'en',
        buyerCustomerId: buyer.customerId,
        recipientEmail: 'camille@example.com',
        expiresAt: new Date('2026-11-06T10:00:00Z'),
        sentAt: now,
      });
      const [toRecipient] = await mailsTo('camille@example.com');
      expect(toRecipient?.subject).toBe('Salon gifts-a – your gift voucher');
      expect(toRecipient?.body).toContain(issued[0]?.code);
      expect(toRecipient?.body).toContain('€50.00');
      expect(toRecipient?.body).toContain('Thank you');
      expect(toRecipient?.body).toContain('Joyeux anniversaire !');
      expect(toRecipient?.body).toContain('6 November 2026');
      // No recipient address: the buyer gets it.
      const [toBuyer] = await mailsTo('buyer@example.com');
      expect(toBuyer?.body).toContain(issued[1]?.code);
    });

    it('is idempotent per gift order: a replay returns the same vouchers and mails nothing', async () => {
      const orderId = await newOrder();
      const first = await issue(orderId, [purchase({ recipientEmail: 'replay@example.com' })]);
      const again = await Promise.all(
        Array.from({ length: 5 }, () => issue(orderId, [purchase({ recipientEmail: 'replay@example.com' })])),
      );
      for (const a of again) expect(a).toEqual(first);
      expect(await db().select().from(gifts).where(eq(gifts.giftOrderId, orderId))).toHaveLength(1);
      expect(await mailsTo('replay@example.com')).toHaveLength(1);
    });

    it('escapes what the buyer wrote', async () => {
      const orderId = await newOrder();
      await issue(
        orderId,
        [
          purchase({
            recipientEmail: 'xss@example.com',
            recipientName: '<b>Eve</b>',
            message: '<script>alert(1)</script>',
          }),
        ],
        'fr',
      );
      const [mail] = await mailsTo('xss@example.com');
      expect(mail?.body).not.toContain('<script>');
      expect(mail?.body).not.toContain('<b>Eve');
      expect(mail?.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
      expect(mail?.subject).toBe('Salon gifts-a – votre bon cadeau');
    });

    it('leaves a voucher with a later send date to the sweeper, which mails it once when due', async () => {
      const orderId = await newOrder();
      const sendAt = new Date('2026-05-20T08:00:00Z');
      await issue(orderId, [purchase({ recipientEmail: 'later@example.com', sendAt })], 'de');
      expect(await mailsTo('later@example.com')).toHaveLength(0);
      expect(await queueDueGiftMails(db(), new Date('2026-05-19T08:00:00Z'))).toBe(0);
      expect(await queueDueGiftMails(db(), new Date('2026-05-20T08:00:00Z'))).toBe(1);
      expect(await queueDueGiftMails(db(), new Date('2026-05-21T08:00:00Z'))).toBe(0);
      const mails = await mailsTo('later@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain('Ihr Geschenkgutschein');
    });

    it('refuses an order of another company', async () => {
      const orderB = await newOrder(other.companyId);
      await expect(issue(orderB, [purchase()])).rejects.toMatchObject({ status: 404 });
      expect(await db().select().from(gifts).where(eq(gifts.giftOrderId, orderB))).toHaveLength(0);
    });
  });

  describe('findUsableGift and redeemGift', () => {
    let code: string;
    let bookingOrderId: number;

    beforeAll(async () => {
      const [issued] = await issue(await newOrder(), [
        purchase({ amount: 5000, recipientEmail: 'use@example.com' }),
      ]);
      code = issued?.code as string;
      const [order] = await db()
        .insert(bookingOrders)
        .values({ companyId: t.companyId, shopId: t.shopIds[0] as number, total: 8000 })
        .returning({ id: bookingOrders.id });
      bookingOrderId = order?.id as number;
    });
    const redeem = (
      amount: number,
      c = code,
      companyId = t.companyId,
      at = now,
      orderId: number | null = bookingOrderId,
    ) =>
      db().transaction((tx) =>
        redeemGift(tx, { companyId, code: c, amount, bookingOrderId: orderId, now: at }),
      );

    it('finds a usable voucher in any case and spacing, only in its company', async () => {
      expect(
        await findUsableGift(db(), t.companyId, code.toLowerCase().replaceAll('-', ' '), now),
      ).toMatchObject({ code, balance: 5000 });
      expect(await findUsableGift(db(), other.companyId, code, now)).toBeNull();
      expect(await findUsableGift(db(), t.companyId, 'AAAA-AAAA-AAAA', now)).toBeNull();
      expect(await findUsableGift(db(), t.companyId, "' or 1=1 --", now)).toBeNull();
      expect(await findUsableGift(db(), t.companyId, code, new Date('2027-01-01T00:00:00Z'))).toBeNull();
    });

    it('uses part of the balance and keeps the rest, then the rest, then refuses', async () => {
      expect(await redeem(3000)).toEqual({ giftId: expect.any(Number), used: 3000, balance: 2000 });
      expect(await redeem(4000)).toMatchObject({ used: 2000, balance: 0 });
      await expect(redeem(100)).rejects.toMatchObject({ status: 409, type: 'gift', message: 'gift empty' });
      const [gift] = await db().select().from(gifts).where(eq(gifts.code, code));
      expect(gift).toMatchObject({ balance: 0, status: 'used' });
      const uses = await db()
        .select()
        .from(giftUsages)
        .where(eq(giftUsages.giftId, gift?.id as number));
      expect(uses.map((u) => [u.amount, u.bookingOrderId])).toEqual([
        [3000, bookingOrderId],
        [2000, bookingOrderId],
      ]);
    });

    it('refuses unknown, expired or other companies’ vouchers, bad amounts and foreign orders', async () => {
      const [fresh] = await issue(await newOrder(), [purchase({ recipientEmail: 'use2@example.com' })]);
      const c = fresh?.code as string;
      await expect(redeem(100, 'ZZZZ-ZZZZ-ZZZZ')).rejects.toMatchObject({ status: 404 });
      await expect(redeem(100, 'nope')).rejects.toMatchObject({ status: 404 });
      await expect(redeem(100, c, other.companyId, now, null)).rejects.toMatchObject({ status: 404 });
      await expect(redeem(100, c, t.companyId, new Date('2027-06-01T00:00:00Z'))).rejects.toMatchObject({
        status: 409,
        message: 'gift expired',
      });
      await expect(redeem(0, c)).rejects.toMatchObject({ status: 400 });
      const [orderB] = await db()
        .insert(bookingOrders)
        .values({ companyId: other.companyId, shopId: other.shopIds[0] as number })
        .returning({ id: bookingOrders.id });
      await expect(redeem(100, c, t.companyId, now, orderB?.id as number)).rejects.toMatchObject({
        status: 404,
      });
      const [gift] = await db()
        .select()
        .from(gifts)
        .where(and(eq(gifts.code, c), eq(gifts.companyId, t.companyId)));
      expect(gift?.balance).toBe(5000);
      expect(await redeem(100, c, t.companyId, now, null)).toMatchObject({ used: 100, balance: 4900 });
    });

    it('never spends more than the balance under concurrent uses', async () => {
      const [g] = await issue(await newOrder(), [
        purchase({ amount: 10000, recipientEmail: 'rush@example.com' }),
      ]);
      const results = await Promise.allSettled(
        Array.from({ length: 30 }, () => redeem(700, g?.code as string)),
      );
      const used = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.used] : []));
      expect(used.reduce((s, u) => s + u, 0)).toBe(10000);
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(30 - used.length);
      const [gift] = await db()
        .select()
        .from(gifts)
        .where(eq(gifts.id, g?.id as number));
      expect(gift).toMatchObject({ balance: 0, status: 'used' });
    }, 60_000);
  });
});
