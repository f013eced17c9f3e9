// Spec §7 tracking events (sb_booking_cart, sb_booking) and the purchase event, sent only once the
// visitor accepted analytics (spec §4, lib/consent): without consent nothing leaves the page.
import { useCallback } from 'react';
import { analyticsAllowed } from '../../../lib/consent/consent.ts';
import { useConsent } from '../consent/consent-context.tsx';
import { useShell } from '../use-shell.ts';
import { reportConversion } from './third-parties.tsx';

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export type TrackingEvent = 'sb_booking_cart' | 'sb_booking' | 'purchase';

/**
 * Queues an event for the tag manager: through gtag when it runs, else on dataLayer, which the tag
 * manager reads when it loads (the shell loads it after consent, when the business set one).
 */
export function pushEvent(name: TrackingEvent, params: Record<string, unknown>): void {
  const w = window as TagWindow;
  if (w.gtag) {
    w.gtag('event', name, params);
    return;
  }
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event: name, ...params });
}

/** A tracker bound to the visitor's consent; `conversion` adds the conversion event of a purchase. */
export function useTracking() {
  const { state } = useConsent();
  const { integrations } = useShell();
  const allowed = analyticsAllowed(state);
  const track = useCallback(
    (name: TrackingEvent, params: Record<string, unknown> = {}) => {
      if (allowed) pushEvent(name, params);
    },
    [allowed],
  );
  const conversion = useCallback(
    (value: { amount: number; currency: string }) => {
      if (allowed) reportConversion(integrations.gaConversion, value);
    },
    [allowed, integrations.gaConversion],
  );
  return { allowed, track, conversion };
}
