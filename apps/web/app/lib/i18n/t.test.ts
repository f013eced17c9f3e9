import { describe, expect, it } from 'vitest';
import { catalogues } from '../../locales/index.ts';
import { t } from './t.ts';

describe('t', () => {
  it('gives the spec texts in French', () => {
    expect(t('fr', 'bookingUnavailable')).toBe('Réservation en ligne non disponible');
    expect(t('fr', 'notFoundTitle')).toBe("Il semblerait que cette page n'existe pas.");
    expect(t('fr', 'maintenanceTitle')).toBe('Nous revenons bientôt !');
    expect(t('fr', 'defaultPageTitle')).toBe('Réservation en ligne');
  });

  it('keeps the spec error titles verbatim in every language', () => {
    for (const messages of Object.values(catalogues)) {
      expect(messages.companyErrorTitle).toBe('business not registered');
      expect(messages.genericErrorTitle).toBe('An error occurred');
    }
  });

  it('has a non-empty text for every key in every language', () => {
    for (const messages of Object.values(catalogues)) {
      for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
    }
  });
});
