import { LANGS } from '@eclat/contracts';
import { describe, expect, it } from 'vitest';
import { renderTemplate, SECRET } from '../templates.ts';
import type { WaitlistOfferVars } from './types.ts';

const offer = (over: Partial<WaitlistOfferVars> = {}): WaitlistOfferVars => ({
  customerName: 'Zoé <b>',
  day: 'mardi 16 juin 2026',
  time: '10:00',
  services: ['Soin <éclat>'],
  collaborator: 'Camille',
  shopName: 'Maison & Co',
  shopAddress: '24 rue de Bretagne',
  deadline: 'lundi 15 juin 2026, 09:15',
  deadlineTime: '09:15',
  minutes: 15,
  amountDue: null,
  link: `https://salon.example/fr/liste-attente/offre/${SECRET}`,
  ...over,
});

describe('the waitlist offer template', () => {
  it('exists in the five languages, distinct, escaped, with the deadline and the link as a secret', () => {
    const texts = new Set<string>();
    for (const lang of LANGS) {
      const mail = renderTemplate('waitlist_offer', lang, { company: 'Maison Éclat', waitlist: offer() });
      const sms = renderTemplate('waitlist_offer', lang, {
        company: 'Maison Éclat',
        waitlist: offer(),
        sms: true,
      });
      expect(mail.subject).toContain('Maison Éclat');
      expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain('Zoé &#60;b&#62;');
      expect(mail.html).toContain('Maison &#38; Co');
      expect(mail.text).toContain('lundi 15 juin 2026, 09:15');
      expect(mail.html).toContain('lundi 15 juin 2026, 09:15');
      expect(mail.html).toContain(SECRET);
      expect(mail.text).toContain(SECRET);
      expect(mail.text).not.toContain('19,50');
      expect(sms.subject).toBeNull();
      expect(sms.html).toBeUndefined();
      expect(sms.text).toContain(SECRET);
      expect(sms.text.replace(SECRET, 'x'.repeat(160)).length).toBeLessThan(320);
      texts.add(mail.text);
    }
    expect(texts.size).toBe(LANGS.length);
  });

  it('says what is to pay when the policy asks it', () => {
    for (const lang of LANGS) {
      const mail = renderTemplate('waitlist_offer', lang, {
        company: 'Maison Éclat',
        waitlist: offer({ amountDue: '19,50 €' }),
      });
      expect(mail.text).toContain('19,50 €');
    }
  });
});
