import { LANGS } from '@eclat/contracts';
import { describe, expect, it } from 'vitest';
import { OutboxCipher } from '../cipher.ts';
import { outboxRow, textAttachment } from '../outbox-writer.ts';
import { renderTemplate, SECRET, type TemplateName } from '../templates.ts';
import type { BookingMailVars, OrderReceiptVars } from './booking-vars.ts';
import { brandOf } from './layout.ts';

const booking = (kind: BookingMailVars['kind']): BookingMailVars => ({
  kind,
  customerName: 'Zoé <b>',
  reference: 42,
  day: 'mardi 2 juin 2026',
  time: '10:00',
  previous: kind === 'modified' ? 'lundi 1 juin 2026, 09:00' : null,
  shopName: 'Maison & Co',
  shopAddress: '24 rue de Bretagne, 75003 Paris',
  lines: [{ service: 'Soin "éclat"', time: '10:00 – 11:00', collaborator: 'Carla', price: '65,00 €' }],
  total: '65,00 €',
  dueAtShop: null,
  conditions: {
    freeUntil: 'lundi 1 juin 2026, 10:00',
    noticeHours: 24,
    late: 'fee',
    lateFee: { kind: 'amount', text: '15,00 €' },
    noShowFee: { kind: 'deposit' },
  },
  manageLink: `https://salon.example/reservation/manage/${SECRET}`,
  cancelledBy: kind === 'cancelled' ? 'staff' : null,
  refund: kind === 'cancelled' ? '65,00 €' : null,
  credit: null,
  fee: null,
  calendarAttached: kind !== 'cancelled',
  bookingLink: 'https://salon.example/reservation',
});

const order: OrderReceiptVars = {
  customerName: 'Zoé',
  reference: '7',
  paidOn: '1 juin 2026',
  lines: [{ label: '2 × Crème <éclat>', detail: null, amount: '48,00 €' }],
  discount: '4,80 €',
  paid: '43,20 €',
  dueAtShop: null,
  pickup: 'Maison & Co, Paris',
  accountLink: 'https://salon.example/profile/orders',
};

const BOOKING: TemplateName[] = [
  'booking_confirmed',
  'booking_modified',
  'booking_cancelled',
  'booking_reminder',
];

describe('booking and receipt templates', () => {
  it('exist in the five languages, distinct, user texts escaped, the manage link a secret', () => {
    for (const name of BOOKING) {
      const kind = name.replace('booking_', '') as BookingMailVars['kind'];
      const texts = new Set<string>();
      for (const lang of LANGS) {
        const mail = renderTemplate(name, lang, { company: 'Maison Éclat', booking: booking(kind) });
        const sms = renderTemplate(name, lang, {
          company: 'Maison Éclat',
          booking: booking(kind),
          sms: true,
        });
        expect(mail.subject).toContain('Maison Éclat');
        expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
        expect(mail.html).not.toContain('<b>');
        expect(mail.html).toContain('Zoé &#60;b&#62;');
        expect(mail.html).toContain('Maison &#38; Co');
        expect(mail.text).toContain('Maison & Co, 24 rue de Bretagne');
        // The manage link in confirmations and reminders; never in a cancellation.
        expect(mail.html?.includes(SECRET)).toBe(kind !== 'cancelled');
        expect(sms.subject).toBeNull();
        expect(sms.html).toBeUndefined();
        // Short enough for two SMS parts once the link's token is in.
        expect(sms.text.replace(SECRET, 'x'.repeat(160)).length).toBeLessThan(320);
        if (kind === 'confirmed') {
          expect(mail.text).toContain('15,00 €');
          expect(mail.text).toContain('lundi 1 juin 2026, 10:00');
        }
        if (kind === 'cancelled') expect(mail.text).toContain('65,00 €');
        texts.add(mail.text);
      }
      expect(texts.size).toBe(LANGS.length);
    }
    for (const name of ['booking_receipt', 'order_receipt'] as const) {
      const texts = new Set<string>();
      for (const lang of LANGS) {
        const mail = renderTemplate(name, lang, { company: 'Maison Éclat', order });
        expect(mail.subject).toContain('Maison Éclat');
        expect(mail.html).toContain('Crème &#60;éclat&#62;');
        expect(mail.text).toContain('43,20 €');
        texts.add(mail.text);
      }
      expect(texts.size).toBe(LANGS.length);
    }
  });

  it('takes the business colours and logo, never CSS or a script URL from its settings', () => {
    const brand = brandOf(
      { logo: { url: 'javascript:alert(1)' } },
      {
        general: { buttonsColor: '#abcdef', textColor: 'red;background:url(x)', bodyFont: { name: 'Lato' } },
      },
    );
    expect(brand).toMatchObject({
      logoUrl: null,
      primary: '#abcdef',
      text: '#2b2027',
      font: 'Lato,sans-serif',
    });
    const html = renderTemplate('booking_reminder', 'fr', {
      company: 'C',
      brand,
      booking: booking('reminder'),
    }).html;
    expect(html).toContain('background:#abcdef');
    expect(html).not.toContain('url(x)');
    expect(html).not.toContain('javascript:');
    // Our own media, stored as a path, is made absolute on the storefront; without one, left out.
    expect(brandOf({ logo: { url: '/api/media/logo.png' } }, {}, 'https://salon.example').logoUrl).toBe(
      'https://salon.example/api/media/logo.png',
    );
    expect(brandOf({ logo: { url: '/api/media/logo.png' } }, {}).logoUrl).toBeNull();
  });
});

describe('the outbox writer', () => {
  it('seals the secret and keeps template, shop and attachments', () => {
    const cipher = new OutboxCipher();
    const { row, clear } = outboxRow({
      companyId: 1,
      channel: 'email',
      to: 'Zoe@Example.com',
      lang: 'en',
      template: 'booking_confirmed',
      vars: { company: 'C', booking: booking('confirmed') },
      secret: { value: 'TOKEN.abc', cipher },
      shopId: 5,
      attachments: [
        textAttachment('rdv.ics', 'text/calendar; charset=utf-8', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
      ],
    });
    expect(row).toMatchObject({
      to: 'zoe@example.com',
      template: 'booking_confirmed',
      shopId: 5,
      format: 'html',
    });
    expect(row.body).not.toContain('TOKEN.abc');
    expect(cipher.open(row.body)).toContain('/reservation/manage/TOKEN.abc"');
    expect(clear.text).toContain('/reservation/manage/TOKEN.abc');
    expect(() =>
      outboxRow({
        companyId: 1,
        channel: 'email',
        to: 'a@b.c',
        lang: 'fr',
        template: 'booking_confirmed',
        vars: { company: 'C', booking: booking('confirmed') },
      }),
    ).toThrow('a secret is shown but none given');
  });
});
