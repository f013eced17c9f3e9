// Spec §3, §9: article types 1 and 4 are services, 2 is a product. Spec §5: service lists exclude
// drafts and upsell-only items (those are offered only as extras of another service).

export const ARTICLE_TYPES = { service: 1, product: 2, serviceAlt: 4 } as const;
export const SERVICE_TYPES: readonly number[] = [1, 4];

export type ListableArticle = { type: number; draft: boolean; upsellOnly: boolean };

export const isServiceType = (type: number): boolean => SERVICE_TYPES.includes(type);
export const isProductType = (type: number): boolean => type === ARTICLE_TYPES.product;

/** Visitors never see drafts, whatever the type. */
export const isPublished = (article: ListableArticle): boolean => !article.draft;

/** A service shown in service lists: published and bookable on its own. */
export function isListedService(article: ListableArticle): boolean {
  return isServiceType(article.type) && !article.draft && !article.upsellOnly;
}

/**
 * Whether an article appears in a public list (articles by type, a category's articles):
 * services by the service-list rule, anything else when published.
 */
export function isPubliclyListed(article: ListableArticle): boolean {
  return isServiceType(article.type) ? isListedService(article) : isPublished(article);
}

/** The public list of articles, optionally of one type, in the given order. */
export function publicArticleList<T extends ListableArticle>(
  articles: readonly T[],
  type?: number | null,
): T[] {
  return articles.filter(
    (a) => (type === undefined || type === null || a.type === type) && isPubliclyListed(a),
  );
}

/** The price of an article at a shop: the shop's own price when set, else the base price (cents). */
export function priceAtShop(basePrice: number, shopPrice: number | null | undefined): number {
  return shopPrice ?? basePrice;
}
