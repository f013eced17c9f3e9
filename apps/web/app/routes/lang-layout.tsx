import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { markShareable } from '../lib/caching/request-share.ts';
import { pageGroupTexts } from '../lib/i18n/page-group-texts.server.ts';
import { shopWordOf } from '../lib/i18n/shop-word.ts';
import { getStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/lang-layout.ts';

/**
 * The optional language segment (spec §2). The root middleware already redirected a disabled
 * language. A first segment that is not a language may be a shop slug (spec §2 /{shop}), so each
 * page decides: requireStorefront answers 404 for an unknown prefix, and the pages that also exist
 * under /{shop} look the shop up (features/content/site/scope.server.ts). No component: React
 * Router renders the page in its place, and the browser gets no code for this route (issue 19).
 *
 * It sends the page's interface texts of its group (routes.ts: discovery or journeys), the keys
 * its code uses in its language, read by useT through `pageTexts`. The page is known from the
 * pattern React Router matched; getStorefront rather than requireStorefront: '/{shop}' pages have
 * a first segment that is not a language.
 */
export function loader({ context, pattern }: Route.LoaderArgs) {
  const { company, lang } = getStorefront(context);
  const group = pageGroupTexts(pattern, lang, shopWordOf(company));
  if (!group) return null;
  // What one browses is the same for every visitor: the page cache may keep it (ADR 0028).
  if (group.namespace === 'discovery') markShareable(context);
  return { pageTexts: { [group.namespace]: group.texts } };
}

/** Each page has its own texts (and the language changes the path too). */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}
