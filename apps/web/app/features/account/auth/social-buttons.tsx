import { useState } from 'react';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { useShell } from '../../shell/use-shell.ts';
import { loginErrorText } from './login-errors.ts';
import { keepCustomerSession } from './session.ts';
import {
  enabledProviders,
  type SocialIdentity,
  type SocialKeys,
  type SocialProvider,
} from './social-identity.ts';
import { SocialCancelled, signInWithFacebook, signInWithGoogle } from './social-providers.ts';

export type { SocialKeys } from './social-identity.ts';

function identityOf(provider: SocialProvider, keys: SocialKeys, lang: string): Promise<SocialIdentity> {
  const key = keys[provider] ?? '';
  return provider === 'google' ? signInWithGoogle(key) : signInWithFacebook(key, lang);
}

/**
 * "Continue with Google / Facebook" (spec §4 auth pages), shown only for the providers the company
 * has keys for. `link` adds the provider to the signed-in customer instead (account page).
 */
export function SocialButtons({
  keys,
  onSignedIn,
  onLinked,
  mode = 'login',
}: {
  keys: SocialKeys;
  onSignedIn?: (token: string) => void;
  onLinked?: () => void;
  mode?: 'login' | 'link';
}) {
  const t = useT('journeys');
  const { lang } = useShell();
  const caller = useCaller();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = enabledProviders(keys);
  if (providers.length === 0) return null;

  async function start(provider: SocialProvider) {
    setBusy(provider);
    setError(null);
    try {
      const identity = await identityOf(provider, keys, lang);
      if (mode === 'link') {
        await callApi(caller, '/api/users/link/provider', {
          method: 'POST',
          body: { provider, userID: identity.userID, token: identity.token },
        });
        onLinked?.();
      } else {
        const answer = await callApi(caller, '/api/users/login/provider', {
          answer: 'LoginAnswerSchema',
          method: 'POST',
          authToken: null,
          body: identity,
        });
        keepCustomerSession(answer.token);
        onSignedIn?.(answer.token);
      }
    } catch (failure) {
      if (failure instanceof SocialCancelled) setError(null);
      else if (failure instanceof BrowserApiError && failure.status === 409) setError(t('socialConflict'));
      else if (failure instanceof BrowserApiError) setError(loginErrorText(failure, t));
      else {
        // Spec §8: the provider's script failing is logged; the visitor gets a sentence.
        console.warn(`[storefront] ${provider} sign-in failed`, failure);
        setError(t('socialUnavailable'));
      }
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {mode === 'login' ? (
        <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
          {t('orContinueWith')}
        </p>
      ) : null}
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={buttonClass.outline}
          onClick={() => void start(provider)}
          disabled={busy !== null}
          aria-busy={busy === provider}
        >
          {provider === 'google'
            ? t(mode === 'link' ? 'socialLinkGoogle' : 'socialGoogle')
            : t(mode === 'link' ? 'socialLinkFacebook' : 'socialFacebook')}
        </button>
      ))}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}
