import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { clearStoredAuth, readStoredAuth } from '../../lib/auth/auth-storage.ts';
import { type AnswerOf, BrowserApiError, callApi } from '../../lib/browser-api.ts';
import { useShell } from '../shell/use-shell.ts';
import { restoreFailure, retryDelayMs } from './session-restore.ts';

/** The signed-in customer as the header and the drawer show them. */
export type SessionCustomer = { firstname: string; lastname: string; email: string };

export type CustomerSession = {
  /** unknown until the stored session has been checked (right after the page is shown). */
  status: 'unknown' | 'guest' | 'customer';
  customer: SessionCustomer | null;
  hasLoyaltyCard: boolean;
  logout: () => Promise<void>;
};

/** Dispatched by the sign-in pages after storeAuth, so the header follows without a reload. */
export const AUTH_CHANGED_EVENT = 'eclat:auth-changed';

const SessionContext = createContext<CustomerSession>({
  status: 'unknown',
  customer: null,
  hasLoyaltyCard: false,
  logout: async () => {},
});

function customerOf(answer: AnswerOf<'MeAnswerSchema'>): SessionCustomer | null {
  const user = answer.user;
  if (!user || typeof user.email !== 'string') return null;
  const profile = user.profiles?.[0];
  return {
    email: user.email,
    firstname: typeof profile?.firstname === 'string' ? profile.firstname : '',
    lastname: typeof profile?.lastname === 'string' ? profile.lastname : '',
  };
}

/**
 * Spec §4 auto-login: a stored customer token is checked with GET /api/users/me; a valid one
 * restores the customer (and their loyalty card), an invalid token or a missing user signs out.
 * Anything else (an outage, a rate limit, a connection cut by a reload) keeps the token and checks
 * again a little later (session-restore.ts): the visitor is not signed out by it.
 */
export function CustomerSessionProvider({ children }: { children: ReactNode }) {
  const shell = useShell();
  const [state, setState] = useState<Omit<CustomerSession, 'logout'>>({
    status: 'unknown',
    customer: null,
    hasLoyaltyCard: false,
  });
  const api = useMemo(() => ({ companyToken: shell.token, lang: shell.lang }), [shell.token, shell.lang]);

  const failures = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const restore = useCallback(async () => {
    clearTimeout(retryTimer.current);
    const stored = readStoredAuth();
    if (stored?.type !== 'customer') {
      setState({ status: 'guest', customer: null, hasLoyaltyCard: false });
      return;
    }
    try {
      const me = await callApi(api, '/api/users/me', { authToken: stored.token, answer: 'MeAnswerSchema' });
      const customer = customerOf(me);
      if (!customer) throw new BrowserApiError(401, { message: 'missing user' });
      let hasLoyaltyCard = false;
      try {
        const loyalty = await callApi(api, '/api/loyalty/current', {
          authToken: stored.token,
          answer: 'LoyaltyCurrentAnswerSchema',
        });
        hasLoyaltyCard = Boolean(loyalty.card);
      } catch (error) {
        // Spec §8: a failed loyalty fetch gives no card.
        console.warn('[storefront] loyalty card could not be loaded', error);
      }
      failures.current = 0;
      setState({ status: 'customer', customer, hasLoyaltyCard });
    } catch (error) {
      if (restoreFailure(error) === 'sign-out') {
        failures.current = 0;
        clearStoredAuth();
        setState({ status: 'guest', customer: null, hasLoyaltyCard: false });
        return;
      }
      console.warn('[storefront] the stored session could not be checked; trying again', error);
      failures.current += 1;
      retryTimer.current = setTimeout(() => void restore(), retryDelayMs(failures.current));
      // A customer already shown stays shown; an unchecked token stays unknown (not a guest, whom
      // the booking and the cart would offer to sign in, then take for a fresh sign-in).
      setState((current) =>
        current.status === 'customer'
          ? current
          : { status: 'unknown', customer: null, hasLoyaltyCard: false },
      );
    }
  }, [api]);

  useEffect(() => {
    void restore();
    const onChange = () => void restore();
    window.addEventListener(AUTH_CHANGED_EVENT, onChange);
    window.addEventListener('storage', onChange);
    return () => {
      clearTimeout(retryTimer.current);
      window.removeEventListener(AUTH_CHANGED_EVENT, onChange);
      window.removeEventListener('storage', onChange);
    };
  }, [restore]);

  const logout = useCallback(async () => {
    const stored = readStoredAuth();
    if (stored) {
      try {
        await callApi(api, '/api/users/logout', { method: 'POST', authToken: stored.token });
      } catch (error) {
        // Spec §4: a logout failure is only logged; the session is cleared anyway.
        console.warn('[storefront] logout call failed', error);
      }
    }
    clearStoredAuth();
    setState({ status: 'guest', customer: null, hasLoyaltyCard: false });
  }, [api]);

  const value = useMemo(() => ({ ...state, logout }), [state, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useCustomerSession = () => useContext(SessionContext);
