import { type FormEvent, useState } from 'react';
import { TextField } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { useShell } from '../../shell/use-shell.ts';
import { callApi } from '../api/journey-api.ts';
import { useCaller } from '../api/use-caller.ts';
import { useJT } from '../i18n.ts';
import { Notice } from '../ui/notice.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { registrationErrorText } from './registration-errors.ts';
import { keepCustomerSession } from './session.ts';
import { SocialButtons } from './social-buttons.tsx';
import type { SocialKeys } from './social-identity.ts';

type RegistrationAnswer = { user: { id: number }; token: string | null; requireSMSCode: boolean };
type Credentials = { email: string; phone: string; password: string };
type Step =
  | { kind: 'account' }
  | { kind: 'profile'; credentials: Credentials }
  | { kind: 'code'; credentials: Credentials; userId: number };

const PASSWORD_MIN_LENGTH = 8;

/**
 * Registration in two steps (spec §4): step 1 pre-registers phone, e-mail and password; step 2
 * completes the profile and either activates the account (a token: signed in) or sends an SMS code
 * to type, which can be sent again.
 */
export function RegisterForm({
  onSignedIn,
  social,
  headingLevel = 2,
}: {
  onSignedIn: (token: string) => void;
  social: SocialKeys;
  headingLevel?: 1 | 2 | 3;
}) {
  const t = useJT();
  const { lang } = useShell();
  const caller = useCaller();
  const [step, setStep] = useState<Step>({ kind: 'account' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);

  async function run(action: () => Promise<void>) {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(registrationErrorText(failure, t));
    } finally {
      setPending(false);
    }
  }

  const signedIn = (token: string) => {
    keepCustomerSession(token);
    onSignedIn(token);
  };

  function submitAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = {
      email: String(form.get('email') ?? '').trim(),
      phone: String(form.get('phone') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    if (credentials.password.length < PASSWORD_MIN_LENGTH) {
      setError(t('passwordTooShort', { count: PASSWORD_MIN_LENGTH }));
      return;
    }
    void run(async () => {
      await callApi(caller, '/api/users/register/steps/1', {
        method: 'POST',
        authToken: null,
        body: { ...credentials, lang },
      });
      setStep({ kind: 'profile', credentials });
    });
  }

  function submitProfile(event: FormEvent<HTMLFormElement>, credentials: Credentials) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const city = String(form.get('city') ?? '').trim();
    void run(async () => {
      const answer = await callApi<RegistrationAnswer>(caller, '/api/users/register/steps/2', {
        method: 'POST',
        authToken: null,
        body: {
          ...credentials,
          firstname: String(form.get('firstname') ?? '').trim(),
          lastname: String(form.get('lastname') ?? '').trim(),
          ...(city ? { city } : {}),
        },
      });
      if (answer.token) signedIn(answer.token);
      else if (answer.requireSMSCode) setStep({ kind: 'code', credentials, userId: answer.user.id });
      else setError(t('errorService'));
    });
  }

  function submitCode(event: FormEvent<HTMLFormElement>, userId: number) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const answer = await callApi<RegistrationAnswer>(caller, '/api/users/register/verify/code', {
        method: 'POST',
        authToken: null,
        body: { userID: userId, smsCode: String(form.get('smsCode') ?? '').trim() },
      });
      if (answer.token) signedIn(answer.token);
      else setError(t('registerCodeInvalid'));
    });
  }

  function resend(credentials: Credentials) {
    setResent(false);
    void run(async () => {
      await callApi(caller, '/api/users/register/resend/code', {
        method: 'POST',
        authToken: null,
        body: { email: credentials.email, phone: credentials.phone, type: 'sms' },
      });
      setResent(true);
    });
  }

  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  const stepNumber = step.kind === 'account' ? 1 : 2;
  const submitLabel = pending ? t('pleaseWait') : null;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Heading className="font-heading text-2xl">{t('registerTitle')}</Heading>
        <p className="text-sm text-muted">{t('registerStep', { step: stepNumber, count: 2 })}</p>
      </div>
      {step.kind === 'account' ? (
        <form method="post" onSubmit={submitAccount} className="flex flex-col gap-4">
          <TextField label={t('fieldEmail')} name="email" type="email" autoComplete="email" required />
          <TextField
            label={t('fieldPhone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={t('fieldPhoneHint')}
            required
          />
          <TextField
            label={t('fieldPassword')}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            hint={t('passwordRule', { count: PASSWORD_MIN_LENGTH })}
            required
          />
          {error ? <Notice tone="error">{error}</Notice> : null}
          <SubmitButton className={buttonClass.primary} busy={pending}>
            {submitLabel ?? t('registerContinue')}
          </SubmitButton>
        </form>
      ) : null}
      {step.kind === 'profile' ? (
        <form
          method="post"
          onSubmit={(event) => submitProfile(event, step.credentials)}
          className="flex flex-col gap-4"
        >
          <TextField label={t('fieldFirstname')} name="firstname" autoComplete="given-name" required />
          <TextField label={t('fieldLastname')} name="lastname" autoComplete="family-name" required />
          <TextField label={t('fieldCityOptional')} name="city" autoComplete="address-level2" />
          {error ? <Notice tone="error">{error}</Notice> : null}
          <SubmitButton className={buttonClass.primary} busy={pending}>
            {submitLabel ?? t('registerSubmit')}
          </SubmitButton>
        </form>
      ) : null}
      {step.kind === 'code' ? (
        <form
          method="post"
          onSubmit={(event) => submitCode(event, step.userId)}
          className="flex flex-col gap-4"
        >
          <Notice>{t('registerCodeSent', { phone: step.credentials.phone })}</Notice>
          <TextField
            label={t('fieldSmsCode')}
            name="smsCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            required
          />
          {error ? <Notice tone="error">{error}</Notice> : null}
          {resent ? <Notice tone="success">{t('registerCodeResent')}</Notice> : null}
          <SubmitButton className={buttonClass.primary} busy={pending}>
            {submitLabel ?? t('registerVerify')}
          </SubmitButton>
          <button
            type="button"
            className={buttonClass.outline}
            disabled={pending}
            onClick={() => resend(step.credentials)}
          >
            {t('registerResend')}
          </button>
        </form>
      ) : null}
      {step.kind === 'account' ? <SocialButtons keys={social} onSignedIn={onSignedIn} /> : null}
    </div>
  );
}
