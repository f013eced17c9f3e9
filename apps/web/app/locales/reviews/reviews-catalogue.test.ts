import { describe, expect, it } from 'vitest';
import { placeholderNames } from '../../lib/i18n/interpolate.ts';
import { SHOP_WORD_VARS } from '../../lib/i18n/shop-word.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { fr } from './fr.ts';
import { reviewCatalogues } from './index.ts';

// Texts that are the same words in several languages.
const SAME_EVERYWHERE = new Set<string>([]);

describe('the reviews catalogues (issue 22: every text in the five languages)', () => {
  it('has exactly the reference keys in every language: a missing or extra key fails', () => {
    const reference = Object.keys(fr).sort();
    for (const [lang, messages] of Object.entries(reviewCatalogues)) {
      expect({ lang, keys: Object.keys(messages).sort() }).toEqual({ lang, keys: reference });
    }
  });

  it('has a non-empty text for every key, with the same placeholders', () => {
    const placeholders = (text: string) => placeholderNames(text, SHOP_WORD_VARS);
    for (const [lang, messages] of Object.entries(reviewCatalogues)) {
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(fr[key as keyof typeof fr]));
      }
    }
  });

  it('translates the other languages rather than copying French', () => {
    for (const lang of ['en', 'de', 'es', 'it'] as const) {
      const same = Object.entries(reviewCatalogues[lang]).filter(
        ([key, text]) => text === fr[key as keyof typeof fr] && text.length > 6 && !SAME_EVERYWHERE.has(key),
      );
      expect(
        same.map(([key]) => key),
        lang,
      ).toEqual([]);
    }
  });

  it('keeps the visible words in the accessible name of "write a review" (WCAG 2.5.3)', () => {
    for (const [lang, messages] of Object.entries(reviewCatalogues)) {
      expect(messages.writeReviewFor.startsWith(messages.writeReview), lang).toBe(true);
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'reviews', 'reviewCount', { count: 1 })).toBe('1 review');
    expect(translate('de', 'reviews', 'reviewCount', { count: 12 })).toBe('12 Bewertungen');
  });
});
