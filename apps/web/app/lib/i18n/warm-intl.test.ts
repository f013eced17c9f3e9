import { describe, expect, it } from 'vitest';
import { LANGS } from './langs.ts';
import { intlWarmUps } from './warm-intl.ts';

describe('the Intl warm-ups before hydration', () => {
  it('run without error in every language of the storefront', () => {
    for (const lang of LANGS) for (const warm of intlWarmUps(lang)) expect(warm).not.toThrow();
  });
});
