import { validateWeekHours, WEEKDAYS } from '@eclat/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { Button, IconButton } from '../../ui/button.tsx';

export type DayEntry = { status: 'open' | 'pause' | 'closed'; hours: { start: string; end: string }[] };
export type WeekHours = Partial<Record<string, DayEntry[]>>;

const input =
  'min-h-10 rounded-lg border border-stone-300 bg-white px-2 text-sm focus:border-brand-700 aria-[invalid=true]:border-red-700';

/**
 * One day's entries (spec §3 openingHours: status open, pause or other, with hours): a row per
 * range, its kind, start and end. An empty day is closed.
 */
export function DayEntriesEditor({
  entries,
  onChange,
  label,
  invalid,
}: {
  entries: DayEntry[];
  onChange: (entries: DayEntry[]) => void;
  label: string;
  invalid?: boolean;
}) {
  const { t } = useI18n();
  const rows = entries.flatMap((entry, i) =>
    entry.status === 'closed' ? [] : entry.hours.map((h, j) => ({ i, j, status: entry.status, ...h })),
  );
  const update = (
    rowIndex: number,
    change: Partial<{ status: 'open' | 'pause'; start: string; end: string }>,
  ) => {
    const flat = rows.map((r, k) => (k === rowIndex ? { ...r, ...change } : r));
    onChange(flat.map((r) => ({ status: r.status, hours: [{ start: r.start, end: r.end }] })));
  };
  const remove = (rowIndex: number) =>
    onChange(
      rows
        .filter((_, k) => k !== rowIndex)
        .map((r) => ({ status: r.status, hours: [{ start: r.start, end: r.end }] })),
    );
  const add = (status: 'open' | 'pause') => {
    const last = rows[rows.length - 1];
    const start = last?.end ?? '09:00';
    const base = rows.map((r) => ({ status: r.status, hours: [{ start: r.start, end: r.end }] }));
    onChange([...base, { status, hours: [{ start, end: status === 'pause' ? start : '19:00' }] }]);
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{label}</legend>
      {rows.length === 0 && <p className="text-sm text-stone-600">{t('hours.closed')}</p>}
      {rows.map((row, k) => (
        <div key={`${row.i}-${row.j}`} className="flex flex-wrap items-center gap-2">
          <select
            aria-label={`${label} — ${t('hours.kind')} ${k + 1}`}
            className={input}
            value={row.status}
            onChange={(e) => update(k, { status: e.target.value as 'open' | 'pause' })}
          >
            <option value="open">{t('hours.open')}</option>
            <option value="pause">{t('hours.pause')}</option>
          </select>
          <input
            type="time"
            aria-label={`${label} — ${t('hours.from')} ${k + 1}`}
            aria-invalid={invalid}
            className={input}
            value={row.start}
            onChange={(e) => update(k, { start: e.target.value })}
          />
          <span aria-hidden>–</span>
          <input
            type="time"
            aria-label={`${label} — ${t('hours.to')} ${k + 1}`}
            aria-invalid={invalid}
            className={input}
            value={row.end}
            onChange={(e) => update(k, { end: e.target.value })}
          />
          <IconButton label={`${t('common.remove')} ${k + 1}`} onClick={() => remove(k)}>
            <Trash2 aria-hidden size={16} />
          </IconButton>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" icon={<Plus aria-hidden size={14} />} onClick={() => add('open')}>
          {t('hours.addOpen')}
        </Button>
        {rows.length > 0 && (
          <Button
            size="sm"
            variant="ghost"
            icon={<Plus aria-hidden size={14} />}
            onClick={() => add('pause')}
          >
            {t('hours.addPause')}
          </Button>
        )}
      </div>
    </fieldset>
  );
}

/** Monday to Sunday, each with its entries; problems are the domain rule's (validateWeekHours). */
export function WeekHoursEditor({
  value,
  onChange,
}: {
  value: WeekHours;
  onChange: (value: WeekHours) => void;
}) {
  const { t } = useI18n();
  const issues = validateWeekHours(value);
  const badDays = new Set(issues.map((issue) => issue.path.split('.')[0]));
  return (
    <div className="flex flex-col divide-y divide-stone-100">
      {WEEKDAYS.map((day) => (
        <div key={day} className="grid gap-2 py-3 sm:grid-cols-[8rem_1fr]">
          <p className="pt-2 text-sm font-medium">{t(`weekday.${day}`)}</p>
          <DayEntriesEditor
            label={t(`weekday.${day}`)}
            entries={value[day] ?? []}
            invalid={badDays.has(day)}
            onChange={(entries) =>
              onChange({ ...value, [day]: entries.length ? entries : [{ status: 'closed', hours: [] }] })
            }
          />
        </div>
      ))}
      {issues.length > 0 && (
        <p role="alert" className="pt-3 text-sm font-medium text-red-700">
          {t('hours.invalid')}
        </p>
      )}
    </div>
  );
}

export const hoursValid = (value: WeekHours) => validateWeekHours(value).length === 0;
