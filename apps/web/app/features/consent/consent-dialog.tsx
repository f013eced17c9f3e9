import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-lang.ts';
import { buttonClass } from '../../ui/icon-button.ts';
import { Link } from '../../ui/link.tsx';
import { useShell } from '../shell/use-shell.ts';
import { useConsent } from './consent-context.tsx';

const ConsentPreferences = lazy(() => import('./consent-preferences.tsx'));

/** The CSS variable the page reads to keep its controls out from under the dialog (app.css). */
const COVER_VARIABLE = '--consent-cover';

/**
 * Publishes how much of the bottom of the screen the open dialog covers: the page pads itself
 * and scrolls focused controls above it, sticky bars (the booking summary) stand on it.
 */
function useCoverInset(element: HTMLElement | null) {
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const covered = Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top));
      root.style.setProperty(COVER_VARIABLE, `${covered}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(COVER_VARIABLE);
    };
  }, [element]);
}

/**
 * The cookie dialog of spec §4 (CNIL practice): shown before any choice, in the server-rendered
 * page; "refuse all" is as easy as "accept all" (same size, same place); "customise" opens the
 * preferences. Not modal: the page stays readable and usable behind it, and nothing optional
 * loads until a choice is made. It comes first in the keyboard order (the layout renders it
 * before the page), stands above the phone's bottom bar, and covers nothing that cannot be
 * scrolled out from under it (issue 17: no control reachable beneath it).
 */
export function ConsentDialog({ aboveBottomBar = false }: { aboveBottomBar?: boolean }) {
  const t = useT();
  const { cookiesText } = useShell();
  const { state, dispatch } = useConsent();
  const dialog = useRef<HTMLElement>(null);
  const wasOpen = useRef(state.open);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useCoverInset(state.open ? element : null);

  useEffect(() => {
    // Reopened from the footer: move focus into the dialog; on first display, leave focus alone.
    if (state.open && !wasOpen.current) dialog.current?.focus();
    wasOpen.current = state.open;
  }, [state.open]);

  if (!state.open) return null;
  const preferences = state.view === 'preferences';
  return (
    <section
      ref={(node) => {
        dialog.current = node;
        setElement(node);
      }}
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      tabIndex={-1}
      data-testid="consent-dialog"
      className={`fixed inset-x-3 z-[45] mx-auto ${aboveBottomBar ? 'bottom-[calc(3.5rem+env(safe-area-inset-bottom)+0.5rem)] lg:bottom-6' : 'bottom-3 sm:bottom-5 lg:bottom-6'} max-h-[70dvh] max-w-2xl overflow-y-auto rounded-dialog border border-line bg-page p-5 text-ink shadow-dialog outline-none sm:p-6`}
    >
      <h2 id="consent-title" className="font-heading text-xl">
        {t('consentTitle')}
      </h2>
      {cookiesText ? (
        <div
          id="consent-text"
          className="prose-legal mt-2 text-sm text-muted"
          // Sanitised by the API on write and on read (architecture page "Time, money, text").
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised business text
          dangerouslySetInnerHTML={{ __html: cookiesText }}
        />
      ) : (
        <p id="consent-text" className="mt-2 text-sm text-muted">
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
      <div className="mt-5 grid gap-2 sm:grid-cols-3">
        <button type="button" className={buttonClass.primary} onClick={() => dispatch({ type: 'refuse' })}>
          {t('consentRefuse')}
        </button>
        <button type="button" className={buttonClass.primary} onClick={() => dispatch({ type: 'accept' })}>
          {preferences ? t('consentSave') : t('consentAccept')}
        </button>
        <button
          type="button"
          aria-expanded={preferences}
          className={buttonClass.outline}
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
  const t = useT();
  const { dispatch } = useConsent();
  return (
    <button type="button" className={className} onClick={() => dispatch({ type: 'reopen' })}>
      {t('cookieSettings')}
    </button>
  );
}
