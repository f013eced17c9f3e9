// Spec §4 "Customer auth … Provider auth works the same with type provider": the token is kept in
// local storage and in a cookie (30 days) with its type, and only one auth type is kept at a time.
// Access accounts (front desks) sign in the same way with type access.

export type AuthKind = 'provider' | 'access';
export type StoredAuth = { type: AuthKind; token: string };
export type StoredCompany = { host: string; token: string };
export type StoredSession = { company: StoredCompany | null; auth: StoredAuth | null };

export const STORAGE_KEY = 'eclat_admin_session';
export const AUTH_COOKIE = 'eclat_admin_auth';
/** Spec §9: auth cookie max age. */
export const AUTH_MAX_AGE_SECONDS = 2_592_000;

const TOKEN = /^[A-Za-z0-9_-]{8,256}$/;
const isKind = (v: unknown): v is AuthKind => v === 'provider' || v === 'access';

function parseAuth(value: unknown): StoredAuth | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, token } = value as Record<string, unknown>;
  return isKind(type) && typeof token === 'string' && TOKEN.test(token) ? { type, token } : null;
}

function parseCompany(value: unknown): StoredCompany | null {
  if (typeof value !== 'object' || value === null) return null;
  const { host, token } = value as Record<string, unknown>;
  return typeof host === 'string' && host.length <= 253 && typeof token === 'string' && TOKEN.test(token)
    ? { host, token }
    : null;
}

/** What local storage holds, or an empty session for anything unreadable. */
export function parseSession(raw: string | null): StoredSession {
  if (!raw) return { company: null, auth: null };
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return { company: parseCompany(value.company), auth: parseAuth(value.auth) };
  } catch {
    return { company: null, auth: null };
  }
}

/** The cookie line that keeps (or, with null, forgets) the token of the one signed-in type. */
export function authCookie(auth: StoredAuth | null, secure: boolean): string {
  const base = `${AUTH_COOKIE}=${auth ? encodeURIComponent(`${auth.type}:${auth.token}`) : ''}; Path=/admin; SameSite=Strict`;
  return `${base}; Max-Age=${auth ? AUTH_MAX_AGE_SECONDS : 0}${secure ? '; Secure' : ''}`;
}

/** The auth a cookie string carries, or null. */
export function readAuthCookie(cookies: string): StoredAuth | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== AUTH_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    const colon = value.indexOf(':');
    return parseAuth({ type: value.slice(0, colon), token: value.slice(colon + 1) });
  }
  return null;
}

/** Storage and cookie jar in one place, so components never touch them directly. */
export const browserSession = {
  load(): StoredSession {
    const stored = parseSession(localStorage.getItem(STORAGE_KEY));
    // The cookie stands in when local storage was cleared (spec §4 keeps the token in both).
    return {
      company: stored.company,
      auth: stored.auth ?? (stored.company ? readAuthCookie(document.cookie) : null),
    };
  },
  save(session: StoredSession): void {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token in a cookie too (§4).
    document.cookie = authCookie(session.auth, location.protocol === 'https:');
  },
};
