import type { Gift } from '@eclat/contracts';
import { dateTimeFormat } from '@eclat/domain';
import { Gift as GiftIcon, Send } from 'lucide-react';
import { useState } from 'react';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import type { TextKey } from '../../../locales/index.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useShell } from '../../shell/use-shell.ts';

function statusKey(gift: Gift): TextKey<'journeys'> {
  if (gift.status === 'used') return 'giftsStatusUsed';
  if (gift.status === 'pending') return 'giftsStatusPending';
  if (gift.status === 'cancelled') return 'giftsStatusCancelled';
  // Active but no longer usable: its validity has passed (the server read the clock).
  return gift.usable ? 'giftsStatusActive' : 'giftsStatusExpired';
}

/**
 * The vouchers the customer bought (GET /api/gifts/giftHistory): code, balance left, recipient,
 * validity, and the recipient's mail sent again (POST /api/gifts/{id}/resend, a few times an hour).
 */
export function GiftList({ gifts }: { gifts: Gift[] }) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  const caller = useCaller();
  const [pending, setPending] = useState<number | null>(null);
  const [result, setResult] = useState<{ id: number; tone: 'success' | 'error'; text: string } | null>(null);
  const money = (cents: number) => formatMoney(cents, lang, currency.code);
  const day = (iso: string) => dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

  async function resend(gift: Gift) {
    setPending(gift.id);
    setResult(null);
    try {
      const answer = await callApi(caller, `/api/gifts/${gift.id}/resend`, {
        answer: 'GiftResendAnswerSchema',
        method: 'POST',
        body: {},
      });
      setResult({ id: gift.id, tone: 'success', text: t('giftsResent', { email: answer.email }) });
    } catch (failure) {
      const locked = failure instanceof BrowserApiError && failure.status === 429;
      setResult({
        id: gift.id,
        tone: 'error',
        text: locked
          ? t('giftsResendLimited', {
              minutes: Math.max(1, Math.ceil((failure.body.retryAfter ?? 60) / 60)),
            })
          : t('errorService'),
      });
    } finally {
      setPending(null);
    }
  }

  if (gifts.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-muted">{t('giftsEmpty')}</p>
        <Link to="/gift" className={buttonClass.primary}>
          {t('giftsBuy')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {gifts.map((gift) => {
        const usable = gift.usable && gift.status === 'active';
        return (
          <li
            key={gift.id}
            className="flex flex-col gap-3 rounded-2xl border border-line p-5"
            data-testid="account-gift"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="flex items-center gap-2">
                <GiftIcon aria-hidden="true" size={20} />
                <h2 className="font-medium">{t('giftLineOf', { amount: money(gift.amount) })}</h2>
              </div>
              <span className="rounded-full bg-surface px-3 py-1 text-sm">{t(statusKey(gift))}</span>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{t('giftsCode')}</dt>
              <dd className="font-mono tracking-wider">{gift.code}</dd>
              <dt className="text-muted">{t('giftsBalance')}</dt>
              <dd className="tabular-nums" data-testid="gift-balance">
                {money(gift.balance)}
              </dd>
              {gift.recipientName || gift.recipientEmail ? (
                <>
                  <dt className="text-muted">{t('giftsRecipient')}</dt>
                  <dd>{gift.recipientName ?? gift.recipientEmail}</dd>
                </>
              ) : null}
              {gift.expiresAt ? (
                <>
                  <dt className="text-muted">{t('giftsValidUntil')}</dt>
                  <dd>{day(gift.expiresAt)}</dd>
                </>
              ) : null}
            </dl>
            {usable || gift.status === 'used' ? (
              <button
                type="button"
                className={`${buttonClass.outline} self-start`}
                disabled={pending !== null}
                onClick={() => void resend(gift)}
                aria-label={t('giftsResendNamed', { code: gift.code })}
              >
                <Send aria-hidden="true" size={16} />
                {pending === gift.id ? t('pleaseWait') : t('giftsResend')}
              </button>
            ) : null}
            {result?.id === gift.id ? <Notice tone={result.tone}>{result.text}</Notice> : null}
          </li>
        );
      })}
    </ul>
  );
}
