import {
  StaffClosedDayAnswerSchema,
  StaffClosedDaysAnswerSchema,
  StaffOpenDayAnswerSchema,
  StaffOpenDaysAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { NoContent } from '../../lib/api.ts';
import { formatDay } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button, IconButton } from '../../ui/button.tsx';
import { ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Card } from '../../ui/page.tsx';
import { DayEntriesEditor, type DayEntry } from './hours-editor.tsx';

/**
 * Exceptional days (spec §3 closed days, open days): a closed day shuts the shop (or every shop),
 * an open day opens it with its own hours, whatever the week says.
 */
export function DaysManager({ shopId, shops }: { shopId?: number; shops?: { id: number; name: string }[] }) {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const today = new Date().toISOString().slice(0, 10);
  const query = { all: 1, from: today, ...(shopId ? { shopId } : {}) };
  const closed = useLoad(
    (signal) => api.request('/api/closeddays', { query, schema: StaffClosedDaysAnswerSchema, signal }),
    [api, shopId],
  );
  const open = useLoad(
    (signal) => api.request('/api/opendays', { query, schema: StaffOpenDaysAnswerSchema, signal }),
    [api, shopId],
  );
  const [kind, setKind] = useState<'closed' | 'open'>('closed');
  const [day, setDay] = useState('');
  const [label, setLabel] = useState('');
  const [target, setTarget] = useState<string>(shopId ? String(shopId) : '');
  const [hours, setHours] = useState<DayEntry[]>([
    { status: 'open', hours: [{ start: '10:00', end: '18:00' }] },
  ]);
  const action = useAction();

  const scopeName = (id: number | null) =>
    id === null ? t('days.allShops') : (shops?.find((s) => s.id === id)?.name ?? t('days.thisShop'));

  async function add(event: FormEvent) {
    event.preventDefault();
    const body = {
      shopId: target ? Number(target) : null,
      day,
      ...(label.trim() ? { label: { [lang]: label.trim() } } : {}),
      ...(kind === 'open' ? { hours } : {}),
    };
    const done =
      kind === 'closed'
        ? await action.run(
            () =>
              api.request('/api/closeddays', { method: 'POST', body, schema: StaffClosedDayAnswerSchema }),
            t('common.saved'),
          )
        : await action.run(
            () => api.request('/api/opendays', { method: 'POST', body, schema: StaffOpenDayAnswerSchema }),
            t('common.saved'),
          );
    if (done) {
      setDay('');
      setLabel('');
      (kind === 'closed' ? closed : open).reload();
    }
  }

  async function remove(which: 'closeddays' | 'opendays', id: number) {
    const done = await action.run(
      () => api.request(`/api/${which}/${id}`, { method: 'DELETE', schema: NoContent }).then(() => true),
      t('common.deleted'),
    );
    if (done) (which === 'closeddays' ? closed : open).reload();
  }

  const rows = [
    ...(closed.data?.closeddays ?? []).map((d) => ({ ...d, kind: 'closeddays' as const, hours: null })),
    ...(open.data?.opendays ?? []).map((d) => ({ ...d, kind: 'opendays' as const })),
  ].sort((a, b) => a.day.localeCompare(b.day));

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <Card title={t('days.coming')}>
        {closed.error || open.error ? (
          <ErrorNotice
            error={closed.error ?? open.error}
            onRetry={() => {
              closed.reload();
              open.reload();
            }}
          />
        ) : !closed.data || !open.data ? (
          <Skeleton rows={3} />
        ) : rows.length === 0 ? (
          <p className="text-sm text-stone-600">{t('days.none')}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {rows.map((row) => (
              <li key={`${row.kind}-${row.id}`} className="flex items-center gap-3 py-2">
                <div className="flex-1">
                  <p className="font-medium capitalize">{formatDay(row.day, lang, true)}</p>
                  <p className="text-sm text-stone-600">
                    {row.kind === 'closeddays' ? t('days.closed') : t('days.open')}
                    {row.hours
                      ? ` ${row.hours.flatMap((h) => (h.status === 'open' ? h.hours.map((x) => `${x.start}–${x.end}`) : [])).join(', ')}`
                      : ''}
                    {' · '}
                    {scopeName(row.shopId)}
                    {localise(row.label, lang) ? ` · ${localise(row.label, lang)}` : ''}
                  </p>
                </div>
                <IconButton label={t('common.delete')} onClick={() => remove(row.kind, row.id)}>
                  <Trash2 aria-hidden size={16} />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('days.add')}>
        <form onSubmit={add} className="flex flex-col gap-3">
          <SelectField
            label={t('days.kind')}
            value={kind}
            onChange={(e) => setKind(e.target.value as 'closed' | 'open')}
          >
            <option value="closed">{t('days.closed')}</option>
            <option value="open">{t('days.open')}</option>
          </SelectField>
          <TextField
            label={t('days.day')}
            type="date"
            value={day}
            min={today}
            onChange={(e) => setDay(e.target.value)}
            required
          />
          {!shopId && (
            <SelectField label={t('days.shop')} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{t('days.allShops')}</option>
              {shops?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </SelectField>
          )}
          <TextField label={t('days.label')} value={label} onChange={(e) => setLabel(e.target.value)} />
          {kind === 'open' && (
            <DayEntriesEditor label={t('days.hours')} entries={hours} onChange={setHours} />
          )}
          <FormError error={action.error} />
          <Button type="submit" variant="primary" disabled={action.busy || !day}>
            {t('common.add')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
