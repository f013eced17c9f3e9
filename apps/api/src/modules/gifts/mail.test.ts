import { LANGS } from '@eclat/contracts';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../mail/templates.ts';

const gift = {
  amount: '50,00 €',
  code: 'ABCD-EFGH-JKLM',
  expires: '10 mai 2027',
  theme: 'Merci',
  themeImage: 'https://cdn.example/merci.svg',
  recipientName: 'Camille',
  message: 'Avec toute mon affection',
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

  it('needs its variables', () => {
    expect(() => renderTemplate('gift_voucher', 'fr', { company: 'C' })).toThrow('gift variables');
  });
});
