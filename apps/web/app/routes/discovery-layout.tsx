import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { markShareable } from '../lib/caching/request-share.ts';
import { langFromPath } from '../lib/i18n/lang-path.ts';
import { shopWordOf, withShopWord } from '../lib/i18n/shop-word.ts';
import { getStorefront } from '../lib/storefront.server.ts';
import { namespaceCatalogues } from '../locales/index.ts';
import type { Route } from './+types/discovery-layout.ts';

/**
 * The discovery pages' interface texts in the page's language, read by useT('discovery'). getStorefront
 * rather than requireStorefront: '/{shop}' pages have a first segment that is not a language.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { company, lang } = getStorefront(context);
  // What one browses is the same for every visitor: the page cache may keep it (ADR 0028).
  markShareable(context);
  return {
    messages: withShopWord('discovery', namespaceCatalogues.discovery[lang], shopWordOf(company), lang),
  };
}

/** The texts change with the language only. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname);
}

// No component: React Router renders the page in its place (less code for the browser, issue 19).
