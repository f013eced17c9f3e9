import { lazy, Suspense, useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCoverInset } from '../../../lib/use-cover-inset.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { isLandingMatch } from '../home-match.ts';
import { useShell } from '../use-shell.ts';
import { useConsent } from './consent-context.tsx';

const ConsentPreferences = lazy(() => import('./consent-preferences.tsx'));

/**
 * The cookie dialog of spec §4 (CNIL practice): shown before any choice, in the server-rendered
 * page; "refuse all" is as easy as "accept all" (same size, same place); "customise" opens the
 * preferences. Not modal: the page stays readable and usable beside it, and nothing optional
 * loads until a choice is made. It comes first in the keyboard order (the layout renders it
 * before the page). On landing pages it floats above the phone's bottom bar and covers nothing
 * that cannot be scrolled out from under it; over a deep link it sits at the top of the page
 * (issue 17: no control reachable beneath it, nothing over what the visitor came for).
 */
export function ConsentDialog({ aboveBottomBar = false }: { aboveBottomBar?: boolean }) {
  const t = useT('shell');
  // Over a deep link (a booking, a product) the dialog takes its place at the top of the page
  // instead of floating over what the visitor came for (issue 17).
  const floating = isLandingMatch(useMatches());
  const { cookiesText } = useShell();
  const { state, dispatch } = useConsent();
  const dialog = useRef<HTMLElement>(null);
  const wasOpen = useRef(state.open);
  useCoverInset(dialog, state.open && floating, '--consent-cover');

  useEffect(() => {
    // Reopened from the footer: move focus into the dialog; on first display, leave focus alone.
    if (state.open && !wasOpen.current) dialog.current?.focus();
    wasOpen.current = state.open;
  }, [state.open]);

  if (!state.open) return null;
  const preferences = state.view === 'preferences';
  return (
    <section
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      tabIndex={-1}
      data-testid="consent-dialog"
      className={`${
        floating
          ? `fixed inset-x-3 z-[45] mx-auto max-h-[60dvh] overflow-y-auto shadow-dialog ${aboveBottomBar ? 'bottom-[calc(3.5rem+env(safe-area-inset-bottom)+0.5rem)] lg:bottom-6' : 'bottom-3 sm:bottom-5 lg:bottom-6'}`
          : 'relative mx-3 mt-3 sm:mx-auto sm:mt-4'
      } max-w-2xl rounded-dialog border border-line bg-page p-4 text-ink outline-none sm:p-6`}
    >
      <h2 id="consent-title" className="font-heading text-lg sm:text-xl">
        {t('consentTitle')}
      </h2>
      {cookiesText ? (
        <div
          id="consent-text"
          className="prose-legal mt-2 text-xs text-muted sm:text-sm"
          // Sanitised by the API on write and on read (architecture page "Time, money, text").
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised business text
          dangerouslySetInnerHTML={{ __html: cookiesText }}
        />
      ) : (
        <p id="consent-text" className="mt-2 text-xs text-muted sm:text-sm">
          {t('consentText')}{' '}
          <Link to="/legal#rgpd" className="underline underline-offset-2">
            {t('consentLearnMore')}
          </Link>
        </p>
      )}
      {preferences ? (
        <Suspense fallback={<p className="mt-4 text-sm text-muted">{t('loading')}</p>}>
          <ConsentPreferences />
        </Suspense>
      ) : null}
      <div className="mt-4 grid grid-cols-2 gap-2 sm:mt-5 sm:grid-cols-3">
        <button type="button" className={buttonClass.primary} onClick={() => dispatch({ type: 'refuse' })}>
          {t('consentRefuse')}
        </button>
        <button type="button" className={buttonClass.primary} onClick={() => dispatch({ type: 'accept' })}>
          {preferences ? t('consentSave') : t('consentAccept')}
        </button>
        <button
          type="button"
          aria-expanded={preferences}
          className={`${buttonClass.outline} col-span-2 sm:col-span-1`}
          onClick={() => dispatch({ type: 'togglePreferences' })}
        >
          {preferences ? t('consentBack') : t('consentCustomize')}
        </button>
      </div>
    </section>
  );
}

/** The footer link that reopens the dialog (spec §4). */
export function ConsentReopenButton({ className }: { className?: string }) {
  const t = useT('shell');
  const { dispatch } = useConsent();
  return (
    <button type="button" className={className} onClick={() => dispatch({ type: 'reopen' })}>
      {t('cookieSettings')}
    </button>
  );
}
