import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMAIN_LANGS, isLocalisedMap, localise, localiseDeep } from './localise.ts';

describe('localise', () => {
  it('answers the asked language when present', () => {
    expect(localise({ fr: 'Bonjour', en: 'Hello' }, 'en')).toBe('Hello');
  });
  it('falls back to fr, then to any language, then to empty', () => {
    expect(localise({ fr: 'Bonjour', en: 'Hello' }, 'de')).toBe('Bonjour');
    expect(localise({ it: 'Ciao' }, 'de')).toBe('Ciao');
    expect(localise({}, 'de')).toBe('');
    expect(localise(null, 'de')).toBe('');
  });
  it('never answers an empty string when some language has a text', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...DOMAIN_LANGS), fc.string()),
        fc.constantFrom(...DOMAIN_LANGS),
        (map, lang) => {
          const hasText = Object.values(map).some((text) => text !== '');
          expect(localise(map, lang) !== '').toBe(hasText);
        },
      ),
    );
  });
});

describe('localiseDeep', () => {
  it('resolves nested maps and keeps boolean language maps', () => {
    const doc = {
      langs: { fr: true, en: false },
      slides: [{ title: { fr: 'Soin', en: 'Treatment' }, url: '/x' }],
      seo: { siteTabTitlePattern: '%s | Éclat' },
    };
    expect(localiseDeep(doc, 'en')).toEqual({
      langs: { fr: true, en: false },
      slides: [{ title: 'Treatment', url: '/x' }],
      seo: { siteTabTitlePattern: '%s | Éclat' },
    });
  });
  it('does not take an empty object for a text', () => {
    expect(isLocalisedMap({})).toBe(false);
    expect(localiseDeep({ a: {} }, 'fr')).toEqual({ a: {} });
  });
});
