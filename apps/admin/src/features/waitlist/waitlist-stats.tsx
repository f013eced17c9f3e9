import { WaitlistStatsSchema } from '@eclat/contracts';
import { useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { formatPercent } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { TextField } from '../../ui/fields.tsx';
import { Card } from '../../ui/page.tsx';
import { addDays } from '../today/calendar.ts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Freed times, how many the waitlist refilled and how fast, and how offers ended, over a period;
 * `version` changes when the page changed something (an offer sent), to read them again.
 */
export function WaitlistStatsPanel({ shopId, version }: { shopId: number | null; version: number }) {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const [to, setTo] = useState(today);
  const [from, setFrom] = useState(() => addDays(today(), -29));
  const stats = useLoad(
    (signal) =>
      api.request('/api/waitlist/stats', {
        query: { from, to, ...(shopId ? { shopId } : {}) },
        schema: WaitlistStatsSchema,
        signal,
      }),
    [api, from, to, shopId, version],
  );
  const count = (v: number) => new Intl.NumberFormat(lang).format(v);
  const data = stats.data;
  return (
    <section aria-labelledby="waitlist-figures" data-testid="waitlist-stats">
      <h2 id="waitlist-figures" className="mb-3 text-lg font-semibold">
        {t('waitlist.figures')}
      </h2>
      <div className="mb-3 grid max-w-md gap-3 sm:grid-cols-2">
        <TextField
          label={t('orders.from')}
          type="date"
          name="waitlist-from"
          value={from}
          max={to}
          onChange={(e) => e.target.value && setFrom(e.target.value)}
        />
        <TextField
          label={t('orders.to')}
          type="date"
          name="waitlist-to"
          value={to}
          min={from}
          onChange={(e) => e.target.value && setTo(e.target.value)}
        />
      </div>
      {stats.error ? (
        <ErrorNotice error={stats.error} onRetry={stats.reload} />
      ) : !data ? (
        <Skeleton rows={2} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Figure label={t('waitlist.freed')} value={count(data.freed)} />
          <Figure
            label={t('waitlist.refilledRate')}
            value={data.refilledRate === null ? '—' : formatPercent(data.refilledRate, lang)}
            note={t('waitlist.refilledCount', { count: data.refilled })}
          />
          <Figure
            label={t('waitlist.medianToRefill')}
            value={
              data.medianMinutesToRefill === null
                ? '—'
                : t('waitlist.minutes', { count: count(Math.round(data.medianMinutesToRefill)) })
            }
          />
          <Figure label={t('waitlist.waitingNow')} value={count(data.waiting)} />
          <Card>
            <p className="text-sm text-stone-600">{t('waitlist.offersByOutcome')}</p>
            <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-sm">
              {(['accepted', 'declined', 'expired', 'withdrawn', 'open'] as const).map((k) => (
                <div key={k} className="contents">
                  <dt>{t(`waitlist.offerStatus.${k}`)}</dt>
                  <dd className="text-right font-semibold">{count(data.offers[k])}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
      )}
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card>
      <p className="text-sm text-stone-600">{label}</p>
      <p className="text-2xl font-semibold">{value}</p>
      {note && <p className="text-xs text-stone-600">{note}</p>}
    </Card>
  );
}
