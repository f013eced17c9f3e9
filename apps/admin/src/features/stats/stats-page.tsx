import {
  BookingStatsAnswerSchema,
  ResourcesAdminAnswerSchema,
  ReviewMonthlyStatsSchema,
  ShopPaymentTotalsSchema,
  ShopsAdminAnswerSchema,
} from '@eclat/contracts';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { CheckboxField, SelectField, TextField } from '../../ui/fields.tsx';
import { Card, PageHeader, Table, td } from '../../ui/page.tsx';
import { addDays } from '../today/calendar.ts';
import { AttendanceTable } from './attendance-table.tsx';
import { type Bucket, periodsBetween, pivot } from './chart-math.ts';
import { PALETTE, RankChart, TimeChart } from './charts.tsx';
import { downloadCsv, toCsv } from './csv.ts';
import { ReviewRatingsTables } from './review-ratings-table.tsx';

const today = () => new Date().toISOString().slice(0, 10);

/** Booking and gift dashboards: over time per shop, top services, no-show rate; CSV export. */
export function StatsPage() {
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const end = params.get('end') ?? today();
  const start = params.get('start') ?? addDays(end, -29);
  const bucket = (
    ['day', 'week', 'month'].includes(params.get('bucket') ?? '') ? params.get('bucket') : 'day'
  ) as Bucket;
  const chosen = (params.get('shops') ?? '').split(',').filter(Boolean).map(Number);
  const stats = useLoad(
    (signal) =>
      api.request('/api/backoffice/stats/bookings', {
        query: { start, end, bucket, ...(chosen.length ? { shops: chosen.join(',') } : {}) },
        schema: BookingStatsAnswerSchema,
        signal,
      }),
    [api, start, end, bucket, params.get('shops')],
  );
  const totals = useLoad(
    (signal) =>
      api.request('/api/stats/shop-payments', {
        query: { start, end },
        schema: ShopPaymentTotalsSchema,
        signal,
      }),
    [api, start, end],
  );
  const allShops = useLoad(
    (signal) => api.request('/api/shops/bo', { schema: ShopsAdminAnswerSchema, signal }).then((r) => r.shops),
    [api],
  );
  // Reviews (issue 22): the average per shop and collaborator and month, by the review's date.
  const ratings = useLoad(
    (signal) =>
      api.request('/api/backoffice/reviews/stats', {
        query: { from: start, to: end },
        schema: ReviewMonthlyStatsSchema,
        signal,
      }),
    [api, start, end],
  );
  const collaborators = useLoad(
    (signal) =>
      api
        .request('/api/resources/bo', { query: { type: '100' }, schema: ResourcesAdminAnswerSchema, signal })
        .then((r) => r.resources),
    [api],
  );
  const employeeName = (id: number) =>
    collaborators.data?.find((r) => r.id === id)?.displayName ?? String(id);
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) v ? next.set(k, v) : next.delete(k);
    setParams(next, { replace: true });
  };

  const money = (v: number) => formatMoney(v, lang);
  const count = (v: number) => new Intl.NumberFormat(lang).format(v);
  const periodLabel = (p: string) =>
    new Intl.DateTimeFormat(lang, {
      timeZone: 'UTC',
      ...(bucket === 'month' ? { month: 'short', year: '2-digit' } : { day: 'numeric', month: 'short' }),
    }).format(new Date(`${p}T12:00:00Z`));

  const data = stats.data;
  const periods = periodsBetween(start, end, bucket);
  const shopSeries = (value: (r: NonNullable<typeof data>['series'][number]) => number) => {
    if (!data) return [];
    const table = pivot(data.series, periods, (r) => String(r.shopId), value);
    return data.shops.map((shop, i) => ({
      key: String(shop.id),
      label: shop.name,
      color: PALETTE[i % PALETTE.length] as string,
      values: periods.map((p) => table.get(p)?.get(String(shop.id)) ?? 0),
    }));
  };
  const giftTable = (field: 'soldAmount' | 'redeemedAmount') => {
    const byPeriod = new Map((data?.gifts ?? []).map((g) => [g.period, g[field]]));
    return periods.map((p) => byPeriod.get(p) ?? 0);
  };

  const exportCsv = () => {
    if (!data) return;
    const name = (id: number) => data.shops.find((s) => s.id === id)?.name ?? String(id);
    const rows = [
      ...data.series.map((r) => ['bookings', r.period, name(r.shopId), r.bookings, r.revenue / 100]),
      ...data.gifts.flatMap((g) => [
        ['gifts_sold', g.period, '', g.sold, g.soldAmount / 100],
        ['gifts_redeemed', g.period, '', g.redeemed, g.redeemedAmount / 100],
      ]),
      ...data.topServices.map((s) => [
        'top_service',
        `${start}..${end}`,
        s.name,
        s.bookings,
        s.revenue / 100,
      ]),
      ['no_show', `${start}..${end}`, '', data.attendance.noShow, data.attendance.noShowRate],
      ...data.attendance.months.flatMap((m) => [
        ['no_show', m.month, name(m.shopId), m.noShow, m.noShowRate],
        ['late_cancellation', m.month, name(m.shopId), m.lateCancellations, m.fees.lateCancellation / 100],
        ['no_show_fees', m.month, name(m.shopId), m.noShow, m.fees.noShow / 100],
        ['cancelled_by_customer', m.month, name(m.shopId), m.cancelledBy.customer, ''],
        ['cancelled_by_staff', m.month, name(m.shopId), m.cancelledBy.staff, ''],
        ['cancelled_by_system', m.month, name(m.shopId), m.cancelledBy.system, ''],
        ['reminders_sent', m.month, name(m.shopId), m.reminders.sent, ''],
        ['reminders_queued', m.month, name(m.shopId), m.reminders.queued, ''],
      ]),
      ...(ratings.data?.shops ?? []).map((r) => ['rating_shop', r.month, name(r.shopId), r.count, r.average]),
      ...(ratings.data?.employees ?? []).map((r) => [
        'rating_collaborator',
        r.month,
        employeeName(r.employeeId),
        r.count,
        r.average,
      ]),
    ];
    downloadCsv(
      `${company.nickname}-stats-${start}-${end}.csv`,
      toCsv(['metric', 'period', 'label', 'count', 'amount_eur_rate_or_average'], rows),
    );
  };

  return (
    <>
      <PageHeader
        title={t('nav.dashboards')}
        actions={
          <Button icon={<Download aria-hidden size={16} />} onClick={exportCsv} disabled={!data}>
            {t('stats.export')}
          </Button>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('orders.from')}
          type="date"
          name="stats-start"
          value={start}
          max={end}
          onChange={(e) => e.target.value && set({ start: e.target.value })}
        />
        <TextField
          label={t('orders.to')}
          type="date"
          name="stats-end"
          value={end}
          min={start}
          onChange={(e) => e.target.value && set({ end: e.target.value })}
        />
        <SelectField
          label={t('stats.bucket')}
          value={bucket}
          onChange={(e) => set({ bucket: e.target.value })}
        >
          <option value="day">{t('stats.byDay')}</option>
          <option value="week">{t('stats.byWeek')}</option>
          <option value="month">{t('stats.byMonth')}</option>
        </SelectField>
      </div>
      {allShops.data && allShops.data.length > 1 && (
        <fieldset className="mb-4">
          <legend className="mb-1 text-sm font-semibold">{t('nav.shops')}</legend>
          <div className="flex flex-wrap gap-x-4">
            {allShops.data.map((s) => (
              <CheckboxField
                key={s.id}
                label={s.name}
                checked={chosen.length === 0 || chosen.includes(s.id)}
                onChange={(e) => {
                  const base = chosen.length === 0 ? (allShops.data?.map((x) => x.id) ?? []) : chosen;
                  const next = e.target.checked ? [...base, s.id] : base.filter((x) => x !== s.id);
                  set({
                    shops: next.length === (allShops.data?.length ?? 0) ? '' : next.join(',') || String(s.id),
                  });
                }}
              />
            ))}
          </div>
        </fieldset>
      )}
      {stats.error ? (
        <ErrorNotice error={stats.error} onRetry={stats.reload} />
      ) : !data ? (
        <Skeleton rows={8} />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5 xl:col-span-2">
            <Card>
              <p className="text-sm text-stone-600">{t('stats.bookings')}</p>
              <p className="text-2xl font-semibold">
                {count(data.series.reduce((s, r) => s + r.bookings, 0))}
              </p>
            </Card>
            <Card>
              <p className="text-sm text-stone-600">{t('stats.revenue')}</p>
              <p className="text-2xl font-semibold">
                {money(data.series.reduce((s, r) => s + r.revenue, 0))}
              </p>
            </Card>
            <Card>
              <p className="text-sm text-stone-600">{t('stats.noShowRate')}</p>
              <p className="text-2xl font-semibold">{formatPercent(data.attendance.noShowRate, lang)}</p>
              <p className="text-xs text-stone-600">
                {t('stats.attendance', {
                  honoured: data.attendance.honoured,
                  noShow: data.attendance.noShow,
                })}
              </p>
            </Card>
            <Card>
              <p className="text-sm text-stone-600">{t('stats.lateCancellationsCard')}</p>
              <p className="text-2xl font-semibold">{count(data.attendance.lateCancellations)}</p>
            </Card>
            <Card>
              <p className="text-sm text-stone-600">{t('stats.fees')}</p>
              <p className="text-2xl font-semibold">
                {money(data.attendance.fees.noShow + data.attendance.fees.lateCancellation)}
              </p>
            </Card>
          </div>
          <div className="xl:col-span-2">
            <h2 className="mb-2 font-semibold">{t('stats.attendanceByMonth')}</h2>
            <AttendanceTable
              attendance={data.attendance}
              shopName={(id) => data.shops.find((s) => s.id === id)?.name ?? String(id)}
            />
          </div>
          <Card>
            <TimeChart
              title={t('stats.bookingsOverTime')}
              periods={periods}
              periodLabel={periodLabel}
              series={shopSeries((r) => r.bookings)}
              format={count}
              kind="bars"
            />
          </Card>
          <Card>
            <TimeChart
              title={t('stats.revenueOverTime')}
              periods={periods}
              periodLabel={periodLabel}
              series={shopSeries((r) => r.revenue)}
              format={money}
              kind="lines"
            />
          </Card>
          <Card>
            {data.topServices.length === 0 ? (
              <EmptyState title={t('stats.noBooking')} />
            ) : (
              <RankChart
                title={t('stats.topServices')}
                items={data.topServices.map((s) => ({
                  key: String(s.serviceId),
                  label: s.name,
                  value: s.bookings,
                  note: money(s.revenue),
                }))}
                format={count}
              />
            )}
          </Card>
          <Card>
            <TimeChart
              title={t('stats.gifts')}
              periods={periods}
              periodLabel={periodLabel}
              series={[
                {
                  key: 'sold',
                  label: t('stats.giftsSold'),
                  color: PALETTE[1] as string,
                  values: giftTable('soldAmount'),
                },
                {
                  key: 'redeemed',
                  label: t('stats.giftsRedeemed'),
                  color: PALETTE[0] as string,
                  values: giftTable('redeemedAmount'),
                },
              ]}
              format={money}
              kind="lines"
            />
          </Card>
          <div className="xl:col-span-2">
            <h2 className="mb-2 font-semibold">{t('stats.ratingsByMonth')}</h2>
            {ratings.error ? (
              <ErrorNotice error={ratings.error} onRetry={ratings.reload} />
            ) : !ratings.data ? (
              <Skeleton rows={3} />
            ) : (
              <ReviewRatingsTables
                stats={ratings.data}
                shopName={(id) =>
                  allShops.data?.find((s) => s.id === id)?.name ??
                  data.shops.find((s) => s.id === id)?.name ??
                  String(id)
                }
                employeeName={employeeName}
              />
            )}
          </div>
          {totals.data && (
            <div className="xl:col-span-2">
              <h2 className="mb-2 font-semibold">{t('stats.paymentsPerShop')}</h2>
              <Table
                head={[
                  t('today.shop'),
                  t('stats.orders'),
                  t('orders.total'),
                  t('orders.paid'),
                  t('orders.refunded'),
                ]}
              >
                {totals.data.shops.map((s) => (
                  <tr key={s.shopId}>
                    <td className={td}>{s.name}</td>
                    <td className={td}>{count(s.bookings.count)}</td>
                    <td className={td}>{money(s.bookings.total)}</td>
                    <td className={td}>{money(s.bookings.paid)}</td>
                    <td className={td}>{money(s.bookings.refunded)}</td>
                  </tr>
                ))}
              </Table>
            </div>
          )}
        </div>
      )}
    </>
  );
}
