import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupShopsByGeoGroup } from './contact-groups.ts';

const group = (id: number, name: string, order: number) => ({ id, name, order });
const other = group(-1, 'Autre(s)', 99999);
const paris = group(1, 'Paris', 1);
const lyon = group(2, 'Lyon', 2);

describe('contact page groups (spec §2, §3)', () => {
  it("groups shops by geo group in order, 'Autre(s)' last", () => {
    const shops = [
      { id: 1, geoGroupment: lyon },
      { id: 2, geoGroupment: other },
      { id: 3, geoGroupment: paris },
      { id: 4, geoGroupment: null },
      { id: 5, geoGroupment: paris },
    ];
    const groups = groupShopsByGeoGroup(shops);
    expect(groups.map((g) => g.group.name)).toEqual(['Paris', 'Lyon', 'Autre(s)']);
    expect(groups.map((g) => g.shops.map((s) => s.id))).toEqual([[3, 5], [1], [2, 4]]);
  });

  it("keeps 'Autre(s)' last even when a group has a larger order, and loses no shop", () => {
    const groups = [paris, lyon, group(3, 'Z', 200_000), other];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...groups, null)), (picked) => {
        const shops = picked.map((geoGroupment, id) => ({ id, geoGroupment }));
        const result = groupShopsByGeoGroup(shops);
        expect(result.flatMap((g) => g.shops)).toHaveLength(shops.length);
        const index = result.findIndex((g) => g.group.id === -1);
        if (index >= 0) expect(index).toBe(result.length - 1);
      }),
    );
  });
});
