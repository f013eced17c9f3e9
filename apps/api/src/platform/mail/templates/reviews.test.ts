import { LANGS } from '@eclat/contracts';
import { describe, expect, it } from 'vitest';
import { OutboxCipher } from '../cipher.ts';
import { outboxRow } from '../outbox-writer.ts';
import { renderTemplate, SECRET } from '../templates.ts';
import { brandOf } from './layout.ts';
import type { ReviewInviteVars } from './types.ts';

// Issue 22: the review invitation in the five languages, mail (HTML and text) and SMS.

const review: ReviewInviteVars = {
  customerName: 'Zoé <b>',
  shopName: 'Maison & Co',
  service: 'Soin "éclat"',
  collaborator: 'Carla',
  day: 'mardi 2 juin 2026',
  link: `https://salon.example/fr/avis/${SECRET}`,
};

describe('the review_invite template', () => {
  it('exists in the five languages, distinct, user texts escaped, the link a secret', () => {
    const subjects = new Set<string>();
    const smsTexts = new Set<string>();
    for (const lang of LANGS) {
      const mail = renderTemplate('review_invite', lang, { company: 'Maison Éclat', review });
      const sms = renderTemplate('review_invite', lang, { company: 'Maison Éclat', review, sms: true });
      expect(mail.subject).toContain('Maison Éclat');
      expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain('Zoé &#60;b&#62;');
      expect(mail.html).toContain('Maison &#38; Co');
      expect(mail.html).toContain('Soin &#34;éclat&#34;');
      expect(mail.html).toContain(`href="https://salon.example/fr/avis/${SECRET}"`);
      expect(mail.text).toContain('Maison & Co');
      expect(mail.text).toContain('Carla');
      expect(mail.text).toContain(`https://salon.example/fr/avis/${SECRET}`);
      expect(sms.subject).toBeNull();
      expect(sms.html).toBeUndefined();
      expect(sms.text).toContain(SECRET);
      expect(sms.text.startsWith('Maison Éclat')).toBe(true);
      // One or two SMS parts once the link's token is in.
      expect(sms.text.replace(SECRET, 'x'.repeat(160)).length).toBeLessThan(320);
      subjects.add(mail.subject ?? '');
      smsTexts.add(sms.text);
    }
    expect(subjects.size).toBe(LANGS.length);
    expect(smsTexts.size).toBe(LANGS.length);
  });

  it('greets without a name and names no collaborator when there is none', () => {
    const mail = renderTemplate('review_invite', 'en', {
      company: 'Studio Zen',
      review: { ...review, customerName: null, collaborator: null },
    });
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).toContain('- Soin "éclat"\n');
    expect(mail.text).not.toContain(', with');
  });

  it('wears the business brand and falls back to French for an unknown language', () => {
    const brand = brandOf(
      { logo: { url: 'https://cdn.example/logo.png' } },
      { general: { buttonsColor: '#123456' } },
    );
    const mail = renderTemplate('review_invite', 'en', { company: 'Studio Zen', brand, review });
    expect(mail.html).toContain('background:#123456');
    expect(mail.html).toContain('src="https://cdn.example/logo.png"');
    const unknown = renderTemplate('review_invite', 'xx', { company: 'Studio Zen', review });
    expect(unknown.subject).toBe(
      renderTemplate('review_invite', 'fr', { company: 'Studio Zen', review }).subject,
    );
  });

  it('refuses to render without its variables, and the outbox keeps the token sealed', () => {
    expect(() => renderTemplate('review_invite', 'fr', { company: 'Studio Zen' })).toThrow(/review/);
    const cipher = new OutboxCipher();
    const { row, clear } = outboxRow({
      companyId: 1,
      channel: 'email',
      to: 'Zoe@Example.com',
      lang: 'fr',
      template: 'review_invite',
      vars: { company: 'Maison Éclat', review },
      secret: { value: 'tok.sig', cipher },
    });
    expect(row.body).not.toContain('tok.sig');
    expect(row.body).not.toContain(SECRET);
    expect(row.format).toBe('html');
    expect(row.template).toBe('review_invite');
    expect(clear.html).toContain('https://salon.example/fr/avis/tok.sig');
    expect(() =>
      outboxRow({
        companyId: 1,
        channel: 'sms',
        to: '+33600000000',
        lang: 'fr',
        template: 'review_invite',
        vars: { company: 'Maison Éclat', review, sms: true },
      }),
    ).toThrow(/secret/);
  });
});
