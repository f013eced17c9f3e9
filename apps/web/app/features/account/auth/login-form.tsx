import { type FormEvent, useState } from 'react';
import { callApi } from '../../../lib/browser-api.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { loginErrorText, loginWarningText } from './login-errors.ts';
import { keepCustomerSession } from './session.ts';
import { SocialButtons } from './social-buttons.tsx';
import type { SocialKeys } from './social-identity.ts';

/**
 * E-mail and password sign-in (POST /api/users/login). The session is kept the shell's way and
 * `onSignedIn` decides what comes next (the page asked for, or the next booking step).
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
  const caller = useCaller();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      const first = event.currentTarget.elements.namedItem(empty.email ? 'email' : 'password');
      if (first instanceof HTMLInputElement) first.focus();
      return;
    }
    setPending(true);
    setError(null);
    setWarning(null);
    try {
      const answer = await callApi(caller, '/api/users/login', {
        answer: 'LoginAnswerSchema',
        method: 'POST',
        authToken: null,
        body: { email, password },
      });
      keepCustomerSession(answer.token);
      onSignedIn(answer.token);
    } catch (failure) {
      setError(loginErrorText(failure, t));
      setWarning(loginWarningText(failure, t));
      setPending(false);
    }
  }

  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  return (
    <div className="flex flex-col gap-5">
      <Heading className="font-heading text-2xl">{t('loginTitle')}</Heading>
      <form method="post" onSubmit={submit} className="flex flex-col gap-4" noValidate>
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
      </form>
      <SocialButtons keys={social} onSignedIn={onSignedIn} />
    </div>
  );
}
