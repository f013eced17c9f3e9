import { describe, expect, it } from 'vitest';
import { firstVisit, preferredLang } from './first-visit.ts';

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

describe('firstVisit (spec §4: preferred language once, i18n_redirected cookie)', () => {
  const base = {
    cookie: null,
    acceptLanguage: 'en-US,en;q=0.9',
    enabled: ['fr', 'en', 'de'] as const,
    current: 'fr' as const,
    pathname: '/',
    search: '',
    isBot: false,
  };

  it('sends a first visitor of the home to their preferred language and records it', () => {
    expect(firstVisit(base)).toEqual({ redirectTo: '/en', setCookie: 'en' });
    expect(firstVisit({ ...base, search: '?tab=2' })).toEqual({ redirectTo: '/en?tab=2', setCookie: 'en' });
  });

  it('keeps the language of a link to another page or to a prefixed home, and records it', () => {
    expect(firstVisit({ ...base, pathname: '/de/services', current: 'de' })).toEqual({
      redirectTo: null,
      setCookie: 'de',
    });
    expect(firstVisit({ ...base, pathname: '/de', current: 'de' })).toEqual({
      redirectTo: null,
      setCookie: 'de',
    });
    expect(firstVisit({ ...base, pathname: '/services' })).toEqual({ redirectTo: null, setCookie: 'fr' });
  });

  it('only records the language when the page is already in it or nothing matches', () => {
    expect(firstVisit({ ...base, pathname: '/en', current: 'en' })).toEqual({
      redirectTo: null,
      setCookie: 'en',
    });
    expect(firstVisit({ ...base, acceptLanguage: 'ja' })).toEqual({ redirectTo: null, setCookie: 'fr' });
  });

  it('does it once: with the cookie, whatever its value, nothing happens', () => {
    expect(firstVisit({ ...base, cookie: 'fr' })).toEqual({ redirectTo: null, setCookie: null });
    expect(firstVisit({ ...base, cookie: 'de' })).toEqual({ redirectTo: null, setCookie: null });
  });

  it('never redirects crawlers, and sets a single language automatically', () => {
    expect(firstVisit({ ...base, isBot: true })).toEqual({ redirectTo: null, setCookie: null });
    expect(firstVisit({ ...base, enabled: ['fr'] })).toEqual({ redirectTo: null, setCookie: 'fr' });
  });
});
