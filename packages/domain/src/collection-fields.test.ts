import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CollectionField, isLinkTarget, validateCollectionData } from './collection-fields.ts';

const fields: CollectionField[] = [
  { key: 'name', kind: 'text', required: true },
  { key: 'quote', kind: 'richtext' },
  { key: 'stars', kind: 'number', required: true },
  { key: 'verified', kind: 'boolean' },
  { key: 'on', kind: 'date' },
  { key: 'site', kind: 'url' },
  { key: 'photo', kind: 'image' },
];

describe('validateCollectionData', () => {
  it('accepts data of the right kinds and drops empty optional fields', () => {
    const outcome = validateCollectionData(fields, {
      name: { fr: 'Claire', en: 'Claire' },
      quote: '<p>Parfait</p>',
      stars: 5,
      verified: false,
      on: '2026-02-28',
      site: 'https://example.com/avis',
      photo: '/media/claire.webp',
      quote2: undefined,
    });
    expect(outcome.valid).toBe(false); // quote2 is not a field
    const ok = validateCollectionData(fields, { name: 'Claire', stars: 4.5, site: '', on: null });
    expect(ok).toEqual({ valid: true, data: { name: 'Claire', stars: 4.5 } });
  });

  it('reports every wrong, missing and unknown field with its path', () => {
    const outcome = validateCollectionData(fields, {
      stars: '5',
      verified: 'yes',
      on: '2026-02-30',
      site: 'javascript:alert(1)',
      photo: '//evil.example/x.png',
      name: { xx: 'Claire' },
      extra: 1,
    });
    expect(outcome.valid).toBe(false);
    if (outcome.valid) return;
    expect(outcome.errors.map((e) => e.path).sort()).toEqual(
      ['extra', 'name', 'on', 'photo', 'site', 'stars', 'verified'].sort(),
    );
    const missing = validateCollectionData(fields, { name: { fr: '' } });
    expect(missing.valid === false && missing.errors.map((e) => e.path)).toEqual(['name', 'stars']);
  });

  it('refuses a text longer than its limit and a date-time with a bad offset', () => {
    expect(validateCollectionData(fields, { name: 'x'.repeat(10_001), stars: 1 }).valid).toBe(false);
    expect(validateCollectionData(fields, { name: 'a', stars: 1, on: '2026-01-01T10:00:00Z' }).valid).toBe(
      true,
    );
    expect(validateCollectionData(fields, { name: 'a', stars: 1, on: '2026-01-01T10:00' }).valid).toBe(false);
  });

  it('never keeps a value of the wrong kind (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields.map((f) => f.key)), fc.anything()), (data) => {
        const outcome = validateCollectionData(fields, data);
        if (!outcome.valid) return;
        const { stars, verified } = outcome.data;
        expect(typeof stars).toBe('number');
        if (verified !== undefined) expect(typeof verified).toBe('boolean');
      }),
    );
  });
});

describe('isLinkTarget', () => {
  it('takes http(s) addresses and site paths only', () => {
    expect(isLinkTarget('https://eclat.example')).toBe(true);
    expect(isLinkTarget('/services/visage')).toBe(true);
    expect(isLinkTarget('//evil.example')).toBe(false);
    expect(isLinkTarget('javascript:alert(1)')).toBe(false);
    expect(isLinkTarget('mailto:a@b.c')).toBe(false);
  });
});
