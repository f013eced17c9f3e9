import { PASSWORD_ENDPOINTS } from '@eclat/domain';
import { callApi } from '../../../lib/browser-api.ts';
import { callerFrom, formText } from '../form-caller.tsx';

/** What the reset page's forms read back; a failure becomes the form's text. */
export type PasswordResetResult =
  | { intent: 'ask'; sent: true }
  | { intent: 'ask'; failure: unknown }
  | { intent: 'choose'; done: true }
  | { intent: 'choose'; mismatch: true }
  | { intent: 'choose'; failure: unknown };

/**
 * /profile/password-reset/{token?} (spec §2), in the browser like every customer write: `ask`
 * mails a link (POST), `choose` sets the new password with the link's token (PUT).
 */
export async function passwordResetAction({
  request,
  params,
}: {
  request: Request;
  params: { token?: string };
}): Promise<PasswordResetResult> {
  const form = await request.formData();
  const caller = callerFrom(form);
  if (form.get('intent') === 'ask') {
    try {
      await callApi(caller, PASSWORD_ENDPOINTS.reset, {
        method: 'POST',
        authToken: null,
        body: { email: formText(form, 'email').trim() },
      });
      return { intent: 'ask', sent: true };
    } catch (failure) {
      return { intent: 'ask', failure };
    }
  }
  const password = formText(form, 'password');
  if (password !== formText(form, 'confirm')) return { intent: 'choose', mismatch: true };
  try {
    await callApi(caller, PASSWORD_ENDPOINTS.token(params.token ?? ''), {
      method: 'PUT',
      authToken: null,
      body: { password },
    });
    return { intent: 'choose', done: true };
  } catch (failure) {
    return { intent: 'choose', failure };
  }
}
