import { type ReactNode, useContext, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root.ts';
import { describeError } from './features/shell/errors/describe-error.ts';
import { ErrorPage } from './features/shell/errors/error-page.tsx';
import { ErrorPageGuard } from './features/shell/errors/error-page-guard.tsx';
import { magazineHasPosts } from './features/shell/has-posts.server.ts';
import { isHomeMatch } from './features/shell/home-match.ts';
import { type LayoutKind, StorefrontChrome } from './features/shell/layout/storefront-chrome.tsx';
import { usePreview } from './features/shell/preview/use-preview.ts';
import { ThemeHead } from './features/shell/theme/theme-head.tsx';
import { useOptionalShell } from './features/shell/use-shell.ts';
import { AppStyles } from './lib/app-css.tsx';
import { pageCacheMiddleware } from './lib/caching/page-cache-middleware.server.ts';
import { serverConfig } from './lib/config.server.ts';
import { NonceContext } from './lib/csp.ts';
import { langFromPath } from './lib/i18n/lang-path.ts';
import { useLang } from './lib/i18n/use-lang.ts';
import { EarlyTaps } from './lib/platform/early-taps.tsx';
import { shellMeta } from './lib/seo/meta.ts';
import { buildShell } from './lib/shell.server.ts';
import { getStorefront, storefrontMiddleware } from './lib/storefront.server.ts';
import { layoutAttributes } from './lib/theme/layout.ts';
import { errorMessages } from './locales/shell/error-messages.ts';

// The storefront's request (company, language, site switch), then the page cache (ADR 0028).
export const middleware: Route.MiddlewareFunction[] = [storefrontMiddleware, pageCacheMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const storefront = getStorefront(context);
  const { apiUrl, backofficeOrigins } = serverConfig();
  const hasPosts = await magazineHasPosts(storefront);
  return buildShell(storefront, { apiOrigin: apiUrl, hasPosts, backofficeOrigins });
}

/**
 * The shell depends on the company and the language only: client navigations within a language
 * reuse it (no company call per click); switching language loads it again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname);
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const view = error ? describeError(error, lang) : null;
  if (!loaderData) return [{ title: view?.documentTitle ?? errorMessages[lang].defaultPageTitle }];
  // shell.title is the company's pattern around the default title 'Réservation en ligne': what a
  // page without a title, or in error (spec §8), is called; a 404 says so in the company's pattern.
  // Pages set their own (withPageTitle).
  return shellMeta(
    loaderData,
    location.pathname,
    view?.kind === 'not_found' ? loaderData.notFoundTitle : loaderData.title,
  );
}

type LayoutHandle = { layout?: LayoutKind };

/** The layout the deepest route asks for (spec §2: default, disabled, empty, marketplace). */
function layoutOf(
  matches: ReturnType<typeof useMatches>,
  marketplace: boolean,
): { kind: LayoutKind; home: boolean } {
  let kind: LayoutKind = 'default';
  for (const match of matches) {
    const handle = match.handle as LayoutHandle | undefined;
    if (handle?.layout) kind = handle.layout;
  }
  const home = isHomeMatch(matches);
  if (kind === 'default' && home && marketplace) kind = 'marketplace';
  return { kind, home };
}

/** The document. Without root data (no company: unknown host, API down) it wears the defaults. */
export function Layout({ children }: { children: ReactNode }) {
  const shell = useOptionalShell();
  const { pathname } = useLocation();
  const matches = useMatches();
  const preview = usePreview(shell);
  const lang = shell?.lang ?? langFromPath(pathname);
  const { kind, home } = layoutOf(matches, shell?.marketplace ?? false);
  const dark = preview.dark ?? shell?.dark ?? false;
  const attributes = shell ? layoutAttributes({ ...shell.layout, ...preview.values }) : {};
  const nonce = useContext(NonceContext);
  return (
    <html
      lang={lang}
      data-theme={dark ? 'dark' : 'light'}
      data-layout={shell ? kind : 'bare'}
      {...attributes}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* Before the style sheets, which an inline script would wait for. */}
        <EarlyTaps />
        <Meta />
        <Links />
        <AppStyles />
        {shell ? <ThemeHead shell={shell} pathname={pathname} preview={preview} /> : null}
      </head>
      <body className="font-body text-ink">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-lg focus:bg-page focus:px-4 focus:py-2"
        >
          {errorMessages[lang].skipToContent}
        </a>
        {shell ? (
          <StorefrontChrome kind={kind} transparentHeader={home && shell.layout.transparentHeader}>
            {children}
          </StorefrontChrome>
        ) : (
          children
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Says the page has become interactive (`<html data-hydrated>`): the journeys that test what
  // only a hydrated page does (a client navigation's progress bar) wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    window.__eclatTaps?.replay();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = useLang();
  return (
    <ErrorPageGuard>
      <ErrorPage view={describeError(error, lang)} />
    </ErrorPageGuard>
  );
}
