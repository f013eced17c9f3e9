import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { callApi } from '../../../lib/browser-api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { useCaller } from '../../../lib/use-caller.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Notice } from '../../../ui/notice.tsx';
import { ReschedulePicker } from '../../booking/manage/reschedule-picker.tsx';
import { useShell } from '../../shell/use-shell.ts';

/**
 * "Déplacer" on the customer's booking page (issue 20): the booking flow's slot picker, then
 * POST /api/appointments/{id}/reschedule with the customer's session; the whole booking moves.
 */
export function RescheduleBooking(props: {
  /** Any live appointment of the booking order: the API moves the order's chain as a whole. */
  appointmentId: number;
  /** Its booking order: the picker shows the order's own time free. */
  orderId: number;
  shopId: number;
  serviceIds: number[];
  timeZone: string;
  noticeHours: number;
}) {
  const t = useT('journeys');
  const { locale } = useShell();
  const caller = useCaller();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (!open)
    return (
      <div className="flex flex-col gap-2">
        {done ? <Notice tone="success">{done}</Notice> : null}
        <button
          type="button"
          className={`${buttonClass.primary} self-start`}
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          {t('rescheduleAction')}
        </button>
      </div>
    );
  return (
    <ReschedulePicker
      source={{ orderId: props.orderId }}
      shopId={props.shopId}
      serviceIds={props.serviceIds}
      timeZone={props.timeZone}
      noticeHours={props.noticeHours}
      move={async (start, employeeId) => {
        await callApi(caller, `/api/appointments/${props.appointmentId}/reschedule`, {
          method: 'POST',
          body: { start, ...(employeeId ? { employeeId } : {}) },
          answer: 'RescheduleAnswerSchema',
        });
        setOpen(false);
        setDone(t('rescheduleDone', { slot: formatDateTime(start, locale, props.timeZone) }));
        await revalidator.revalidate();
      }}
      onClose={() => setOpen(false)}
    />
  );
}
