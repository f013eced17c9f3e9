// Spec §4 "Customer auth": the token is kept in local storage and in a cookie (max age
// 2592000 s) with its type (customer or provider); only one auth type is kept at a time.
import { deleteBrowserCookie, readBrowserCookie, writeBrowserCookie } from '../cookies.ts';

export type AuthType = 'customer' | 'provider';
export type StoredAuth = { token: string; type: AuthType };

export const AUTH_TOKEN_KEY = 'auth_token';
export const AUTH_TYPE_KEY = 'auth_type';
/** Spec §9: 2592000 s = 30 days, the API token's own lifetime. */
export const AUTH_MAX_AGE = 2_592_000;

const isAuthType = (value: unknown): value is AuthType => value === 'customer' || value === 'provider';

function fromStorage(): StoredAuth | null {
  try {
    const token = localStorage.getItem(AUTH_TOKEN_KEY);
    const type = localStorage.getItem(AUTH_TYPE_KEY);
    return token && isAuthType(type) ? { token, type } : null;
  } catch {
    // Storage can be unavailable (private modes, blocked storage): the cookie still works.
    return null;
  }
}

/** The stored session: local storage first, the cookie otherwise (browser only). */
export function readStoredAuth(): StoredAuth | null {
  const stored = fromStorage();
  if (stored) return stored;
  const token = readBrowserCookie(AUTH_TOKEN_KEY);
  const type = readBrowserCookie(AUTH_TYPE_KEY);
  return token && isAuthType(type) ? { token, type } : null;
}

/** Keeps a session (the sign-in pages call this); it replaces any session of the other type. */
export function storeAuth(auth: StoredAuth): void {
  try {
    localStorage.setItem(AUTH_TOKEN_KEY, auth.token);
    localStorage.setItem(AUTH_TYPE_KEY, auth.type);
  } catch {
    // The cookie below is enough to stay signed in.
  }
  writeBrowserCookie(AUTH_TOKEN_KEY, auth.token, { maxAge: AUTH_MAX_AGE });
  writeBrowserCookie(AUTH_TYPE_KEY, auth.type, { maxAge: AUTH_MAX_AGE });
}

export function clearStoredAuth(): void {
  try {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    localStorage.removeItem(AUTH_TYPE_KEY);
  } catch {
    // Nothing stored there.
  }
  deleteBrowserCookie(AUTH_TOKEN_KEY);
  deleteBrowserCookie(AUTH_TYPE_KEY);
}
