import {
  createContext,
  type Dispatch,
  type ReactNode,
  useContext,
  useEffect,
  useReducer,
  useRef,
} from 'react';
import { readStoredAuth } from '../../../lib/auth/auth-storage.ts';
import { callApi } from '../../../lib/browser-api.ts';
import {
  CONSENT_MAX_AGE,
  type ConsentAction,
  type ConsentState,
  consentCookies,
  consentReducer,
  DEFAULT_PREFERENCE,
} from '../../../lib/consent/consent.ts';
import { writeBrowserCookie } from '../../../lib/cookies.ts';
import { useShell } from '../use-shell.ts';

const ConsentContext = createContext<{ state: ConsentState; dispatch: Dispatch<ConsentAction> } | null>(null);

/**
 * The visitor's cookie choice (spec §4), started from the cookies the server read, so the
 * dialog is in the server-rendered page before any script runs. Every choice is written back to
 * the two cookies for 34164000 s, and recorded by the API for a signed-in customer (issue 23).
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const { consent, token, lang } = useShell();
  const [state, dispatch] = useReducer(consentReducer, consent, (initial): ConsentState => {
    const saved =
      initial.consent === null ? null : { connexion: true as const, analytics: initial.analytics };
    return {
      consent: initial.consent,
      saved,
      draft: saved ?? DEFAULT_PREFERENCE,
      open: initial.consent === null,
      view: 'summary',
    };
  });
  const written = useRef(state.saved);

  useEffect(() => {
    if (state.saved === written.current) return;
    written.current = state.saved;
    for (const cookie of consentCookies(state)) {
      writeBrowserCookie(cookie.name, cookie.value, { maxAge: CONSENT_MAX_AGE });
    }
    // Issue 23: a signed-in customer's choice is also recorded by the API (fire and forget: the
    // cookies above are the choice; a failure only loses the server's copy of it).
    const choice = state.saved;
    if (choice && readStoredAuth()?.type === 'customer') {
      callApi({ companyToken: token, lang }, '/api/users/me/consents', {
        method: 'PUT',
        body: { cookies: { granted: choice.analytics }, source: 'cookie_banner' },
      }).catch((error: unknown) => console.warn('[storefront] cookie choice not recorded', error));
    }
  }, [state, token, lang]);

  return <ConsentContext.Provider value={{ state, dispatch }}>{children}</ConsentContext.Provider>;
}

export function useConsent() {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent outside ConsentProvider');
  return value;
}
