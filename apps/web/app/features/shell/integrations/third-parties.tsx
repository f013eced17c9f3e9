import { useEffect } from 'react';
import { analyticsAllowed } from '../../../lib/consent/consent.ts';
import { scriptsToLoad, type ThirdPartyScript } from '../../../lib/integrations/third-party-scripts.ts';
import { useConsent } from '../consent/consent-context.tsx';
import { useShell } from '../use-shell.ts';

type TagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  sib?: { equeue: unknown[]; client_key: string };
};

function bootstrap(script: ThirdPartyScript, config: ReturnType<typeof useShell>['integrations']): void {
  const w = window as TagWindow;
  if (script.bootstrap === 'gtag' && config.ganalytics) {
    w.dataLayer = w.dataLayer ?? [];
    // gtag.js reads the arguments object itself, as Google's snippet pushes it.
    w.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object, not an array
      w.dataLayer?.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', config.ganalytics, { anonymize_ip: true });
    const conversionAccount = config.gaConversion?.split('/')[0];
    if (conversionAccount) w.gtag('config', conversionAccount);
  }
  if (script.bootstrap === 'brevo' && config.marketingTrackingKey) {
    w.sib = { equeue: [], client_key: config.marketingTrackingKey };
  }
}

/**
 * Loads the business's third-party services once the page is idle, trackers only after consent
 * (spec §4, §7). Scripts are async and added after the page is shown: they never block rendering.
 */
export function ThirdParties() {
  const { integrations } = useShell();
  const { state } = useConsent();
  const allowed = analyticsAllowed(state);

  useEffect(() => {
    const scripts = scriptsToLoad(integrations, allowed).filter(
      (script) => !document.querySelector(`script[data-third-party="${script.id}"]`),
    );
    if (scripts.length === 0) return;
    const load = () => {
      for (const script of scripts) {
        bootstrap(script, integrations);
        const element = document.createElement('script');
        element.src = script.src;
        element.async = true;
        element.dataset.thirdParty = script.id;
        document.head.append(element);
      }
    };
    const idle = window.requestIdleCallback?.(load, { timeout: 4000 });
    const timer = idle === undefined ? window.setTimeout(load, 1500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [integrations, allowed]);

  return null;
}

/**
 * The conversion event (spec §7) when gaConversionId and gaConversionLabel are set and the tag
 * manager runs; the payment pages call it after a purchase. Without either, it does nothing.
 */
export function reportConversion(target: string | null, value?: { amount: number; currency: string }): void {
  const w = window as TagWindow;
  if (!target || !w.gtag) return;
  w.gtag('event', 'conversion', {
    send_to: target,
    ...(value ? { value: value.amount / 100, currency: value.currency } : {}),
  });
}
