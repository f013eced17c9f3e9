import { describe, expect, it } from 'vitest';
import { interpolate, placeholderNames } from './interpolate.ts';

const shops = '{count, plural, one {# boutique} other {# boutiques}} pour « {q} »';

describe('interpolate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Bonjour {name} {x}', { name: 'Léa' })).toBe('Bonjour Léa {x}');
  });
  it('chooses the plural form by the language rules', () => {
    expect(interpolate(shops, { count: 1, q: 'Lyon' }, 'fr')).toBe('1 boutique pour « Lyon »');
    expect(interpolate(shops, { count: 5, q: 'Lyon' }, 'fr')).toBe('5 boutiques pour « Lyon »');
    // French says "0 boutique", English "0 salons": the rules differ, not the catalogue code.
    expect(interpolate(shops, { count: 0, q: 'Lyon' }, 'fr')).toBe('0 boutique pour « Lyon »');
    const salons = '{count, plural, one {# salon} other {# salons}}';
    expect(interpolate(salons, { count: 0 }, 'en')).toBe('0 salons');
    expect(interpolate(salons, { count: 1 }, 'en')).toBe('1 salon');
  });
  it('prefers an exact form and falls back to other', () => {
    const text = '{n, plural, =0 {aucun article} one {# article} other {# articles}}';
    expect(interpolate(text, { n: 0 }, 'fr')).toBe('aucun article');
    expect(interpolate('{n, plural, other {# Stück}}', { n: 1 }, 'de')).toBe('1 Stück');
  });
  it('chooses a select form by value, else other, and fills the placeholders inside it', () => {
    const text = '{w, select, institut {Aucun institut} other {Aucune {noun}}} ici';
    expect(interpolate(text, { w: 'institut' })).toBe('Aucun institut ici');
    expect(interpolate(text, { w: 'boutique', noun: 'boutique' })).toBe('Aucune boutique ici');
    expect(interpolate('{w, select, a {A}}', { w: 'b' })).toBe('');
  });
  it('leaves a select block whose value is missing as it is, for a later pass', () => {
    const text = '{w, select, m {un} other {une}} {noun} pour {name}';
    const first = interpolate(text, { noun: 'boutique' });
    expect(first).toBe('{w, select, m {un} other {une}} boutique pour {name}');
    expect(interpolate(first, { w: 'f', name: 'Léa' })).toBe('une boutique pour Léa');
  });
  it('fills placeholders inside plural forms', () => {
    const text = '{count, plural, one {# {noun}} other {# {nouns}}}';
    expect(interpolate(text, { count: 2, noun: 'studio', nouns: 'studios' }, 'fr')).toBe('2 studios');
    // In two passes, as the shop's noun is written in before the count is known.
    const nouns = interpolate(text, { noun: 'spa', nouns: 'spas' });
    expect(interpolate(nouns, { count: 1 }, 'en')).toBe('1 spa');
  });
  it('leaves a plural block whose number is missing as it is', () => {
    expect(interpolate(shops, { q: 'Lyon' }, 'fr')).toBe(`${shops.split(' pour')[0]} pour « Lyon »`);
  });
});

describe('placeholderNames', () => {
  it('names plain and plural placeholders once', () => {
    expect(placeholderNames(shops)).toEqual(['count', 'q']);
    expect(placeholderNames('{count} {count} {a}')).toEqual(['a', 'count']);
  });
  it('names select placeholders and leaves out the ambient ones', () => {
    const text = '{w, select, m {un {noun}} other {une {noun}}} pour {name}';
    expect(placeholderNames(text)).toEqual(['name', 'noun', 'w']);
    expect(placeholderNames(text, new Set(['w', 'noun']))).toEqual(['name']);
  });
});
