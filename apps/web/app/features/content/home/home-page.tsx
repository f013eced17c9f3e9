import { useCallback, useState } from 'react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { Link } from '../../../ui/link.tsx';
import { PostGrid } from '../../../ui/post-card.tsx';
import { ShopHours } from '../../../ui/shop-hours.tsx';
import { ShopContact } from '../../catalogue/shop/shop-page.tsx';
import { ShopSearch } from '../../shop-search/shop-search.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import { HeroBanner } from './hero-banner.tsx';
import type { HomeData } from './home-types.ts';

const container = 'mx-auto w-full max-w-site px-5';

function SectionHeading({
  id,
  title,
  link,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
      <h2 id={id} className="font-heading text-3xl leading-tight sm:text-4xl">
        {title}
      </h2>
      {link ? (
        <Link to={link.to} className="shrink-0 text-sm font-medium underline underline-offset-4">
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}

function Posts({ home }: { home: HomeData }) {
  const t = useT('discovery');
  return (
    <>
      {home.featured.length > 0 ? (
        <section aria-labelledby="home-featured" className={`${container} mt-16`}>
          <SectionHeading
            id="home-featured"
            title={t('featured')}
            link={{ to: '/magazine', label: t('allPosts') }}
          />
          <PostGrid posts={home.featured} />
        </section>
      ) : null}
      {home.posts.length > 0 ? (
        <section aria-labelledby="home-posts" className={`${container} mt-16`}>
          <SectionHeading
            id="home-posts"
            title={t('homePosts')}
            link={{ to: '/magazine', label: t('allPosts') }}
          />
          <PostGrid posts={home.posts} />
        </section>
      ) : null}
    </>
  );
}

function Services({ home }: { home: HomeData }) {
  const t = useT('discovery');
  if (home.categories.length === 0) return null;
  return (
    <section aria-labelledby="home-services" className={`${container} mt-16`}>
      <SectionHeading
        id="home-services"
        title={t('homeServices')}
        link={{ to: '/services', label: t('allServices') }}
      />
      <CategoryTiles categories={home.categories} />
    </section>
  );
}

/** mono: the one shop's welcome — address, hours of the week, booking. */
function MonoShop({ home }: { home: HomeData }) {
  const t = useT('shell');
  const dt = useT('discovery');
  const shop = home.shop;
  if (!shop) return null;
  return (
    <section aria-labelledby="home-shop" className={`${container} mt-10`} data-testid="home-mono">
      <SectionHeading id="home-shop" title={t('ourShop')} />
      <div className="grid gap-6 rounded-3xl border border-line bg-page p-6 sm:p-8 md:grid-cols-2">
        <div className="flex flex-col gap-5">
          <h3 className="font-heading text-2xl leading-tight sm:text-3xl">{shop.name}</h3>
          <ShopContact shop={shop} />
          {shop.bookable ? (
            <Link
              to="/services"
              className="inline-flex min-h-11 w-fit items-center rounded-button bg-primary px-6 text-sm font-medium text-on-primary shadow-button hover:bg-primary-hover"
            >
              {t('book')}
            </Link>
          ) : (
            <p className="rounded-lg bg-surface px-4 py-3 text-sm text-muted">{t('bookingUnavailable')}</p>
          )}
        </div>
        <div>
          <h4 className="mb-2 font-heading text-xl">{dt('openingHours')}</h4>
          <ShopHours hours={shop.hours} compact />
        </div>
      </div>
    </section>
  );
}

/**
 * Spec §2 home, one layout per home mode: mono (one shop: its welcome, services, posts), mkp (the
 * shop search in a grid, services, posts) and mkp-2 (the shop search as square tiles first, posts).
 */
export function HomePage({ home }: { home: HomeData }) {
  const t = useT('discovery');
  const st = useT('shell');
  const [typed, setTyped] = useState(false);
  const onTypedChange = useCallback((value: boolean) => setTyped(value), []);
  const hero = home.hero ? <HeroBanner hero={home.hero} searchTyped={typed} label={t('heroLabel')} /> : null;
  const heroOnTop = home.hero && !home.hero.isBottom;
  const search = home.search ? (
    <section
      id="shop-search"
      aria-labelledby="shops-heading"
      className={`${container} scroll-mt-24 ${home.mode === 'mkp-2' ? 'mt-8' : 'mt-12'}`}
    >
      <SectionHeading
        id="shops-heading"
        title={st(home.search.shops.length === 1 ? 'ourShop' : 'ourShops')}
      />
      <ShopSearch init={home.search} onTypedChange={onTypedChange} headingId="shops-heading" />
    </section>
  ) : null;
  return (
    <main id="main" className="flex flex-col pb-24" data-home-mode={home.mode}>
      <h1 className="sr-only">{home.siteName}</h1>
      {heroOnTop ? hero : null}
      {home.mode === 'mono' ? (
        <>
          <MonoShop home={home} />
          <Services home={home} />
          <Posts home={home} />
        </>
      ) : home.mode === 'mkp-2' ? (
        <>
          {search}
          <Posts home={home} />
          <Services home={home} />
        </>
      ) : (
        <>
          {search}
          <Services home={home} />
          <Posts home={home} />
        </>
      )}
      {home.hero?.isBottom ? <div className="mt-16">{hero}</div> : null}
    </main>
  );
}
