import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  // Same-origin access to the API (media, later browser-side calls); see routes/api-proxy.ts.
  route('api/*', 'routes/api-proxy.ts'),
  // Spec §2: every page exists without prefix (fr) and under /en, /de, /es, /it. The optional
  // segment's loader answers 404 for an unknown prefix (Hydrogen's ($locale) pattern).
  route(':lang?', 'routes/lang-layout.tsx', [
    index('routes/home.tsx'),
    route('disabled', 'routes/disabled.tsx'),
    // Anything else under a language is a themed 404 rather than the router's bare one.
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
