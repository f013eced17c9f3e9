import { BrowserApiError } from '../../../lib/browser-api.ts';
import type { Translate } from '../../../lib/i18n/use-lang.ts';

/**
 * The warning before a lockout (issue 17): the API sends how many tries are left once few are;
 * null when it did not (or when the lock already came: the 429 says so).
 */
export function loginWarningText(error: unknown, t: Translate<'journeys'>): string | null {
  if (!(error instanceof BrowserApiError)) return null;
  const left = error.body.attemptsLeft;
  if (typeof left !== 'number' || left <= 0) return null;
  return left === 1 ? t('loginAttemptsLeftOne') : t('loginAttemptsLeft', { count: left });
}

/** Spec §8: the sign-in failure's errorType, or 'server' when no answer came. */
export function loginErrorText(error: unknown, t: Translate<'journeys'>): string {
  if (!(error instanceof BrowserApiError) || error.status >= 500) return t('errorService');
  switch (error.body.errorType ?? error.body.type) {
    case 'unknown':
      return t('loginErrorUnknown');
    case 'password':
      return t('loginErrorPassword');
    case 'pending':
      return t('loginErrorPending');
    case 'noPass':
      return t('loginErrorNoPass');
    case 'disabled':
      return t('loginErrorDisabled');
    case 'provider':
      return t('loginErrorProvider');
    case 'locked':
      return t('loginErrorLocked', { minutes: Math.max(1, Math.ceil((error.body.retryAfter ?? 60) / 60)) });
    default:
      return t('loginErrorPassword');
  }
}
