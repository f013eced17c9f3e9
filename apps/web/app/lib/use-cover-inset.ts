import { type RefObject, useEffect } from 'react';

/**
 * Publishes, as a CSS variable on <html>, how much of the bottom of the screen a fixed element
 * covers (0 while it is not displayed), so that the page can pad itself and scroll focused
 * controls above it (app.css: scroll-padding-bottom) — issue 17: no control hidden under the
 * cookie dialog or the booking sheet.
 */
export function useCoverInset(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  variable: `--${string}`,
): void {
  // The element is read from a ref once the page is committed (issue 19): a ref callback storing it
  // in state re-rendered the page synchronously right after hydration's commit, which then ran
  // every passive effect in that same long task. The observer's first call measures it, at the
  // next frame's layout rather than forcing one here.
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const covered = `${rect.height > 0 ? Math.max(0, Math.ceil(window.innerHeight - rect.top)) : 0}px`;
      if (root.style.getPropertyValue(variable) !== covered) root.style.setProperty(variable, covered);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(variable);
    };
  }, [ref, active, variable]);
}
