import { describe, expect, it } from 'vitest';
import { isGsm7 } from './gsm7.ts';

describe('GSM 03.38 alphabet', () => {
  it('holds plain French, prices in euros and the extension characters', () => {
    expect(isGsm7('Votre rendez-vous est confirmé : mardi à 10 h, 45 € (acompte 10 €).')).toBe(true);
    expect(isGsm7('Code [482913] {ok} ~ ^ | \\')).toBe(true);
    expect(isGsm7('Ça va ? Où ? Élise')).toBe(true);
  });

  it('leaves out what needs unicode: ê, â, ô, ç, dashes, curly quotes, emoji', () => {
    for (const text of ['fête', 'gâteau', 'bientôt', 'reçu', 'a – b', 'l’adresse', 'merci 🙂']) {
      expect(isGsm7(text), text).toBe(false);
    }
  });
});
