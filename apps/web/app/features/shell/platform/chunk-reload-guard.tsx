import { useEffect } from 'react';
import { isChunkLoadError, reloadForChunkError } from '../../../lib/platform/chunk-reload.ts';

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.sessionStorage;
  } catch {
    // Without storage the guard cannot remember: never reload rather than risk a loop.
    return { getItem: () => String(Date.now()), setItem: () => {} };
  }
}

/**
 * Spec §4: a chunk-load failure (the page refers to files a new deploy removed) reloads the
 * page, at most once per 60 s. Vite reports preload failures as `vite:preloadError`; a failed
 * dynamic import surfaces as an unhandled rejection.
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const reload = () => window.location.reload();
    const onPreload = (event: Event) => {
      if (reloadForChunkError(sessionStore(), reload)) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason) && reloadForChunkError(sessionStore(), reload))
        event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreload);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('vite:preloadError', onPreload);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
