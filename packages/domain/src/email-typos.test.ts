import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance, suggestEmailFix } from './email-typos.ts';

describe('e-mail typos', () => {
  it('suggests the common domain a typo was meant for', () => {
    expect(suggestEmailFix('camille@gmial.con')).toBe('camille@gmail.com');
    expect(suggestEmailFix('camille@gmail.con')).toBe('camille@gmail.com');
    expect(suggestEmailFix('Camille.Durand@hotmial.fr')).toBe('Camille.Durand@hotmail.fr');
    expect(suggestEmailFix('c@yahooo.fr')).toBe('c@yahoo.fr');
    expect(suggestEmailFix(' c@orange.ft ')).toBe('c@orange.fr');
    expect(suggestEmailFix('c@monsalon.con')).toBe('c@monsalon.com');
  });

  it('leaves well-typed and unknown domains alone', () => {
    expect(suggestEmailFix('camille@gmail.com')).toBeNull();
    expect(suggestEmailFix('camille@GMAIL.COM')).toBeNull();
    expect(suggestEmailFix('camille@example.com')).toBeNull();
    expect(suggestEmailFix('camille@maison-eclat.example')).toBeNull();
    // Short names are a letter away from other real ones ("msn.com" and "ms.com"): not questioned.
    expect(suggestEmailFix('camille@ms.com')).toBeNull();
  });

  it('says nothing about what is not an address yet', () => {
    for (const text of ['', 'camille', 'camille@', '@gmail.com', 'camille@gmail']) {
      expect(suggestEmailFix(text)).toBeNull();
    }
  });

  it('never suggests the address typed, and keeps the name before the @', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const fix = suggestEmailFix(email);
        if (fix === null) return;
        expect(fix.toLowerCase()).not.toBe(email.trim().toLowerCase());
        expect(fix.slice(0, fix.lastIndexOf('@'))).toBe(email.trim().slice(0, email.trim().lastIndexOf('@')));
        expect(suggestEmailFix(fix)).toBeNull();
      }),
    );
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});
