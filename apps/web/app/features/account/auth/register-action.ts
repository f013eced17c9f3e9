import type { ApiCaller } from '../../../lib/browser-api.ts';
import { callApi } from '../../../lib/browser-api.ts';
import { keepCustomerSession } from './session.ts';

export type Credentials = { email: string; phone: string; password: string };

/**
 * One step of the registration, as RegisterForm posts it (JSON: the later steps carry the first
 * step's credentials, which are no fields of their forms and are kept out of the page's markup).
 */
export type RegisterStep = { caller: ApiCaller } & (
  | { intent: 'account'; credentials: Credentials; lang: string }
  | {
      intent: 'profile';
      credentials: Credentials;
      firstname: string;
      lastname: string;
      city: string;
      /** The marketing opt-in (issue 23), false unless ticked. */
      marketing: boolean;
    }
  | { intent: 'code'; userId: number; smsCode: string }
  | { intent: 'resend'; credentials: Credentials }
);

export type RegisterResult =
  | { intent: 'account'; credentials: Credentials }
  | { intent: 'profile' | 'code'; token: string }
  | { intent: 'profile'; smsCodeFor: number; credentials: Credentials }
  | { intent: 'profile' | 'code'; noToken: true }
  | { intent: 'resend'; resent: true }
  | { failure: unknown };

/**
 * Registration in two steps (spec §4), in the browser where the session is kept: step 1
 * pre-registers phone, e-mail and password; step 2 completes the profile and either activates the
 * account (a token: signed in) or sends an SMS code to type, which can be sent again.
 */
export async function registerAction({ request }: { request: Request }): Promise<RegisterResult> {
  // Posted by RegisterForm only, with the shape above.
  const step = (await request.json()) as RegisterStep;
  const { caller } = step;
  try {
    switch (step.intent) {
      case 'account':
        await callApi(caller, '/api/users/register/steps/1', {
          method: 'POST',
          authToken: null,
          body: { ...step.credentials, lang: step.lang },
        });
        return { intent: 'account', credentials: step.credentials };
      case 'profile': {
        const answer = await callApi(caller, '/api/users/register/steps/2', {
          answer: 'RegistrationAnswerSchema',
          method: 'POST',
          authToken: null,
          body: {
            ...step.credentials,
            firstname: step.firstname,
            lastname: step.lastname,
            ...(step.city ? { city: step.city } : {}),
            marketing: step.marketing === true,
          },
        });
        if (answer.token) return signedIn('profile', answer.token);
        if (answer.requireSMSCode)
          return { intent: 'profile', smsCodeFor: answer.user.id, credentials: step.credentials };
        return { intent: 'profile', noToken: true };
      }
      case 'code': {
        const answer = await callApi(caller, '/api/users/register/verify/code', {
          answer: 'RegistrationAnswerSchema',
          method: 'POST',
          authToken: null,
          body: { userID: step.userId, smsCode: step.smsCode },
        });
        return answer.token ? signedIn('code', answer.token) : { intent: 'code', noToken: true };
      }
      case 'resend':
        await callApi(caller, '/api/users/register/resend/code', {
          method: 'POST',
          authToken: null,
          body: { email: step.credentials.email, phone: step.credentials.phone, type: 'sms' },
        });
        return { intent: 'resend', resent: true };
    }
  } catch (failure) {
    return { failure };
  }
}

function signedIn(intent: 'profile' | 'code', token: string): RegisterResult {
  keepCustomerSession(token);
  return { intent, token };
}
