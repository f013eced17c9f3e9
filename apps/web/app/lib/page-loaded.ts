// The page's own loads as React state (issue 19): what waits for them — the prefetch of the next
// pages, the pictures below the first screen — reads the window's load event here. False on the
// server and while hydrating (the server's page knows nothing of the browser's loads).
import { useSyncExternalStore } from 'react';

let scrolled = false;
const loaded = () => document.readyState === 'complete';
const loadedOrScrolled = () => scrolled || loaded();
const notOnServer = () => false;

function onLoad(onChange: () => void): () => void {
  window.addEventListener('load', onChange, { once: true });
  return () => window.removeEventListener('load', onChange);
}

function onLoadOrScroll(onChange: () => void): () => void {
  const onScroll = () => {
    scrolled = true;
    onChange();
  };
  const offLoad = onLoad(onChange);
  // Captured: a swipe along a row of pictures scrolls the row, and its scroll event does not bubble.
  window.addEventListener('scroll', onScroll, { once: true, passive: true, capture: true });
  return () => {
    offLoad();
    window.removeEventListener('scroll', onScroll, { capture: true });
  };
}

/** True once the window's load event has come. */
export function useWindowLoaded(): boolean {
  return useSyncExternalStore(onLoad, loaded, notOnServer);
}

/** True once the window has loaded or the visitor has scrolled the page or anything in it. */
export function usePageReady(): boolean {
  return useSyncExternalStore(onLoadOrScroll, loadedOrScrolled, notOnServer);
}
