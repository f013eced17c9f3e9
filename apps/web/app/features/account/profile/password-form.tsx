import { useEffect, useRef } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { BrowserApiError } from '../../../lib/browser-api.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { NewPasswordFields } from '../auth/new-password-fields.tsx';
import { registrationErrorText } from '../auth/registration-errors.ts';
import { CallerFields } from '../form-caller.tsx';
import type { ProfileResult } from './profile-action.ts';

/**
 * Password change (PUT /api/users/password, the current one required), or a first password for an
 * account opened through a social provider (noPass: PUT /api/users/password/set), posted to
 * /profile's clientAction (profile-action.ts).
 */
export function PasswordForm({ noPass }: { noPass: boolean }) {
  const t = useT('journeys');
  const fetcher = useFetcher<ProfileResult>();
  const revalidator = useRevalidator();
  const formRef = useRef<HTMLFormElement>(null);
  const pending = fetcher.state !== 'idle';
  const result = pending ? undefined : fetcher.data;
  const saved = result !== undefined && 'saved' in result;
  const error =
    result && 'mismatch' in result
      ? t('passwordMismatch')
      : result && 'failure' in result
        ? result.failure instanceof BrowserApiError && result.failure.kind === 'password'
          ? t('currentPasswordWrong')
          : registrationErrorText(result.failure, t)
        : null;

  // Saved: the fields are emptied and the page reads the account again (noPass may have changed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per save
  useEffect(() => {
    if (fetcher.data && 'saved' in fetcher.data) {
      formRef.current?.reset();
      void revalidator.revalidate();
    }
  }, [fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      defaultShouldRevalidate={false}
      className="flex flex-col gap-4"
      aria-labelledby="password-heading"
    >
      <CallerFields />
      <input type="hidden" name="intent" value="password" />
      <input type="hidden" name="noPass" value={String(noPass)} />
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
        <NewPasswordFields />
      </div>
      {saved ? <Notice tone="success">{t('passwordSaved')}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <SubmitButton className={`${buttonClass.primary} self-start`} busy={pending}>
        {pending ? t('pleaseWait') : t('save')}
      </SubmitButton>
    </fetcher.Form>
  );
}
