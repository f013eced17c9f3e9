import type { Article, ArticleAdmin, Lang } from '@eclat/contracts';
import { localise, priceAtShop } from '@eclat/domain';
import type { ArticleWithRelations } from './repository.ts';

/** An article of spec §3 in one language; prices in cents, VAT a whole percentage. */
export function toPublicArticle({ article, shops }: ArticleWithRelations, lang: Lang): Article {
  const name = localise(article.name, lang);
  return {
    id: article.id,
    slug: article.slug,
    name,
    type: article.type,
    prices: article.price,
    weekprices: article.weekPrices,
    draft: article.draft,
    order: article.order,
    vat: article.vat,
    description: localise(article.description, lang),
    images: article.images.map((image) => ({ url: image.url, alt: localise(image.alt, lang) || name })),
    externalId: article.externalId,
    articleLinks: article.articleLinks,
    durationMinutes: article.durationMinutes,
    bookingPolicy: article.bookingPolicy ?? null,
    booker: {
      upsellOnly: article.upsellOnly,
      upsells: article.upsells,
      vat: article.vat,
      enableStock: article.enableStock,
      pricesByShops: shops.map((s) => ({
        boutiqueId: s.shopId,
        pvTtc: priceAtShop(article.price, s.priceTtc),
      })),
    },
  };
}

/** An article as staff read it: every field with the full language maps. */
export function toAdminArticle({ article, shops, categoryIds }: ArticleWithRelations): ArticleAdmin {
  return {
    id: article.id,
    slug: article.slug,
    type: article.type,
    name: article.name,
    description: article.description,
    price: article.price,
    weekPrices: article.weekPrices,
    vat: article.vat,
    durationMinutes: article.durationMinutes,
    draft: article.draft,
    order: article.order,
    images: article.images.map((image) => ({ url: image.url, alt: image.alt ?? {} })),
    externalId: article.externalId,
    articleLinks: article.articleLinks,
    upsellOnly: article.upsellOnly,
    upsells: article.upsells,
    enableStock: article.enableStock,
    needsCabin: article.needsCabin,
    bookingPolicy: article.bookingPolicy ?? null,
    shops,
    categoryIds,
  };
}
