import {
  ArticlesAdminAnswerSchema,
  StaffAlertAnswerSchema,
  StaffAlertsAnswerSchema,
  StaffEventAnswerSchema,
  StaffEventsAnswerSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { EntityDialog, EntityListPage, useEntityEditor } from '../../ui/entity-editor.tsx';
import { DateTimeRangeFields } from '../../ui/entity-fields.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { SelectField, SwitchField, TextField } from '../../ui/fields.tsx';
import { OpenButton } from '../../ui/list-page.tsx';
import { cleanLocalised, LocalisedFields, type LocalisedValue } from '../../ui/localised-fields.tsx';
import { Table, td } from '../../ui/page.tsx';
import { fromLocalInput, toLocalInput } from '../catalogue/datetime.ts';
import { ImageField } from './image-field.tsx';
import { LocalisedRichText } from './rich-text-editor.tsx';

const plain = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The "current" badge of a dated message (events and alerts show while their window is open). */
const CurrentBadge = ({ current }: { current: boolean }) => {
  const { t } = useI18n();
  return current ? <Badge tone="good">{t('events.current')}</Badge> : null;
};

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
  const editor = useEntityEditor<EventDraft>(list.reload, {
    api,
    base: '/api/events',
    answer: StaffEventAnswerSchema,
  });
  const open = (e: StaffEvent | null) =>
    editor.open(e?.id ?? null, {
      start: e ? toLocalInput(e.start) : '',
      end: e ? toLocalInput(e.end) : '',
      image: e?.image ?? null,
      showDates: e?.showDates ?? true,
      body: e?.body ?? {},
      linkUrl: e?.linkUrl ?? '',
      linkTitle: e?.linkTitle ?? {},
    });
  const save = () =>
    editor.save((d) => ({
      start: fromLocalInput(d.start),
      end: fromLocalInput(d.end),
      image: d.image,
      showDates: d.showDates,
      body: cleanLocalised(d.body),
      linkUrl: d.linkUrl.trim() || null,
      linkTitle: cleanLocalised(d.linkTitle),
    }));

  const { editing, set } = editor;
  const d = editing?.draft;
  return (
    <>
      <EntityListPage
        title={t('nav.events')}
        newLabel={t('events.new')}
        onNew={() => open(null)}
        loaded={list}
        items={(data) => data.events}
        empty={t('events.empty')}
      >
        {(events) => (
          <Table head={[t('events.text'), t('coupons.start'), t('coupons.end'), '']}>
            {events.map((e) => (
              <tr key={e.id}>
                <td className={td}>
                  <OpenButton
                    className="line-clamp-2 text-left font-medium text-brand-800 underline"
                    onClick={() => open(e)}
                  >
                    {plain(localise(e.body, lang)) || t('events.untitled')}
                  </OpenButton>
                </td>
                <td className={td}>{formatDateTime(e.start, lang)}</td>
                <td className={td}>{formatDateTime(e.end, lang)}</td>
                <td className={td}>
                  <CurrentBadge current={e.current} />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </EntityListPage>
      {editing && d && (
        <EntityDialog
          title={editing.id ? t('events.edit') : t('events.new')}
          wide
          editor={editor}
          canSave={Boolean(d.start && d.end)}
          onSave={save}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <DateTimeRangeFields start={d.start} end={d.end} onChange={set} required />
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
        </EntityDialog>
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
  const editor = useEntityEditor<AlertDraft>(list.reload, {
    api,
    base: '/api/alerts',
    answer: StaffAlertAnswerSchema,
  });
  const serviceName = (id: number | null) => {
    const s = services.data?.articles.find((a) => a.id === id);
    return s ? localise(s.name, lang) : '—';
  };
  const open = (a: StaffAlert | null) =>
    editor.open(a?.id ?? null, {
      serviceId: a?.serviceId ? String(a.serviceId) : '',
      body: a?.body ?? {},
      start: a ? toLocalInput(a.start) : '',
      end: a ? toLocalInput(a.end) : '',
    });
  const save = () =>
    editor.save((d) => ({
      serviceId: Number(d.serviceId),
      body: cleanLocalised(d.body),
      start: fromLocalInput(d.start),
      end: fromLocalInput(d.end),
    }));

  const { editing, set } = editor;
  const d = editing?.draft;
  return (
    <>
      <EntityListPage
        title={t('nav.alerts')}
        newLabel={t('alerts.new')}
        onNew={() => open(null)}
        loaded={list}
        items={(data) => data.alerts}
        empty={t('alerts.empty')}
      >
        {(alerts) => (
          <Table head={[t('alerts.service'), t('events.text'), t('coupons.start'), t('coupons.end'), '']}>
            {alerts.map((a) => (
              <tr key={a.id}>
                <td className={td}>
                  <OpenButton onClick={() => open(a)}>{serviceName(a.serviceId)}</OpenButton>
                </td>
                <td className={td}>{plain(localise(a.body, lang))}</td>
                <td className={td}>{formatDateTime(a.start, lang)}</td>
                <td className={td}>{formatDateTime(a.end, lang)}</td>
                <td className={td}>
                  <CurrentBadge current={a.current} />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </EntityListPage>
      {editing && d && (
        <EntityDialog
          title={editing.id ? t('alerts.edit') : t('alerts.new')}
          editor={editor}
          canSave={Boolean(d.serviceId && d.start && d.end)}
          onSave={save}
        >
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
            <DateTimeRangeFields start={d.start} end={d.end} onChange={set} required />
          </div>
          <LocalisedFields
            label={t('events.text')}
            value={d.body}
            onChange={(body) => set({ body })}
            langs={company.langs}
            multiline
          />
        </EntityDialog>
      )}
    </>
  );
}
