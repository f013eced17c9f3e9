import { isProductType } from '@eclat/domain';
import { serverConfig } from '../../../lib/config.server.ts';
import { formatter, pageUrl, summary } from '../../../lib/format.ts';
import { shopWordOf, shopWordVars } from '../../../lib/i18n/shop-word.ts';
import { translate } from '../../../lib/i18n/translate.ts';
import { pageTitle } from '../../../lib/shell.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { notFound } from '../../../lib/storefront-errors.server.ts';
import { loadArticleBySlug, loadProducts, loadShops, orEmpty } from '../catalogue.server.ts';
import type { PageSeo } from '../seo/page-meta.ts';
import { absoluteUrl, productJsonLd } from '../seo/structured-data.ts';
import {
  cartShopId,
  loadEshopCategories,
  loadRandomProducts,
  loadStock,
  loadStocks,
  pickupShops,
  productCard,
  productPath,
} from './eshop.server.ts';
import type { EshopCategoryData, ProductCardData, ProductPageData } from './eshop-types.ts';

/** Random picks shown under a product (spec §9 "random product picking"). */
const PICKS = 4;

export type BoutiqueData = {
  categories: EshopCategoryData[];
  category: string | null;
  products: ProductCardData[];
  seo: PageSeo;
};

/** Spec §2 /boutique: categories and the product grid; ?category= narrows it (a link, no JavaScript). */
export async function loadBoutique(storefront: Storefront, url: URL): Promise<BoutiqueData> {
  const format = formatter(storefront, serverConfig().apiUrl);
  const [categories, products] = await Promise.all([
    orEmpty(storefront, 'e-shop categories', () => loadEshopCategories(storefront), []),
    loadProducts(storefront),
  ]);
  const asked = url.searchParams.get('category');
  const category = categories.find((c) => c.slug === asked) ?? null;
  const byId = new Map(products.map((p) => [p.id, p]));
  const shown = category
    ? category.articleIds.flatMap((id) => {
        const product = byId.get(id);
        return product ? [product] : [];
      })
    : products;
  const shopId = cartShopId(storefront);
  const stocks = await orEmpty(
    storefront,
    'e-shop stock',
    () =>
      loadStocks(
        storefront,
        shown.map((p) => p.id),
        shopId,
      ),
    new Map<number, number>(),
  );
  const title = category ? category.name : translate(storefront.lang, 'discovery', 'boutiqueTitle');
  return {
    categories: categories
      .filter((c) => c.articleIds.length > 0)
      .map((c) => ({ slug: c.slug, name: c.name, href: `/boutique?category=${encodeURIComponent(c.slug)}` })),
    category: category?.slug ?? null,
    products: shown.map((product) => productCard(product, format, shopId, stocks)),
    seo: {
      title: pageTitle(storefront, title),
      description: translate(storefront.lang, 'discovery', 'boutiqueDescription', {
        ...shopWordVars(shopWordOf(storefront.company), storefront.lang),
        site: storefront.company.identity.displayName,
      }),
    },
  };
}

/** Spec §2 /boutique/article/{slug}: the product, its stock at the pick-up shop, random picks. */
export async function loadProductPage(
  storefront: Storefront,
  slug: string,
  url: URL,
): Promise<{ product: ProductPageData; seo: PageSeo }> {
  const format = formatter(storefront, serverConfig().apiUrl);
  const [product, shops] = await Promise.all([loadArticleBySlug(storefront, slug), loadShops(storefront)]);
  if (!isProductType(product.type)) throw notFound();
  const pickup = pickupShops(product, shops, format);
  const asked = Number(url.searchParams.get('shop'));
  const fromCart = cartShopId(storefront);
  const shopId =
    pickup.find((s) => s.id === asked)?.id ??
    pickup.find((s) => s.id === fromCart)?.id ??
    pickup[0]?.id ??
    null;
  const [stock, random] = await Promise.all([
    shopId === null
      ? Promise.resolve(null)
      : orEmpty(storefront, 'stock', () => loadStock(storefront, product.id, 1, shopId), null),
    orEmpty(storefront, 'random products', () => loadRandomProducts(storefront, PICKS + 1, shopId), []),
  ]);
  const added = Number(url.searchParams.get('added'));
  const shop = pickup.find((s) => s.id === shopId);
  const images = product.images.map((image) => ({
    url: format.image(image.url),
    alt: image.alt || product.name,
  }));
  const data: ProductPageData = {
    id: product.id,
    slug: product.slug,
    name: product.name,
    description: product.description
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean),
    images,
    externalId: product.externalId,
    shops: pickup,
    shopId,
    stock,
    picks: random
      .filter((p) => p.id !== product.id)
      .slice(0, PICKS)
      .map((p) => productCard(p, format, shopId)),
    added: Number.isInteger(added) && added > 0 ? added : 0,
    addError: url.searchParams.get('error') === '1',
  };
  const canonical = pageUrl(storefront, productPath(product.slug));
  return {
    product: data,
    seo: {
      title: pageTitle(storefront, product.name),
      description: summary(product.description, 160) || product.name,
      image: images[0]?.url ?? null,
      jsonLd: [
        productJsonLd({
          name: product.name,
          url: canonical,
          description: product.description,
          images: images.map((image) => absoluteUrl(storefront.origin, image.url)),
          sku: product.externalId,
          price: shop?.priceCents ?? product.prices,
          currency: storefront.company.booker.mCurrency.code || 'EUR',
          inStock: stock ? stock.stock > 0 : false,
          brand: storefront.company.identity.displayName,
        }),
      ],
    },
  };
}
