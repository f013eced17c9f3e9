import { ServicePage } from './service-page.tsx';
import type { CategoryData, ServicePageData } from './service-types.ts';
import { CategoryPage } from './services-pages.tsx';

export type SegmentView =
  | {
      kind: 'category';
      category: CategoryData;
      categories: CategoryData[];
      shop: { slug: string; name: string } | null;
    }
  | { kind: 'service'; service: ServicePageData };

/** A page under …/services/{x}: a category, or a service (the category may be left out under a shop). */
export function ServicesSegment({ view }: { view: SegmentView }) {
  if (view.kind === 'service') return <ServicePage service={view.service} />;
  return <CategoryPage category={view.category} categories={view.categories} shop={view.shop} />;
}
