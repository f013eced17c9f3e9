import type { CustomerUser } from '@eclat/contracts';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { AUTH_CHANGED_EVENT } from '../customer-session.tsx';

/** The customer's profile (PUT /api/profiles); spec §8: 'Conflict' is a 409 (phone taken). */
export function ProfileForm({ user }: { user: CustomerUser }) {
  const t = useT('journeys');
  const caller = useCaller();
  const revalidator = useRevalidator();
  const profile = user.profiles[0];
  const [state, setState] = useState<
    { kind: 'idle' | 'pending' | 'saved' } | { kind: 'error'; text: string }
  >({
    kind: 'idle',
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    setState({ kind: 'pending' });
    try {
      await callApi(caller, '/api/profiles', {
        method: 'PUT',
        body: {
          firstname: value('firstname'),
          lastname: value('lastname'),
          phone: value('phone') || null,
          city: value('city') || null,
          birthdate: value('birthdate') || null,
        },
      });
      setState({ kind: 'saved' });
      // The header greets the customer by name: let it read the new one.
      window.dispatchEvent(new CustomEvent(AUTH_CHANGED_EVENT));
      void revalidator.revalidate();
    } catch (failure) {
      const conflict = failure instanceof BrowserApiError && failure.status === 409;
      const invalidPhone = failure instanceof BrowserApiError && failure.kind === 'invalid_phone';
      setState({
        kind: 'error',
        text: conflict
          ? t('registerPhoneTaken')
          : invalidPhone
            ? t('registerPhoneInvalid')
            : t('errorService'),
      });
    }
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="profile-heading">
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
      {state.kind === 'saved' ? <Notice tone="success">{t('profileSaved')}</Notice> : null}
      {state.kind === 'error' ? <Notice tone="error">{state.text}</Notice> : null}
      <SubmitButton className={`${buttonClass.primary} self-start`} busy={state.kind === 'pending'}>
        {state.kind === 'pending' ? t('pleaseWait') : t('save')}
      </SubmitButton>
    </form>
  );
}
