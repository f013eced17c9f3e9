import { JourneyApiError } from '../api/journey-api.ts';
import type { JourneyTranslate } from '../i18n.ts';

/** Spec §8: the sign-in failure's errorType, or 'server' when no answer came. */
export function loginErrorText(error: unknown, t: JourneyTranslate): string {
  if (!(error instanceof JourneyApiError) || error.status >= 500) return t('errorService');
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
