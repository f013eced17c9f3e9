import type { AgendaAnswer, AgendaAppointment } from '@eclat/contracts';
import { formatDay, formatTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { assignLanes, minutesInDay, verticalBox } from './calendar.ts';
import { customerLabel } from './customer-picker.tsx';
import { statusKey } from './status.ts';

const HOUR_PX = 64;

export type Column = {
  key: string;
  title: string;
  subtitle?: string;
  color?: string | null;
  items: AgendaAppointment[];
  day: string;
};

const TONE: Record<string, string> = {
  confirmed: 'bg-sky-50 border-sky-700 text-sky-950',
  held: 'bg-amber-50 border-amber-600 text-amber-950',
  honoured: 'bg-emerald-50 border-emerald-700 text-emerald-950',
  no_show: 'bg-red-50 border-red-700 text-red-950',
  cancelled: 'bg-stone-100 border-stone-400 text-stone-700 line-through',
};

/**
 * The calendar grid: one column per collaborator (day view) or per day (week view), hours down
 * the side, each appointment a button placed by its minutes in the shop's zone.
 */
export function AgendaGrid({
  columns,
  window,
  timeZone,
  employees,
  onOpen,
  label,
}: {
  columns: Column[];
  window: { start: number; end: number };
  timeZone: string;
  employees: Map<number, AgendaAnswer['resources'][number]>;
  onOpen: (appointment: AgendaAppointment) => void;
  label: string;
}) {
  const { t, lang } = useI18n();
  const hours: number[] = [];
  for (let m = window.start; m < window.end; m += 60) hours.push(m);
  const height = ((window.end - window.start) / 60) * HOUR_PX;

  return (
    <section
      aria-label={label}
      className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <div
        className="grid min-w-full"
        style={{ gridTemplateColumns: `3.5rem repeat(${columns.length}, minmax(9rem, 1fr))` }}
      >
        <div className="sticky left-0 z-10 border-b border-stone-200 bg-white" />
        {columns.map((col) => (
          <div key={col.key} className="border-b border-l border-stone-200 px-2 py-2 text-center">
            <p
              className="truncate text-sm font-semibold"
              style={col.color ? { borderBottom: `3px solid ${col.color}` } : undefined}
            >
              {col.title}
            </p>
            {col.subtitle && <p className="text-xs text-stone-600">{col.subtitle}</p>}
          </div>
        ))}
        <div className="sticky left-0 z-10 bg-white" style={{ height }} aria-hidden>
          {hours.map((m) => (
            <div
              key={m}
              className="relative border-t border-stone-100 pr-1 text-right text-xs text-stone-600"
              style={{ height: HOUR_PX }}
            >
              <span className="relative -top-2 bg-white px-0.5">{`${String(m / 60).padStart(2, '0')}:00`}</span>
            </div>
          ))}
        </div>
        {columns.map((col) => {
          const boxes = assignLanes(
            col.items.map((a) => ({
              appointment: a,
              start: minutesInDay(a.start, col.day, timeZone),
              end: minutesInDay(a.end, col.day, timeZone),
            })),
          );
          return (
            <div key={col.key} className="relative border-l border-stone-200" style={{ height }}>
              {hours.map((m) => (
                <div key={m} className="border-t border-stone-100" style={{ height: HOUR_PX }} />
              ))}
              {boxes.map((box) => {
                const a = box.appointment;
                const { top, height: h } = verticalBox(box, window);
                const employee = a.employeeId ? employees.get(a.employeeId) : undefined;
                const name = a.customer ? customerLabel(a.customer) : t('today.noCustomerName');
                const time = `${formatTime(a.start, lang, timeZone)}–${formatTime(a.end, lang, timeZone)}`;
                return (
                  <button
                    key={a.id}
                    type="button"
                    onClick={() => onOpen(a)}
                    aria-label={`${time}, ${name}, ${a.serviceName}${employee ? `, ${employee.displayName}` : ''}, ${t(statusKey(a.status))}`}
                    className={`absolute overflow-hidden rounded-md border-l-4 px-1.5 py-1 text-left text-xs shadow-sm hover:z-20 hover:shadow-md ${TONE[a.status] ?? TONE.confirmed}`}
                    style={{
                      top: `${top}%`,
                      height: `max(${h}%, 1.75rem)`,
                      left: `calc(${(box.lane / box.lanes) * 100}% + 2px)`,
                      width: `calc(${100 / box.lanes}% - 4px)`,
                    }}
                  >
                    <span className="block font-semibold">{time}</span>
                    <span className="block truncate">{name}</span>
                    <span className="block truncate opacity-80">{a.serviceName}</span>
                  </button>
                );
              })}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** The day's appointments as a list: what a phone shows first, and what a screen reader reads. */
export function AgendaList({
  days,
  appointments,
  timeZone,
  employees,
  onOpen,
}: {
  days: string[];
  appointments: AgendaAppointment[];
  timeZone: string;
  employees: Map<number, AgendaAnswer['resources'][number]>;
  onOpen: (appointment: AgendaAppointment) => void;
}) {
  const { t, lang } = useI18n();
  return (
    <div className="flex flex-col gap-4">
      {days.map((day) => {
        const items = appointments.filter(
          (a) => minutesInDay(a.start, day, timeZone) >= 0 && minutesInDay(a.start, day, timeZone) < 1440,
        );
        return (
          <section key={day} aria-label={formatDay(day, lang)}>
            {days.length > 1 && (
              <h3 className="mb-1 text-sm font-semibold capitalize">{formatDay(day, lang)}</h3>
            )}
            {items.length === 0 ? (
              <p className="rounded-lg bg-white p-3 text-sm text-stone-600">{t('today.nothing')}</p>
            ) : (
              <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
                {items.map((a) => (
                  <li key={a.id}>
                    <button
                      type="button"
                      onClick={() => onOpen(a)}
                      className="flex w-full items-center gap-3 p-3 text-left hover:bg-stone-50"
                    >
                      <span className="w-12 shrink-0 font-semibold">
                        {formatTime(a.start, lang, timeZone)}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">
                          {a.customer ? customerLabel(a.customer) : t('today.noCustomerName')}
                        </span>
                        <span className="block truncate text-sm text-stone-600">
                          {a.serviceName}
                          {a.employeeId && employees.get(a.employeeId)
                            ? ` · ${employees.get(a.employeeId)?.displayName}`
                            : ''}
                        </span>
                      </span>
                      <span className="text-xs text-stone-700">{t(statusKey(a.status))}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
