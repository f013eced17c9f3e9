import { RefundAnswerSchema } from '@eclat/contracts';
import { useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { formatMoney, moneyInput, parseMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';

/**
 * A refund (POST /api/payment/refund): full or partial, never more than paid − refunded; the money
 * goes back through the payment provider, or stays with the customer as old credit (ADR 0008).
 */
export function RefundForm({
  target,
  id,
  refundable,
  onDone,
}: {
  target: 'booking' | 'gift' | 'payment';
  id: number;
  /** Cents still refundable. */
  refundable: number;
  onDone: () => void;
}) {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const [amount, setAmount] = useState(moneyInput(refundable));
  const [mode, setMode] = useState<'money' | 'old_credit'>('money');
  const [reason, setReason] = useState('');
  const action = useAction();
  const cents = parseMoney(amount);
  const valid = cents !== null && cents > 0 && cents <= refundable;

  async function submit() {
    if (!valid || cents === null) return;
    const done = await action.run(
      () =>
        api.request('/api/payment/refund', {
          method: 'POST',
          body: { target, id, amount: cents, mode, ...(reason.trim() ? { reason: reason.trim() } : {}) },
          schema: RefundAnswerSchema,
        }),
      t('refund.done', { amount: formatMoney(cents, lang) }),
    );
    if (done) onDone();
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-semibold">{t('refund.title')}</legend>
      <p className="text-sm text-stone-700">
        {t('refund.refundable', { amount: formatMoney(refundable, lang) })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('refund.amount')}
          name="refund-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amount && !valid ? t('refund.amountInvalid') : null}
        />
        <SelectField
          label={t('refund.mode')}
          name="refund-mode"
          value={mode}
          onChange={(e) => setMode(e.target.value as typeof mode)}
        >
          <option value="money">{t('refund.money')}</option>
          <option value="old_credit">{t('refund.credit')}</option>
        </SelectField>
      </div>
      <TextField
        label={t('refund.reason')}
        name="refund-reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <FormError error={action.error} />
      <Button variant="danger" onClick={submit} disabled={!valid || action.busy} className="self-start">
        {t('refund.submit')}
      </Button>
    </fieldset>
  );
}
