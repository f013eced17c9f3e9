import { describe, expect, it as test } from 'vitest';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const others = { en, de, es, it } as Record<string, Record<string, string>>;
const reference = fr as Record<string, string>;

describe('message catalogues', () => {
  test('fr has a text for every key', () => {
    for (const [key, text] of Object.entries(reference)) expect(text.trim(), key).not.toBe('');
  });

  for (const [lang, catalogue] of Object.entries(others)) {
    test(`${lang} has exactly the keys of fr, none empty, with the same placeholders`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(reference).sort());
      for (const [key, text] of Object.entries(reference)) {
        const translated = catalogue[key] ?? '';
        expect(translated.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(translated), `${lang} ${key}`).toEqual(placeholders(text));
      }
    });

    test(`${lang} is translated, not a copy of the French sentences`, () => {
      const copied = Object.keys(reference).filter(
        (key) => reference[key] === catalogue[key] && (reference[key]?.length ?? 0) > 24,
      );
      expect(copied).toEqual([]);
    });
  }
});
