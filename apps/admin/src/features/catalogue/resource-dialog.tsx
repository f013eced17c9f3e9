import {
  type ArticleAdmin,
  DeletedAnswerSchema,
  type ResourceAdmin,
  ResourceAdminAnswerSchema,
} from '@eclat/contracts';
import { localise, zonedInstant } from '@eclat/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { Button, IconButton } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { CheckboxField, SwitchField, TextField } from '../../ui/fields.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { hoursValid, type WeekHours, WeekHoursEditor } from './hours-editor.tsx';

type Draft = {
  name: string;
  displayName: string;
  visible: boolean;
  active: boolean;
  color: string;
  order: number;
  ownHours: boolean;
  workingHours: WeekHours;
  articleIds: number[];
};

/** A local 'YYYY-MM-DDTHH:MM' of the shop's zone as an instant. */
function instantOf(local: string, timeZone: string): string {
  const [day, time] = local.split('T') as [string, string];
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(zonedInstant(day, h * 60 + m, timeZone)).toISOString();
}

/** One resource: names, colour, visibility, its own hours, the services it takes, its absences. */
export function ResourceDialog({
  shopId,
  resource,
  type,
  services,
  timeZone = 'Europe/Paris',
  onClose,
  onSaved,
}: {
  shopId: number;
  resource: ResourceAdmin | null;
  type: number;
  services: ArticleAdmin[];
  timeZone?: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const [current, setCurrent] = useState(resource);
  const [draft, setDraft] = useState<Draft>({
    name: resource?.name ?? '',
    displayName: resource?.displayName ?? '',
    visible: resource?.visible ?? true,
    active: resource?.active ?? true,
    color: resource?.color ?? '#0f766e',
    order: resource?.order ?? 0,
    ownHours: Boolean(resource?.workingHours),
    workingHours: (resource?.workingHours ?? {}) as WeekHours,
    articleIds: resource?.articleIds ?? [],
  });
  const [absence, setAbsence] = useState({ start: '', end: '', reason: '' });
  const action = useAction();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function save() {
    const body = {
      name: draft.name.trim(),
      displayName: draft.displayName.trim() || draft.name.trim(),
      visible: draft.visible,
      active: draft.active,
      color: draft.color,
      order: draft.order,
      workingHours: draft.ownHours ? draft.workingHours : null,
      articleIds: draft.articleIds,
    };
    const done = current
      ? await action.run(
          () =>
            api.request(`/api/resources/${current.id}`, {
              method: 'PUT',
              body,
              schema: ResourceAdminAnswerSchema,
            }),
          t('common.saved'),
        )
      : await action.run(
          () =>
            api.request('/api/resources', {
              method: 'POST',
              body: { ...body, shopId, type },
              schema: ResourceAdminAnswerSchema,
            }),
          t('common.saved'),
        );
    if (done) {
      onSaved();
      onClose();
    }
  }

  async function destroy() {
    if (!current) return;
    const done = await action.run(
      () => api.request(`/api/resources/${current.id}`, { method: 'DELETE', schema: DeletedAnswerSchema }),
      t('common.deleted'),
    );
    if (done) {
      onSaved();
      onClose();
    }
  }

  async function addAbsence() {
    if (!current || !absence.start || !absence.end) return;
    const done = await action.run(
      () =>
        api.request(`/api/resources/${current.id}/absences`, {
          method: 'POST',
          body: {
            startsAt: instantOf(absence.start, timeZone),
            endsAt: instantOf(absence.end, timeZone),
            reason: absence.reason.trim() || null,
          },
          schema: ResourceAdminAnswerSchema,
        }),
      t('common.saved'),
    );
    if (done) {
      setCurrent(done.resource);
      setAbsence({ start: '', end: '', reason: '' });
      onSaved();
    }
  }

  async function removeAbsence(id: number) {
    if (!current) return;
    const done = await action.run(
      () =>
        api.request(`/api/resources/${current.id}/absences/${id}`, {
          method: 'DELETE',
          schema: ResourceAdminAnswerSchema,
        }),
      t('common.deleted'),
    );
    if (done) {
      setCurrent(done.resource);
      onSaved();
    }
  }

  const collaborator = type === 100;
  const valid = draft.name.trim() !== '' && (!draft.ownHours || hoursValid(draft.workingHours));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={current ? current.displayName : t('resources.new')}
      wide
      footer={
        <>
          {current && (
            <Button variant="danger" onClick={destroy} disabled={action.busy}>
              {t('common.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={save} disabled={action.busy || !valid}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('resources.name')}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            required
          />
          <TextField
            label={t('resources.displayName')}
            hint={t('resources.displayNameHint')}
            value={draft.displayName}
            onChange={(e) => set('displayName', e.target.value)}
          />
          <TextField
            label={t('resources.color')}
            type="color"
            value={draft.color}
            onChange={(e) => set('color', e.target.value)}
          />
          <TextField
            label={t('common.order')}
            type="number"
            value={draft.order}
            onChange={(e) => set('order', Number(e.target.value) || 0)}
          />
        </div>
        <SwitchField
          label={t('resources.active')}
          hint={t('resources.activeHint')}
          checked={draft.active}
          onChange={(v) => set('active', v)}
        />
        {collaborator && (
          <SwitchField
            label={t('resources.visible')}
            hint={t('resources.visibleHint')}
            checked={draft.visible}
            onChange={(v) => set('visible', v)}
          />
        )}
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            {t(collaborator ? 'resources.performs' : type === 200 ? 'resources.hosts' : 'resources.neededBy')}
          </legend>
          <div className="grid gap-1 sm:grid-cols-2">
            {services.map((s) => (
              <CheckboxField
                key={s.id}
                label={localise(s.name, lang)}
                checked={draft.articleIds.includes(s.id)}
                onChange={(e) =>
                  set(
                    'articleIds',
                    e.target.checked
                      ? [...draft.articleIds, s.id]
                      : draft.articleIds.filter((id) => id !== s.id),
                  )
                }
              />
            ))}
          </div>
        </fieldset>
        {collaborator && (
          <>
            <SwitchField
              label={t('resources.ownHours')}
              hint={t('resources.ownHoursHint')}
              checked={draft.ownHours}
              onChange={(v) => set('ownHours', v)}
            />
            {draft.ownHours && (
              <WeekHoursEditor value={draft.workingHours} onChange={(v) => set('workingHours', v)} />
            )}
            {current && (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-semibold">{t('resources.absences')}</legend>
                {current.absences.length === 0 && (
                  <p className="text-sm text-stone-600">{t('resources.noAbsence')}</p>
                )}
                <ul className="divide-y divide-stone-100">
                  {current.absences.map((a) => (
                    <li key={a.id} className="flex items-center gap-2 py-1 text-sm">
                      <span className="flex-1">
                        {formatDateTime(a.startsAt, lang, timeZone)} →{' '}
                        {formatDateTime(a.endsAt, lang, timeZone)}
                        {a.reason ? ` · ${a.reason}` : ''}
                      </span>
                      <IconButton label={t('common.delete')} onClick={() => removeAbsence(a.id)}>
                        <Trash2 aria-hidden size={16} />
                      </IconButton>
                    </li>
                  ))}
                </ul>
                <div className="grid gap-2 sm:grid-cols-3">
                  <TextField
                    label={t('resources.absenceFrom')}
                    type="datetime-local"
                    value={absence.start}
                    onChange={(e) => setAbsence({ ...absence, start: e.target.value })}
                  />
                  <TextField
                    label={t('resources.absenceTo')}
                    type="datetime-local"
                    value={absence.end}
                    onChange={(e) => setAbsence({ ...absence, end: e.target.value })}
                  />
                  <TextField
                    label={t('resources.absenceReason')}
                    value={absence.reason}
                    onChange={(e) => setAbsence({ ...absence, reason: e.target.value })}
                  />
                </div>
                <Button
                  size="sm"
                  className="self-start"
                  onClick={addAbsence}
                  disabled={action.busy || !absence.start || !absence.end}
                >
                  {t('resources.addAbsence')}
                </Button>
              </fieldset>
            )}
          </>
        )}
        <FormError error={action.error} />
      </div>
    </Dialog>
  );
}
