// Cookie consent (spec §3 "Cookie preference", §4 "Cookie consent", §9 lifetime) as a pure state
// machine; the banner, the preferences view and the trackers only read it.

/** Spec §3: connexion is always on and cannot be changed; analytics is changeable, on by default. */
export type ConsentPreference = { connexion: true; analytics: boolean };

export const PREFERENCE_COOKIE = 'cookies_preference';
/** The consent flag: 'true' after accepting, 'false' after refusing. */
export const CONSENT_COOKIE = 'cookies_consent';
/** Spec §9: 34164000 s (about 13 months, the CNIL's maximum for a consent choice). */
export const CONSENT_MAX_AGE = 34_164_000;

export const DEFAULT_PREFERENCE: ConsentPreference = { connexion: true, analytics: true };

export type ConsentState = {
  /** What the visitor decided last: true accepted, false refused, null no choice yet. */
  consent: boolean | null;
  /** The saved preference (cookies_preference), null before any choice. */
  saved: ConsentPreference | null;
  /** The switches shown while the dialog is open. */
  draft: ConsentPreference;
  open: boolean;
  view: 'summary' | 'preferences';
};

export type ConsentAction =
  | { type: 'accept' }
  | { type: 'refuse' }
  | { type: 'togglePreferences' }
  | { type: 'setAnalytics'; value: boolean }
  | { type: 'reopen' };

/** Reads the two cookies; anything unreadable counts as no choice, so the dialog asks again. */
export function readConsent(
  preference: string | null | undefined,
  flag: string | null | undefined,
): ConsentState {
  const saved = parsePreference(preference);
  const consent = saved && (flag === 'true' || flag === 'false') ? flag === 'true' : null;
  const choice = consent === null ? null : saved;
  return {
    consent,
    saved: choice,
    draft: choice ?? DEFAULT_PREFERENCE,
    // Spec §4: before any choice the dialog shows.
    open: consent === null,
    view: 'summary',
  };
}

export function parsePreference(raw: string | null | undefined): ConsentPreference | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { analytics?: unknown };
    if (typeof value !== 'object' || value === null || typeof value.analytics !== 'boolean') return null;
    return { connexion: true, analytics: value.analytics };
  } catch {
    return null;
  }
}

export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case 'accept': {
      // Accept saves the preferences as shown: all on from the summary, the switches from the
      // preferences view.
      const saved: ConsentPreference =
        state.view === 'preferences' ? { ...state.draft, connexion: true } : DEFAULT_PREFERENCE;
      return { consent: true, saved, draft: saved, open: false, view: 'summary' };
    }
    case 'refuse': {
      const saved: ConsentPreference = { connexion: true, analytics: false };
      return { consent: false, saved, draft: saved, open: false, view: 'summary' };
    }
    case 'togglePreferences':
      // Spec §4: opening the preferences switches the changeable options off, closing them back on.
      return state.view === 'summary'
        ? { ...state, view: 'preferences', draft: { connexion: true, analytics: false } }
        : { ...state, view: 'summary', draft: { connexion: true, analytics: true } };
    case 'setAnalytics':
      return { ...state, draft: { connexion: true, analytics: action.value } };
    case 'reopen':
      return { ...state, open: true, view: 'summary', draft: state.saved ?? DEFAULT_PREFERENCE };
  }
}

/** Trackers (analytics tag manager, marketing tracker) may load only after consent to analytics. */
export const analyticsAllowed = (state: Pick<ConsentState, 'consent' | 'saved'>): boolean =>
  state.consent === true && state.saved?.analytics === true;

/** The two cookies to write after a choice. */
export function consentCookies(state: ConsentState): { name: string; value: string }[] {
  if (state.consent === null || !state.saved) return [];
  return [
    { name: PREFERENCE_COOKIE, value: JSON.stringify(state.saved) },
    { name: CONSENT_COOKIE, value: String(state.consent) },
  ];
}
