import { describe, expect, it } from 'vitest';
import { placeholderNames } from '../../lib/i18n/interpolate.ts';
import { SHOP_WORD_VARS, withShopWord } from '../../lib/i18n/shop-word.ts';
import { fr } from './fr.ts';
import { discoveryCatalogues } from './index.ts';

const placeholders = (text: string) => placeholderNames(text, SHOP_WORD_VARS);

describe('the discovery catalogues (issue 7: every text in five languages)', () => {
  it('keeps the spec text of the search box in French, for the default shop word', () => {
    expect(withShopWord('discovery', fr, 'boutique', 'fr').searchPlaceholder).toBe('Rechercher une boutique');
  });

  it('has exactly the reference keys in every language: a missing or extra key fails', () => {
    const reference = Object.keys(fr).sort();
    for (const [lang, messages] of Object.entries(discoveryCatalogues)) {
      expect({ lang, keys: Object.keys(messages).sort() }).toEqual({ lang, keys: reference });
    }
  });

  it('has a non-empty text with the same placeholders for every key', () => {
    for (const [lang, messages] of Object.entries(discoveryCatalogues)) {
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
        expect(placeholders(text), `${lang}.${key}`).toEqual(placeholders(fr[key as keyof typeof fr]));
      }
    }
  });

  it('translates rather than copies French (short words aside)', () => {
    for (const lang of ['en', 'de', 'es', 'it'] as const) {
      // Compared as a page shows them (with the default shop word): '{shopNoun}' alone is no copy.
      const french = withShopWord('discovery', fr, 'boutique', 'fr');
      const same = Object.entries(
        withShopWord('discovery', discoveryCatalogues[lang], 'boutique', lang),
      ).filter(([key, text]) => text === french[key as keyof typeof french] && text.length > 12);
      expect(
        same.map(([key]) => key),
        lang,
      ).toEqual([]);
    }
  });
});
