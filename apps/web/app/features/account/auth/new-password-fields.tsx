import { PASSWORD_MIN_LENGTH } from '@eclat/domain';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { TextField } from '../../../ui/form-field.tsx';

/** A new password and its confirmation (password change, password reset), with the spec's rule. */
export function NewPasswordFields() {
  const t = useT('journeys');
  return (
    <>
      <TextField
        label={t('fieldNewPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={t('passwordRule', { count: PASSWORD_MIN_LENGTH })}
        required
      />
      <TextField
        label={t('fieldConfirmPassword')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
