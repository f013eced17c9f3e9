import {
  ArticlesAdminAnswerSchema,
  StaffAlertAnswerSchema,
  StaffAlertsAnswerSchema,
  StaffEventAnswerSchema,
  StaffEventsAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { NoContent } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Badge, EmptyState, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField, SwitchField, TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { cleanLocalised, LocalisedFields, type LocalisedValue } from '../../ui/localised-fields.tsx';
import { PageHeader, Table, td } from '../../ui/page.tsx';
import { fromLocalInput, toLocalInput } from '../catalogue/datetime.ts';
import { ImageField } from './image-field.tsx';
import { LocalisedRichText } from './rich-text-editor.tsx';

const plain = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

type StaffEvent = z.infer<typeof StaffEventsAnswerSchema>['events'][number];
type EventDraft = {
  start: string;
  end: string;
  image: string | null;
  showDates: boolean;
  body: LocalisedValue;
  linkUrl: string;
  linkTitle: LocalisedValue;
};

/** Events (spec §3): a dated carousel in the bell menu and a dialog on the home page. */
export function EventsPage() {
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const list = useLoad(
    (signal) => api.request('/api/events', { query: { all: 1 }, schema: StaffEventsAnswerSchema, signal }),
    [api],
  );
  const [editing, setEditing] = useState<{ id: number | null; draft: EventDraft } | null>(null);
  const action = useAction();
  const open = (e: StaffEvent | null) =>
    setEditing({
      id: e?.id ?? null,
      draft: {
        start: e ? toLocalInput(e.start) : '',
        end: e ? toLocalInput(e.end) : '',
        image: e?.image ?? null,
        showDates: e?.showDates ?? true,
        body: e?.body ?? {},
        linkUrl: e?.linkUrl ?? '',
        linkTitle: e?.linkTitle ?? {},
      },
    });

  async function save() {
    if (!editing) return;
    const d = editing.draft;
    const body = {
      start: fromLocalInput(d.start),
      end: fromLocalInput(d.end),
      image: d.image,
      showDates: d.showDates,
      body: cleanLocalised(d.body),
      linkUrl: d.linkUrl.trim() || null,
      linkTitle: cleanLocalised(d.linkTitle),
    };
    const done = await action.run(
      () =>
        editing.id
          ? api.request(`/api/events/${editing.id}`, { method: 'PUT', body, schema: StaffEventAnswerSchema })
          : api.request('/api/events', { method: 'POST', body, schema: StaffEventAnswerSchema }),
      t('common.saved'),
    );
    if (done) {
      setEditing(null);
      list.reload();
    }
  }
  async function destroy() {
    if (!editing?.id) return;
    const done = await action.run(
      () =>
        api.request(`/api/events/${editing.id}`, { method: 'DELETE', schema: NoContent }).then(() => true),
      t('common.deleted'),
    );
    if (done) {
      setEditing(null);
      list.reload();
    }
  }
  const set = (changes: Partial<EventDraft>) =>
    editing && setEditing({ ...editing, draft: { ...editing.draft, ...changes } });
  const d = editing?.draft;
  return (
    <>
      <PageHeader
        title={t('nav.events')}
        actions={
          <Button variant="primary" icon={<Plus aria-hidden size={18} />} onClick={() => open(null)}>
            {t('events.new')}
          </Button>
        }
      />
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton />
      ) : list.data.events.length === 0 ? (
        <EmptyState title={t('events.empty')} />
      ) : (
        <Table head={[t('events.text'), t('coupons.start'), t('coupons.end'), '']}>
          {list.data.events.map((e) => (
            <tr key={e.id}>
              <td className={td}>
                <button
                  type="button"
                  className="line-clamp-2 text-left font-medium text-brand-800 underline"
                  onClick={() => open(e)}
                >
                  {plain(localise(e.body, lang)) || t('events.untitled')}
                </button>
              </td>
              <td className={td}>{formatDateTime(e.start, lang)}</td>
              <td className={td}>{formatDateTime(e.end, lang)}</td>
              <td className={td}>{e.current && <Badge tone="good">{t('events.current')}</Badge>}</td>
            </tr>
          ))}
        </Table>
      )}
      {editing && d && (
        <Dialog
          open
          wide
          onOpenChange={(o) => !o && setEditing(null)}
          title={editing.id ? t('events.edit') : t('events.new')}
          footer={
            <>
              {editing.id && (
                <Button variant="danger" onClick={destroy} disabled={action.busy}>
                  {t('common.delete')}
                </Button>
              )}
              <Button variant="primary" onClick={save} disabled={action.busy || !d.start || !d.end}>
                {t('common.save')}
              </Button>
            </>
          }
        >
          <div className="flex flex-col gap-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('coupons.start')}
                type="datetime-local"
                value={d.start}
                onChange={(e) => set({ start: e.target.value })}
                required
              />
              <TextField
                label={t('coupons.end')}
                type="datetime-local"
                value={d.end}
                onChange={(e) => set({ end: e.target.value })}
                required
              />
            </div>
            <SwitchField
              label={t('events.showDates')}
              checked={d.showDates}
              onChange={(showDates) => set({ showDates })}
            />
            <LocalisedRichText
              label={t('events.text')}
              value={d.body}
              onChange={(body) => set({ body })}
              langs={company.langs}
            />
            <ImageField label={t('posts.image')} value={d.image} onChange={(image) => set({ image })} />
            <TextField
              label={t('events.linkUrl')}
              hint={t('events.linkHint')}
              value={d.linkUrl}
              onChange={(e) => set({ linkUrl: e.target.value })}
            />
            <LocalisedFields
              label={t('events.linkTitle')}
              value={d.linkTitle}
              onChange={(linkTitle) => set({ linkTitle })}
              langs={company.langs}
            />
            <FormError error={action.error} />
          </div>
        </Dialog>
      )}
    </>
  );
}

type StaffAlert = z.infer<typeof StaffAlertsAnswerSchema>['alerts'][number];
type AlertDraft = { serviceId: string; body: LocalisedValue; start: string; end: string };

/** Alerts (spec §3): a message on a service for a while (a bell badge and a dialog). */
export function AlertsPage() {
  const { api, company } = useSignedIn();
  const { t, lang } = useI18n();
  const list = useLoad(
    (signal) => api.request('/api/alerts', { query: { all: 1 }, schema: StaffAlertsAnswerSchema, signal }),
    [api],
  );
  const services = useLoad(
    (signal) => api.request('/api/articles/bo', { schema: ArticlesAdminAnswerSchema, signal }),
    [api],
  );
  const [editing, setEditing] = useState<{ id: number | null; draft: AlertDraft } | null>(null);
  const action = useAction();
  const serviceName = (id: number | null) => {
    const s = services.data?.articles.find((a) => a.id === id);
    return s ? localise(s.name, lang) : '—';
  };
  const open = (a: StaffAlert | null) =>
    setEditing({
      id: a?.id ?? null,
      draft: {
        serviceId: a?.serviceId ? String(a.serviceId) : '',
        body: a?.body ?? {},
        start: a ? toLocalInput(a.start) : '',
        end: a ? toLocalInput(a.end) : '',
      },
    });

  async function save() {
    if (!editing) return;
    const d = editing.draft;
    const body = {
      serviceId: Number(d.serviceId),
      body: cleanLocalised(d.body),
      start: fromLocalInput(d.start),
      end: fromLocalInput(d.end),
    };
    const done = await action.run(
      () =>
        editing.id
          ? api.request(`/api/alerts/${editing.id}`, { method: 'PUT', body, schema: StaffAlertAnswerSchema })
          : api.request('/api/alerts', { method: 'POST', body, schema: StaffAlertAnswerSchema }),
      t('common.saved'),
    );
    if (done) {
      setEditing(null);
      list.reload();
    }
  }
  async function destroy() {
    if (!editing?.id) return;
    const done = await action.run(
      () =>
        api.request(`/api/alerts/${editing.id}`, { method: 'DELETE', schema: NoContent }).then(() => true),
      t('common.deleted'),
    );
    if (done) {
      setEditing(null);
      list.reload();
    }
  }
  const set = (changes: Partial<AlertDraft>) =>
    editing && setEditing({ ...editing, draft: { ...editing.draft, ...changes } });
  const d = editing?.draft;
  return (
    <>
      <PageHeader
        title={t('nav.alerts')}
        actions={
          <Button variant="primary" icon={<Plus aria-hidden size={18} />} onClick={() => open(null)}>
            {t('alerts.new')}
          </Button>
        }
      />
      {list.error ? (
        <ErrorNotice error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Skeleton />
      ) : list.data.alerts.length === 0 ? (
        <EmptyState title={t('alerts.empty')} />
      ) : (
        <Table head={[t('alerts.service'), t('events.text'), t('coupons.start'), t('coupons.end'), '']}>
          {list.data.alerts.map((a) => (
            <tr key={a.id}>
              <td className={td}>
                <button
                  type="button"
                  className="font-medium text-brand-800 underline"
                  onClick={() => open(a)}
                >
                  {serviceName(a.serviceId)}
                </button>
              </td>
              <td className={td}>{plain(localise(a.body, lang))}</td>
              <td className={td}>{formatDateTime(a.start, lang)}</td>
              <td className={td}>{formatDateTime(a.end, lang)}</td>
              <td className={td}>{a.current && <Badge tone="good">{t('events.current')}</Badge>}</td>
            </tr>
          ))}
        </Table>
      )}
      {editing && d && (
        <Dialog
          open
          onOpenChange={(o) => !o && setEditing(null)}
          title={editing.id ? t('alerts.edit') : t('alerts.new')}
          footer={
            <>
              {editing.id && (
                <Button variant="danger" onClick={destroy} disabled={action.busy}>
                  {t('common.delete')}
                </Button>
              )}
              <Button
                variant="primary"
                onClick={save}
                disabled={action.busy || !d.serviceId || !d.start || !d.end}
              >
                {t('common.save')}
              </Button>
            </>
          }
        >
          <div className="flex flex-col gap-3">
            <SelectField
              label={t('alerts.service')}
              value={d.serviceId}
              onChange={(e) => set({ serviceId: e.target.value })}
              required
            >
              <option value="">—</option>
              {services.data?.articles
                .filter((a) => a.type !== 2)
                .map((a) => (
                  <option key={a.id} value={a.id}>
                    {localise(a.name, lang)}
                  </option>
                ))}
            </SelectField>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('coupons.start')}
                type="datetime-local"
                value={d.start}
                onChange={(e) => set({ start: e.target.value })}
                required
              />
              <TextField
                label={t('coupons.end')}
                type="datetime-local"
                value={d.end}
                onChange={(e) => set({ end: e.target.value })}
                required
              />
            </div>
            <LocalisedFields
              label={t('events.text')}
              value={d.body}
              onChange={(body) => set({ body })}
              langs={company.langs}
              multiline
            />
            <FormError error={action.error} />
          </div>
        </Dialog>
      )}
    </>
  );
}
