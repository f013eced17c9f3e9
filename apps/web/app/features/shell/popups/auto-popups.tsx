import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useConsent } from '../consent/consent-context.tsx';
import { isHomeMatch, isLandingMatch } from '../home-match.ts';
import { useNotices } from '../notices/notices-context.tsx';
import { useShell } from '../use-shell.ts';
import { type DialogKind, useDialogs } from './dialogs-context.tsx';

/** The events carousel opens by itself once per browser session; the bell reopens it any time. */
export const EVENTS_SHOWN_KEY = 'eclat:events-shown';

function eventsAlreadyShown(): boolean {
  try {
    return sessionStorage.getItem(EVENTS_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function markEventsShown(): void {
  try {
    sessionStorage.setItem(EVENTS_SHOWN_KEY, '1');
  } catch {
    // Without storage the carousel may show again on the next page: harmless.
  }
}

/**
 * The popups that open by themselves (spec §4: the coupon popup on the home, then the events
 * carousel when there are current events), one at a time and only on landing pages. The cookie
 * choice comes first: when it was asked on this page view, the popups wait for a later one
 * (issue 17: never three interruptions before the first tap).
 */
export function AutoPopups() {
  const shell = useShell();
  const notices = useNotices();
  const { state } = useConsent();
  const { open } = useDialogs();
  const matches = useMatches();
  const location = useLocation();
  const done = useRef(false);
  // The page view on which the cookie choice was asked, if it was (null: chosen on an earlier visit).
  const askedOn = useRef(state.consent === null ? location.key : null);
  const isHome = isHomeMatch(matches);
  const isLanding = isLandingMatch(matches);

  useEffect(() => {
    if (done.current || state.open || state.consent === null || !notices || !isLanding) return;
    if (askedOn.current === location.key) return;
    done.current = true;
    const queue: DialogKind[] = [];
    if (isHome && shell.popups.coupons) queue.push('coupons');
    if (notices.events.length > 0 && !eventsAlreadyShown()) queue.push('events');
    const next = () => {
      const kind = queue.shift();
      if (!kind) return;
      if (kind === 'events') markEventsShown();
      open(kind, 0, next);
    };
    next();
  }, [state.open, state.consent, notices, isHome, isLanding, location.key, shell.popups.coupons, open]);

  return null;
}
