import { isLang } from '@eclat/contracts/langs';
import { type RouterContextProvider, redirect } from 'react-router';
import { siteGateRedirect } from '../../../lib/site-gate.ts';
import { getStorefront, requireStorefront } from '../../../lib/storefront.server.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';

/**
 * Where a discovery page is: the storefront of the request and, for a shop's pages, the shop slug.
 *
 * Spec §2 puts a shop's page at /{shop} and every page under an optional /{lang}: for French
 * pages (no prefix) '/paris-marais' and '/en' have the same shape, so React Router matches the
 * language routes (the home, services/{category}, services/{category}/{service}) with the shop
 * slug as `lang`. A first segment that is a language is a language; anything else is read here as
 * a shop slug (the page answers 404 when no such shop exists). The root middleware saw an unknown
 * prefix there and skipped the site switch, so it is applied here.
 */
export type Scope = { storefront: Storefront; shopSlug: string | null };

export function resolveScope(
  context: Readonly<RouterContextProvider>,
  params: { lang?: string; shop?: string },
  request: Request,
): Scope {
  // /{lang}/{shop}/…: the prefix must be a language (an unknown one is a 404).
  if (params.shop !== undefined) return { storefront: requireStorefront(context), shopSlug: params.shop };
  if (params.lang === undefined || isLang(params.lang)) {
    return { storefront: requireStorefront(context), shopSlug: null };
  }
  const storefront = getStorefront(context);
  const gate = siteGateRedirect({
    siteOff: storefront.siteOff,
    debug: storefront.debug,
    pathname: new URL(request.url).pathname,
    lang: storefront.lang,
  });
  if (gate) throw redirect(gate);
  return { storefront, shopSlug: params.lang };
}

/** A page that exists only at /{lang?}/…: an unknown first segment is a 404 (requireStorefront). */
export const pageStorefront = (context: Readonly<RouterContextProvider>): Storefront =>
  requireStorefront(context);
