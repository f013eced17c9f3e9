// Issue 17 item 5: the buyer's side of a voucher — the receipt mail, the recipient's mail naming
// who offers it with a booking link, the account list (own vouchers only) and a limited resend.
import { GiftHistoryAnswerSchema } from '@eclat/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken } from '../../../../test-support/auth.ts';
import { type ContentTestKit, createContentTestKit } from '../../../../test-support/crud-testing.ts';
import { engines } from '../../../../test-support/databases.ts';
import { giftOrders, outbox, profiles } from '../../../db/schema.ts';
import { type GiftPurchase, issueGifts } from './issue.ts';

const purchase = (over: Partial<GiftPurchase> = {}): GiftPurchase => ({
  amount: 5000,
  themeId: null,
  recipientName: 'Camille Roux',
  recipientEmail: 'camille@example.com',
  message: 'Bon anniversaire',
  sendAt: null,
  ...over,
});

describe.each(engines)('the buyer’s vouchers on %s', (engine) => {
  let kit: ContentTestKit;
  let buyer: { token: string; customerId: number };
  let stranger: { token: string; customerId: number };
  const ids = { mine: 0, theirs: 0, inB: 0 };
  const codes = { mine: '', second: '' };
  const db = () => kit.database.db;
  const mailsTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));

  async function buy(
    companyId: number,
    customerId: number | null,
    email: string,
    items: GiftPurchase[],
    lang: 'fr' | 'en' = 'fr',
  ) {
    const [order] = await db()
      .insert(giftOrders)
      .values({ companyId, customerId, total: items.reduce((s, p) => s + p.amount, 0), status: 'paid' })
      .returning({ id: giftOrders.id });
    return db().transaction((tx) =>
      issueGifts(tx, {
        companyId,
        giftOrderId: order?.id as number,
        buyerCustomerId: customerId,
        buyerEmail: email,
        lang,
        purchases: items,
        now: new Date(),
      }),
    );
  }

  beforeAll(async () => {
    kit = await createContentTestKit(engine);
    buyer = await customerToken(db(), kit.a.companyId);
    stranger = await customerToken(db(), kit.a.companyId);
    await db().insert(profiles).values({
      companyId: kit.a.companyId,
      customerId: buyer.customerId,
      firstname: 'Sophie',
      lastname: 'Durand',
    });
    const mine = await buy(kit.a.companyId, buyer.customerId, 'sophie@example.com', [
      purchase(),
      purchase({ amount: 2500, recipientName: 'Jules', recipientEmail: null }),
    ]);
    const theirs = await buy(kit.a.companyId, stranger.customerId, 'stranger@example.com', [
      purchase({ recipientEmail: 'zoe@example.com', recipientName: 'Zoé' }),
    ]);
    const inB = await buy(kit.b.companyId, null, 'b-buyer@example.com', [
      purchase({ recipientEmail: 'b@example.com' }),
    ]);
    ids.mine = mine[0]?.id ?? 0;
    ids.theirs = theirs[0]?.id ?? 0;
    ids.inB = inB[0]?.id ?? 0;
    codes.mine = mine[0]?.code ?? '';
    codes.second = mine[1]?.code ?? '';
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('mails the buyer a receipt: each voucher, its recipient and validity, the total and the account link', async () => {
    const mails = await mailsTo('sophie@example.com');
    const receipt = mails.find((m) => m.subject?.includes('reçu'));
    expect(receipt?.subject).toMatch(/ – reçu de votre achat de bon cadeau$/);
    const body = receipt?.body ?? '';
    expect(body).toContain('Bonjour Sophie Durand');
    expect(body).toContain('Bon cadeau de 50,00\u00a0€ pour Camille Roux');
    expect(body).toContain('Bon cadeau de 25,00\u00a0€ pour Jules');
    expect(body).toContain(codes.mine);
    expect(body).toContain('valable jusqu');
    expect(body).toContain('Total payé : 75,00\u00a0€');
    expect(body).toMatch(/href="http:\/\/[a-z0-9-]+\.localhost\/profile\/gifts"/);
    // One receipt per order, not per voucher; another company's buyer receives only their own.
    expect(mails.filter((m) => m.subject?.includes('reçu'))).toHaveLength(1);
    const bMails = await mailsTo('b-buyer@example.com');
    expect(bMails.map((m) => m.body).join()).not.toContain(codes.mine);
  });

  it('tells the recipient who offers the voucher and links to booking on the storefront', async () => {
    const [mail] = await mailsTo('camille@example.com');
    expect(mail?.body).toContain('Offert par Sophie Durand.');
    expect(mail?.body).toContain('Bon anniversaire');
    expect(mail?.body).toMatch(
      /<a href="http:\/\/[a-z0-9-]+\.localhost\/reservation">Réserver en ligne<\/a>/,
    );
  });

  it('lists only the signed-in customer’s own vouchers, with balance, recipient and validity', async () => {
    const res = await kit.app.inject({
      method: 'GET',
      url: '/api/gifts/giftHistory',
      headers: { company: kit.a.token, authorization: `Bearer ${buyer.token}` },
    });
    const page = GiftHistoryAnswerSchema.parse(res.json());
    expect(page.gifts.map((g) => g.code).sort()).toEqual([codes.mine, codes.second].sort());
    const first = page.gifts.find((g) => g.code === codes.mine);
    expect(first).toMatchObject({ balance: 5000, recipientName: 'Camille Roux', usable: true });
    expect(first?.expiresAt).toBeTruthy();
    // The same token on another company's storefront is refused, never answering its vouchers.
    const elsewhere = await kit.app.inject({
      method: 'GET',
      url: '/api/gifts/giftHistory',
      headers: { company: kit.b.token, authorization: `Bearer ${buyer.token}` },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('resends the recipient’s mail to its address for the buyer only, three times an hour', async () => {
    const resend = (id: number, token: string, company = kit.a.token) =>
      kit.app.inject({
        method: 'POST',
        url: `/api/gifts/${id}/resend`,
        headers: { company, authorization: `Bearer ${token}` },
        payload: {},
      });
    expect((await resend(ids.theirs, buyer.token)).statusCode).toBe(404);
    expect((await resend(ids.inB, buyer.token)).statusCode).toBe(404);
    expect((await resend(ids.inB, buyer.token, kit.b.token)).statusCode).toBe(401);
    const before = (await mailsTo('camille@example.com')).length;
    for (let i = 0; i < 3; i++) {
      const ok = await resend(ids.mine, buyer.token);
      expect(ok.json()).toEqual({ sent: true, email: 'camille@example.com' });
    }
    const limited = await resend(ids.mine, buyer.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    const after = await mailsTo('camille@example.com');
    expect(after.length - before).toBe(3);
    expect(after.at(-1)?.body).toContain('Offert par Sophie Durand.');
    const rows = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'zoe@example.com'), eq(outbox.companyId, kit.a.companyId)));
    expect(rows).toHaveLength(1);
  });
});
