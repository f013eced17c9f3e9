import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root.ts';
import appCss from './app.css?url';
import { describeError } from './features/errors/describe-error.ts';
import { ErrorPage } from './features/errors/error-page.tsx';
import { DebugBar } from './features/layout/debug-bar.tsx';
import { SiteHeader } from './features/layout/site-header.tsx';
import { ThemeHead } from './features/theme/theme-head.tsx';
import { serverConfig } from './lib/config.server.ts';
import { langFromPath } from './lib/i18n/lang-path.ts';
import { t } from './lib/i18n/t.ts';
import { useLang } from './lib/i18n/use-lang.ts';
import { buildShell } from './lib/shell.ts';
import { getStorefront, storefrontMiddleware } from './lib/storefront.server.ts';

export const middleware: Route.MiddlewareFunction[] = [storefrontMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return buildShell(getStorefront(context), serverConfig().apiUrl);
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: appCss }];

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  if (error) return [{ title: describeError(error, lang).title }];
  return [{ title: loaderData?.title ?? t(lang, 'defaultPageTitle') }];
}

/** The document. Without root data (no company: unknown host, API down) it wears the defaults. */
export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const lang = shell?.lang ?? langFromPath(pathname);
  return (
    <html lang={lang} data-theme={shell?.dark ? 'dark' : 'light'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {shell ? <ThemeHead shell={shell} pathname={pathname} /> : null}
      </head>
      <body className="bg-page font-body text-ink">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-page focus:px-4 focus:py-2"
        >
          {t(lang, 'skipToContent')}
        </a>
        {shell?.debugBar ? <DebugBar /> : null}
        {shell ? <SiteHeader shell={shell} /> : null}
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = useLang();
  return <ErrorPage view={describeError(error, lang)} />;
}
