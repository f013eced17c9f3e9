import { PASSWORD_MIN_LENGTH, suggestEmailFix } from '@eclat/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { type Translate, useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { useShell } from '../../shell/use-shell.ts';
import type { Credentials, RegisterResult, RegisterStep } from './register-action.ts';
import {
  type RegistrationField,
  registrationErrorField,
  registrationErrorText,
} from './registration-errors.ts';
import { SocialButtons } from './social-buttons.tsx';
import type { SocialKeys } from './social-identity.ts';

type Step =
  | { kind: 'account' }
  | { kind: 'profile'; credentials: Credentials }
  | { kind: 'code'; credentials: Credentials; userId: number };

/**
 * The marketing opt-in (issue 23): unchecked by default, apart from the terms and from the
 * messages of bookings, sent as `marketing` with the registration's last step.
 */
function MarketingOptIn() {
  const t = useT('journeys');
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border border-line p-3">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm font-medium">
        <input
          type="checkbox"
          name="marketing"
          value="on"
          aria-describedby="register-marketing-hint"
          className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
        />
        {t('registerMarketing')}
      </label>
      <p id="register-marketing-hint" className="text-xs text-muted">
        {t('registerMarketingHint')}
      </p>
    </div>
  );
}

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
 * The route whose clientAction registers (routes/account/auth-register.tsx, register-action.ts).
 * Named here, not in register-action.ts, so that the pages showing the form do not load the
 * action: it comes with the route's module when a step is sent.
 */
export const REGISTER_ACTION = '/auth/customer/register';

/** A step as the form posts it; the action adds nothing but the caller. */
type Posted = RegisterStep extends infer S ? (S extends RegisterStep ? Omit<S, 'caller'> : never) : never;

/**
 * Registration in two steps (spec §4): step 1 pre-registers phone, e-mail and password; step 2
 * completes the profile and either activates the account (a token: signed in) or sends an SMS code
 * to type, which can be sent again. Each step posts to the register route's clientAction
 * (register-action.ts) with a fetcher: the form also lives in the journeys' AuthPanel (booking,
 * cart), whose page must stay as it is, and the later steps post the first step's credentials.
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
  const fetcher = useFetcher<RegisterResult>();
  const pending = fetcher.state !== 'idle';
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

  // What a step's action answered: the next step, the session, or the API's reason (spec §8).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer
  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if ('failure' in result) {
      const field = registrationErrorField(result.failure);
      const text = registrationErrorText(result.failure, t);
      if (field) {
        const errors = { [field]: text };
        setFieldErrors(errors);
        setFocusRequest((n) => n + 1);
      } else setError(text);
    } else if ('token' in result) onSignedIn(result.token);
    else if ('smsCodeFor' in result)
      setStep({ kind: 'code', credentials: result.credentials, userId: result.smsCodeFor });
    else if ('credentials' in result) setStep({ kind: 'profile', credentials: result.credentials });
    else if ('noToken' in result)
      setError(t(result.intent === 'profile' ? 'errorService' : 'registerCodeInvalid'));
    else setResent(true);
  }, [fetcher.data]);

  function post(step: Posted) {
    setError(null);
    setFieldErrors({});
    // The caller is in the JSON as the action cannot read the shell.
    const body: RegisterStep = { ...step, caller };
    void fetcher.submit(body, {
      method: 'post',
      action: REGISTER_ACTION,
      encType: 'application/json',
      defaultShouldRevalidate: false,
    });
  }

  const invalid = (errors: FieldErrors): boolean => {
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0) return false;
    setError(null);
    setFocusRequest((n) => n + 1);
    return true;
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
    post({ intent: 'account', credentials, lang });
  }

  function submitProfile(event: FormEvent<HTMLFormElement>, credentials: Credentials) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const city = String(form.get('city') ?? '').trim();
    const errors: FieldErrors = {};
    if (!String(form.get('firstname') ?? '').trim()) errors.firstname = t('firstnameMissing');
    if (!String(form.get('lastname') ?? '').trim()) errors.lastname = t('lastnameMissing');
    if (invalid(errors)) return;
    post({
      intent: 'profile',
      credentials,
      firstname: String(form.get('firstname') ?? '').trim(),
      lastname: String(form.get('lastname') ?? '').trim(),
      city,
      // Issue 23: the marketing opt-in, unchecked unless the customer ticks it.
      marketing: form.get('marketing') === 'on',
    });
  }

  function submitCode(event: FormEvent<HTMLFormElement>, userId: number) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (invalid(String(form.get('smsCode') ?? '').trim() ? {} : { smsCode: t('smsCodeMissing') })) return;
    post({ intent: 'code', userId, smsCode: String(form.get('smsCode') ?? '').trim() });
  }

  function resend(credentials: Credentials) {
    setResent(false);
    post({ intent: 'resend', credentials });
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
          <MarketingOptIn />
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
