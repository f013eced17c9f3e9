import { describe, expect, it } from 'vitest';
import { formatTitle } from './title.ts';

describe('formatTitle (booker.seo.siteTabTitlePattern)', () => {
  it('replaces %s with the page title', () => {
    expect(formatTitle('%s | Maison Éclat', 'Nos boutiques', 'Réservation en ligne')).toBe(
      'Nos boutiques | Maison Éclat',
    );
    expect(formatTitle('%s – %s', 'A', 'x')).toBe('A – A');
  });

  it("uses the default page title 'Réservation en ligne' when the page has none (spec §8)", () => {
    expect(formatTitle('%s | Maison Éclat', undefined, 'Réservation en ligne')).toBe(
      'Réservation en ligne | Maison Éclat',
    );
    expect(formatTitle('%s | Maison Éclat', '  ', 'Réservation en ligne')).toBe(
      'Réservation en ligne | Maison Éclat',
    );
  });

  it('gives the page title alone without a pattern, and a fixed pattern as is', () => {
    expect(formatTitle('', 'Contact', 'Réservation en ligne')).toBe('Contact');
    expect(formatTitle(null, undefined, 'Réservation en ligne')).toBe('Réservation en ligne');
    expect(formatTitle('Studio Zen', 'Contact', 'Réservation en ligne')).toBe('Studio Zen');
  });
});
