import { collaboratorsByService, localDay } from '@eclat/domain';
import { useEffect, useState } from 'react';
import { BrowserApiError } from '../../../lib/browser-api.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { type CollaboratorChoice, SlotPicker } from '../slot-picker.tsx';
import type { AvailabilitySlot, Person } from '../types.ts';
import { type MoveSource, useMoveAvailability } from './move-availability.ts';

export type ReschedulePickerProps = {
  /** The booking moved: its own time shows free (a move may overlap it). */
  source: MoveSource;
  shopId: number;
  /** The booking's services, in order: the chain moves as a whole. */
  serviceIds: number[];
  timeZone: string;
  noticeHours: number;
  /** Moves the booking (the account's or the manage link's call); throws the API's refusal. */
  move: (start: string, employeeId: number | null) => Promise<void>;
  onClose: () => void;
};

/**
 * A new time for a booking (issue 20): the booking flow's slot picker over the free times for this
 * move (the booking's own time free: GET /api/appointments with `rescheduleorderid` signed in, or
 * the manage link's availability), then one confirmation. A time taken meanwhile gives
 * the times back, refreshed, with the booking flow's message; the booking stays where it was.
 */
export function ReschedulePicker(props: ReschedulePickerProps) {
  const t = useT('journeys');
  const [today] = useState(() => localDay(Date.now(), props.timeZone));
  const [week, setWeek] = useState(today);
  const [slot, setSlot] = useState<AvailabilitySlot | null>(null);
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const availability = useMoveAvailability({
    source: props.source,
    shopId: props.shopId,
    serviceIds: props.serviceIds,
    week,
    today,
    employeeId,
  });
  // One collaborator for the whole booking: offered for a single service (a chain goes to whoever
  // is free for each part, as when it was booked).
  const single = props.serviceIds.length === 1 ? props.serviceIds[0] : undefined;
  const [people, setPeople] = useState<Person[]>([]);
  useEffect(() => {
    if (single !== undefined && availability.days && employeeId === null)
      setPeople(collaboratorsByService(availability.days, [single]).get(single) ?? []);
  }, [availability.days, employeeId, single]);
  const collaborators: CollaboratorChoice[] =
    single !== undefined ? [{ serviceId: single, name: null, people, chosen: employeeId }] : [];

  async function confirm() {
    if (!slot) return;
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      await props.move(slot.start, employeeId);
    } catch (failure) {
      const kind = failure instanceof BrowserApiError ? failure.kind : undefined;
      if (kind === 'slot_taken') {
        setSlot(null);
        setNotice(t('slotTaken'));
        availability.refresh();
      } else if (kind === 'reschedule_notice') setError(t('rescheduleTooLate', { hours: props.noticeHours }));
      else if (kind === 'not_reschedulable') setError(t('rescheduleNotPossible'));
      else setError(t('errorService'));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="reschedule-heading" className="flex flex-col gap-4" data-testid="reschedule">
      <h2 id="reschedule-heading" className="font-heading text-2xl">
        {t('rescheduleTitle')}
      </h2>
      <SlotPicker
        days={availability.days}
        loading={availability.loading}
        failed={availability.failed}
        onRetry={availability.refresh}
        timeZone={props.timeZone}
        today={today}
        week={week}
        onWeekChange={(next) => {
          setWeek(next);
          setSlot(null);
        }}
        selected={slot}
        onSelect={(next) => {
          setSlot(next);
          setNotice(null);
        }}
        notice={notice}
        collaborators={collaborators}
        onEmployee={(_, id) => {
          setEmployeeId(id);
          setSlot(null);
        }}
        showCabins={false}
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass.primary}
          disabled={!slot || pending}
          onClick={() => void confirm()}
        >
          {pending ? t('pleaseWait') : t('rescheduleConfirm')}
        </button>
        <button type="button" className={buttonClass.outline} onClick={props.onClose}>
          {t('rescheduleKeep')}
        </button>
      </div>
    </section>
  );
}
