// The services a visitor may add to a booking from the booking page itself (ADR 0017): the
// company's listed services grouped by category, then narrowed to the shop and the cart.
import type { BookableService, BookingCartState, ServiceCatalogue } from './types.ts';

type CategoryLike = { name: string; articles: readonly { id: number }[] };

/**
 * Services by category, in the categories' order and each category's own order; a service in
 * several categories shows in the first; those in none close the list (name null).
 */
export function groupByCategory(
  categories: readonly CategoryLike[],
  services: readonly BookableService[],
): ServiceCatalogue {
  const byId = new Map(services.map((s) => [s.id, s]));
  const placed = new Set<number>();
  const groups: ServiceCatalogue = [];
  for (const category of categories) {
    const inIt = category.articles.flatMap(({ id }) => {
      const service = byId.get(id);
      if (!service || placed.has(id)) return [];
      placed.add(id);
      return [service];
    });
    if (inIt.length > 0) groups.push({ name: category.name, services: inIt });
  }
  const rest = services.filter((s) => !placed.has(s.id));
  if (rest.length > 0) groups.push({ name: null, services: rest });
  return groups;
}

/** What this shop offers that the cart does not hold yet; empty categories left out. */
export function servicesToAdd(
  catalogue: ServiceCatalogue,
  shop: { services: readonly number[] } | null,
  cart: BookingCartState,
): ServiceCatalogue {
  if (!shop) return [];
  const offered = new Set(shop.services);
  const inCart = new Set(cart.items.map((line) => line.id));
  return catalogue
    .map((group) => ({
      ...group,
      services: group.services.filter((s) => offered.has(s.id) && !inCart.has(s.id)),
    }))
    .filter((group) => group.services.length > 0);
}
