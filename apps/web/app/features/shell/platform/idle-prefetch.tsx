import type { Lang } from '@eclat/contracts/langs';
import { useContext, useEffect, useState } from 'react';
import { type DataRouteObject, matchRoutes, PrefetchPageLinks, UNSAFE_DataRouterContext } from 'react-router';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { isLang } from '../../../lib/i18n/langs.ts';
import { useWindowLoaded } from '../../../lib/page-loaded.ts';
import { useShell } from '../use-shell.ts';

/** Spec §9: idle prefetch time-out 2000 ms. */
export const IDLE_PREFETCH_MS = 2000;

/** The catch-all 404 route (routes.ts): a page that does not exist is not worth prefetching. */
const NOT_FOUND_ROUTE = 'routes/not-found';

/**
 * Once the page has loaded and been idle (or 2 s after its load at the latest), the pages of the
 * main navigation are prefetched (their code and data), so the next tap is instant. Nothing
 * happens before: the page itself, images included, comes first. Only pages the router knows as
 * real pages are prefetched: the router's route list is read from its context (React Router
 * offers no other way to ask).
 *
 * One page per idle period (issue 19): each page's links are a commit of their own, and a
 * modulepreload link costs its insertion a few milliseconds of main thread (the module map) — the
 * whole navigation at once was one 45 ms task on this machine, 180 ms on a slow phone, blocking a
 * tap just after the page had become interactive.
 */
export function IdlePrefetch() {
  const { nav, lang } = useShell();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // How many pages are prefetched so far; 0 until the first idle period.
  const [shown, setShown] = useState(0);
  // Router updates seen while waiting for the navigation's routes (see below).
  const [, setRouterUpdates] = useState(0);
  const started = shown > 0;
  // Matched on every render once started: the router learns the navigation's routes from the
  // server after hydration (lazy route discovery), maybe after the first idle period.
  const wanted = navigationPages(nav.items, lang);
  const pages = started && router ? prefetchablePages(router.routes, wanted) : [];
  const more = !started || shown < pages.length;
  const waiting = started && !more && pages.length < wanted.length;

  useEffect(() => {
    if (!waiting || !router) return;
    // React Router 8 tells a discovery by a state update that changes nothing its contexts carry
    // (no component re-renders): listen to the router itself until the navigation is matched.
    const unsubscribe = router.subscribe(() => setRouterUpdates((count) => count + 1));
    // Routes discovered between this render and the subscription.
    setRouterUpdates((count) => count + 1);
    return unsubscribe;
  }, [waiting, router]);

  // The page's own loads first: until the window's load event, the idle periods fall between
  // the page's images (the hero among them) and prefetched code and data would share the network
  // with them, a slow phone connection's whole bandwidth (issue 19: the home's LCP image).
  const loaded = useWindowLoaded();

  useEffect(() => {
    if (!more || !router || !loaded) return;
    const next = () => setShown((count) => count + 1);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(next, { timeout: IDLE_PREFETCH_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(next, shown === 0 ? IDLE_PREFETCH_MS : 0);
    return () => window.clearTimeout(timer);
  }, [more, shown, router, loaded]);

  return (
    <>
      {pages.slice(0, shown).map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}

/** Whether the window's load event has come (the document and its images, fonts, scripts). */
/** The navigation's pages in the visitor's language, each once (two entries may share a page). */
function navigationPages(items: { to: string }[], lang: Lang): string[] {
  return [...new Set(items.map((item) => localisePath(item.to, lang)))];
}

/** Those of `pages` that are real pages of the router. */
function prefetchablePages(routes: DataRouteObject[], pages: string[]): string[] {
  return pages.filter((page) => {
    const leaf = matchRoutes(routes, page)?.at(-1);
    if (!leaf || leaf.route.id === NOT_FOUND_ROUTE) return false;
    // '/boutique' without its page matches the optional language segment ('boutique' as a
    // language): that is the 404 of an unknown prefix, not a page.
    return leaf.params.lang === undefined || isLang(leaf.params.lang);
  });
}
