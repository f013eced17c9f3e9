// Issue 20: every booking change leaves exactly its messages in the outbox, written in the
// change's transaction — booking, paying, cancelling (customer, staff), a staff move — in the
// customer's language, with the .ics, an SMS only when allowed, nothing when the change fails.
import { PaymentInitializeAnswerSchema } from '@eclat/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerToken, staffToken } from '../../../../test-support/auth.ts';
import { type BookingFixture, createBookingTenant } from '../../../../test-support/booking-fixtures.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import {
  bearer,
  createShopTenant,
  paymentApp,
  type ShopFixture,
} from '../../../../test-support/payment-kit.ts';
import { buildApp } from '../../../app.ts';
import { companies, customers, outbox } from '../../../db/schema.ts';
import { signedLinkKey } from '../../../platform/auth/signed-links.ts';
import { createMessageServices } from '../../../platform/mail/services.ts';
import { openManageToken } from '../manage-link/token.ts';
import { queueBookingMessages } from './queue.ts';

const TEN = '2026-06-02T08:00:00.000Z'; // 10:00 in Paris
const ELEVEN = '2026-06-02T09:00:00.000Z';
const TWO = '2026-06-02T12:00:00.000Z';
const clock = new Date('2026-06-01T06:00:00Z');

type Row = typeof outbox.$inferSelect;

describe.each(engines)('booking messages on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: BookingFixture;
  let b: BookingFixture;
  let manager: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createBookingTenant(database.db, 'alpha');
    b = await createBookingTenant(database.db, 'beta');
    // The business's identity: its logo and colours go into the mails.
    await database.db
      .update(companies)
      .set({
        identity: { displayName: 'Maison Alpha', logo: { url: 'https://cdn.example/alpha.png' } },
        themes: { general: { buttonsColor: '#123456', headerColor: 'red;}body{display:none' } },
      })
      .where(eq(companies.id, a.companyId));
    app = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, now: () => clock });
    manager = await staffToken(database.db, a.companyId, 'manager');
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** A customer of `t` with a language, a phone or none, SMS on or off. */
  const customer = async (
    t: BookingFixture,
    o: { lang: string; phone?: string | null; smsOptOut?: boolean },
  ) => {
    const c = await customerToken(database.db, t.companyId);
    await database.db
      .update(customers)
      .set({ lang: o.lang, phone: o.phone ?? null, smsOptOut: o.smsOptOut ?? false })
      .where(eq(customers.id, c.customerId));
    const [row] = await database.db.select().from(customers).where(eq(customers.id, c.customerId));
    return { ...c, email: row?.email as string };
  };
  const call = (
    t: BookingFixture,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: bearer(t.token, token) });
  const book = (t: BookingFixture, token: string, start = TEN, extra: object = {}) =>
    call(t, 'POST', '/api/appointments', token, {
      shopId: t.shopId,
      serviceIds: [t.serviceId],
      start,
      ...extra,
    });
  const since = async (id: number): Promise<Row[]> =>
    database.db.select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id);
  const lastId = async () => {
    const rows = await database.db.select({ id: outbox.id }).from(outbox);
    return rows.reduce((m, r) => Math.max(m, r.id), 0);
  };
  const ics = (row: Row | undefined) =>
    Buffer.from(row?.attachments?.[0]?.content ?? '', 'base64').toString('utf8');

  it('confirms a booking at once: an e-mail in English with the .ics and a sealed manage link, and an SMS', async () => {
    const c = await customer(a, { lang: 'en', phone: '+33611111111' });
    const before = await lastId();
    const res = await book(a, c.token);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().order.id as number;
    const rows = await since(before);
    expect(rows.map((r) => [r.channel, r.template, r.lang, r.to, r.shopId])).toEqual([
      ['email', 'booking_confirmed', 'en', c.email, a.shopId],
      ['sms', 'booking_confirmed', 'en', '+33611111111', a.shopId],
    ]);
    const [mail, sms] = rows;
    expect(mail?.format).toBe('html');
    expect(mail?.subject).toBe('Maison Alpha – your appointment on Tuesday, 2 June 2026 is confirmed');
    // The business's logo and colour; a colour that is not one is left out.
    expect(mail?.body).toContain('<img src="https://cdn.example/alpha.png"');
    expect(mail?.body).toContain('#123456');
    expect(mail?.body).not.toContain('display:none');
    // Time in the shop's zone, collaborator, address, price, conditions, manage link.
    expect(mail?.body).toContain('<strong>Tuesday, 2 June 2026</strong>, 10:00');
    expect(mail?.body).toMatch(/with (Alice|Bruno|Carla)/);
    expect(mail?.body).toContain('Free cancellation until Monday, 1 June 2026, 10:00.');
    expect(mail?.body).toContain('please call the salon');
    expect(mail?.body).toContain('[[secret:v1:');
    expect(mail?.body).not.toMatch(/reservation\/manage\/[A-Za-z0-9_-]+\./);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: `rendez-vous-${orderId}.ics`,
      contentType: 'text/calendar; charset=utf-8',
    });
    expect(ics(mail)).toContain('DTSTART:20260602T080000Z');
    expect(ics(mail)).toContain('UID:appointment-');
    expect(sms?.body).toMatch(
      /^Maison Alpha: appointment confirmed on Tuesday, 2 June 2026 at 10:00, alpha Centre\. Manage: http:\/\/alpha\.localhost\/en\/reservation\/manage\/\[\[secret:v1:/,
    );
    expect(sms?.attachments).toBeNull();

    // The dev outbox (managers) opens the seal: the link opens this booking and no other.
    const dev = await call(a, 'GET', `/api/dev/outbox?to=${encodeURIComponent(c.email)}`, manager);
    const body = dev.json().messages[0].body as string;
    const token = /alpha\.localhost\/en\/reservation\/manage\/([A-Za-z0-9_.-]+)"/.exec(body)?.[1];
    expect(token).toBeTruthy();
    const key = await signedLinkKey(database.db);
    expect(openManageToken(key, token as string, clock)).toEqual({ companyId: a.companyId, orderId });
  });

  it('sends no SMS to a customer who turned SMS off or has no phone; French by default', async () => {
    for (const o of [{ phone: '+33622222222', smsOptOut: true }, { phone: null }]) {
      const c = await customer(a, { lang: 'fr', ...o });
      const before = await lastId();
      expect((await book(a, c.token, o.phone ? ELEVEN : TWO)).statusCode).toBe(201);
      const rows = await since(before);
      expect(rows.map((r) => [r.channel, r.template, r.lang])).toEqual([
        ['email', 'booking_confirmed', 'fr'],
      ]);
      expect(rows[0]?.subject).toMatch(
        /^Maison Alpha – votre rendez-vous du mardi 2 juin 2026 est confirmé$/,
      );
    }
  });

  it('writes nothing when the booking is refused (slot taken: the transaction rolls back)', async () => {
    const c = await customer(a, { lang: 'de', phone: '+33633333333' });
    // Three collaborators: the fourth booking at 10:00 finds nobody.
    for (let i = 0; i < 2; i++) await book(a, (await customer(a, { lang: 'fr' })).token, TEN);
    const before = await lastId();
    const res = await book(a, c.token, TEN);
    expect(res.statusCode).toBe(409);
    expect(await since(before)).toEqual([]);
  });

  it('rolls its rows back with the transaction that wrote them', async () => {
    const c = await customer(a, { lang: 'it', phone: '+33644444444' });
    const res = await book(a, c.token, '2026-06-03T08:00:00.000Z');
    const orderId = res.json().order.id as number;
    const keys = await createMessageServices(database.db, {}).keys();
    const before = await lastId();
    await expect(
      database.db.transaction(async (tx) => {
        const queued = await queueBookingMessages(tx, keys, {
          companyId: a.companyId,
          orderId,
          kind: 'reminder',
          now: clock,
        });
        expect(queued).toEqual({ email: true, sms: true });
        throw new Error('the change failed after its messages were written');
      }),
    ).rejects.toThrow('the change failed');
    expect(await since(before)).toEqual([]);
    // Another company's order id writes nothing.
    await database.db.transaction(async (tx) => {
      expect(
        await queueBookingMessages(tx, keys, {
          companyId: b.companyId,
          orderId,
          kind: 'confirmed',
          now: clock,
        }),
      ).toEqual({
        email: false,
        sms: false,
      });
    });
    expect(await since(before)).toEqual([]);
  });

  it('tells the customer who cancelled: the customer themselves, then the shop', async () => {
    const c = await customer(a, { lang: 'es', phone: '+33655555555' });
    const first = (await book(a, c.token, '2026-06-04T08:00:00.000Z')).json().order.id as number;
    let before = await lastId();
    const mine = await call(a, 'DELETE', `/api/appointments?orderId=${first}`, c.token);
    expect(mine.statusCode, mine.body).toBe(200);
    let rows = await since(before);
    expect(rows.map((r) => [r.channel, r.template, r.lang])).toEqual([
      ['email', 'booking_cancelled', 'es'],
      ['sms', 'booking_cancelled', 'es'],
    ]);
    expect(rows[0]?.body).toContain('Tu cita se ha cancelado, como pediste.');
    expect(rows[0]?.attachments).toBeNull();
    // Cancelling again changes nothing and says nothing.
    before = await lastId();
    await call(a, 'DELETE', `/api/appointments?orderId=${first}`, c.token);
    expect(await since(before)).toEqual([]);

    const second = (await book(a, c.token, '2026-06-05T08:00:00.000Z')).json().order.id as number;
    before = await lastId();
    const staff = await call(a, 'DELETE', `/api/appointments?orderId=${second}`, manager);
    expect(staff.statusCode, staff.body).toBe(200);
    rows = await since(before);
    expect(rows.map((r) => r.template)).toEqual(['booking_cancelled', 'booking_cancelled']);
    expect(rows[0]?.body).toContain('el centro ha tenido que cancelar tu cita');
  });

  it('tells of a staff move with the new time, the old one, and an .ics that drops the old event', async () => {
    const c = await customer(a, { lang: 'en', phone: '+33666666666', smsOptOut: true });
    const booked = (await book(a, c.token, '2026-06-06T08:00:00.000Z')).json();
    const before = await lastId();
    const moved = await call(a, 'POST', '/api/backoffice/appointments/move', manager, {
      orderId: booked.order.id,
      start: '2026-06-06T12:00:00.000Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await since(before);
    expect(rows.map((r) => [r.channel, r.template, r.lang])).toEqual([['email', 'booking_modified', 'en']]);
    expect(rows[0]?.body).toContain('Previous time: Saturday, 6 June 2026, 10:00');
    expect(rows[0]?.body).toContain('<strong>Saturday, 6 June 2026</strong>, 14:00');
    const file = ics(rows[0]);
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(file).toContain(`UID:appointment-${booked.appointments[0].id}@alpha.localhost`);
    expect(file).toContain('STATUS:CANCELLED');
    expect(file).toContain('DTSTART:20260606T120000Z');

    // A move onto a taken slot is refused and says nothing.
    for (let i = 0; i < 3; i++)
      await book(a, (await customer(a, { lang: 'fr' })).token, '2026-06-06T15:00:00.000Z');
    const again = await lastId();
    const refused = await call(a, 'POST', '/api/backoffice/appointments/move', manager, {
      orderId: booked.order.id,
      start: '2026-06-06T15:00:00.000Z',
    });
    expect(refused.statusCode).toBe(409);
    expect(await since(again)).toEqual([]);
  });
});

describe.each(engines)('payment messages on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let t: ShopFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    t = await createShopTenant(database.db, 'paying');
    app = await paymentApp(database, { now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('holds without a word, then confirms with the receipts once paid; a replay adds nothing', async () => {
    const c = await customerToken(database.db, t.companyId);
    await database.db
      .update(customers)
      .set({ lang: 'de', phone: '+41790000000' })
      .where(eq(customers.id, c.customerId));
    const held = await app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: bearer(t.token, c.token),
      payload: { shopId: t.shopId, serviceIds: [t.serviceId], start: TEN },
    });
    expect(held.statusCode).toBe(201);
    const orderId = held.json().order.id as number;
    const templates = async () =>
      (
        await database.db.select().from(outbox).where(eq(outbox.companyId, t.companyId)).orderBy(outbox.id)
      ).map((r) => [r.channel, r.template, r.lang]);
    expect(await templates()).toEqual([]);

    const init = await app.inject({
      method: 'POST',
      url: '/api/payment/initialize',
      headers: { ...bearer(t.token, c.token), curlang: 'de' },
      payload: {
        items: [
          { kind: 'booking', bookingOrderId: orderId },
          { kind: 'product', articleId: t.productId, quantity: 2 },
          {
            kind: 'gift',
            amount: 3000,
            themeId: t.themeId,
            recipientName: 'Lea',
            recipientEmail: 'lea@example.com',
          },
        ],
        shopId: t.shopId,
      },
    });
    expect(init.statusCode, init.body).toBe(200);
    const { cartId } = PaymentInitializeAnswerSchema.parse(init.json());
    const pay = await app.inject({
      method: 'POST',
      url: '/api/payment/pay',
      headers: bearer(t.token, c.token),
      payload: { cartId },
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const sent = await templates();
    expect(sent).toEqual(
      expect.arrayContaining([
        ['email', 'booking_confirmed', 'de'],
        ['sms', 'booking_confirmed', 'de'],
        ['email', 'booking_receipt', 'de'],
        ['email', 'order_receipt', 'de'],
        ['email', 'gift_receipt', 'de'],
        ['email', 'gift_voucher', 'de'],
      ]),
    );
    expect(sent).toHaveLength(6);
    const [receipt] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.companyId, t.companyId), eq(outbox.template, 'order_receipt')));
    expect(receipt?.subject).toContain('Beleg für Ihre Bestellung');
    expect(receipt?.body).toMatch(/2 × /);

    // The storefront's success page confirms again: nothing new.
    await app.inject({
      method: 'POST',
      url: `/api/payment/success/${cartId}`,
      headers: bearer(t.token, c.token),
    });
    expect(await templates()).toHaveLength(6);
  });

  it('tells the customer when staff refund the whole booking as credit, or cancel it by its status', async () => {
    const manager = await staffToken(database.db, t.companyId, 'manager');
    const c = await customerToken(database.db, t.companyId);
    await database.db.update(customers).set({ lang: 'it' }).where(eq(customers.id, c.customerId));
    const paid = async (start: string) => {
      const held = await app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: bearer(t.token, c.token),
        payload: { shopId: t.shopId, serviceIds: [t.serviceId], start },
      });
      const orderId = held.json().order.id as number;
      const init = await app.inject({
        method: 'POST',
        url: '/api/payment/initialize',
        headers: { ...bearer(t.token, c.token), curlang: 'it' },
        payload: { items: [{ kind: 'booking', bookingOrderId: orderId }], shopId: t.shopId },
      });
      const { cartId, prices } = PaymentInitializeAnswerSchema.parse(init.json());
      const pay = await app.inject({
        method: 'POST',
        url: '/api/payment/pay',
        headers: bearer(t.token, c.token),
        payload: { cartId },
      });
      expect(pay.statusCode, pay.body).toBe(200);
      return { orderId, total: prices.total };
    };
    const rowsAfter = async (n: number) =>
      (
        await database.db.select().from(outbox).where(eq(outbox.companyId, t.companyId)).orderBy(outbox.id)
      ).slice(n);
    const count = async () => (await rowsAfter(0)).length;

    const first = await paid('2026-06-03T08:00:00.000Z');
    let before = await count();
    const refunded = await app.inject({
      method: 'POST',
      url: '/api/payment/refund',
      headers: bearer(t.token, manager),
      payload: { target: 'booking', id: first.orderId, amount: first.total, mode: 'old_credit' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    let rows = await rowsAfter(before);
    expect(rows.map((r) => [r.channel, r.template, r.lang])).toEqual([['email', 'booking_cancelled', 'it']]);
    expect(rows[0]?.body).toContain('ci dispiace: l’istituto ha dovuto annullare il tuo appuntamento.');
    expect(rows[0]?.body).toMatch(/Credito: [^<]+, accreditato sul tuo account/);

    const second = await paid('2026-06-04T08:00:00.000Z');
    before = await count();
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/stats/booking-orders/${second.orderId}/status`,
      headers: bearer(t.token, manager),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    rows = await rowsAfter(before);
    expect(rows.map((r) => [r.channel, r.template, r.lang])).toEqual([['email', 'booking_cancelled', 'it']]);
  });
});
