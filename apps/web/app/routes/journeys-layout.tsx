import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { journeysTexts } from '../lib/i18n/journeys-texts.server.ts';
import { shopWordOf } from '../lib/i18n/shop-word.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import type { Route } from './+types/journeys-layout.ts';

/** The journeys' interface texts the page uses, in its language, read by useT('journeys'). */
export function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const { pathname } = new URL(request.url);
  return { messages: journeysTexts(pathname, storefront.lang, shopWordOf(storefront.company)) };
}

/** Each page has its own texts (and the language changes the path too). */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

// No component: React Router renders the page in its place (less code for the browser, issue 19).
