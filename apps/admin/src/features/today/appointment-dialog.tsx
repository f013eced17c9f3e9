import { type AgendaAppointment, AttendanceAnswerSchema, MoveBookingAnswerSchema } from '@eclat/contracts';
import {
  type AppointmentStatus,
  type AttendanceStatus,
  attendanceFrom,
  attendanceOpen,
  localDay,
} from '@eclat/domain';
import { useState } from 'react';
import { z } from 'zod';
import { useSignedIn } from '../../app/session.tsx';
import { describeError } from '../../lib/errors.ts';
import { formatDateTime, formatMoney, formatTime } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Badge } from '../../ui/feedback.tsx';
import { useToast } from '../../ui/toast.tsx';
import { customerLabel } from './customer-picker.tsx';
import { type SlotChoice, SlotPicker } from './slot-picker.tsx';
import { statusKey, statusTone } from './status.ts';

const CancelAnswer = z.object({ cancelled: z.number() });

/** One appointment: who, what, when; mark it honoured or no-show, move it, or cancel the booking. */
export function AppointmentDialog({
  appointment,
  siblings,
  employeeName,
  timeZone,
  shopId,
  onClose,
  onChanged,
}: {
  appointment: AgendaAppointment;
  /** The other appointments of the same booking order, which move and cancel with it. */
  siblings: AgendaAppointment[];
  employeeName: string | null;
  timeZone: string;
  shopId: number;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const toast = useToast();
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view');
  const [slot, setSlot] = useState<SlotChoice>({
    day: localDay(Date.parse(appointment.start), timeZone),
    employeeId: appointment.employeeId,
    start: null,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The API's rule (issue 20): a confirmed appointment, or one marked the other way, from its day on.
  const canMark = (to: AttendanceStatus) =>
    attendanceFrom(to).includes(appointment.status as AppointmentStatus) &&
    attendanceOpen(new Date(appointment.start), new Date(), timeZone);
  const active = appointment.status === 'held' || appointment.status === 'confirmed';
  const booking = [appointment, ...siblings].sort((a, b) => a.start.localeCompare(b.start));

  async function run<T>(action: () => Promise<T>, done: string | ((answer: T) => string)) {
    setBusy(true);
    setError(null);
    try {
      const answer = await action();
      toast.notify(typeof done === 'string' ? done : done(answer));
      onChanged();
      onClose();
    } catch (err) {
      const { title, detail } = describeError(err, t);
      setError(detail ? `${title} ${detail}` : title);
      setBusy(false);
    }
  }

  const mark = (status: AttendanceStatus) =>
    run(
      () =>
        api.request(`/api/appointments/${appointment.id}/attendance`, {
          method: 'PUT',
          body: { status },
          schema: AttendanceAnswerSchema,
        }),
      ({ appointment: marked }) =>
        status === 'honoured'
          ? t('today.markedHonoured')
          : marked.fee > 0
            ? t('today.markedNoShowFee', { fee: formatMoney(marked.fee, lang) })
            : t('today.markedNoShow'),
    );
  const move = () =>
    run(
      () =>
        api.request('/api/backoffice/appointments/move', {
          method: 'POST',
          body: { orderId: appointment.orderId, start: slot.start, employeeId: slot.employeeId },
          schema: MoveBookingAnswerSchema,
        }),
      t('today.moved'),
    );
  const cancel = () =>
    run(
      () =>
        api.request('/api/appointments', {
          method: 'DELETE',
          query: appointment.orderId ? { orderId: appointment.orderId } : { id: appointment.id },
          schema: CancelAnswer,
        }),
      t('today.cancelled'),
    );

  const who = appointment.customer;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={who ? customerLabel(who) : t('today.noCustomerName')}
      description={`${formatDateTime(appointment.start, lang, timeZone)} – ${formatTime(appointment.end, lang, timeZone)}`}
      wide={mode === 'move'}
      footer={
        mode === 'view' ? (
          <>
            {canMark('no_show') && (
              <Button onClick={() => mark('no_show')} disabled={busy}>
                {t('today.noShow')}
              </Button>
            )}
            {canMark('honoured') && (
              <Button variant="primary" onClick={() => mark('honoured')} disabled={busy}>
                {t('today.honoured')}
              </Button>
            )}
            {active && appointment.orderId !== null && (
              <Button onClick={() => setMode('move')} disabled={busy}>
                {t('today.move')}
              </Button>
            )}
            {active && (
              <Button variant="danger" onClick={() => setMode('cancel')} disabled={busy}>
                {t('today.cancelBooking')}
              </Button>
            )}
          </>
        ) : mode === 'move' ? (
          <>
            <Button onClick={() => setMode('view')}>{t('common.back')}</Button>
            <Button variant="primary" onClick={move} disabled={busy || !slot.start}>
              {t('today.confirmMove')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setMode('view')}>{t('common.back')}</Button>
            <Button variant="danger" onClick={cancel} disabled={busy}>
              {t('today.confirmCancel')}
            </Button>
          </>
        )
      }
    >
      {mode === 'move' ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-700">{t('today.moveExplained', { count: booking.length })}</p>
          <SlotPicker
            shopId={shopId}
            serviceIds={booking.map((a) => a.serviceId)}
            timeZone={timeZone}
            value={slot}
            onChange={setSlot}
          />
        </div>
      ) : mode === 'cancel' ? (
        <p>{t('today.cancelExplained', { count: booking.length })}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-stone-600">{t('today.status')}</dt>
          <dd>
            <Badge tone={statusTone(appointment.status)}>{t(statusKey(appointment.status))}</Badge>
          </dd>
          {appointment.fee > 0 && (
            <>
              <dt className="text-stone-600">{t('today.fee')}</dt>
              <dd>{formatMoney(appointment.fee, lang)}</dd>
            </>
          )}
          <dt className="text-stone-600">{t('today.services')}</dt>
          <dd>
            <ul>
              {booking.map((a) => (
                <li key={a.id}>
                  {formatTime(a.start, lang, timeZone)} · {a.serviceName} · {formatMoney(a.price, lang)}
                </li>
              ))}
            </ul>
          </dd>
          <dt className="text-stone-600">{t('today.collaborator')}</dt>
          <dd>{employeeName ?? '—'}</dd>
          {who && (
            <>
              <dt className="text-stone-600">{t('customer.phone')}</dt>
              <dd>
                {who.phone ? (
                  <a className="text-brand-800 underline" href={`tel:${who.phone}`}>
                    {who.phone}
                  </a>
                ) : (
                  '—'
                )}
              </dd>
              <dt className="text-stone-600">{t('customer.email')}</dt>
              <dd className="break-all">{who.email}</dd>
            </>
          )}
          {appointment.customMessage && (
            <>
              <dt className="text-stone-600">{t('today.message')}</dt>
              <dd className="whitespace-pre-line">{appointment.customMessage}</dd>
            </>
          )}
          <dt className="text-stone-600">{t('today.origin')}</dt>
          <dd>{appointment.origin === 'web' ? t('today.originWeb') : t('today.originBackoffice')}</dd>
        </dl>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </Dialog>
  );
}
