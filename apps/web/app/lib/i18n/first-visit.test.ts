import { describe, expect, it } from 'vitest';
import { firstVisitCookie, languageOffer, pathInLang, preferredLang } from './first-visit.ts';

describe('preferredLang', () => {
  it('takes the best-ranked enabled language, regional variants included', () => {
    expect(preferredLang('de-CH,de;q=0.9,en;q=0.8', ['fr', 'en', 'de'])).toBe('de');
    expect(preferredLang('ja,en-GB;q=0.7,fr;q=0.9', ['fr', 'en'])).toBe('fr');
    expect(preferredLang('en;q=0.2, it', ['fr', 'en', 'it'])).toBe('it');
  });

  it('ignores refused, unknown and disabled languages', () => {
    expect(preferredLang('it;q=0, es', ['fr', 'it'])).toBeNull();
    expect(preferredLang('', ['fr'])).toBeNull();
    expect(preferredLang('*', ['fr', 'en'])).toBeNull();
    expect(preferredLang(null, ['fr', 'en'])).toBeNull();
  });
});

describe('firstVisitCookie (issue 19: no redirect; the cookie records a language only when nothing is to be offered)', () => {
  const base = {
    cookie: null,
    acceptLanguage: 'en-US,en;q=0.9',
    enabled: ['fr', 'en', 'de'] as const,
    current: 'fr' as const,
    isBot: false,
  };

  it('records nothing when the browser prefers another enabled language: the page offers it', () => {
    expect(firstVisitCookie(base)).toBeNull();
    expect(firstVisitCookie({ ...base, current: 'de' })).toBeNull();
  });

  it('records the page language when it is the preferred one or none is enabled', () => {
    expect(firstVisitCookie({ ...base, current: 'en' })).toBe('en');
    expect(firstVisitCookie({ ...base, acceptLanguage: 'ja' })).toBe('fr');
    expect(firstVisitCookie({ ...base, acceptLanguage: null })).toBe('fr');
  });

  it('does it once: with the cookie, whatever its value, nothing is set', () => {
    expect(firstVisitCookie({ ...base, cookie: 'fr' })).toBeNull();
    expect(firstVisitCookie({ ...base, cookie: 'de' })).toBeNull();
  });

  it('sets nothing for crawlers, and sets a single language automatically', () => {
    expect(firstVisitCookie({ ...base, isBot: true })).toBeNull();
    expect(firstVisitCookie({ ...base, enabled: ['fr'] })).toBe('fr');
  });
});

describe('languageOffer (issue 19: the banner instead of a redirect)', () => {
  const base = {
    cookie: null,
    browserLangs: ['en-GB', 'en', 'fr'],
    enabled: ['fr', 'en', 'de'] as const,
    current: 'fr' as const,
  };

  it("offers the browser's first enabled language when the page is in another", () => {
    expect(languageOffer(base)).toBe('en');
    expect(languageOffer({ ...base, browserLangs: ['ja', 'de-AT', 'en'] })).toBe('de');
    expect(languageOffer({ ...base, current: 'de' })).toBe('en');
  });

  it('offers nothing when the page is already in it, or no browser language is enabled', () => {
    expect(languageOffer({ ...base, current: 'en' })).toBeNull();
    expect(languageOffer({ ...base, browserLangs: ['ja', 'it'] })).toBeNull();
    expect(languageOffer({ ...base, browserLangs: [] })).toBeNull();
  });

  it('offers nothing once a language was chosen (cookie) or with a single language', () => {
    expect(languageOffer({ ...base, cookie: 'fr' })).toBeNull();
    expect(languageOffer({ ...base, cookie: 'de' })).toBeNull();
    expect(languageOffer({ ...base, enabled: ['fr'] })).toBeNull();
  });
});

describe('pathInLang', () => {
  it('puts the same page under the language prefix, keeping query and hash', () => {
    expect(pathInLang('/', '', '', 'en')).toBe('/en');
    expect(pathInLang('/services/visage', '?a=1', '#top', 'de')).toBe('/de/services/visage?a=1#top');
    expect(pathInLang('/en/contact', '', '', 'fr')).toBe('/contact');
  });
});
