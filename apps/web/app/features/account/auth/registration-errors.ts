import { PASSWORD_MIN_LENGTH } from '@eclat/domain';
import { BrowserApiError } from '../../../lib/browser-api.ts';
import type { Translate } from '../../../lib/i18n/use-lang.ts';

/** The registration fields an answer of the API can be about. */
export type RegistrationField = 'email' | 'phone' | 'password' | 'firstname' | 'lastname' | 'smsCode';

/**
 * The field a refused registration step is about (issue 17: say which field and why), or null
 * when the problem is not one field's (service down, lockout).
 */
export function registrationErrorField(error: unknown): RegistrationField | null {
  if (!(error instanceof BrowserApiError) || error.status >= 500) return null;
  switch (error.kind) {
    case 'email_taken':
    case 'already_registered':
      return 'email';
    case 'phone_taken':
    case 'invalid_phone':
      return 'phone';
    case 'weak_password':
    case 'password':
      return 'password';
    case 'code_invalid':
    case 'code_expired':
    case 'code_exhausted':
      return 'smsCode';
    default:
      return null;
  }
}

/** The sentence for a refused registration step (the API's `type`, ADR 0006). */
export function registrationErrorText(error: unknown, t: Translate<'journeys'>): string {
  if (!(error instanceof BrowserApiError) || error.status >= 500) return t('errorService');
  const problem = error.body.errors?.[0]?.message;
  switch (error.kind) {
    case 'email_taken':
    case 'already_registered':
      return t('registerEmailTaken');
    case 'phone_taken':
      return t('registerPhoneTaken');
    case 'invalid_phone':
      return t('registerPhoneInvalid');
    case 'weak_password':
      return problem === 'common'
        ? t('passwordTooCommon')
        : problem === 'contains_email'
          ? t('passwordContainsEmail')
          : t('passwordTooShort', { count: PASSWORD_MIN_LENGTH });
    case 'code_invalid':
      return t('registerCodeInvalid');
    case 'code_expired':
    case 'code_exhausted':
      return t('registerCodeExpired');
    case 'locked':
      return t('loginErrorLocked', { minutes: Math.max(1, Math.ceil((error.body.retryAfter ?? 60) / 60)) });
    case 'password':
      return t('loginErrorPassword');
    default:
      return error.status === 400 ? t('errorCheckFields') : t('errorService');
  }
}
