import type { CustomerUser } from '@eclat/contracts';
import { useEffect } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { BrowserApiError } from '../../../lib/browser-api.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { CallerFields } from '../form-caller.tsx';
import type { ProfileResult } from './profile-action.ts';
import { SmsChoice } from './sms-choice.tsx';

/**
 * The customer's profile and their SMS choice, posted to /profile's clientAction (profile-action.ts:
 * PUT /api/profiles, then PUT /api/users/me); spec §8: 'Conflict' is a 409 (phone taken).
 */
export function ProfileForm({ user }: { user: CustomerUser }) {
  const t = useT('journeys');
  const fetcher = useFetcher<ProfileResult>();
  const revalidator = useRevalidator();
  const profile = user.profiles[0];
  const pending = fetcher.state !== 'idle';
  const result = pending ? undefined : fetcher.data;
  const saved = result !== undefined && 'saved' in result;
  const failure = result && 'failure' in result ? result.failure : undefined;
  const conflict = failure instanceof BrowserApiError && failure.status === 409;
  const invalidPhone = failure instanceof BrowserApiError && failure.kind === 'invalid_phone';
  const error =
    !result || !('failure' in result)
      ? null
      : conflict
        ? t('registerPhoneTaken')
        : invalidPhone
          ? t('registerPhoneInvalid')
          : t('errorService');

  // Saved: the page reads the profile again (the form posts without reloading on a failure).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per save
  useEffect(() => {
    if (fetcher.data && 'saved' in fetcher.data) void revalidator.revalidate();
  }, [fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      defaultShouldRevalidate={false}
      className="flex flex-col gap-4"
      aria-labelledby="profile-heading"
    >
      <CallerFields />
      <input type="hidden" name="intent" value="profile" />
      <h2 id="profile-heading" className="font-heading text-2xl">
        {t('profileTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fieldFirstname')}
          name="firstname"
          defaultValue={profile?.firstname ?? ''}
          autoComplete="given-name"
        />
        <TextField
          label={t('fieldLastname')}
          name="lastname"
          defaultValue={profile?.lastname ?? ''}
          autoComplete="family-name"
        />
        <TextField
          label={t('fieldEmail')}
          name="email"
          type="email"
          defaultValue={user.email}
          readOnly
          hint={t('emailReadOnly')}
        />
        <TextField
          label={t('fieldPhone')}
          name="phone"
          type="tel"
          defaultValue={profile?.phone ?? user.phone ?? ''}
          autoComplete="tel"
        />
        <TextField
          label={t('fieldCity')}
          name="city"
          defaultValue={profile?.city ?? ''}
          autoComplete="address-level2"
        />
        <TextField
          label={t('fieldBirthdate')}
          name="birthdate"
          type="date"
          defaultValue={profile?.birthdate ?? ''}
          autoComplete="bday"
        />
      </div>
      <SmsChoice smsOptOut={user.smsOptOut} />
      {saved ? <Notice tone="success">{t('profileSaved')}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <SubmitButton className={`${buttonClass.primary} self-start`} busy={pending}>
        {pending ? t('pleaseWait') : t('save')}
      </SubmitButton>
    </fetcher.Form>
  );
}
