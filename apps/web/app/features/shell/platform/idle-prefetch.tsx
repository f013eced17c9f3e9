import { useContext, useEffect, useState } from 'react';
import { matchRoutes, PrefetchPageLinks, UNSAFE_DataRouterContext } from 'react-router';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { isLang } from '../../../lib/i18n/langs.ts';
import { useShell } from '../use-shell.ts';

/** Spec §9: idle prefetch time-out 2000 ms. */
export const IDLE_PREFETCH_MS = 2000;

/** The catch-all 404 route (routes.ts): a page that does not exist is not worth prefetching. */
const NOT_FOUND_ROUTE = 'routes/not-found';

/**
 * Once the page has been idle (or after 2 s at the latest), the pages of the main navigation are
 * prefetched (their code and data), so the next tap is instant. Nothing happens before: the page
 * itself comes first. Only pages the router knows as real pages are prefetched: the router's
 * route list is read from its context (React Router offers no other way to ask).
 */
export function IdlePrefetch() {
  const { nav, lang } = useShell();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const go = () => setReady(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(go, { timeout: IDLE_PREFETCH_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(go, IDLE_PREFETCH_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!ready || !router) return null;
  const pages = nav.items
    .map((item) => localisePath(item.to, lang))
    .filter((page) => {
      const leaf = matchRoutes(router.routes, page)?.at(-1);
      if (!leaf || leaf.route.id === NOT_FOUND_ROUTE) return false;
      // '/boutique' without its page matches the optional language segment ('boutique' as a
      // language): that is the 404 of an unknown prefix, not a page.
      return leaf.params.lang === undefined || isLang(leaf.params.lang);
    });
  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
