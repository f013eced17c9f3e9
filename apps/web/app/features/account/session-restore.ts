// What a failed check of the stored customer token means (spec §4 auto-login). Only the API's
// word that the token is no good (401, 403, or no user behind it) signs the customer out; an
// outage, a rate limit or a connection cut by a reload keeps the token and the check is tried again
// a little later, so that a customer is never signed out by something that is not their session.

import { BrowserApiError } from '../../lib/browser-api.ts';

/** Seconds before the next check after the n-th failed one in a row (n from 1); then every 30 s. */
const RETRY_SECONDS = [1, 2, 4, 8, 16] as const;
const LAST_RETRY_SECONDS = 30;

export type RestoreFailure = 'sign-out' | 'retry';

export function restoreFailure(error: unknown): RestoreFailure {
  return error instanceof BrowserApiError && (error.status === 401 || error.status === 403)
    ? 'sign-out'
    : 'retry';
}

export function retryDelayMs(failuresInARow: number): number {
  const seconds = RETRY_SECONDS[failuresInARow - 1] ?? LAST_RETRY_SECONDS;
  return seconds * 1000;
}
