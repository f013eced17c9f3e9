import type { CategoryData } from '../features/catalogue/services/service-types.ts';
import { useT } from '../lib/i18n/use-lang.ts';
import { Link } from './link.tsx';
import { ServiceGrid } from './service-card.tsx';

/** Quick links to the categories of the page (horizontal chips, scrollable on a phone). */
export function CategoryChips({ categories, current }: { categories: CategoryData[]; current?: string }) {
  const t = useT('discovery');
  if (categories.length < 2) return null;
  return (
    <nav aria-label={t('categoriesNav')} className="-mx-5 mb-8 overflow-x-auto px-5">
      <ul className="flex w-max gap-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={category.href}
              aria-current={category.slug === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-button border border-line px-4 text-sm transition-colors duration-200 hover:bg-surface aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-on-primary"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Each category with its services; the heading links to the category's own page. */
export function CategorySections({
  categories,
  headingLevel = 2,
  wide = true,
}: {
  categories: CategoryData[];
  headingLevel?: 2 | 3;
  /** The page has room for two columns of services (no aside). */
  wide?: boolean;
}) {
  const t = useT('discovery');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-14">
      {categories.map((category, index) => (
        <section key={category.slug} aria-labelledby={`category-${category.slug}`}>
          <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
            <div className="max-w-2xl">
              <Heading id={`category-${category.slug}`} className="font-heading text-3xl leading-tight">
                {category.name}
              </Heading>
              {category.description ? (
                <p className="mt-2 leading-relaxed text-muted">{category.description}</p>
              ) : null}
            </div>
            <Link to={category.href} className="text-sm font-medium underline underline-offset-4">
              {t('seeCategory')}
              <span className="sr-only"> : {category.name}</span>
            </Link>
          </div>
          <ServiceGrid services={category.services} eagerFirst={index === 0} wide={wide} />
        </section>
      ))}
    </div>
  );
}
