import type { ReminderSettings } from '@eclat/contracts';
import { Plus, X } from 'lucide-react';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { Button, IconButton } from '../../ui/button.tsx';
import { CheckboxField, SelectField } from '../../ui/fields.tsx';
import { Card } from '../../ui/page.tsx';
import { nextReminderOffset, reminderChoices, reminderLabel } from './reminders.ts';
import type { SettingsDraft } from './settings-sections.tsx';

/**
 * When and how customers are reminded of their appointments (issue 20 item 4), in the booking
 * settings (booker.appointment.reminders), saved with the rest of the settings: up to three
 * offsets among presets, never the same twice, and the channels. No offset at all: no reminders.
 */
export function RemindersSection({
  draft,
  set,
}: {
  draft: SettingsDraft;
  set: (draft: SettingsDraft) => void;
}) {
  const { t } = useI18n();
  const appointment = draft.booker.appointment;
  const reminders = appointment.reminders;
  const change = (changes: Partial<ReminderSettings>) =>
    set({
      ...draft,
      booker: { ...draft.booker, appointment: { ...appointment, reminders: { ...reminders, ...changes } } },
    });
  const offsets = reminders.offsetsMinutes;
  const next = nextReminderOffset(offsets);
  return (
    <div data-testid="booking-reminders">
      <Card title={t('reminders.title')}>
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600">{t('reminders.hint')}</p>
          {offsets.length === 0 ? <p className="text-sm text-stone-800">{t('reminders.none')}</p> : null}
          <ul className="flex flex-col gap-2">
            {offsets.map((offset, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position ("Rappel 2"); keyed by its offset, changing it would remount the select and lose the focus.
              <li key={index} className="flex items-end gap-2">
                <SelectField
                  label={t('reminders.reminder', { number: index + 1 })}
                  name={`reminder-${index + 1}`}
                  className="max-w-xs flex-1"
                  value={offset}
                  onChange={(e) =>
                    change({
                      offsetsMinutes: offsets.map((m, i) => (i === index ? Number(e.target.value) : m)),
                    })
                  }
                >
                  {reminderChoices(offsets, index).map((m) => (
                    <option key={m} value={m}>
                      {reminderLabel(m, t)}
                    </option>
                  ))}
                </SelectField>
                <IconButton
                  label={t('reminders.remove', { number: index + 1 })}
                  onClick={() => change({ offsetsMinutes: offsets.filter((_, i) => i !== index) })}
                >
                  <X aria-hidden className="size-4" />
                </IconButton>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              size="sm"
              icon={<Plus aria-hidden className="size-4" />}
              disabled={next === null}
              onClick={() => next !== null && change({ offsetsMinutes: [...offsets, next] })}
            >
              {t('reminders.add')}
            </Button>
            {next === null ? <span className="text-xs text-stone-600">{t('reminders.max')}</span> : null}
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-stone-800">{t('reminders.channels')}</legend>
            <CheckboxField
              label={t('reminders.email')}
              name="reminders-email"
              checked={reminders.email}
              onChange={(e) => change({ email: e.target.checked })}
            />
            <CheckboxField
              label={t('reminders.sms')}
              hint={t('reminders.smsHint')}
              name="reminders-sms"
              checked={reminders.sms}
              onChange={(e) => change({ sms: e.target.checked })}
            />
            {offsets.length > 0 && !reminders.email && !reminders.sms ? (
              <p className="text-xs font-medium text-amber-900">{t('reminders.noChannel')}</p>
            ) : null}
          </fieldset>
        </div>
      </Card>
    </div>
  );
}
