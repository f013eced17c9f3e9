import { useT } from '../../../lib/i18n/use-lang.ts';
import { CategoryChips, CategorySections } from '../../../ui/category-sections.tsx';
import { Breadcrumbs, type Crumb, EmptyState, PageFrame, PageHeading } from '../../../ui/page-frame.tsx';
import { ServiceGrid } from '../../../ui/service-card.tsx';
import type { CategoryData } from './service-types.ts';

/** Spec §2 /services: the categories and their services. */
export function ServicesIndexPage({ categories }: { categories: CategoryData[] }) {
  const t = useT('discovery');
  return (
    <PageFrame>
      <Breadcrumbs items={[{ label: t('home'), to: '/' }, { label: t('servicesTitle') }]} />
      <PageHeading title={t('servicesTitle')} intro={t('servicesIntro')} />
      <CategoryChips categories={categories} />
      {categories.length > 0 ? (
        <CategorySections categories={categories} />
      ) : (
        <EmptyState text={t('noServices')} action={{ label: t('backHomeLink'), to: '/' }} />
      )}
    </PageFrame>
  );
}

/** Spec §2 /services/{category} and /{shop}/services/{category}. */
export function CategoryPage({
  category,
  categories,
  shop,
}: {
  category: CategoryData;
  categories: CategoryData[];
  shop: { slug: string; name: string } | null;
}) {
  const t = useT('discovery');
  const crumbs: Crumb[] = shop
    ? [{ label: t('home'), to: '/' }, { label: shop.name, to: `/${shop.slug}` }, { label: category.name }]
    : [
        { label: t('home'), to: '/' },
        { label: t('servicesTitle'), to: '/services' },
        { label: category.name },
      ];
  return (
    <PageFrame>
      <Breadcrumbs items={crumbs} />
      <PageHeading title={category.name} intro={category.description} />
      {shop ? <p className="-mt-5 mb-8 text-muted">{t('atShop', { shop: shop.name })}</p> : null}
      <CategoryChips categories={categories} current={category.slug} />
      <ServiceGrid services={category.services} eagerFirst />
    </PageFrame>
  );
}
