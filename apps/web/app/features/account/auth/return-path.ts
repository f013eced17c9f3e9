// Where a visitor goes after signing in: the page they asked for, given as ?redirect= on the sign-in
// and registration pages. Only a path of this site is followed (no open redirect).

export const REDIRECT_PARAM = 'redirect';

/**
 * The unprefixed path to return to, or '/profile' when the parameter is missing or points
 * elsewhere ('//evil.example', 'https://…', '/\\evil', control characters).
 */
export function safeReturnPath(raw: string | null | undefined, fallback = '/profile'): string {
  if (!raw) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\\]/.test(raw)) return fallback;
  // The sign-in pages themselves would loop.
  if (/^\/auth\//.test(raw)) return fallback;
  return raw;
}

/** The sign-in page path (unprefixed) returning to `back`. */
export const loginPath = (back: string): string =>
  `/auth/customer/login?${REDIRECT_PARAM}=${encodeURIComponent(safeReturnPath(back))}`;

export const registerPath = (back: string): string =>
  `/auth/customer/register?${REDIRECT_PARAM}=${encodeURIComponent(safeReturnPath(back))}`;
