// The signed-in customer seen from a loader: the session cookie the sign-in pages write
// (lib/auth/auth-storage.ts: auth_token and auth_type, spec §4) lets the server render the account
// pages with their data, without a browser round trip.
import { ApiError } from '@eclat/contracts';
import { redirect } from 'react-router';
import { storefrontApi } from '../../lib/api.server.ts';
import { AUTH_TOKEN_KEY, AUTH_TYPE_KEY } from '../../lib/auth/auth-storage.ts';
import { localisePath, stripLangPrefix } from '../../lib/i18n/lang-path.ts';
import type { Storefront } from '../../lib/storefront-context.ts';
import { loginPath } from './auth/return-path.ts';

/** The customer's token from the request's cookies, or null (a provider session is not one). */
export function customerToken(storefront: Storefront): string | null {
  const token = storefront.cookies[AUTH_TOKEN_KEY];
  return token && storefront.cookies[AUTH_TYPE_KEY] === 'customer' ? token : null;
}

/** The API client of the request with the customer's bearer. */
export function customerApi(storefront: Storefront, token: string) {
  return storefrontApi(storefront).withOptions({ authToken: token });
}

/** The sign-in page that brings the visitor back to the page of `request` (spec: "a return to the page asked for"). */
export function signInRedirect(storefront: Storefront, request: Request): Response {
  const url = new URL(request.url);
  const back = `${stripLangPrefix(url.pathname)}${url.search}`;
  return redirect(localisePath(loginPath(back), storefront.lang));
}

/**
 * The customer's token and API client for an account page; without a session, or with one the
 * API refuses (expired, signed out elsewhere), the visitor goes to the sign-in page first.
 */
export function requireCustomer(storefront: Storefront, request: Request) {
  const token = customerToken(storefront);
  if (!token) throw signInRedirect(storefront, request);
  return { token, api: customerApi(storefront, token) };
}

/** Runs an account call; a 401 or 403 (stale token) sends the visitor to sign in again. */
export async function asCustomer<T>(
  storefront: Storefront,
  request: Request,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && (error.code === 401 || error.code === 403)) {
      throw signInRedirect(storefront, request);
    }
    throw error;
  }
}
