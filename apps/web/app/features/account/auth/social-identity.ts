// Social sign-in (spec §3 "Social login payload": firstname, lastname, email, userId; §5: the
// login for a provider needs email, userId and provider). The provider's token goes to the API,
// which asks the provider to vouch for it (ADR 0007): nothing read here is trusted by the server.

export type SocialProvider = 'google' | 'facebook';
export type SocialKeys = { google: string | null; facebook: string | null };

export type SocialIdentity = {
  provider: SocialProvider;
  email: string;
  userID: string;
  token: string;
  firstname?: string;
  lastname?: string;
};

/** The providers the company has keys for (spec: buttons only when the company has keys). */
export function enabledProviders(keys: SocialKeys): SocialProvider[] {
  return (['google', 'facebook'] as const).filter((p) => Boolean(keys[p]?.trim()));
}

function base64UrlJson(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/**
 * The identity inside a Google ID token (a JWT whose payload names the account: sub, email,
 * given_name, family_name). Null when it is not one or lacks the e-mail.
 */
export function googleIdentity(credential: string): SocialIdentity | null {
  const payload = credential.split('.')[1];
  if (!payload) return null;
  let claims: unknown;
  try {
    claims = base64UrlJson(payload);
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  const c = claims as Record<string, unknown>;
  if (typeof c.sub !== 'string' || typeof c.email !== 'string') return null;
  return {
    provider: 'google',
    email: c.email,
    userID: c.sub,
    token: credential,
    firstname: typeof c.given_name === 'string' ? c.given_name : undefined,
    lastname: typeof c.family_name === 'string' ? c.family_name : undefined,
  };
}

/** Facebook's /me answer with the user access token of FB.login. */
export function facebookIdentity(
  me: { id?: unknown; email?: unknown; first_name?: unknown; last_name?: unknown },
  accessToken: string,
): SocialIdentity | null {
  if (typeof me.id !== 'string' || typeof me.email !== 'string') return null;
  return {
    provider: 'facebook',
    email: me.email,
    userID: me.id,
    token: accessToken,
    firstname: typeof me.first_name === 'string' ? me.first_name : undefined,
    lastname: typeof me.last_name === 'string' ? me.last_name : undefined,
  };
}

/** Facebook's SDK locale for a language (spec §1 locale codes, with an underscore). */
export const facebookLocale = (lang: string): string =>
  ({ fr: 'fr_FR', en: 'en_GB', de: 'de_DE', es: 'es_ES', it: 'it_IT' })[lang] ?? 'fr_FR';
