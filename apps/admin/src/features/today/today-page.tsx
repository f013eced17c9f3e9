import { AgendaAnswerSchema, type AgendaAppointment, ArticlesAdminAnswerSchema } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSignedIn } from '../../app/session.tsx';
import { formatDay } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Button, IconButton } from '../../ui/button.tsx';
import { EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { PageHeader, Tabs } from '../../ui/page.tsx';
import { useVisibleShops } from '../shell/use-visible-shops.ts';
import { AgendaGrid, AgendaList, type Column } from './agenda-grid.tsx';
import { AllHonoured } from './all-honoured.tsx';
import { AppointmentDialog } from './appointment-dialog.tsx';
import { BookingDialog, type ShopService } from './booking-dialog.tsx';
import { addDays, type CalendarView, minutesInDay, todayIn, viewDays, visibleWindow } from './calendar.ts';

const COLLABORATOR = 100;

/** The day's (or week's) appointments of a shop per collaborator, and the desk's actions. */
export function TodayPage() {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<AgendaAppointment | null>(null);
  const [booking, setBooking] = useState(false);
  // A phone reads the day as a list first (UI.md: mobile first); the grid is one tap away.
  const [layout, setLayout] = useState<'grid' | 'list'>(() => (window.innerWidth < 640 ? 'list' : 'grid'));

  const shops = useVisibleShops();
  const articles = useLoad(
    (signal) => api.request('/api/articles/bo', { schema: ArticlesAdminAnswerSchema, signal }),
    [api],
  );
  const shop = shops.data?.find((s) => s.id === Number(params.get('shop'))) ?? shops.data?.[0];
  const timeZone = shop?.timeZone ?? 'Europe/Paris';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '')
    ? (params.get('day') as string)
    : todayIn(timeZone);
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'day';
  const days = viewDays(day, view);
  const from = days[0] as string;
  const to = days[days.length - 1] as string;

  const agenda = useLoad(
    (signal) =>
      shop
        ? api.request('/api/backoffice/agenda', {
            query: { shopId: shop.id, from, to },
            schema: AgendaAnswerSchema,
            signal,
          })
        : Promise.resolve(null),
    [api, shop?.id, from, to],
  );

  const services = useMemo<ShopService[]>(() => {
    if (!shop || !articles.data) return [];
    const offered = new Map(shop.articles.map((a) => [a.articleId, a.priceTtc]));
    return articles.data.articles
      .filter((a) => (a.type === 1 || a.type === 4) && !a.draft && a.durationMinutes && offered.has(a.id))
      .map((a) => ({ ...a, shopPrice: offered.get(a.id) ?? a.price }))
      .sort((a, b) => a.order - b.order || localise(a.name, lang).localeCompare(localise(b.name, lang)));
  }, [shop, articles.data, lang]);

  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    setParams(next, { replace: true });
  };

  const data = agenda.data;
  const employees = new Map(
    (data?.resources ?? []).filter((r) => r.type === COLLABORATOR).map((r) => [r.id, r]),
  );
  const columns: Column[] = [];
  if (data) {
    if (view === 'day') {
      const busy = new Set(data.appointments.map((a) => a.employeeId));
      for (const person of employees.values()) {
        if (!person.active && !busy.has(person.id)) continue;
        columns.push({
          key: `e${person.id}`,
          title: person.displayName,
          color: person.color,
          day,
          items: data.appointments.filter((a) => a.employeeId === person.id),
        });
      }
      const unassigned = data.appointments.filter(
        (a) => a.employeeId === null || !employees.has(a.employeeId),
      );
      if (unassigned.length)
        columns.push({ key: 'none', title: t('today.unassigned'), day, items: unassigned });
    } else {
      for (const d of days) {
        columns.push({
          key: d,
          title: formatDay(d, lang),
          day: d,
          items: data.appointments.filter((a) => {
            const m = minutesInDay(a.start, d, timeZone);
            return m >= 0 && m < 1440;
          }),
        });
      }
    }
  }
  const span = visibleWindow(
    data?.shop.openingHours ?? {},
    days,
    columns.flatMap((c) =>
      c.items.map((a) => ({
        start: minutesInDay(a.start, c.day, timeZone),
        end: minutesInDay(a.end, c.day, timeZone),
      })),
    ),
  );
  const siblingsOf = (a: AgendaAppointment) =>
    (data?.appointments ?? []).filter((x) => x.orderId !== null && x.orderId === a.orderId && x.id !== a.id);
  const step = view === 'day' ? 1 : 7;

  return (
    <>
      <PageHeader
        title={t('today.title')}
        description={shop ? `${shop.name} · ${formatDay(day, lang, true)}` : undefined}
        actions={
          shop && (
            <>
              {view === 'day' && data && (
                <AllHonoured
                  shopId={shop.id}
                  day={day}
                  timeZone={timeZone}
                  appointments={data.appointments}
                  onDone={agenda.reload}
                />
              )}
              <Button
                variant="primary"
                icon={<Plus aria-hidden size={18} />}
                onClick={() => setBooking(true)}
              >
                {t('today.newBooking')}
              </Button>
            </>
          )
        }
      />
      {shops.error ? (
        <ErrorNotice error={shops.error} onRetry={shops.reload} />
      ) : shops.loading ? (
        <Skeleton rows={6} />
      ) : !shop ? (
        <EmptyState title={t('today.noShop')} />
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-end gap-3">
            <SelectField
              label={t('today.shop')}
              name="shop"
              value={shop.id}
              onChange={(e) => set({ shop: e.target.value })}
              className="min-w-48"
            >
              {shops.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </SelectField>
            <div className="flex flex-wrap items-end gap-1">
              <IconButton
                label={t(view === 'day' ? 'today.previousDay' : 'today.previousWeek')}
                onClick={() => set({ day: addDays(day, -step) })}
              >
                <ChevronLeft aria-hidden />
              </IconButton>
              <TextField
                label={t('today.day')}
                type="date"
                name="day"
                value={day}
                onChange={(e) => e.target.value && set({ day: e.target.value })}
              />
              <IconButton
                label={t(view === 'day' ? 'today.nextDay' : 'today.nextWeek')}
                onClick={() => set({ day: addDays(day, step) })}
              >
                <ChevronRight aria-hidden />
              </IconButton>
              <Button onClick={() => set({ day: todayIn(timeZone) })}>{t('today.today')}</Button>
            </div>
            <div className="ml-auto flex gap-2">
              <Tabs
                label={t('today.view')}
                value={view}
                onChange={(v) => set({ view: v })}
                tabs={[
                  { key: 'day', label: t('today.dayView') },
                  { key: 'week', label: t('today.weekView') },
                ]}
              />
              <Tabs
                label={t('today.layout')}
                value={layout}
                onChange={setLayout}
                tabs={[
                  { key: 'grid', label: t('today.calendar') },
                  { key: 'list', label: t('today.list') },
                ]}
              />
            </div>
          </div>
          {!shop.bookerActive && (
            <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('today.bookingOff')}</p>
          )}
          {agenda.error ? (
            <ErrorNotice error={agenda.error} onRetry={agenda.reload} />
          ) : !data ? (
            <Skeleton rows={8} />
          ) : layout === 'list' ? (
            <AgendaList
              days={days}
              appointments={data.appointments}
              timeZone={timeZone}
              employees={employees}
              onOpen={setOpen}
            />
          ) : columns.length === 0 ? (
            <EmptyState title={t('today.noCollaborator')} />
          ) : (
            <AgendaGrid
              label={t('today.calendar')}
              columns={columns}
              window={span}
              timeZone={timeZone}
              employees={employees}
              onOpen={setOpen}
            />
          )}
          <BookingDialog
            open={booking}
            onOpenChange={setBooking}
            shopId={shop.id}
            timeZone={timeZone}
            services={services}
            day={day}
            onBooked={agenda.reload}
          />
          {open && (
            <AppointmentDialog
              appointment={open}
              siblings={siblingsOf(open)}
              employeeName={open.employeeId ? (employees.get(open.employeeId)?.displayName ?? null) : null}
              timeZone={timeZone}
              shopId={shop.id}
              onClose={() => setOpen(null)}
              onChanged={agenda.reload}
            />
          )}
        </>
      )}
    </>
  );
}
