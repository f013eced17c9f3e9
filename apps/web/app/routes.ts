import { type RouteConfig, route } from '@react-router/dev/routes';
import { discoveryRoutes } from './routes/discovery/routes.ts';
import { journeyRoutes } from './routes/journeys/routes.ts';

export default [
  // Same-origin access to the API (media, browser-side calls); see routes/api-proxy.ts.
  route('api/*', 'routes/api-proxy.ts'),
  // Spec §9 SEO: crawler files at the root, whatever the language.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  // Spec §2: every page exists without prefix (fr) and under /en, /de, /es, /it. The optional
  // segment's loader answers 404 for an unknown prefix (Hydrogen's ($locale) pattern).
  route(':lang?', 'routes/lang-layout.tsx', [
    // The discovery pages (issue 7): home, shops, services, e-shop, magazine, contact, legal.
    ...discoveryRoutes,
    // The journeys (issue 8): booking, gift vouchers, cart, payment returns, sign-in, account.
    ...journeyRoutes,
    route('disabled', 'routes/disabled.tsx'),
    route('waiting', 'routes/waiting.tsx'),
    // The shell's own data, fetched by the browser after the page is shown (bell, popups).
    route('_shell/notices', 'routes/shell-notices.ts'),
    // Anything else under a language is a themed 404 rather than the router's bare one.
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
