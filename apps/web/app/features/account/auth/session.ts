// Signing in and out from the journeys, through the shell's session storage (spec §4: local
// storage and a 30-day cookie, type customer, one auth type at a time), so that the header's
// account menu follows at once (AUTH_CHANGED_EVENT).
import { clearStoredAuth, storeAuth } from '../../../lib/auth/auth-storage.ts';
import { AUTH_CHANGED_EVENT } from '../customer-session.tsx';

export function keepCustomerSession(token: string): void {
  storeAuth({ token, type: 'customer' });
  window.dispatchEvent(new CustomEvent(AUTH_CHANGED_EVENT));
}

export function dropSession(): void {
  clearStoredAuth();
  window.dispatchEvent(new CustomEvent(AUTH_CHANGED_EVENT));
}
