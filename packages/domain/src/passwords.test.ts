import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, parsePasswordList } from './passwords.ts';

const common = parsePasswordList('# top\npassword\n123456789\n  Azerty \n\nmotdepasse\n');

describe('password policy', () => {
  it('parses the one-per-line list, lower-cased, without comments and blanks', () => {
    expect([...common]).toEqual(['password', '123456789', 'azerty', 'motdepasse']);
  });

  it('needs 8 to 128 characters, counted as code points', () => {
    expect(checkPassword('a'.repeat(PASSWORD_MIN_LENGTH - 1), { common })).toEqual({
      ok: false,
      problem: 'too_short',
    });
    expect(checkPassword('Tr0p-court'.slice(0, 8), { common }).ok).toBe(true);
    expect(checkPassword('x'.repeat(PASSWORD_MAX_LENGTH), { common }).ok).toBe(true);
    expect(checkPassword('x'.repeat(PASSWORD_MAX_LENGTH + 1), { common })).toEqual({
      ok: false,
      problem: 'too_long',
    });
    // Seven emoji are 14 UTF-16 units but seven characters.
    expect(checkPassword('🌸'.repeat(7), { common }).ok).toBe(false);
    expect(checkPassword('🌸'.repeat(8), { common }).ok).toBe(true);
  });

  it('refuses common passwords whatever the case, and wrapped in digits and symbols', () => {
    for (const p of [
      'password',
      'PASSWORD',
      'Password1',
      'password123!',
      'MotDePasse2026',
      'Azerty2024!',
      '2024!azerty',
    ]) {
      expect(checkPassword(p, { common })).toEqual({ ok: false, problem: 'common' });
    }
    expect(checkPassword('password-de-camille', { common }).ok).toBe(true);
  });

  it('refuses the e-mail and its local part', () => {
    expect(
      checkPassword('camille.durand@example.com', { common, email: 'Camille.Durand@example.com' }),
    ).toEqual({ ok: false, problem: 'contains_email' });
    expect(checkPassword('xx-camille.durand-xx', { common, email: 'camille.durand@example.com' }).ok).toBe(
      false,
    );
    expect(checkPassword('Eclat-demo-2026!', { common, email: 'camille@example.com' }).ok).toBe(true);
  });

  it('accepts any long enough password made of rare words (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 20, maxLength: 60 }), (s) => {
        const p = `Zq${s}9!`;
        const result = checkPassword(p, { common });
        return [...p].length > PASSWORD_MAX_LENGTH ? !result.ok : result.ok || result.problem === 'common';
      }),
    );
  });
});
