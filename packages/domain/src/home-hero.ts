// Spec §2 "Home hero" and §9: a carousel of slides, autoplay 5000 ms, at the top or the bottom of
// the home; at the bottom with a search typed it collapses to 100 px, otherwise 50vh. A slide
// button with action 'service' leads to services/{categorySlug}/{serviceSlug} of the service
// whose id is buttonActionValue.

export const HERO_AUTOPLAY_MS = 5000;
export const HERO_HEIGHT = { normal: '50vh', collapsed: '100px' } as const;

export function heroHeight(isBottom: boolean, searchTyped: boolean): string {
  return isBottom && searchTyped ? HERO_HEIGHT.collapsed : HERO_HEIGHT.normal;
}

type CategoryLinks = { slug: string; articles: readonly { id: number; slug: string }[] };

/**
 * The path of a service under the categories listing it: /services/{categorySlug}/{serviceSlug}
 * of the first category (in display order) holding it; null when no category lists it.
 */
export function servicePath(serviceId: number, categories: readonly CategoryLinks[]): string | null {
  for (const category of categories) {
    const service = category.articles.find((article) => article.id === serviceId);
    if (service) return `/services/${category.slug}/${service.slug}`;
  }
  return null;
}

export type SlideButton = { buttonAction: 'service' | 'url' | null; buttonActionValue: string | null };

/**
 * Where a slide's button leads: a service page for action 'service', the address for 'url' (a
 * path of the site or an http(s) address), nothing otherwise or when the target is unknown.
 */
export function slideButtonHref(slide: SlideButton, categories: readonly CategoryLinks[]): string | null {
  const value = slide.buttonActionValue?.trim();
  if (!value) return null;
  if (slide.buttonAction === 'service') {
    if (!/^\d{1,10}$/.test(value)) return null;
    return servicePath(Number(value), categories);
  }
  if (slide.buttonAction === 'url') {
    if (/^\/(?!\/)/.test(value)) return value;
    return /^https?:\/\//i.test(value) ? value : null;
  }
  return null;
}
