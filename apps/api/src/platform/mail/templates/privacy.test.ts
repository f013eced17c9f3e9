import { LANGS } from '@eclat/contracts';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../templates.ts';

describe('the privacy mails (issue 23)', () => {
  it('the retention notice exists in the five languages, distinct, escaped, with the day and the sign-in link', () => {
    const subjects = new Set<string>();
    for (const lang of LANGS) {
      const mail = renderTemplate('retention_notice', lang, {
        company: 'Maison & Co',
        retention: {
          customerName: 'Zoé <b>',
          day: '29 juin 2026',
          signInLink: 'https://salon.example/login',
        },
      });
      expect(mail.subject).toContain('Maison & Co');
      subjects.add(mail.subject ?? '');
      expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain('Zoé &#60;b&#62;');
      expect(mail.html).toContain('Maison &#38; Co');
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('29 juin 2026');
        expect(part).toContain('https://salon.example/login');
      }
    }
    expect(subjects.size).toBe(LANGS.length);
    // Without a storefront the mail still tells the day, with no button.
    const bare = renderTemplate('retention_notice', 'en', {
      company: 'X',
      retention: { customerName: null, day: '1 July 2026', signInLink: null },
    });
    expect(bare.text).toContain('1 July 2026');
    expect(bare.html).not.toContain('<a ');
  });

  it('a marketing message always ends with its unsubscribe link, in the five languages and by SMS', () => {
    const feet = new Set<string>();
    for (const lang of LANGS) {
      const vars = {
        company: 'Maison',
        marketing: {
          subject: 'Nouveautés',
          paragraphs: ['Le <printemps> arrive.'],
          unsubscribeLink: 'https://salon.example/desinscription/t0k.en',
        },
      };
      const mail = renderTemplate('marketing_message', lang, vars);
      expect(mail.subject).toBe('Nouveautés');
      expect(mail.html).toContain('Le &#60;printemps&#62; arrive.');
      expect(mail.html).toContain('href="https://salon.example/desinscription/t0k.en"');
      expect(mail.text).toContain('https://salon.example/desinscription/t0k.en');
      feet.add(mail.text.split('\n').at(-1) ?? '');
      const sms = renderTemplate('marketing_message', lang, { ...vars, sms: true });
      expect(sms.subject).toBeNull();
      expect(sms.text).toContain('https://salon.example/desinscription/t0k.en');
    }
    expect(feet.size).toBe(LANGS.length);
  });
});
