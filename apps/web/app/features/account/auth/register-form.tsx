import { PASSWORD_MIN_LENGTH, suggestEmailFix } from '@eclat/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { callApi } from '../../../lib/browser-api.ts';
import { type Translate, useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { useShell } from '../../shell/use-shell.ts';
import {
  type RegistrationField,
  registrationErrorField,
  registrationErrorText,
} from './registration-errors.ts';
import { keepCustomerSession } from './session.ts';
import { SocialButtons } from './social-buttons.tsx';
import type { SocialKeys } from './social-identity.ts';

type Credentials = { email: string; phone: string; password: string };
type Step =
  | { kind: 'account' }
  | { kind: 'profile'; credentials: Credentials }
  | { kind: 'code'; credentials: Credentials; userId: number };

/** Enough to catch a missing @ or domain; the API has the last word (ADR 0006). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

type FieldErrors = Partial<Record<RegistrationField, string>>;

/** Our own messages, field by field, instead of the browser's bubbles (issue 17, noValidate). */
function accountErrors(credentials: Credentials, t: Translate<'journeys'>): FieldErrors {
  const errors: FieldErrors = {};
  if (!credentials.email) errors.email = t('emailMissing');
  else if (!EMAIL_SHAPE.test(credentials.email)) errors.email = t('emailInvalid');
  if (!credentials.phone) errors.phone = t('phoneMissing');
  if (credentials.password.length < PASSWORD_MIN_LENGTH)
    errors.password = t('passwordTooShort', { count: PASSWORD_MIN_LENGTH });
  return errors;
}

/** Focus the first field in error of a form, in the form's order. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  const names = Object.keys(errors);
  const field = [...(form?.elements ?? [])].find(
    (element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && names.includes(element.name),
  );
  field?.focus();
}

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
  const t = useT('journeys');
  const { lang } = useShell();
  const caller = useCaller();
  const [step, setStep] = useState<Step>({ kind: 'account' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [emailFix, setEmailFix] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const firstStep = useRef(true);
  const [focusRequest, setFocusRequest] = useState(0);

  // Errors shown: focus goes to the first field in error, once it is rendered as invalid.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new request only
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current, fieldErrors);
  }, [focusRequest]);

  // A new step: focus its heading (issue 17: not lost to <body> when the form it was in goes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a change of step only
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.kind]);

  async function run(action: () => Promise<void>) {
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      await action();
    } catch (failure) {
      const field = registrationErrorField(failure);
      const text = registrationErrorText(failure, t);
      if (field) {
        const errors = { [field]: text };
        setFieldErrors(errors);
        setFocusRequest((n) => n + 1);
      } else setError(text);
    } finally {
      setPending(false);
    }
  }

  const invalid = (errors: FieldErrors): boolean => {
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) return false;
    setError(null);
    setFocusRequest((n) => n + 1);
    return true;
  };

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
    if (invalid(accountErrors(credentials, t))) return;
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
    const errors: FieldErrors = {};
    if (!String(form.get('firstname') ?? '').trim()) errors.firstname = t('firstnameMissing');
    if (!String(form.get('lastname') ?? '').trim()) errors.lastname = t('lastnameMissing');
    if (invalid(errors)) return;
    void run(async () => {
      const answer = await callApi(caller, '/api/users/register/steps/2', {
        answer: 'RegistrationAnswerSchema',
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
    if (invalid(String(form.get('smsCode') ?? '').trim() ? {} : { smsCode: t('smsCodeMissing') })) return;
    void run(async () => {
      const answer = await callApi(caller, '/api/users/register/verify/code', {
        answer: 'RegistrationAnswerSchema',
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
        <Heading ref={heading} tabIndex={-1} className="font-heading text-2xl outline-none">
          {t('registerTitle')}
        </Heading>
        <p className="text-sm text-muted">{t('registerStep', { step: stepNumber, count: 2 })}</p>
      </div>
      {step.kind === 'account' ? (
        <form method="post" noValidate ref={formRef} onSubmit={submitAccount} className="flex flex-col gap-4">
          <TextField
            ref={emailInput}
            label={t('fieldEmail')}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={fieldErrors.email}
            onBlur={(event) => setEmailFix(suggestEmailFix(event.currentTarget.value))}
            hint={
              emailFix ? (
                <span role="status" className="flex flex-wrap items-center gap-x-2 text-sm text-ink">
                  {t('emailTypo', { email: emailFix })}
                  <button
                    type="button"
                    className="min-h-11 font-medium underline underline-offset-2"
                    onClick={() => {
                      if (emailInput.current) {
                        emailInput.current.value = emailFix;
                        emailInput.current.focus();
                      }
                      setEmailFix(null);
                    }}
                  >
                    {t('emailTypoFix')}
                  </button>
                </span>
              ) : undefined
            }
          />
          <TextField
            label={t('fieldPhone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={t('fieldPhoneHint')}
            required
            error={fieldErrors.phone}
          />
          <TextField
            label={t('fieldPassword')}
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH}
            hint={t('passwordRule', { count: PASSWORD_MIN_LENGTH })}
            required
            error={fieldErrors.password}
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
          noValidate
          ref={formRef}
          onSubmit={(event) => submitProfile(event, step.credentials)}
          className="flex flex-col gap-4"
        >
          <TextField
            label={t('fieldFirstname')}
            name="firstname"
            autoComplete="given-name"
            required
            error={fieldErrors.firstname}
          />
          <TextField
            label={t('fieldLastname')}
            name="lastname"
            autoComplete="family-name"
            required
            error={fieldErrors.lastname}
          />
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
          noValidate
          ref={formRef}
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
            error={fieldErrors.smsCode}
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
