import { useFetcher } from 'react-router';
import { AuthPage } from '../../features/account/auth/auth-page.tsx';
import { NewPasswordFields } from '../../features/account/auth/new-password-fields.tsx';
import {
  type PasswordResetResult,
  passwordResetAction,
} from '../../features/account/auth/password-reset-action.ts';
import { registrationErrorText } from '../../features/account/auth/registration-errors.ts';
import { checkResetLink } from '../../features/account/auth/reset.server.ts';
import { CallerFields } from '../../features/account/form-caller.tsx';
import { BrowserApiError } from '../../lib/browser-api.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
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

/** Both forms post here; the calls run in the browser like every customer write. */
export const clientAction = passwordResetAction;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

function AskForLink({ expired }: { expired: boolean }) {
  const t = useT('journeys');
  const fetcher = useFetcher<PasswordResetResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const state =
    fetcher.state !== 'idle' ? 'pending' : result && 'sent' in result ? 'sent' : result ? 'error' : 'idle';

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
        <fetcher.Form method="post" defaultShouldRevalidate={false} className="flex flex-col gap-4">
          <CallerFields />
          <input type="hidden" name="intent" value="ask" />
          <TextField label={t('fieldEmail')} name="email" type="email" autoComplete="email" required />
          {state === 'error' ? <Notice tone="error">{t('errorService')}</Notice> : null}
          <SubmitButton className={buttonClass.primary} busy={state === 'pending'}>
            {state === 'pending' ? t('pleaseWait') : t('resetSend')}
          </SubmitButton>
        </fetcher.Form>
      )}
    </>
  );
}

function ChoosePassword({ email }: { email: string }) {
  const t = useT('journeys');
  const fetcher = useFetcher<PasswordResetResult>();
  const pending = fetcher.state !== 'idle';
  const result = pending ? undefined : fetcher.data;
  const done = result !== undefined && 'done' in result;
  const error =
    result && 'mismatch' in result
      ? t('passwordMismatch')
      : result && 'failure' in result
        ? result.failure instanceof BrowserApiError && result.failure.kind === 'invalid_token'
          ? t('resetLinkInvalid')
          : registrationErrorText(result.failure, t)
        : null;

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
      <fetcher.Form method="post" defaultShouldRevalidate={false} className="flex flex-col gap-4">
        <CallerFields />
        <input type="hidden" name="intent" value="choose" />
        <NewPasswordFields />
        {error ? <Notice tone="error">{error}</Notice> : null}
        <SubmitButton className={buttonClass.primary} busy={pending}>
          {pending ? t('pleaseWait') : t('resetSave')}
        </SubmitButton>
      </fetcher.Form>
    </>
  );
}

/** /profile/password-reset/{token?} (spec §2): ask for a mail without token; choose a password with one. */
export default function PasswordReset({ loaderData, params }: Route.ComponentProps) {
  const { link } = loaderData;
  return (
    <AuthPage>
      {link?.valid && params.token ? (
        <ChoosePassword email={link.email} />
      ) : (
        <AskForLink expired={link?.valid === false} />
      )}
    </AuthPage>
  );
}
