import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../locales/shell/error-messages.ts';
import { fr } from '../../locales/shell/fr.ts';
import { catalogues } from '../../locales/shell/index.ts';
import { interpolate, placeholderNames } from './interpolate.ts';
import { SHOP_WORD_VARS } from './shop-word.ts';
import { translate } from './translate.ts';

describe('the message catalogues', () => {
  it('gives the spec texts in French', () => {
    expect(translate('fr', 'shell', 'bookingUnavailable')).toBe('Réservation en ligne non disponible');
    expect(translate('fr', 'shell', 'notFoundTitle')).toBe("Il semblerait que cette page n'existe pas.");
    expect(translate('fr', 'shell', 'maintenanceTitle')).toBe('Nous revenons bientôt !');
    expect(translate('fr', 'shell', 'defaultPageTitle')).toBe('Réservation en ligne');
  });

  it('keeps the spec error titles verbatim in every language', () => {
    for (const messages of Object.values(catalogues)) {
      expect(messages.companyErrorTitle).toBe('business not registered');
      expect(messages.genericErrorTitle).toBe('An error occurred');
    }
  });

  it('has exactly the reference keys in every language: a missing or extra key fails', () => {
    const reference = Object.keys(fr).sort();
    for (const [lang, messages] of Object.entries(catalogues)) {
      expect({ lang, keys: Object.keys(messages).sort() }).toEqual({ lang, keys: reference });
    }
    const errorKeys = Object.keys(errorMessages.fr).sort();
    for (const [lang, messages] of Object.entries(errorMessages)) {
      expect({ lang, keys: Object.keys(messages).sort() }).toEqual({ lang, keys: errorKeys });
    }
  });

  it('has a non-empty text for every key in every language, with the same placeholders', () => {
    const placeholders = (text: string) => placeholderNames(text, SHOP_WORD_VARS);
    for (const messages of Object.values(catalogues)) {
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(fr[key as keyof typeof fr]));
      }
    }
  });

  it('translates the other languages rather than copying French', () => {
    for (const lang of ['en', 'de', 'es', 'it'] as const) {
      const same = Object.entries(catalogues[lang]).filter(
        ([key, text]) => text === fr[key as keyof typeof fr] && text.length > 12,
      );
      // Only the spec's verbatim English titles may be identical.
      expect(same.map(([key]) => key).sort(), lang).toEqual(['companyErrorTitle', 'genericErrorTitle']);
    }
  });
});

describe('interpolate', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('Du {start} au {end}', { start: '1 mai', end: '3 mai' })).toBe('Du 1 mai au 3 mai');
    expect(interpolate('{count} / {x}', { count: 2 })).toBe('2 / {x}');
  });
});
