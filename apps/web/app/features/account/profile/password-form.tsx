import { PASSWORD_ENDPOINTS, PASSWORD_MIN_LENGTH } from '@eclat/domain';
import { type FormEvent, useState } from 'react';
import { useRevalidator } from 'react-router';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { registrationErrorText } from '../auth/registration-errors.ts';

/**
 * Password change (PUT /api/users/password, the current one required), or a first password for an
 * account opened through a social provider (noPass: PUT /api/users/password/set).
 */
export function PasswordForm({ noPass }: { noPass: boolean }) {
  const t = useT('journeys');
  const caller = useCaller();
  const revalidator = useRevalidator();
  const [state, setState] = useState<
    { kind: 'idle' | 'pending' | 'saved' } | { kind: 'error'; text: string }
  >({
    kind: 'idle',
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) {
      setState({ kind: 'error', text: t('passwordMismatch') });
      return;
    }
    setState({ kind: 'pending' });
    try {
      if (noPass) {
        await callApi(caller, PASSWORD_ENDPOINTS.set, { method: 'PUT', body: { password } });
      } else {
        await callApi(caller, PASSWORD_ENDPOINTS.change, {
          method: 'PUT',
          body: { currentPassword: String(form.get('current') ?? ''), password },
        });
      }
      formElement.reset();
      setState({ kind: 'saved' });
      void revalidator.revalidate();
    } catch (failure) {
      const wrong = failure instanceof BrowserApiError && failure.kind === 'password';
      setState({
        kind: 'error',
        text: wrong ? t('currentPasswordWrong') : registrationErrorText(failure, t),
      });
    }
  }

  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-4" aria-labelledby="password-heading">
      <h2 id="password-heading" className="font-heading text-2xl">
        {noPass ? t('passwordSetTitle') : t('passwordChangeTitle')}
      </h2>
      {noPass ? <p className="text-sm text-muted">{t('passwordSetIntro')}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {noPass ? null : (
          <TextField
            label={t('fieldCurrentPassword')}
            name="current"
            type="password"
            autoComplete="current-password"
            required
            className="sm:col-span-2"
          />
        )}
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
      </div>
      {state.kind === 'saved' ? <Notice tone="success">{t('passwordSaved')}</Notice> : null}
      {state.kind === 'error' ? <Notice tone="error">{state.text}</Notice> : null}
      <SubmitButton className={`${buttonClass.primary} self-start`} busy={state.kind === 'pending'}>
        {state.kind === 'pending' ? t('pleaseWait') : t('save')}
      </SubmitButton>
    </form>
  );
}
