import { Mail, MapPin, Phone } from 'lucide-react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { CategorySections } from '../../../ui/category-sections.tsx';
import { Link } from '../../../ui/link.tsx';
import { Breadcrumbs, EmptyState, PageFrame } from '../../../ui/page-frame.tsx';
import { PostGrid } from '../../../ui/post-card.tsx';
import { ShopHours } from '../../../ui/shop-hours.tsx';
import { RatingBadge } from '../../reviews/rating-badge.tsx';
import { ReviewsSection } from '../../reviews/reviews-section.tsx';
import { useRecordShopVisit } from '../../shop-search/shop-history-storage.ts';
import { ShopGallery } from './shop-gallery.tsx';
import type { ShopPageData, ShopSummaryData } from './shop-types.ts';

/** Address, phone, e-mail and the map link of a shop (shop page aside, contact page). */
export function ShopContact({ shop }: { shop: ShopSummaryData }) {
  const t = useT('discovery');
  return (
    <div className="flex flex-col gap-3 text-sm">
      <address className="flex gap-3 not-italic">
        <MapPin aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-muted" />
        <span>
          {shop.street}
          <br />
          {shop.cityLine}
        </span>
      </address>
      {shop.phone ? (
        <a
          href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}
          className="flex items-center gap-3 hover:underline"
        >
          <Phone aria-hidden="true" size={18} className="shrink-0 text-muted" />
          <span>
            <span className="sr-only">{t('phone')} </span>
            {shop.phone}
          </span>
        </a>
      ) : null}
      {shop.email ? (
        <a href={`mailto:${shop.email}`} className="flex items-center gap-3 break-all hover:underline">
          <Mail aria-hidden="true" size={18} className="shrink-0 text-muted" />
          <span>
            <span className="sr-only">{t('email')} </span>
            {shop.email}
          </span>
        </a>
      ) : null}
      {shop.mapUrl ? (
        <a
          href={shop.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 w-fit items-center gap-2 rounded-button border border-line px-4 font-medium hover:bg-surface"
        >
          {t('seeOnMap')}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
      ) : null}
    </div>
  );
}

function BookingEntry({ shop }: { shop: ShopPageData }) {
  const t = useT('shell');
  const dt = useT('discovery');
  if (!shop.bookable) {
    return (
      <p className="rounded-lg bg-surface px-4 py-3 text-sm text-muted" data-testid="booking-unavailable">
        {t('bookingUnavailable')}
      </p>
    );
  }
  return (
    <a
      href="#shop-services"
      className="inline-flex min-h-11 items-center justify-center rounded-button bg-primary px-6 text-sm font-medium text-on-primary shadow-button transition-colors duration-200 hover:bg-primary-hover"
    >
      {dt('bookInShop')}
    </a>
  );
}

/** Spec §2 /{shop}: a single shop's page. */
export function ShopPage({ shop }: { shop: ShopPageData }) {
  const t = useT('discovery');
  useRecordShopVisit(shop.id);
  const stats = shop.reviews?.list.stats;
  return (
    <PageFrame>
      <Breadcrumbs items={[{ label: t('home'), to: '/' }, { label: shop.name }]} />
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-heading text-4xl leading-tight tracking-tight sm:text-5xl">{shop.name}</h1>
          <p className="mt-2 text-muted">
            {shop.street}, {shop.cityLine}
          </p>
          {stats && stats.count > 0 && stats.average !== null ? (
            <a href="#avis" className="mt-2 inline-flex min-h-11 items-center hover:underline">
              <RatingBadge average={stats.average} count={stats.count} />
            </a>
          ) : null}
        </div>
        <BookingEntry shop={shop} />
      </header>
      <ShopGallery images={shop.images} />
      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {shop.description ? <p className="mb-10 text-lg leading-relaxed">{shop.description}</p> : null}
          <section id="shop-services" aria-labelledby="shop-services-heading" className="scroll-mt-24">
            <h2 id="shop-services-heading" className="mb-6 font-heading text-3xl">
              {t('shopServices')}
            </h2>
            {shop.categories.length > 0 ? (
              <CategorySections categories={shop.categories} headingLevel={3} wide={false} />
            ) : (
              <EmptyState text={t('noServices')} action={{ label: t('allServices'), to: '/services' }} />
            )}
          </section>
        </div>
        <aside
          className="flex flex-col gap-8 lg:sticky lg:top-24 lg:self-start"
          aria-label={t('shopInformation')}
        >
          <section aria-labelledby="shop-hours-heading" className="rounded-2xl border border-line p-5">
            <h2 id="shop-hours-heading" className="mb-3 font-heading text-2xl">
              {t('openingHours')}
            </h2>
            <ShopHours hours={shop.hours} compact />
          </section>
          <section aria-labelledby="shop-contact-heading" className="rounded-2xl border border-line p-5">
            <h2 id="shop-contact-heading" className="mb-3 font-heading text-2xl">
              {t('findUs')}
            </h2>
            <ShopContact shop={shop} />
          </section>
        </aside>
      </div>
      {shop.reviews ? <ReviewsSection data={shop.reviews} /> : null}
      {shop.posts.length > 0 ? (
        <section aria-labelledby="shop-posts-heading" className="mt-16">
          <div className="mb-6 flex items-end justify-between gap-3">
            <h2 id="shop-posts-heading" className="font-heading text-3xl">
              {t('shopNews')}
            </h2>
            <Link to="/magazine" className="text-sm font-medium underline underline-offset-4">
              {t('allPosts')}
            </Link>
          </div>
          <PostGrid posts={shop.posts} />
        </section>
      ) : null}
    </PageFrame>
  );
}
