import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { useConsent } from '../consent/consent-context.tsx';
import { useNotices } from '../notices/notices-context.tsx';
import { isHomeMatch } from '../shell/home-match.ts';
import { useShell } from '../shell/use-shell.ts';
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
 * The popups that open by themselves, one after the other and never over the cookie dialog:
 * on the home the coupon popup (spec §4: enabled, not closed, coupons_closed not true), then the
 * events carousel when there are current events (spec §4).
 */
export function AutoPopups() {
  const shell = useShell();
  const notices = useNotices();
  const { state } = useConsent();
  const { open } = useDialogs();
  const matches = useMatches();
  const done = useRef(false);
  const isHome = isHomeMatch(matches);

  useEffect(() => {
    if (done.current || state.open || state.consent === null || !notices) return;
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
  }, [state.open, state.consent, notices, isHome, shell.popups.coupons, open]);

  return null;
}
