import type { DeletionPreview } from '@eclat/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearStoredAuth } from '../../../lib/auth/auth-storage.ts';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { useLang, useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { ACCOUNT_DELETED_STATE } from '../account-deleted-notice.tsx';
import { AUTH_CHANGED_EVENT } from '../customer-session.tsx';

type Method = DeletionPreview['methods'][number];
type Errors = { secret?: string; confirm?: string };

/**
 * The account's deletion (GDPR art. 17): re-authentication by password or by a code sent by
 * e-mail (as the preview's methods allow), an explicit confirmation, then DELETE /api/users/me;
 * the session is cleared and the customer lands on the home page with a notice.
 */
export default function DeleteAccountDialog({
  methods,
  onClose,
}: {
  methods: DeletionPreview['methods'];
  onClose: () => void;
}) {
  const t = useT('privacy');
  const lang = useLang();
  const caller = useCaller();
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>(methods.includes('password') ? 'password' : 'code');
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  function focusFirstError(next: Errors) {
    const name = next.secret ? 'secret' : next.confirm ? 'confirm' : null;
    if (!name) return;
    // After the errors render (aria-invalid), so the field is read with its message.
    requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus());
  }

  async function sendCode() {
    setSending(true);
    setFailure(null);
    try {
      await callApi(caller, '/api/users/me/deletion/code', { method: 'POST' });
      setCodeSent(true);
    } catch {
      setFailure(t('deleteFailed'));
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const secret = String(data.get('secret') ?? '');
    const next: Errors = {};
    if (!secret.trim())
      next.secret = t(method === 'password' ? 'deletePasswordMissing' : 'deleteCodeMissing');
    if (data.get('confirm') !== 'on') next.confirm = t('deleteConfirmMissing');
    setErrors(next);
    setFailure(null);
    if (next.secret || next.confirm) {
      focusFirstError(next);
      return;
    }
    setPending(true);
    try {
      await callApi(caller, '/api/users/me', {
        method: 'DELETE',
        body: method === 'password' ? { password: secret } : { code: secret.trim() },
      });
    } catch (error) {
      setPending(false);
      if (error instanceof BrowserApiError && error.status === 403) {
        const wrong = { secret: t(method === 'password' ? 'deleteWrongPassword' : 'deleteWrongCode') };
        setErrors(wrong);
        focusFirstError(wrong);
      } else setFailure(t('deleteFailed'));
      return;
    }
    // The API has revoked the tokens: the session goes too, and the header follows.
    clearStoredAuth();
    window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
    void navigate(localisePath('/', lang), { replace: true, state: ACCOUNT_DELETED_STATE });
  }

  const other: Method = method === 'password' ? 'code' : 'password';
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={t('deleteDialogTitle')}
      closeLabel={t('deleteClose')}
    >
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-4"
        data-testid="delete-account-form"
      >
        <p className="text-sm">{t('deleteDialogText')}</p>
        {method === 'password' ? (
          <TextField
            key="password"
            label={t('deletePasswordLabel')}
            name="secret"
            type="password"
            autoComplete="current-password"
            required
            error={errors.secret}
          />
        ) : (
          <div className="flex flex-col gap-3">
            <button
              type="button"
              className={`${buttonClass.outline} self-start`}
              disabled={sending}
              onClick={() => void sendCode()}
            >
              {codeSent ? t('deleteSendAgain') : t('deleteSendCode')}
            </button>
            {codeSent ? <Notice tone="success">{t('deleteCodeSent')}</Notice> : null}
            <TextField
              key="code"
              label={t('deleteCodeLabel')}
              name="secret"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={errors.secret}
            />
          </div>
        )}
        {methods.includes(other) ? (
          <button
            type="button"
            className="min-h-11 self-start text-sm underline underline-offset-2"
            onClick={() => {
              setMethod(other);
              setErrors({});
            }}
          >
            {other === 'code' ? t('deleteUseCode') : t('deleteUsePassword')}
          </button>
        ) : null}
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm font-medium">
            <input
              type="checkbox"
              name="confirm"
              value="on"
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? 'delete-confirm-error' : undefined}
              className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
            />
            {t('deleteConfirmCheck')}
          </label>
          {errors.confirm ? (
            <p id="delete-confirm-error" role="alert" className="text-sm font-medium">
              {errors.confirm}
            </p>
          ) : null}
        </div>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            className={buttonClass.primary}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? t('deleting') : t('deleteConfirmButton')}
          </button>
          <button type="button" className={buttonClass.outline} disabled={pending} onClick={onClose}>
            {t('deleteCancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
