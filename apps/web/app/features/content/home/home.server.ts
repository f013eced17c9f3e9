import { homepageMode, slideButtonHref } from '@eclat/domain';
import { serverConfig } from '../../../lib/config.server.ts';
import { formatter, pageUrl } from '../../../lib/format.ts';
import { translate } from '../../../lib/i18n/translate.ts';
import { pageTitle } from '../../../lib/shell.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import { loadCategories, loadShops, orEmpty } from '../../catalogue/catalogue.server.ts';
import type { PageSeo } from '../../catalogue/seo/page-meta.ts';
import { absoluteUrl, salonType, shopJsonLd } from '../../catalogue/seo/structured-data.ts';
import { shopSummary } from '../../catalogue/shop/shop-view.server.ts';
import { searchInit } from '../../shop-search/search.server.ts';
import { loadPosts, postCard } from '../magazine/posts-view.server.ts';
import type { HomeData, HomeMode, SlideData } from './home-types.ts';

const HOME_POSTS = 3;

const POSITION = /^(center|top|bottom|left|right)( (center|top|bottom|left|right))?$/;
/** The business's hero position as CSS object-position; anything else is centred. */
export const objectPosition = (position: string): string =>
  POSITION.test(position.trim()) ? position.trim() : 'center';

export function homeMode(storefront: Storefront, shopCount: number): HomeMode {
  const { company } = storefront;
  return company.homepageMode ?? homepageMode(shopCount, company.booker.homepageType);
}

/** Spec §2 home: hero, shop search or the one shop, services, home posts and featured posts. */
export async function loadHome(
  storefront: Storefront,
  url: URL,
  nowMs = Date.now(),
): Promise<{ home: HomeData; seo: PageSeo }> {
  const format = formatter(storefront, serverConfig().apiUrl);
  const [shops, categories, homePosts, featuredPosts] = await Promise.all([
    loadShops(storefront),
    orEmpty(storefront, 'categories', () => loadCategories(storefront), []),
    orEmpty(
      storefront,
      'home posts',
      () => loadPosts(storefront, { position: 'home', itemPerPage: HOME_POSTS + 1 }),
      [],
    ),
    orEmpty(
      storefront,
      'featured posts',
      () => loadPosts(storefront, { featured: '1', itemPerPage: HOME_POSTS }),
      [],
    ),
  ]);
  const mode = homeMode(storefront, shops.length);
  const { booker, identity } = storefront.company;
  const heroSettings = booker.sections.home.heroImage;
  const slides: SlideData[] = heroSettings.slides.map((slide) => {
    const href = slideButtonHref(slide, categories);
    const label = slide.buttonText?.trim();
    return {
      title: slide.title,
      text: slide.text,
      image: { url: format.image(slide.image.url), alt: slide.image.alt },
      button: href && label ? { label, href, external: /^https?:/i.test(href) } : null,
    };
  });
  const featuredSlugs = new Set(featuredPosts.map((p) => p.slug));
  const first = shops[0];
  const home: HomeData = {
    mode,
    siteName: identity.displayName,
    hero:
      heroSettings.enabled && slides.length > 0
        ? { isBottom: heroSettings.isBottom, position: objectPosition(heroSettings.position), slides }
        : null,
    search:
      mode === 'mono'
        ? null
        : await searchInit(storefront, shops, url, format, mode === 'mkp-2' ? 'square' : 'grid'),
    shop: mode === 'mono' && first ? shopSummary(first, format, nowMs) : null,
    categories: categories.map((c) => ({
      slug: c.slug,
      name: c.name,
      image: c.images[0] ? { url: format.image(c.images[0].url) } : null,
      href: `/services/${c.slug}`,
    })),
    featured: featuredPosts.map((p) => postCard(p, format)),
    posts: homePosts
      .filter((p) => !featuredSlugs.has(p.slug))
      .slice(0, HOME_POSTS)
      .map((p) => postCard(p, format)),
  };
  const type = salonType(categories.map((c) => c.name));
  const jsonLd =
    mode === 'mono' && first
      ? shopJsonLd(type, {
          name: first.publicInfo.name,
          url: pageUrl(storefront, '/'),
          description: first.publicInfo.description,
          image: first.images[0] ? absoluteUrl(storefront.origin, format.image(first.images[0].url)) : null,
          phone: first.publicInfo.phone,
          email: first.publicInfo.email,
          address: {
            street: first.publicInfo.address.address,
            zipcode: first.publicInfo.address.zipcode,
            city: first.publicInfo.address.city,
            country: first.publicInfo.address.country,
          },
          position: first.localisation.coordonate,
          openingHours: first.openingHours,
        })
      : {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: identity.displayName,
          url: pageUrl(storefront, '/'),
          ...(identity.logo ? { logo: absoluteUrl(storefront.origin, format.image(identity.logo.url)) } : {}),
          subOrganization: shops.map((shop) => ({
            '@type': type,
            name: shop.publicInfo.name,
            url: pageUrl(storefront, `/${shop.slug}`),
          })),
        };
  return {
    home,
    seo: {
      title: pageTitle(storefront),
      description: translate(storefront.lang, 'shell', 'seoDescription', { site: identity.displayName }),
      image: slides[0]?.image.url ?? null,
      jsonLd: [jsonLd],
    },
  };
}
