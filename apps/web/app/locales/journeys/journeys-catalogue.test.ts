import { describe, expect, it } from 'vitest';
import { placeholderNames } from '../../lib/i18n/interpolate.ts';
import { SHOP_WORD_VARS } from '../../lib/i18n/shop-word.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { fr } from './fr.ts';
import { journeyCatalogues } from './index.ts';

// Texts that are the same words in several languages (names, "Total", units).
// stepShop is the shop's noun alone ({ShopNoun}).
const SAME_EVERYWHERE = new Set([
  'total',
  'loyaltyPoints',
  'loyaltyTierCost',
  'stepConfirmation',
  'stepShop',
  // The waitlist's days and parts of day: placeholders only.
  'wlWhen',
]);

describe('the journeys catalogues (issue 8: every text in the five languages)', () => {
  it('has exactly the reference keys in every language: a missing or extra key fails', () => {
    const reference = Object.keys(fr).sort();
    for (const [lang, messages] of Object.entries(journeyCatalogues)) {
      expect({ lang, keys: Object.keys(messages).sort() }).toEqual({ lang, keys: reference });
    }
  });

  it('has a non-empty text for every key, with the same placeholders', () => {
    const placeholders = (text: string) => placeholderNames(text, SHOP_WORD_VARS);
    for (const [lang, messages] of Object.entries(journeyCatalogues)) {
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(fr[key as keyof typeof fr]));
      }
    }
  });

  it('translates the other languages rather than copying French', () => {
    for (const lang of ['en', 'de', 'es', 'it'] as const) {
      const same = Object.entries(journeyCatalogues[lang]).filter(
        ([key, text]) => text === fr[key as keyof typeof fr] && text.length > 6 && !SAME_EVERYWHERE.has(key),
      );
      expect(
        same.map(([key]) => key),
        lang,
      ).toEqual([]);
    }
  });

  it('keeps the spec text for a shop without online booking (spec §2)', () => {
    expect(translate('fr', 'journeys', 'bookingOff')).toBe('Réservation en ligne non disponible');
  });

  it('fills placeholders', () => {
    expect(translate('en', 'journeys', 'bookingTitleFor', { name: 'Soin Éclat' })).toBe('Book: Soin Éclat');
  });
});
