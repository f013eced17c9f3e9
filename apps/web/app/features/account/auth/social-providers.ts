// The providers' own scripts, loaded when the visitor presses a social button (spec §7: facebook
// graph version v15.0, google). They return the identity the API then verifies.
import { loadScript, waitForGlobal } from '../../../lib/load-script.ts';
import { facebookIdentity, facebookLocale, googleIdentity, type SocialIdentity } from './social-identity.ts';

type GoogleId = {
  initialize: (options: { client_id: string; callback: (response: { credential?: string }) => void }) => void;
  prompt: (
    listener?: (notification: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => void,
  ) => void;
};
type FacebookSdk = {
  init: (options: { appId: string; cookie: boolean; xfbml: boolean; version: string }) => void;
  login: (
    callback: (response: { authResponse?: { accessToken: string; userID: string } | null }) => void,
    options: { scope: string },
  ) => void;
  api: (path: string, params: { fields: string }, callback: (me: Record<string, unknown>) => void) => void;
};
type SocialWindow = Window & { google?: { accounts?: { id?: GoogleId } }; FB?: FacebookSdk };

export class SocialCancelled extends Error {}

export async function signInWithGoogle(clientId: string): Promise<SocialIdentity> {
  await loadScript('https://accounts.google.com/gsi/client');
  const id = await waitForGlobal(() => (window as SocialWindow).google?.accounts?.id, 100, 10_000);
  return new Promise((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      callback: (response) => {
        const identity = response.credential ? googleIdentity(response.credential) : null;
        if (identity) resolve(identity);
        else reject(new SocialCancelled('google gave no identity'));
      },
    });
    id.prompt((notification) => {
      if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.()) {
        reject(new SocialCancelled('google sign-in not shown'));
      }
    });
  });
}

export async function signInWithFacebook(appId: string, lang: string): Promise<SocialIdentity> {
  await loadScript(`https://connect.facebook.net/${facebookLocale(lang)}/sdk.js`);
  const fb = await waitForGlobal(() => (window as SocialWindow).FB, 100, 10_000);
  fb.init({ appId, cookie: false, xfbml: false, version: 'v15.0' });
  const auth = await new Promise<{ accessToken: string; userID: string }>((resolve, reject) =>
    fb.login(
      (response) =>
        response.authResponse ? resolve(response.authResponse) : reject(new SocialCancelled('facebook')),
      { scope: 'email' },
    ),
  );
  const me = await new Promise<Record<string, unknown>>((resolve) =>
    fb.api('/me', { fields: 'id,email,first_name,last_name' }, resolve),
  );
  const identity = facebookIdentity(me, auth.accessToken);
  if (!identity) throw new SocialCancelled('facebook gave no e-mail');
  return identity;
}
