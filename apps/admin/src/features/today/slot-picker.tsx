import { AvailabilityAnswerSchema } from '@eclat/contracts';
import { useSignedIn } from '../../app/session.tsx';
import { formatTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { SelectField, TextField } from '../../ui/fields.tsx';

export type SlotChoice = { day: string; employeeId: number | null; start: string | null };

/**
 * Day, collaborator and time for services booked back to back, from the same availability engine
 * as the storefront (GET /api/appointments): what is offered here is what a visitor would see.
 */
export function SlotPicker({
  shopId,
  serviceIds,
  timeZone,
  value,
  onChange,
}: {
  shopId: number;
  serviceIds: number[];
  timeZone: string;
  value: SlotChoice;
  onChange: (value: SlotChoice) => void;
}) {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const ids = serviceIds.join(',');
  const availability = useLoad(
    (signal) =>
      ids
        ? api.request('/api/appointments', {
            query: { shopid: shopId, serviceids: ids, start: value.day, end: value.day },
            schema: AvailabilityAnswerSchema,
            signal,
          })
        : Promise.resolve(null),
    [api, shopId, ids, value.day],
  );
  const day = availability.data?.appointments.data[0];
  const slots = (day?.slots ?? []).filter(
    (slot) => value.employeeId === null || slot.freeEmployees.includes(value.employeeId),
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('today.day')}
          type="date"
          name="slot-day"
          value={value.day}
          onChange={(e) => e.target.value && onChange({ ...value, day: e.target.value, start: null })}
        />
        <SelectField
          label={t('today.collaborator')}
          name="slot-employee"
          value={value.employeeId ?? ''}
          onChange={(e) =>
            onChange({ ...value, employeeId: e.target.value ? Number(e.target.value) : null, start: null })
          }
        >
          <option value="">{t('today.anyCollaborator')}</option>
          {(day?.employees ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {person.displayName}
            </option>
          ))}
        </SelectField>
      </div>
      {!ids ? (
        <p className="text-sm text-stone-600">{t('today.pickServiceFirst')}</p>
      ) : availability.loading ? (
        <Skeleton rows={2} />
      ) : availability.error ? (
        <ErrorNotice error={availability.error} onRetry={availability.reload} />
      ) : day?.shopStatus === 'close' ? (
        <p className="rounded-lg bg-stone-100 p-3 text-sm">{t('today.closedThatDay')}</p>
      ) : slots.length === 0 ? (
        <p className="rounded-lg bg-stone-100 p-3 text-sm">{t('today.noSlot')}</p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('today.time')}</legend>
          <div className="flex flex-wrap gap-2">
            {slots.map((slot) => {
              const selected = value.start === slot.start;
              return (
                <button
                  key={slot.start}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onChange({ ...value, start: slot.start })}
                  className={`min-h-11 min-w-16 rounded-lg border px-3 text-sm font-medium ${selected ? 'border-brand-800 bg-brand-800 text-white' : 'border-stone-300 bg-white hover:border-brand-700'}`}
                >
                  {formatTime(slot.start, lang, timeZone)}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
