import { PASSWORD_ENDPOINTS, PASSWORD_MIN_LENGTH } from '@eclat/domain';
import { type FormEvent, useState } from 'react';
import { AuthPage } from '../../features/account/auth/auth-page.tsx';
import { registrationErrorText } from '../../features/account/auth/registration-errors.ts';
import { checkResetLink } from '../../features/account/auth/reset.server.ts';
import { BrowserApiError, callApi } from '../../lib/browser-api.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { useCaller } from '../../lib/use-caller.ts';
import { TextField } from '../../ui/form-field.tsx';
import { buttonClass } from '../../ui/icon-button.ts';
import { Link } from '../../ui/link.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import type { Route } from './+types/password-reset.ts';

/** With a token, whether the link still works and for which (masked) address. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const title = pageTitle(storefront, translate(storefront.lang, 'journeys', 'resetTitle'));
  if (!params.token) return { title, link: null };
  return { title, link: await checkResetLink(storefront, params.token) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

function AskForLink({ expired }: { expired: boolean }) {
  const t = useT('journeys');
  const caller = useCaller();
  const [state, setState] = useState<'idle' | 'pending' | 'sent' | 'error'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setState('pending');
    try {
      await callApi(caller, PASSWORD_ENDPOINTS.reset, {
        method: 'POST',
        authToken: null,
        body: { email },
      });
      setState('sent');
    } catch {
      setState('error');
    }
  }

  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl">{t('resetTitle')}</h1>
        <p className="text-muted">{t('resetIntro')}</p>
      </div>
      {expired ? <Notice tone="error">{t('resetLinkInvalid')}</Notice> : null}
      {state === 'sent' ? (
        <Notice tone="success" title={t('resetSentTitle')}>
          {t('resetSent')}
        </Notice>
      ) : (
        <form method="post" onSubmit={submit} className="flex flex-col gap-4">
          <TextField label={t('fieldEmail')} name="email" type="email" autoComplete="email" required />
          {state === 'error' ? <Notice tone="error">{t('errorService')}</Notice> : null}
          <SubmitButton className={buttonClass.primary} busy={state === 'pending'}>
            {state === 'pending' ? t('pleaseWait') : t('resetSend')}
          </SubmitButton>
        </form>
      )}
    </>
  );
}

function ChoosePassword({ token, email }: { token: string; email: string }) {
  const t = useT('journeys');
  const caller = useCaller();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) {
      setError(t('passwordMismatch'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await callApi(caller, PASSWORD_ENDPOINTS.token(token), {
        method: 'PUT',
        authToken: null,
        body: { password },
      });
      setDone(true);
    } catch (failure) {
      setError(
        failure instanceof BrowserApiError && failure.kind === 'invalid_token'
          ? t('resetLinkInvalid')
          : registrationErrorText(failure, t),
      );
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <>
        <h1 className="font-heading text-3xl">{t('resetDoneTitle')}</h1>
        <Notice tone="success">{t('resetDone')}</Notice>
        <Link to="/auth/customer/login" className={buttonClass.primary}>
          {t('loginSubmit')}
        </Link>
      </>
    );
  }
  return (
    <>
      <div className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl">{t('resetChooseTitle')}</h1>
        <p className="text-muted">{t('resetChooseFor', { email })}</p>
      </div>
      <form method="post" onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('fieldNewPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('passwordRule', { count: 8 })}
          required
        />
        <TextField
          label={t('fieldConfirmPassword')}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
        />
        {error ? <Notice tone="error">{error}</Notice> : null}
        <SubmitButton className={buttonClass.primary} busy={pending}>
          {pending ? t('pleaseWait') : t('resetSave')}
        </SubmitButton>
      </form>
    </>
  );
}

/** /profile/password-reset/{token?} (spec §2): ask for a mail without token; choose a password with one. */
export default function PasswordReset({ loaderData, params }: Route.ComponentProps) {
  const { link } = loaderData;
  return (
    <AuthPage>
      {link?.valid && params.token ? (
        <ChoosePassword token={params.token} email={link.email} />
      ) : (
        <AskForLink expired={link?.valid === false} />
      )}
    </AuthPage>
  );
}
