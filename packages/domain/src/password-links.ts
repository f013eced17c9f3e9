/**
 * The customer password endpoints behind the storefront's reset link and password forms (spec §4):
 * one definition for the pages that call them.
 */
export const PASSWORD_ENDPOINTS = {
  /** POST { email }: sends the reset link. */
  reset: '/api/users/password/reset',
  /** GET: whether a reset link still works; PUT { password }: sets the password through it. */
  token: (token: string) => `/api/users/token/${encodeURIComponent(token)}`,
  /** PUT { password }: a first password (account opened through a social provider). */
  set: '/api/users/password/set',
  /** PUT { oldPassword, password }: changes the password. */
  change: '/api/users/password',
} as const;
