import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { langFromPath } from '../lib/i18n/lang-path.ts';
import { shopWordOf, withShopWord } from '../lib/i18n/shop-word.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { namespaceCatalogues } from '../locales/index.ts';
import type { Route } from './+types/journeys-layout.ts';

/** The journeys' interface texts in the page's language, read by useT('journeys'). */
export function loader({ context }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const word = shopWordOf(storefront.company);
  const messages = namespaceCatalogues.journeys[storefront.lang];
  return { messages: withShopWord('journeys', messages, word, storefront.lang) };
}

/** The texts change with the language only. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname);
}

// No component: React Router renders the page in its place (less code for the browser, issue 19).
