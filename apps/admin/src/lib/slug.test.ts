import { SlugSchema } from '@eclat/contracts';
import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('makes the slugs the API accepts', () => {
    expect(slugify('Soin Éclat Visage')).toBe('soin-eclat-visage');
    expect(slugify('  Épilation — jambes (complètes) ')).toBe('epilation-jambes-completes');
    expect(slugify('Ça & là!')).toBe('ca-la');
    for (const name of ['Soin Éclat Visage', 'Massage 60’', 'Un nom très long '.repeat(20)]) {
      expect(SlugSchema.safeParse(slugify(name)).success).toBe(true);
    }
  });
});
