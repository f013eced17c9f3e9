import { ApiError, DEFAULT_LANG, isLang, type Lang } from '@eclat/contracts';
import { isbot } from 'isbot';
import { type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router';
import { isStaffSession } from './auth/staff-session.server.ts';
import { storefrontCaches } from './caching/caches.server.ts';
import { trackCookies } from './caching/page-cache.server.ts';
import { nonceContext, type RequestShare, requestShareContext } from './caching/request-share.ts';
import { loadTenant, type Tenant } from './company.server.ts';
import { parseCookies, serializeCookie } from './cookies.ts';
import { FORWARDED_FOR } from './forwarded-for.ts';
import { hostName } from './host.ts';
import { firstVisitCookie, LANG_COOKIE, LANG_COOKIE_MAX_AGE } from './i18n/first-visit.ts';
import { enabledLangs, routeLang } from './i18n/lang-path.ts';
import { PREVIEW_COOKIE, previewTokenFromUrl, validPreviewToken } from './preview/marker.ts';
import { newNonce } from './security-headers.server.ts';
import { debugModeFor, isSiteOff, siteGateRedirect } from './site-gate.ts';
import { type Storefront, storefrontContext } from './storefront-context.ts';
import { companyNotRegistered, maintenance, notFound } from './storefront-errors.server.ts';

/** The proxy route forwards to the API as is: it needs no company. */
const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
/** Crawler files answer whatever the site's state: they carry no page content. */
const CRAWLER_FILES = new Set(['/robots.txt', '/sitemap.xml']);

async function tenantOrError(
  host: string,
  lang: Lang,
  previewToken: string | null,
  share: RequestShare,
): Promise<Tenant> {
  try {
    return await loadTenant(host, lang, previewToken, share);
  } catch (error) {
    if (error instanceof ApiError && error.type === 'company_error') {
      throw companyNotRegistered(error.code === 400 ? 400 : 404);
    }
    // Spec §4: no company obtained (API unreachable, failing or answering nonsense) → maintenance.
    console.error(`[storefront] company for host "${host}" could not be loaded:`, error);
    throw maintenance();
  }
}

/** A page asked by the browser's address bar or a link (not a data request of client navigation). */
function isDocumentRequest(request: Request): boolean {
  return request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html');
}

/**
 * Root middleware: resolves the company from the Host header, then applies the language rules
 * (spec §2, §4) and the site switch (spec §4) before any loader runs, so redirects cost no API
 * call. An unknown prefix is only flagged here: the 404 is thrown by the loaders, so that the
 * root loader still runs and the 404 page wears the company's theme.
 */
export const storefrontMiddleware: MiddlewareFunction<Response> = async (
  { request, params, url, context },
  next,
) => {
  if (isApiPath(url.pathname)) return;
  // What the page cache needs to know of this request (ADR 0028), and the response's script nonce.
  const share: RequestShare = { shareable: false, personal: false };
  context.set(requestShareContext, share);
  context.set(nonceContext, newNonce());
  const host = hostName(request.headers.get('host') ?? url.host);
  const cookies = trackCookies(parseCookies(request.headers.get('cookie')), share);
  const setCookies: string[] = [];

  // Spec §4 preview: the marker in the URL starts a preview, a session cookie keeps it for the
  // pages visited inside the back office's frame.
  const markedToken = previewTokenFromUrl(url.pathname + url.search);
  const previewToken = markedToken ?? validPreviewToken(cookies[PREVIEW_COOKIE]);
  if (markedToken && markedToken !== cookies[PREVIEW_COOKIE]) {
    // The preview runs in the back office's iframe, another site: only a SameSite=None cookie
    // (Secure, partitioned per top-level site: CHIPS) is kept there. Browsers accept Secure
    // cookies from http://localhost too, so development previews work the same.
    const trustworthy = url.protocol === 'https:' || host === 'localhost' || host.endsWith('.localhost');
    setCookies.push(
      serializeCookie(
        PREVIEW_COOKIE,
        markedToken,
        trustworthy ? { sameSite: 'None', secure: true, partitioned: true } : { sameSite: 'Lax' },
      ),
    );
  }

  const asked = isLang(params.lang) ? params.lang : DEFAULT_LANG;
  const { company, token, debug: companyDebug } = await tenantOrError(host, asked, previewToken, share);
  const forwardedFor = request.headers.get(FORWARDED_FOR);

  const enabled = enabledLangs(company.booker.langs);
  const routing = routeLang(params.lang, enabled, url.pathname, url.search);
  if (routing.kind === 'redirect') throw redirect(routing.to, { headers: cookieHeaders(setCookies) });
  const lang = routing.kind === 'ok' ? routing.lang : DEFAULT_LANG;
  const crawlerFile = CRAWLER_FILES.has(url.pathname);

  if (routing.kind === 'ok' && !crawlerFile && isDocumentRequest(request)) {
    // Issue 19: a first visit is answered here, in the page's language; the page offers the
    // browser's language in a banner instead of redirecting (features/shell/header/language-offer).
    const setLang = firstVisitCookie({
      cookie: cookies[LANG_COOKIE],
      acceptLanguage: request.headers.get('accept-language'),
      enabled,
      current: lang,
      isBot: isbot(request.headers.get('user-agent')),
    });
    if (setLang) setCookies.push(serializeCookie(LANG_COOKIE, setLang, { maxAge: LANG_COOKIE_MAX_AGE }));
  }

  const siteOff = isSiteOff(company);
  const debug = await debugModeFor({
    companyDebug,
    siteOff,
    // The API answers previewTheme true only for the company's own preview token.
    preview: previewToken !== null && company.previewTheme === true,
    isStaff: () => isStaffSession({ companyToken: token, cookies, forwardedFor }),
  });
  if (routing.kind === 'ok' && !crawlerFile) {
    const gate = siteGateRedirect({ siteOff, debug, pathname: url.pathname, lang });
    if (gate) throw redirect(gate, { headers: cookieHeaders(setCookies) });
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
    previewToken,
    forwardedFor,
    cookies,
    // Shared reads of this company, language and preview state kept between requests.
    reads: storefrontCaches().reads.forRequest(token, `${lang} ${previewToken ?? ''}`, share),
  });

  const response = await next();
  for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
  return response;
};

function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return headers;
}

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
