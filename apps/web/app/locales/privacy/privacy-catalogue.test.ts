import { describe, expect, it } from 'vitest';
import { placeholderNames } from '../../lib/i18n/interpolate.ts';
import { SHOP_WORD_VARS } from '../../lib/i18n/shop-word.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { fr } from './fr.ts';
import { privacyCatalogues } from './index.ts';

// Texts that are the same words in several languages.
const SAME_EVERYWHERE = new Set<string>([]);

describe('the privacy catalogues (issue 23: every text in the five languages)', () => {
  it('has exactly the reference keys in every language: a missing or extra key fails', () => {
    const reference = Object.keys(fr).sort();
    for (const [lang, messages] of Object.entries(privacyCatalogues)) {
      expect({ lang, keys: Object.keys(messages).sort() }).toEqual({ lang, keys: reference });
    }
  });

  it('has a non-empty text for every key, with the same placeholders', () => {
    const placeholders = (text: string) => placeholderNames(text, SHOP_WORD_VARS);
    for (const [lang, messages] of Object.entries(privacyCatalogues)) {
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(fr[key as keyof typeof fr]));
      }
    }
  });

  it('translates the other languages rather than copying French', () => {
    for (const lang of ['en', 'de', 'es', 'it'] as const) {
      const same = Object.entries(privacyCatalogues[lang]).filter(
        ([key, text]) => text === fr[key as keyof typeof fr] && text.length > 6 && !SAME_EVERYWHERE.has(key),
      );
      expect(
        same.map(([key]) => key),
        lang,
      ).toEqual([]);
    }
  });

  it('fills placeholders and plurals', () => {
    expect(translate('en', 'privacy', 'deleteBookings', { count: 2 })).toMatch(/^Your 2 upcoming bookings/);
    expect(translate('fr', 'privacy', 'deleteBookings', { count: 1 })).toMatch(
      /^Votre rendez-vous à venir sera/,
    );
  });
});
