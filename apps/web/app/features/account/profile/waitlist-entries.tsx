import type { WaitlistEntry } from '@eclat/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { BrowserApiError, callApi } from '../../../lib/browser-api.ts';
import { formatDay, formatLongDate, formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { partKeysOf, weekdayList } from '../../booking/waitlist/wish-text.ts';
import { useShell } from '../../shell/use-shell.ts';

const STATUS_KEYS = {
  waiting: 'wlStatusWaiting',
  offered: 'wlStatusOffered',
  booked: 'wlStatusBooked',
  cancelled: 'wlStatusCancelled',
  expired: 'wlStatusExpired',
} as const;

const isLive = (entry: WaitlistEntry) => entry.status === 'waiting' || entry.status === 'offered';

/** Leaving the waitlist (DELETE /api/waitlist/{id}), asked twice so that a stray tap leaves nothing. */
function LeaveWaitlist({ entry }: { entry: WaitlistEntry }) {
  const t = useT('journeys');
  const caller = useCaller();
  const revalidator = useRevalidator();
  const [stage, setStage] = useState<'idle' | 'confirm' | 'pending'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function leave() {
    setStage('pending');
    setError(null);
    try {
      await callApi(caller, `/api/waitlist/${entry.id}`, { method: 'DELETE' });
      await revalidator.revalidate();
      setStage('idle');
    } catch (failure) {
      setStage('confirm');
      // Gone meanwhile (booked, over): the list says how it is now.
      if (failure instanceof BrowserApiError && (failure.status === 404 || failure.status === 409))
        await revalidator.revalidate();
      setError(t('errorService'));
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {stage === 'idle' ? (
        <button
          type="button"
          className={`${buttonClass.outline} self-start`}
          onClick={() => setStage('confirm')}
        >
          {t('wlLeave')}
        </button>
      ) : (
        <div
          className="flex flex-wrap items-center gap-2 rounded-xl bg-surface p-3"
          data-testid="leave-confirm"
        >
          <p className="w-full text-sm font-medium">
            {t('wlLeaveAsk', { services: entry.serviceNames.join(' + ') })}
          </p>
          <button
            type="button"
            className={buttonClass.primary}
            disabled={stage === 'pending'}
            onClick={() => void leave()}
          >
            {stage === 'pending' ? t('pleaseWait') : t('wlLeaveYes')}
          </button>
          <button type="button" className={buttonClass.outline} onClick={() => setStage('idle')}>
            {t('wlLeaveNo')}
          </button>
        </div>
      )}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </div>
  );
}

/** One entry: for what, where, with whom, when it suits, until when, and a live offer to answer. */
function EntryCard({ entry, timeZone, now }: { entry: WaitlistEntry; timeZone: string; now: string }) {
  const t = useT('journeys');
  const { lang, locale } = useShell();
  const offer = entry.offer?.status === 'open' && entry.offer.expiresAt > now ? entry.offer : null;
  const parts = partKeysOf(entry.parts)
    .map((key) => t(key))
    .join(', ');
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line p-5" data-testid="waitlist-entry">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-heading text-xl">{entry.serviceNames.join(' + ')}</h2>
        <span className="rounded-full bg-surface px-3 py-1 text-xs font-medium" data-testid="waitlist-status">
          {t(STATUS_KEYS[entry.status])}
        </span>
      </div>
      <p className="text-sm">{entry.shopName}</p>
      <p className="text-sm">
        {entry.employeeName ? t('wlWith', { name: entry.employeeName }) : t('wlWithAnyone')}
      </p>
      <p className="text-sm first-letter:uppercase">
        {t('wlWhen', { days: weekdayList(entry.weekdays, locale), parts })}
      </p>
      <p className="text-sm">
        {t('wlUntilDate', { date: formatDay(`${entry.untilDate}T12:00:00Z`, lang, 'UTC') })}
      </p>
      {offer ? (
        <div
          className="flex flex-col gap-2 rounded-xl border-l-4 border-l-primary bg-surface p-4 text-sm"
          data-testid="waitlist-offer"
        >
          <p className="font-medium">
            {t('wlOfferLive', {
              slot: `${formatLongDate(offer.startsAt, locale, timeZone)}, ${formatTime(offer.startsAt, locale, timeZone)}`,
              deadline: formatTime(offer.expiresAt, locale, timeZone),
            })}
          </p>
          {offer.token ? (
            <Link
              to={`/liste-attente/offre/${encodeURIComponent(offer.token)}`}
              className={`${buttonClass.primary} self-start`}
            >
              {t('wlOfferAnswer')}
            </Link>
          ) : (
            <p>{t('wlOfferSeeMessage')}</p>
          )}
        </div>
      ) : null}
      {isLive(entry) ? <LeaveWaitlist entry={entry} /> : null}
    </li>
  );
}

/** The account's waitlist (issue 21): live entries first, as the API lists them. */
export function WaitlistEntries({
  entries,
  zones,
  now,
}: {
  entries: WaitlistEntry[];
  zones: Record<number, string>;
  now: string;
}) {
  const t = useT('journeys');
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p>{t('wlMineEmpty')}</p>
        <p className="text-sm text-muted">{t('wlMineEmptyHint')}</p>
        <Link to="/services" className={buttonClass.primary}>
          {t('browseServices')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} timeZone={zones[entry.shopId] ?? 'Europe/Paris'} now={now} />
      ))}
    </ul>
  );
}
