import type { Lang } from '@eclat/contracts/langs';
import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readBrowserCookie } from '../../../lib/cookies.ts';
import { LANG_COOKIE, languageOffer } from '../../../lib/i18n/first-visit.ts';
import { useConsent } from '../consent/consent-context.tsx';
import { useShell } from '../use-shell.ts';
import type { LanguageOfferBannerProps } from './language-offer-banner.tsx';

/**
 * Issue 19: instead of redirecting a first visit to the browser's language, the page offers it.
 * Decided in the browser (navigator.languages), so that the server's page is the same for every
 * visitor (and can be kept by the page cache); the banner's code is loaded only when there is
 * something to offer, after the cookie choice when the cookie dialog is open, once the page is
 * interactive: it takes nothing from the first paint. It is fixed at the bottom of the window,
 * so nothing moves when it appears (no layout shift).
 */
export function LanguageOffer({ aboveBottomBar }: { aboveBottomBar: boolean }) {
  const { enabledLangs, lang } = useShell();
  const { state } = useConsent();
  const { pathname } = useLocation();
  const [offer, setOffer] = useState<Lang | null>(null);
  const [Banner, setBanner] = useState<ComponentType<LanguageOfferBannerProps> | null>(null);

  // Again on each page: the language menu or the banner may have recorded a choice meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    setOffer(
      languageOffer({
        cookie: readBrowserCookie(LANG_COOKIE),
        browserLangs: navigator.languages ?? [navigator.language],
        enabled: enabledLangs,
        current: lang,
      }),
    );
  }, [enabledLangs, lang, pathname]);

  const waiting = offer === null || state.open;
  useEffect(() => {
    if (waiting || Banner) return;
    let cancelled = false;
    import('./language-offer-banner.tsx').then((module) => {
      if (!cancelled) setBanner(() => module.LanguageOfferBanner);
    });
    return () => {
      cancelled = true;
    };
  }, [waiting, Banner]);

  if (waiting || !Banner || offer === null) return null;
  return (
    <Banner offer={offer} current={lang} aboveBottomBar={aboveBottomBar} onAnswered={() => setOffer(null)} />
  );
}
