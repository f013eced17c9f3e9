import { TextAreaField, TextField } from '../../../ui/form-field.tsx';
import { buttonClass } from '../../../ui/icon-button.ts';
import { useCustomerSession } from '../../account/customer-session.tsx';
import { AuthPanel } from '../auth/auth-panel.tsx';
import type { SocialKeys } from '../auth/social-identity.ts';
import { PaymentStage } from '../checkout/payment-stage.tsx';
import type { InitializeAnswer } from '../checkout/payment-types.ts';
import { useJT } from '../i18n.ts';
import { Notice } from '../ui/notice.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';

export type DetailsValues = { message: string; couponCode: string; giftCode: string };

/**
 * Details and confirmation (UI.md): sign in or register inline when needed, a message for the
 * business (customMessage), then confirm; with appointment payment active, the payment follows
 * on the same page.
 */
export function DetailsStep({
  social,
  paymentActive,
  values,
  onChange,
  onConfirm,
  busy,
  error,
  payment,
}: {
  social: SocialKeys;
  paymentActive: boolean;
  values: DetailsValues;
  onChange: (values: DetailsValues) => void;
  onConfirm: () => void;
  busy: boolean;
  error: string | null;
  payment: InitializeAnswer | null;
}) {
  const t = useJT();
  const session = useCustomerSession();
  if (payment) {
    return (
      <div className="flex flex-col gap-4">
        <h2 className="font-heading text-2xl">{t('paymentTitle')}</h2>
        <p className="text-sm text-muted">{t('paymentHeld')}</p>
        <PaymentStage answer={payment} purpose="booking" />
      </div>
    );
  }
  if (session.status !== 'customer') {
    return (
      <div className="flex flex-col gap-4">
        <h2 className="font-heading text-2xl">{t('stepDetails')}</h2>
        {session.status === 'unknown' ? (
          <p role="status">{t('pleaseWait')}</p>
        ) : (
          <AuthPanel social={social} onSignedIn={() => undefined} />
        )}
      </div>
    );
  }
  const name = [session.customer?.firstname, session.customer?.lastname].filter(Boolean).join(' ');
  return (
    <form
      method="post"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <h2 className="font-heading text-2xl">{t('stepDetails')}</h2>
      <p className="rounded-xl bg-surface px-4 py-3 text-sm" data-testid="booking-as">
        {t('bookingAs', { name: name || session.customer?.email || '' })}
        {session.customer?.email && name ? (
          <span className="block text-muted">{session.customer.email}</span>
        ) : null}
      </p>
      <TextAreaField
        label={t('messageLabel')}
        hint={t('messageHint')}
        name="customMessage"
        maxLength={1000}
        value={values.message}
        onChange={(event) => onChange({ ...values, message: event.target.value })}
      />
      {paymentActive ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('couponLabel')}
            name="couponCode"
            autoComplete="off"
            value={values.couponCode}
            onChange={(event) => onChange({ ...values, couponCode: event.target.value })}
          />
          <TextField
            label={t('giftCodeLabel')}
            name="giftCode"
            autoComplete="off"
            value={values.giftCode}
            onChange={(event) => onChange({ ...values, giftCode: event.target.value })}
          />
        </div>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <SubmitButton className={buttonClass.primary} busy={busy}>
        {busy ? t('pleaseWait') : paymentActive ? t('confirmAndPay') : t('confirmBooking')}
      </SubmitButton>
      <p className="text-xs text-muted">{paymentActive ? t('paymentHeldNote') : t('confirmNote')}</p>
    </form>
  );
}
