import { PASSWORD_ENDPOINTS } from '@eclat/domain';
import { callApi } from '../../../lib/browser-api.ts';
import { AUTH_CHANGED_EVENT } from '../customer-session.tsx';
import { callerFrom, formText } from '../form-caller.tsx';
import { SMS_FIELD } from './sms-choice.tsx';

/** What the account page's forms read back; a failure becomes the form's text. */
export type ProfileResult =
  | { intent: 'profile' | 'password'; saved: true }
  | { intent: 'password'; mismatch: true }
  | { intent: 'profile' | 'password'; failure: unknown };

/**
 * /profile's writes, in the browser where the customer's token is (spec §4): `profile` saves the
 * profile (PUT /api/profiles), then the SMS choice, which is the account's rather than a
 * profile's (PUT /api/users/me; an unticked checkbox is absent from the form: SMS off);
 * `password` changes the password (PUT /api/users/password, the current one required) or sets a
 * first one (`noPass`, PUT /api/users/password/set).
 */
export async function profileAction({ request }: { request: Request }): Promise<ProfileResult> {
  const form = await request.formData();
  const caller = callerFrom(form);
  if (form.get('intent') === 'profile') {
    const value = (name: string) => formText(form, name).trim();
    try {
      await callApi(caller, '/api/profiles', {
        method: 'PUT',
        body: {
          firstname: value('firstname'),
          lastname: value('lastname'),
          phone: value('phone') || null,
          city: value('city') || null,
          birthdate: value('birthdate') || null,
        },
      });
      await callApi(caller, '/api/users/me', {
        method: 'PUT',
        body: { smsOptOut: form.get(SMS_FIELD) !== 'on' },
      });
      // The header greets the customer by name: let it read the new one.
      window.dispatchEvent(new CustomEvent(AUTH_CHANGED_EVENT));
      return { intent: 'profile', saved: true };
    } catch (failure) {
      return { intent: 'profile', failure };
    }
  }
  const password = formText(form, 'password');
  if (password !== formText(form, 'confirm')) return { intent: 'password', mismatch: true };
  try {
    if (form.get('noPass') === 'true') {
      await callApi(caller, PASSWORD_ENDPOINTS.set, { method: 'PUT', body: { password } });
    } else {
      await callApi(caller, PASSWORD_ENDPOINTS.change, {
        method: 'PUT',
        body: { currentPassword: formText(form, 'current'), password },
      });
    }
    return { intent: 'password', saved: true };
  } catch (failure) {
    return { intent: 'password', failure };
  }
}
