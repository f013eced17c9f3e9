import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { useShell } from '../use-shell.ts';
import type { Notices } from './notice-types.ts';

const NoticesContext = createContext<Notices | null>(null);

/**
 * Events, alerts and coupon words, fetched once the page is shown (they are below the fold of
 * every page: the header's bell and the popups), again when the language changes.
 */
export function NoticesProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { lang } = useShell();
  const [notices, setNotices] = useState<Notices | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetch(localisePath('/_shell/notices', lang), {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then((response) => (response.ok ? (response.json() as Promise<Notices>) : null))
      .then((value) => {
        if (value && Array.isArray(value.events) && Array.isArray(value.alerts)) setNotices(value);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[storefront] notices could not be loaded', error);
      });
    return () => controller.abort();
  }, [lang, enabled]);

  return <NoticesContext.Provider value={notices}>{children}</NoticesContext.Provider>;
}

/** null until loaded (or when loading failed). */
export const useNotices = () => useContext(NoticesContext);
