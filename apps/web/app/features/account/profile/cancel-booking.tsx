import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { useShell } from '../../shell/use-shell.ts';

/**
 * Cancelling a booking order or one appointment (DELETE /api/appointments, ADR 0008), asked twice
 * so that a stray tap cancels nothing.
 */
export function CancelBooking({
  target,
  label,
  noticeHours,
  fee = 0,
}: {
  target: { orderId: number } | { id: number };
  label: string;
  noticeHours: number;
  /** What cancelling now costs under the policy agreed when booking (issue 20), cents. */
  fee?: number;
}) {
  const t = useT('journeys');
  const { lang, currency } = useShell();
  const caller = useCaller();
  const revalidator = useRevalidator();
  const [stage, setStage] = useState<'idle' | 'confirm' | 'pending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function cancel() {
    setStage('pending');
    setError(null);
    try {
      await callApi(caller, '/api/appointments', { method: 'DELETE', query: target });
      setStage('done');
      void revalidator.revalidate();
    } catch (failure) {
      setStage('idle');
      setError(
        failure instanceof BrowserApiError && failure.kind === 'cancel_notice'
          ? t('cancelTooLate', { hours: noticeHours })
          : t('errorService'),
      );
    }
  }

  // Done: the page's data is asked again and says the booking is cancelled.
  if (stage === 'done') return <p role="status">{t('pleaseWait')}</p>;
  return (
    <div className="flex flex-col gap-2">
      {stage === 'idle' ? (
        <button
          type="button"
          className={`${buttonClass.outline} self-start`}
          onClick={() => setStage('confirm')}
        >
          {label}
        </button>
      ) : (
        <div className="flex flex-wrap items-center gap-2 rounded-xl bg-surface p-3">
          <p className="text-sm font-medium">{t('cancelAsk')}</p>
          {fee > 0 ? (
            <p className="w-full text-sm" data-testid="cancel-fee">
              {t('cancelWithFee', { fee: formatMoney(fee, lang, currency.code) })}
            </p>
          ) : null}
          <button
            type="button"
            className={buttonClass.primary}
            disabled={stage === 'pending'}
            onClick={() => void cancel()}
          >
            {stage === 'pending' ? t('pleaseWait') : t('cancelYes')}
          </button>
          <button type="button" className={buttonClass.outline} onClick={() => setStage('idle')}>
            {t('cancelNo')}
          </button>
        </div>
      )}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}
