import { LANGS } from '@eclat/contracts';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../platform/mail/templates.ts';

const gift = {
  amount: '50,00 €',
  code: 'ABCD-EFGH-JKLM',
  expires: '10 mai 2027',
  theme: 'Merci',
  themeImage: 'https://cdn.example/merci.svg',
  recipientName: 'Camille',
  message: 'Avec toute mon affection',
  from: 'Sophie Durand',
  bookingLink: 'https://salon.example/en/reservation',
};

describe('the gift voucher mail', () => {
  it('exists in the five languages with amount, code, theme, message and validity, as text and HTML', () => {
    const subjects = new Set<string>();
    for (const lang of LANGS) {
      const { subject, text, html } = renderTemplate('gift_voucher', lang, { company: 'Maison Éclat', gift });
      expect(subject).toContain('Maison Éclat');
      subjects.add(subject ?? '');
      for (const part of [text, html ?? '']) {
        for (const value of [gift.amount, gift.code, gift.theme, gift.message, gift.expires, 'Camille'])
          expect(part).toContain(value);
      }
      expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
      expect(html).toContain('<img src="https://cdn.example/merci.svg"');
    }
    expect(subjects.size).toBe(LANGS.length);
  });

  it('escapes the buyer’s texts and leaves out what is missing', () => {
    const { text, html } = renderTemplate('gift_voucher', 'en', {
      company: 'A & B',
      gift: {
        ...gift,
        theme: null,
        themeImage: null,
        expires: null,
        recipientName: '"><img src=x onerror=alert(1)>',
        message: 'Hi <b>you</b>\nsee you',
      },
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Hi &#60;b&#62;you&#60;/b&#62;<br>see you');
    expect(html).toContain('A &#38; B');
    expect(html).not.toContain('Valid until');
    expect(text).toContain('Hello "><img src=x onerror=alert(1)>,');
    expect(text).not.toContain('Theme:');
  });

  it('says who offers it and links to booking, in the five languages', () => {
    for (const lang of LANGS) {
      const { text, html } = renderTemplate('gift_voucher', lang, { company: 'Maison Éclat', gift });
      expect(text).toContain('Sophie Durand');
      expect(text).toContain('https://salon.example/en/reservation');
      expect(html).toContain('<a href="https://salon.example/en/reservation">');
    }
  });

  it('gives the buyer a receipt in the five languages, texts escaped', () => {
    const receipt = {
      buyerName: 'Sophie <Durand>',
      total: '75,00 €',
      vouchers: [
        { amount: '50,00 €', code: 'ABCD-EFGH-JKLM', recipientName: 'Camille', expires: '10 mai 2027' },
        { amount: '25,00 €', code: 'NPQR-STUV-WXYZ', recipientName: null, expires: null },
      ],
      accountLink: 'https://salon.example/profile/gifts',
    };
    const subjects = new Set<string>();
    for (const lang of LANGS) {
      const { subject, text, html } = renderTemplate('gift_receipt', lang, {
        company: 'Maison Éclat',
        receipt,
      });
      subjects.add(subject ?? '');
      for (const part of [text, html ?? ''])
        for (const value of ['75,00 €', 'ABCD-EFGH-JKLM', 'NPQR-STUV-WXYZ', 'Camille', '10 mai 2027'])
          expect(part).toContain(value);
      expect(html).not.toContain('<Durand>');
      expect(html).toContain('<a href="https://salon.example/profile/gifts">');
    }
    expect(subjects.size).toBe(LANGS.length);
    expect(() => renderTemplate('gift_receipt', 'fr', { company: 'C' })).toThrow('receipt variables');
  });

  it('needs its variables', () => {
    expect(() => renderTemplate('gift_voucher', 'fr', { company: 'C' })).toThrow('gift variables');
  });
});
