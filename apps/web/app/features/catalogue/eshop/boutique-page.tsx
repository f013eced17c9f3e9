import { useT } from '../../../lib/i18n/use-lang.ts';
import { Link } from '../../../ui/link.tsx';
import { Breadcrumbs, EmptyState, PageFrame, PageHeading } from '../../../ui/page-frame.tsx';
import type { EshopCategoryData, ProductCardData } from './eshop-types.ts';
import { ProductGrid } from './product-grid.tsx';

const chip =
  'inline-flex min-h-11 items-center rounded-button border border-line px-4 text-sm transition-colors duration-200 hover:bg-surface aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary';

/** Spec §2 /boutique: the e-shop's categories and products. */
export function BoutiquePage({
  categories,
  category,
  products,
}: {
  categories: EshopCategoryData[];
  category: string | null;
  products: ProductCardData[];
}) {
  const t = useT('discovery');
  const current = categories.find((c) => c.slug === category);
  return (
    <PageFrame>
      <Breadcrumbs
        items={
          current
            ? [
                { label: t('home'), to: '/' },
                { label: t('boutiqueTitle'), to: '/boutique' },
                { label: current.name },
              ]
            : [{ label: t('home'), to: '/' }, { label: t('boutiqueTitle') }]
        }
      />
      <PageHeading title={current?.name ?? t('boutiqueTitle')} intro={t('boutiqueIntro')} />
      {categories.length > 0 ? (
        <nav aria-label={t('categoriesNav')} className="-mx-5 mb-8 overflow-x-auto px-5">
          <ul className="flex w-max gap-2">
            <li>
              <Link to="/boutique" aria-current={category === null ? 'page' : undefined} className={chip}>
                {t('allProducts')}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link to={c.href} aria-current={c.slug === category ? 'page' : undefined} className={chip}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {products.length > 0 ? (
        <ProductGrid products={products} eagerFirst />
      ) : (
        <EmptyState text={t('noProducts')} action={{ label: t('allProducts'), to: '/boutique' }} />
      )}
    </PageFrame>
  );
}
