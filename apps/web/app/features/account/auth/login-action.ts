import { callApi } from '../../../lib/browser-api.ts';
import { callerFrom, formText } from '../form-caller.tsx';
import { keepCustomerSession } from './session.ts';

/** The token, or the failure the form turns into its texts (login-errors.ts). */
export type LoginResult = { token: string } | { failure: unknown };

/**
 * E-mail and password sign-in (POST /api/users/login), in the browser where the session is kept
 * (spec §4): the shell's way, so the header follows at once.
 */
export async function loginAction({ request }: { request: Request }): Promise<LoginResult> {
  const form = await request.formData();
  try {
    const answer = await callApi(callerFrom(form), '/api/users/login', {
      answer: 'LoginAnswerSchema',
      method: 'POST',
      authToken: null,
      body: { email: formText(form, 'email').trim(), password: formText(form, 'password') },
    });
    keepCustomerSession(answer.token);
    return { token: answer.token };
  } catch (failure) {
    return { failure };
  }
}
