import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * After a page change in the browser, focus goes to the new page's heading (issue 17: not lost to
 * <body>, where a screen reader or a keyboard user would start again from the top). Not on the
 * first load, not when only the query changes (a search typing), and not when the new page put
 * focus somewhere on purpose (a field, a dialog).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (navigation.state !== 'idle' || shown.current === pathname) return;
    shown.current = pathname;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      const placed = active && active !== document.body && active.closest('main, [role="dialog"]');
      if (placed) return;
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, navigation.state]);

  return null;
}
