import type { CustomerUser } from '@eclat/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { SocialButtons } from '../auth/social-buttons.tsx';
import type { SocialKeys, SocialProvider } from '../auth/social-identity.ts';

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Linked social accounts: unlink those linked, link those the company offers (ADR 0007). */
export function LinkedAccounts({ user, social }: { user: CustomerUser; social: SocialKeys }) {
  const t = useT('journeys');
  const caller = useCaller();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const linked = (['google', 'facebook'] as const).filter((p) => user.providers[p]);
  const linkable: SocialKeys = {
    google: user.providers.google ? null : social.google,
    facebook: user.providers.facebook ? null : social.facebook,
  };
  if (linked.length === 0 && !linkable.google && !linkable.facebook) return null;

  async function unlink(provider: SocialProvider) {
    setError(null);
    try {
      await callApi(caller, '/api/users/unlink/provider', { method: 'POST', body: { provider } });
      void revalidator.revalidate();
    } catch (failure) {
      setError(
        failure instanceof BrowserApiError && failure.status === 409
          ? t('unlinkNeedsPassword')
          : t('errorService'),
      );
    }
  }

  return (
    <section aria-labelledby="linked-heading" className="flex flex-col gap-4">
      <h2 id="linked-heading" className="font-heading text-2xl">
        {t('linkedTitle')}
      </h2>
      {linked.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {linked.map((provider) => (
            <li
              key={provider}
              className="flex items-center justify-between gap-3 rounded-xl border border-line p-3"
            >
              <span>{t('linkedWith', { provider: NAMES[provider] })}</span>
              <button type="button" className={buttonClass.outline} onClick={() => void unlink(provider)}>
                {t('unlink')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('linkedNone')}</p>
      )}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <SocialButtons keys={linkable} mode="link" onLinked={() => void revalidator.revalidate()} />
    </section>
  );
}
