// The contact page of spec §2: all shops grouped by geo group, the default 'Autre(s)' group
// (id -1, order 99999, spec §3/§9) last.
import { DEFAULT_GEO_GROUP } from './geo-group.ts';

type Group = { id: number; name: string; order: number };

export type ShopGroup<S, G extends Group> = { group: G; shops: S[] };

/**
 * Shops grouped by their geo group, groups by order (then name), shops kept in the given order.
 * A shop without a group (or with the default one) lands in 'Autre(s)', always last.
 */
export function groupShopsByGeoGroup<S extends { geoGroupment: G | null }, G extends Group>(
  shops: readonly S[],
): ShopGroup<S, G | typeof DEFAULT_GEO_GROUP>[] {
  const groups = new Map<number, ShopGroup<S, G | typeof DEFAULT_GEO_GROUP>>();
  for (const shop of shops) {
    const group =
      shop.geoGroupment && shop.geoGroupment.id !== DEFAULT_GEO_GROUP.id ? shop.geoGroupment : null;
    const key = group ? group.id : DEFAULT_GEO_GROUP.id;
    const entry = groups.get(key) ?? { group: group ?? DEFAULT_GEO_GROUP, shops: [] };
    entry.shops.push(shop);
    groups.set(key, entry);
  }
  const isDefault = (g: Group) => g.id === DEFAULT_GEO_GROUP.id;
  return [...groups.values()].sort(
    (a, b) =>
      Number(isDefault(a.group)) - Number(isDefault(b.group)) ||
      a.group.order - b.group.order ||
      a.group.name.localeCompare(b.group.name),
  );
}
