import { useT } from '../../../lib/i18n/use-lang.ts';

export type SiteOffView = {
  maintenance: boolean;
  /** The business's own message (plain text, line breaks kept). */
  message: string;
  /** booker.siteDisabledHideDefault: hide the default image and heading. */
  hideDefault: boolean;
};

function PauseArt() {
  return (
    <svg
      viewBox="0 0 120 120"
      width="120"
      height="120"
      aria-hidden="true"
      className="mx-auto h-24 w-24 text-muted"
    >
      <circle cx="60" cy="60" r="58" fill="var(--color-surface)" />
      <circle cx="60" cy="60" r="34" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M60 40v22l14 9"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * Spec §8 site-off page: in maintenance 'Nous revenons bientôt !' with an apology; otherwise the
 * business's message, with the default image and heading unless the business hid them.
 */
export function SiteOffPage({ view }: { view: SiteOffView }) {
  const t = useT('shell');
  const showDefault = view.maintenance || !view.hideDefault;
  return (
    <main id="main" className="mx-auto max-w-site px-5 py-16 text-center sm:py-24">
      {showDefault ? <PauseArt /> : null}
      {view.maintenance ? (
        <>
          <h1 className="mt-8 text-3xl sm:text-4xl">{t('maintenanceTitle')}</h1>
          <p className="mx-auto mt-4 max-w-prose text-muted">{t('maintenanceText')}</p>
        </>
      ) : (
        <>
          {showDefault ? <h1 className="mt-8 text-3xl sm:text-4xl">{t('siteDisabledTitle')}</h1> : null}
          {view.message.trim() ? (
            <p className="mx-auto mt-4 max-w-prose whitespace-pre-line text-muted">{view.message}</p>
          ) : null}
        </>
      )}
    </main>
  );
}
