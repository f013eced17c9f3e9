import { ApiError, DEFAULT_LANG, isLang, type Lang } from '@eclat/contracts';
import { type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router';
import { loadTenant, type Tenant } from './company.server.ts';
import { hostName } from './host.ts';
import { enabledLangs, routeLang } from './i18n/lang-path.ts';
import { isSiteOff, siteGateRedirect } from './site-gate.ts';
import { type Storefront, storefrontContext } from './storefront-context.ts';
import { companyNotRegistered, maintenance, notFound } from './storefront-errors.server.ts';

/** The proxy route forwards to the API as is: it needs no company. */
const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

async function tenantOrError(host: string, lang: Lang): Promise<Tenant> {
  try {
    return await loadTenant(host, lang);
  } catch (error) {
    if (error instanceof ApiError && error.type === 'company_error') {
      throw companyNotRegistered(error.code === 400 ? 400 : 404);
    }
    // Spec §4: no company obtained (API unreachable, failing or answering nonsense) → maintenance.
    console.error(`[storefront] company for host "${host}" could not be loaded:`, error);
    throw maintenance();
  }
}

/**
 * Root middleware: resolves the company from the Host header, then applies the language rules
 * (spec §2) and the site switch (spec §4) before any loader runs, so redirects cost no API call.
 * An unknown prefix is only flagged here: the 404 is thrown by the loaders, so that the root
 * loader still runs and the 404 page wears the company's theme.
 */
export const storefrontMiddleware: MiddlewareFunction<Response> = async ({
  request,
  params,
  url,
  context,
}) => {
  if (isApiPath(url.pathname)) return;
  const host = hostName(request.headers.get('host') ?? url.host);
  const asked = isLang(params.lang) ? params.lang : DEFAULT_LANG;
  const { company, token, debug } = await tenantOrError(host, asked);

  const enabled = enabledLangs(company.booker.langs);
  const routing = routeLang(params.lang, enabled, url.pathname, url.search);
  if (routing.kind === 'redirect') throw redirect(routing.to);
  const lang = routing.kind === 'ok' ? routing.lang : DEFAULT_LANG;

  const siteOff = isSiteOff(company);
  if (routing.kind === 'ok') {
    const gate = siteGateRedirect({ siteOff, debug, pathname: url.pathname, lang });
    if (gate) throw redirect(gate);
  }

  context.set(storefrontContext, {
    company,
    token,
    debug,
    lang,
    enabledLangs: enabled,
    siteOff,
    unknownLangPrefix: routing.kind === 'not-found',
    origin: url.origin,
  });
};

/** The storefront of the request, for loaders that render whatever the path (the root). */
export function getStorefront(context: Readonly<RouterContextProvider>): Storefront {
  return context.get(storefrontContext);
}

/** The storefront of the request for page loaders: a path under an unknown prefix is a 404. */
export function requireStorefront(context: Readonly<RouterContextProvider>): Storefront {
  const storefront = getStorefront(context);
  if (storefront.unknownLangPrefix) throw notFound();
  return storefront;
}
