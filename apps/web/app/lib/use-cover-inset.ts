import { useEffect } from 'react';

/**
 * Publishes, as a CSS variable on <html>, how much of the bottom of the screen a fixed element
 * covers (0 while it is not displayed), so that the page can pad itself and scroll focused
 * controls above it (app.css: scroll-padding-bottom) — issue 17: no control hidden under the
 * cookie dialog or the booking sheet.
 */
export function useCoverInset(element: HTMLElement | null, variable: `--${string}`): void {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const covered = `${rect.height > 0 ? Math.max(0, Math.ceil(window.innerHeight - rect.top)) : 0}px`;
      // The observer's first call repeats the first measure: an unchanged value is not written.
      if (root.style.getPropertyValue(variable) !== covered) root.style.setProperty(variable, covered);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(variable);
    };
  }, [element, variable]);
}
