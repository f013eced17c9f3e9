import { describe, expect, it } from 'vitest';
import { BrowserApiError } from '../../../lib/browser-api.ts';
import { interpolate } from '../../../lib/i18n/interpolate.ts';
import type { Translate } from '../../../lib/i18n/use-lang.ts';
import { en } from '../../../locales/journeys/en.ts';
import { loginWarningText } from './login-errors.ts';

const t: Translate<'journeys'> = (key, vars) => interpolate(en[key], vars);
const refusal = (attemptsLeft?: number) =>
  new BrowserApiError(401, {
    code: 401,
    errorType: 'password',
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
  });

describe('the warning before a lockout (issue 17)', () => {
  it('says how many tries are left when the API tells it', () => {
    expect(loginWarningText(refusal(2), t)).toBe(
      'Careful: 2 attempts left before the account is locked for a while.',
    );
    expect(loginWarningText(refusal(1), t)).toBe(
      'Careful: 1 attempt left before the account is locked for a while.',
    );
  });

  it('says nothing while many tries are left, once locked, or without an answer', () => {
    expect(loginWarningText(refusal(), t)).toBeNull();
    expect(loginWarningText(refusal(0), t)).toBeNull();
    expect(loginWarningText(new Error('offline'), t)).toBeNull();
  });
});
