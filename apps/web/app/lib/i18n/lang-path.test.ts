import { describe, expect, it } from 'vitest';
import { enabledLangs, langFromPath, localisePath, routeLang, stripLangPrefix } from './lang-path.ts';

describe('langFromPath (spec §2 prefixes)', () => {
  it('reads the language prefix, fr without one', () => {
    expect(langFromPath('/')).toBe('fr');
    expect(langFromPath('/en')).toBe('en');
    expect(langFromPath('/de/disabled')).toBe('de');
    expect(langFromPath('/paris-marais')).toBe('fr');
    expect(langFromPath('/xx/foo')).toBe('fr');
    expect(langFromPath('/english')).toBe('fr');
  });
});

describe('stripLangPrefix and localisePath', () => {
  it('remove and add the prefix', () => {
    expect(stripLangPrefix('/en')).toBe('/');
    expect(stripLangPrefix('/en/')).toBe('/');
    expect(stripLangPrefix('/it/disabled')).toBe('/disabled');
    expect(stripLangPrefix('/disabled')).toBe('/disabled');
    expect(stripLangPrefix('')).toBe('/');
    expect(localisePath('/', 'fr')).toBe('/');
    expect(localisePath('/', 'en')).toBe('/en');
    expect(localisePath('/paris-marais', 'es')).toBe('/es/paris-marais');
    expect(localisePath('contact', 'fr')).toBe('/contact');
  });
});

describe('enabledLangs', () => {
  it('keeps spec order and always includes the default language', () => {
    expect(enabledLangs({ it: true, en: true, de: false })).toEqual(['fr', 'en', 'it']);
    expect(enabledLangs({})).toEqual(['fr']);
  });
});

describe('routeLang', () => {
  const enabled = ['fr', 'en'] as const;

  it('accepts no prefix and an enabled prefix', () => {
    expect(routeLang(undefined, enabled, '/')).toEqual({ kind: 'ok', lang: 'fr' });
    expect(routeLang('en', enabled, '/en')).toEqual({ kind: 'ok', lang: 'en' });
  });

  it('answers 404 for an unknown prefix', () => {
    expect(routeLang('xx', enabled, '/xx')).toEqual({ kind: 'not-found' });
  });

  it('redirects a language the company has not enabled to the same path without prefix', () => {
    expect(routeLang('de', enabled, '/de/disabled', '?a=1')).toEqual({
      kind: 'redirect',
      to: '/disabled?a=1',
    });
    expect(routeLang('it', enabled, '/it')).toEqual({ kind: 'redirect', to: '/' });
    expect(routeLang('fr', enabled, '/fr/x')).toEqual({ kind: 'redirect', to: '/x' });
  });
});
