// Social sign-in (ADR 0007): the storefront gets a token from Google or Facebook in the browser
// and sends it with the e-mail and user id; the API believes none of them until the provider
// confirms the token over HTTP. Base URLs come from config so tests (and proxies) can stand in.
import { createHmac } from 'node:crypto';
import type { SocialProvider } from '@eclat/contracts';

export type SocialIdentity = { userId: string; email: string | null; emailVerified: boolean };

/** The company's app at the provider: Google client id; Facebook app id and secret. */
export type SocialApp = { clientId: string; clientSecret: string | null };

export interface SocialVerifier {
  /** The identity the provider vouches for, or null when it refuses the token for this app. */
  verify(token: string, app: SocialApp): Promise<SocialIdentity | null>;
}

export type SocialVerifiers = Record<SocialProvider, SocialVerifier>;

type FetchLike = typeof fetch;
const TIMEOUT_MS = 5000;

async function getJson(fetchImpl: FetchLike, url: URL): Promise<{ status: number; body: unknown }> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

const GOOGLE_ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);

/**
 * Google: GET {base}/tokeninfo?id_token=… answers the ID token's claims when Google signed it
 * (https://developers.google.com/identity/sign-in/web/backend-auth). The token must be for the
 * company's client id (aud), from Google (iss) and not expired (exp, seconds).
 */
export class GoogleTokenInfoVerifier implements SocialVerifier {
  readonly #base: string;
  readonly #fetch: FetchLike;
  readonly #now: () => Date;

  constructor(baseUrl: string, now: () => Date, fetchImpl: FetchLike = fetch) {
    this.#base = baseUrl.replace(/\/+$/, '');
    this.#now = now;
    this.#fetch = fetchImpl;
  }

  async verify(token: string, app: SocialApp): Promise<SocialIdentity | null> {
    const url = new URL(`${this.#base}/tokeninfo`);
    url.searchParams.set('id_token', token);
    const { status, body } = await getJson(this.#fetch, url);
    if (status !== 200 || !body || typeof body !== 'object') return null;
    const claims = body as Record<string, unknown>;
    if (claims.aud !== app.clientId) return null;
    if (typeof claims.iss !== 'string' || !GOOGLE_ISSUERS.has(claims.iss)) return null;
    const exp = Number(claims.exp);
    if (!Number.isFinite(exp) || exp * 1000 <= this.#now().getTime()) return null;
    if (typeof claims.sub !== 'string' || !claims.sub) return null;
    return {
      userId: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    };
  }
}

export const FACEBOOK_GRAPH_VERSION = 'v15.0';

/**
 * Facebook: GET {base}/v15.0/debug_token?input_token=…&access_token={app id}|{app secret} says
 * whether the user token is valid and for which app and user
 * (https://developers.facebook.com/docs/graph-api/reference/debug_token);
 * then GET {base}/v15.0/me?fields=id,email with the user token (and appsecret_proof) gives the
 * e-mail, which Facebook only shares once confirmed.
 */
export class FacebookDebugTokenVerifier implements SocialVerifier {
  readonly #base: string;
  readonly #fetch: FetchLike;
  readonly #now: () => Date;

  constructor(baseUrl: string, now: () => Date, fetchImpl: FetchLike = fetch) {
    this.#base = `${baseUrl.replace(/\/+$/, '')}/${FACEBOOK_GRAPH_VERSION}`;
    this.#now = now;
    this.#fetch = fetchImpl;
  }

  async verify(token: string, app: SocialApp): Promise<SocialIdentity | null> {
    if (!app.clientSecret) return null;
    const debug = new URL(`${this.#base}/debug_token`);
    debug.searchParams.set('input_token', token);
    debug.searchParams.set('access_token', `${app.clientId}|${app.clientSecret}`);
    const checked = await getJson(this.#fetch, debug);
    const data = (checked.body as { data?: Record<string, unknown> } | null)?.data;
    if (checked.status !== 200 || !data || data.is_valid !== true) return null;
    if (String(data.app_id) !== app.clientId) return null;
    const expiresAt = Number(data.expires_at ?? 0);
    if (expiresAt !== 0 && expiresAt * 1000 <= this.#now().getTime()) return null;
    const userId = data.user_id === undefined ? '' : String(data.user_id);
    if (!userId) return null;

    const me = new URL(`${this.#base}/me`);
    me.searchParams.set('fields', 'id,email');
    me.searchParams.set('access_token', token);
    me.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', app.clientSecret).update(token).digest('hex'),
    );
    const profile = await getJson(this.#fetch, me);
    const body = profile.body as { id?: unknown; email?: unknown } | null;
    if (profile.status !== 200 || !body || String(body.id) !== userId) return null;
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : null;
    return { userId, email, emailVerified: email !== null };
  }
}

export function createSocialVerifiers(options: {
  googleTokenInfoUrl: string;
  facebookGraphUrl: string;
  now: () => Date;
  fetch?: FetchLike;
}): SocialVerifiers {
  return {
    google: new GoogleTokenInfoVerifier(options.googleTokenInfoUrl, options.now, options.fetch),
    facebook: new FacebookDebugTokenVerifier(options.facebookGraphUrl, options.now, options.fetch),
  };
}
