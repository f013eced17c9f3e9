import { describe, expect, it } from 'vitest';
import { hreflangLinks } from './hreflang.ts';

describe('hreflangLinks', () => {
  it("lists the company's languages and x-default for the same page", () => {
    expect(hreflangLinks('https://maison-eclat.fr', '/en/disabled', ['fr', 'en', 'de'])).toEqual([
      { hrefLang: 'fr', href: 'https://maison-eclat.fr/disabled' },
      { hrefLang: 'en', href: 'https://maison-eclat.fr/en/disabled' },
      { hrefLang: 'de', href: 'https://maison-eclat.fr/de/disabled' },
      { hrefLang: 'x-default', href: 'https://maison-eclat.fr/disabled' },
    ]);
  });

  it('maps the home page of every language', () => {
    expect(hreflangLinks('http://localhost', '/it', ['fr', 'it']).map((l) => l.href)).toEqual([
      'http://localhost/',
      'http://localhost/it',
      'http://localhost/',
    ]);
  });

  it('gives nothing for a single-language company', () => {
    expect(hreflangLinks('http://localhost', '/', ['fr'])).toEqual([]);
  });
});
