import { type FormEvent, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { CallerFields } from '../form-caller.tsx';
import type { LoginResult } from './login-action.ts';
import { loginErrorText, loginWarningText } from './login-errors.ts';
import { SocialButtons } from './social-buttons.tsx';
import type { SocialKeys } from './social-identity.ts';

/**
 * The route whose clientAction signs in (routes/account/auth-login.tsx, login-action.ts). Named here,
 * not in login-action.ts, so that the pages showing the form do not load the action: it comes with
 * the route's module when the form is sent.
 */
export const LOGIN_ACTION = '/auth/customer/login';

/**
 * E-mail and password sign-in, posted to the login route's clientAction (login-action.ts). The form
 * also lives in the journeys' AuthPanel (booking, cart), so it posts with a fetcher to that route
 * rather than to the page it is shown on, without reloading that page's data; `onSignedIn` decides
 * what comes next (the page asked for, or the next booking step).
 */
export function LoginForm({
  onSignedIn,
  social,
  headingLevel = 2,
}: {
  onSignedIn: (token: string) => void;
  social: SocialKeys;
  headingLevel?: 1 | 2 | 3;
}) {
  const t = useT('journeys');
  const fetcher = useFetcher<LoginResult>();
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});
  const result = fetcher.data;
  const token = result && 'token' in result ? result.token : null;
  // A failure is shown until the next try is sent, as the API's reasons (spec §8).
  const failure = fetcher.state === 'idle' && result && 'failure' in result ? result.failure : undefined;
  const error = failure === undefined ? null : loginErrorText(failure, t);
  const warning = failure === undefined ? null : loginWarningText(failure, t);
  // Signed in: the button stays busy while `onSignedIn` moves on.
  const pending = fetcher.state !== 'idle' || token !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per sign-in
  useEffect(() => {
    if (token) onSignedIn(token);
  }, [result]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    // Our own messages on the fields, not the browser's bubbles (issue 17).
    const empty = {
      ...(email ? {} : { email: t('emailMissing') }),
      ...(password ? {} : { password: t('passwordMissing') }),
    };
    setMissing(empty);
    if (empty.email || empty.password) {
      event.preventDefault();
      const first = event.currentTarget.elements.namedItem(empty.email ? 'email' : 'password');
      if (first instanceof HTMLInputElement) first.focus();
    }
  }

  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  return (
    <div className="flex flex-col gap-5">
      <Heading className="font-heading text-2xl">{t('loginTitle')}</Heading>
      <fetcher.Form
        method="post"
        action={LOGIN_ACTION}
        defaultShouldRevalidate={false}
        onSubmit={submit}
        className="flex flex-col gap-4"
        noValidate
      >
        <CallerFields />
        <TextField
          label={t('fieldEmail')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={missing.email}
        />
        <TextField
          label={t('fieldPassword')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={missing.password}
        />
        {error ? (
          <Notice tone="error" title={warning ?? undefined}>
            {error}
          </Notice>
        ) : null}
        <SubmitButton className={buttonClass.primary} busy={pending}>
          {pending ? t('pleaseWait') : t('loginSubmit')}
        </SubmitButton>
        <Link to="/profile/password-reset" className="self-start text-sm underline underline-offset-2">
          {t('forgotPassword')}
        </Link>
      </fetcher.Form>
      <SocialButtons keys={social} onSignedIn={onSignedIn} />
    </div>
  );
}
