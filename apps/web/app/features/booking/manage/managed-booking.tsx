import type { ManagedBooking } from '@eclat/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { formatDateTime, formatMoney, formatTime } from '../../../lib/format.ts';
import { localisePath } from '../../../lib/i18n/lang-path.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { shownBookingStatusKey } from '../../account/profile/statuses.ts';
import { useShell } from '../../shell/use-shell.ts';
import { ShopContact } from '../cancellation-terms.tsx';
import { ShopAddress } from '../shop-address.tsx';
import type { BookingShop } from '../types.ts';
import { feeText } from './policy-text.ts';
import { ReschedulePicker } from './reschedule-picker.tsx';

const isLive = (status: string) => status === 'held' || status === 'confirmed';

/**
 * The manage link's page (issue 20, item 4): the booking, the policy in force in plain words, and
 * what the customer may still do without signing in — add it to a calendar, move it, cancel it
 * (asked twice, with what it costs).
 */
export function ManagedBookingView({
  managed,
  shop,
  now: nowIso,
  token,
}: {
  managed: ManagedBooking;
  shop: BookingShop | null;
  now: string;
  token: string;
}) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  const caller = useCaller();
  const revalidator = useRevalidator();
  const [stage, setStage] = useState<'idle' | 'reschedule' | 'cancel' | 'pending'>('idle');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { order, policy } = managed;
  const now = new Date(nowIso);
  const timeZone = shop?.timeZone ?? 'Europe/Paris';
  const shopName = shop?.name ?? order.shop.name;
  const live = order.appointments.filter((a) => isLive(a.status));
  const price = live.reduce((sum, a) => sum + a.price, 0);
  const money = { lang, currency: currency.code };
  const fee = (f: typeof policy.lateFee) => feeText(f, price, t, money);
  const path = `/api/bookings/manage/${encodeURIComponent(token)}`;

  async function act(body: Record<string, unknown>) {
    await callApi(caller, path, { method: 'POST', body, authToken: null, answer: 'ManagedBookingSchema' });
    await revalidator.revalidate();
  }

  async function cancel() {
    setStage('pending');
    setError(null);
    try {
      await act({ action: 'cancel' });
      setDone(t('cancelDone'));
      setStage('idle');
    } catch (failure) {
      setStage('cancel');
      setError(
        failure instanceof BrowserApiError && failure.kind === 'cancel_notice'
          ? t('manageClosed', { shop: shopName })
          : t('errorService'),
      );
    }
  }

  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-5 pt-6 pb-24 sm:pt-10">
      <div className="flex flex-col gap-2">
        <h1 className="font-heading text-3xl">{t('manageTitle')}</h1>
        <p className="text-sm text-muted">{t('manageIntro', { id: order.id, shop: shopName })}</p>
        <span
          className="self-start rounded-full bg-surface px-3 py-1 text-xs font-medium"
          data-testid="order-status"
        >
          {t(
            shownBookingStatusKey(
              order.status,
              live.map((a) => a.end),
              now,
            ),
          )}
        </span>
      </div>
      {done ? <Notice tone="success">{done}</Notice> : null}

      <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
        {order.appointments.map((a) => (
          <li
            key={a.id}
            className={`flex flex-col gap-1 p-4 ${isLive(a.status) ? '' : 'text-muted'}`}
            data-testid="managed-appointment"
          >
            <div className="flex flex-wrap justify-between gap-2">
              <p className="font-medium">{a.serviceName}</p>
              <p className="tabular-nums">{formatMoney(a.price, lang, currency.code)}</p>
            </div>
            <p className="text-sm">
              {formatDateTime(a.start, locale, timeZone)} – {formatTime(a.end, locale, timeZone)}
              {a.employee ? ` · ${t('withEmployee', { name: a.employee })}` : ''}
            </p>
            <p className="text-xs">{t(shownBookingStatusKey(a.status, [a.end], now))}</p>
          </li>
        ))}
      </ul>
      {order.paidAmount > 0 ? (
        <p className="flex justify-between gap-2 text-sm">
          <span>{t('totalPaid')}</span>
          <span className="tabular-nums">{formatMoney(order.paidAmount, lang, currency.code)}</span>
        </p>
      ) : null}

      {shop ? <ShopAddress shop={shop} /> : null}

      <section
        aria-labelledby="policy-heading"
        className="flex flex-col gap-2 rounded-2xl border border-line p-5 text-sm"
        data-testid="policy"
      >
        <h2 id="policy-heading" className="font-heading text-xl">
          {t('cancellationTitle')}
        </h2>
        {live.length === 0 ? (
          <p>{t('manageNothingLive')}</p>
        ) : managed.lateCancellation ? (
          <p>{t('manageLateNow', { fee: fee(policy.lateFee) })}</p>
        ) : managed.freeUntil && (managed.canCancel || managed.canReschedule) ? (
          <>
            <p>{t('manageFreeUntil', { deadline: formatDateTime(managed.freeUntil, locale, timeZone) })}</p>
            <p>
              {policy.lateCancellation === 'fee'
                ? policy.lateFee.type === 'none'
                  ? t('manageAfterFree')
                  : t('manageAfterFee', { fee: fee(policy.lateFee) })
                : t('manageAfterRefused', { shop: shopName })}
            </p>
          </>
        ) : (
          <>
            <p>{t('manageClosed', { shop: shopName })}</p>
            <ShopContact shop={shop} />
          </>
        )}
        {live.length > 0 && policy.noShowFee.type !== 'none' ? (
          <p>{t('manageNoShowFee', { fee: fee(policy.noShowFee) })}</p>
        ) : null}
      </section>

      {stage === 'reschedule' && managed.canReschedule ? (
        <ReschedulePicker
          source={{ token }}
          shopId={order.shop.id}
          serviceIds={managed.serviceIds}
          timeZone={timeZone}
          noticeHours={policy.noticeHours}
          move={async (start, employeeId) => {
            await act({ action: 'reschedule', start, ...(employeeId ? { employeeId } : {}) });
            setStage('idle');
            setDone(t('rescheduleDone', { slot: formatDateTime(start, locale, timeZone) }));
          }}
          onClose={() => setStage('idle')}
        />
      ) : null}

      {stage === 'cancel' || (stage === 'pending' && managed.canCancel) ? (
        <div className="flex flex-col gap-3 rounded-xl bg-surface p-4" data-testid="cancel-confirm">
          <p className="font-medium">{t('cancelAsk')}</p>
          <p className="text-sm">
            {managed.lateCancellation ? t('cancelLateFee', { fee: fee(policy.lateFee) }) : t('cancelFree')}
          </p>
          <div className="flex flex-wrap gap-2">
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
        </div>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}

      {stage === 'idle' ? (
        <div className="flex flex-wrap gap-3">
          {managed.canReschedule ? (
            <button
              type="button"
              className={buttonClass.primary}
              onClick={() => {
                setDone(null);
                setError(null);
                setStage('reschedule');
              }}
            >
              {t('rescheduleAction')}
            </button>
          ) : null}
          {managed.canCancel ? (
            <button
              type="button"
              className={buttonClass.outline}
              onClick={() => {
                setDone(null);
                setError(null);
                setStage('cancel');
              }}
            >
              {t('cancelBooking')}
            </button>
          ) : null}
          {live.length > 0 ? (
            <a
              href={localisePath(`/reservation/manage/${encodeURIComponent(token)}/calendar`, lang)}
              download={`rendez-vous-${order.id}.ics`}
              className={buttonClass.outline}
            >
              {t('addToCalendar')}
            </a>
          ) : null}
        </div>
      ) : null}
    </main>
  );
}
