import { useT } from '../../../lib/i18n/use-lang.ts';
import { ArticleGallery } from '../../../ui/article-gallery.tsx';
import { Breadcrumbs, PageFrame } from '../../../ui/page-frame.tsx';
import { AddToCartForm } from './add-to-cart-form.tsx';
import type { ProductPageData } from './eshop-types.ts';
import { ProductGrid } from './product-grid.tsx';

/** Spec §2 /boutique/article/{slug}: images, price, stock, quantity and add to cart. */
export function ProductPage({ product }: { product: ProductPageData }) {
  const t = useT('discovery');
  const price = product.shops.find((s) => s.id === product.shopId)?.price ?? null;
  return (
    <PageFrame>
      <Breadcrumbs
        items={[
          { label: t('home'), to: '/' },
          { label: t('boutiqueTitle'), to: '/boutique' },
          { label: product.name },
        ]}
      />
      <div className="grid gap-8 md:grid-cols-2 md:items-start">
        <ArticleGallery images={product.images} shape="square" />
        <div className="flex flex-col gap-5">
          <div>
            <h1 className="font-heading text-4xl leading-tight tracking-tight">{product.name}</h1>
            {price ? (
              <p className="mt-3 text-2xl" data-testid="product-price">
                {price}
              </p>
            ) : null}
          </div>
          {product.description.length > 0 ? (
            <div className="flex flex-col gap-3 leading-relaxed text-muted">
              {product.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ) : null}
          <AddToCartForm product={product} />
        </div>
      </div>
      {product.picks.length > 0 ? (
        <section aria-labelledby="picks-heading" className="mt-16">
          <h2 id="picks-heading" className="mb-6 font-heading text-3xl">
            {t('productPicks')}
          </h2>
          <ProductGrid products={product.picks} />
        </section>
      ) : null}
    </PageFrame>
  );
}
