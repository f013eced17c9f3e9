import { useT } from '../../lib/i18n/use-lang.ts';
import { TextAreaField, TextField } from '../../ui/form-field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { AuthPanel } from '../account/auth/auth-panel.tsx';
import type { SocialKeys } from '../account/auth/social-identity.ts';
import { useCustomerSession } from '../account/customer-session.tsx';
import { PaymentStage } from '../cart-and-checkout/checkout/payment-stage.tsx';
import type { InitializeAnswer } from '../cart-and-checkout/checkout/payment-types.ts';
import { type PolicyPart, PolicyTerms } from './cancellation-terms.tsx';
import type { AvailabilitySlot, BookingShop } from './types.ts';

export type DetailsValues = { message: string; couponCode: string; giftCode: string };

/**
 * Details and confirmation (UI.md): sign in or register inline when needed, a message for the
 * business (customMessage), then confirm; with appointment payment active, the payment follows
 * on the same page.
 */
export function DetailsStep({
  formId,
  shop,
  noticeHours,
  policyParts,
  social,
  paymentActive,
  values,
  onChange,
  onConfirm,
  busy,
  error,
  payment,
}: {
  /** The form's id: its confirm button is the summary's (always in reach, issue 17). */
  formId: string;
  shop: BookingShop;
  slot: AvailabilitySlot;
  noticeHours: number;
  /** The policy each service will be booked under (issue 20). */
  policyParts: readonly PolicyPart[];
  social: SocialKeys;
  /** Held and paid online now: appointment payment, or a deposit. */
  paymentActive: boolean;
  values: DetailsValues;
  onChange: (values: DetailsValues) => void;
  onConfirm: () => void;
  busy: boolean;
  error: string | null;
  payment: InitializeAnswer | null;
}) {
  const t = useT('journeys');
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
      id={formId}
      method="post"
      noValidate
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
      <section aria-labelledby="booking-terms-title" className="rounded-xl border border-line p-4 text-sm">
        <h3 id="booking-terms-title" className="font-medium">
          {t('cancellationTitle')}
        </h3>
        <p data-testid="cancellation-before-confirm">
          <PolicyTerms
            parts={policyParts}
            now={new Date()}
            noticeHours={noticeHours}
            timeZone={shop.timeZone}
          />
        </p>
      </section>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {busy ? (
        <p role="status" className="sr-only">
          {t('pleaseWait')}
        </p>
      ) : null}
      <p className="text-xs text-muted">{paymentActive ? t('paymentHeldNote') : t('confirmNote')}</p>
    </form>
  );
}
