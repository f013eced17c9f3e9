import { type AgendaAppointment, DayAttendanceAnswerSchema } from '@eclat/contracts';
import { localDay } from '@eclat/domain';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { describeError } from '../../lib/errors.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useToast } from '../../ui/toast.tsx';

/**
 * Day end (issue 20): every confirmed appointment of the shown day that has started becomes
 * honoured in one call. Shown only while there is one; no-shows are marked one by one before.
 */
export function AllHonoured({
  shopId,
  day,
  timeZone,
  appointments,
  onDone,
}: {
  shopId: number;
  day: string;
  timeZone: string;
  appointments: AgendaAppointment[];
  onDone: () => void;
}) {
  const { api } = useSignedIn();
  const { t } = useI18n();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const now = Date.now();
  const count = appointments.filter(
    (a) =>
      a.status === 'confirmed' &&
      Date.parse(a.start) <= now &&
      localDay(Date.parse(a.start), timeZone) === day,
  ).length;
  if (count === 0) return null;

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const done = await api.request('/api/backoffice/agenda/attendance', {
        method: 'POST',
        body: { shopId, day },
        schema: DayAttendanceAnswerSchema,
      });
      toast.notify(t('today.allHonouredDone', { count: done.honoured }));
      setOpen(false);
      onDone();
    } catch (err) {
      const { title, detail } = describeError(err, t);
      setError(detail ? `${title} ${detail}` : title);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button icon={<CheckCheck aria-hidden size={18} />} onClick={() => setOpen(true)}>
        {t('today.allHonoured')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('today.allHonouredTitle')}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>{t('common.back')}</Button>
            <Button variant="primary" onClick={confirm} disabled={busy}>
              {t('today.confirmAllHonoured')}
            </Button>
          </>
        }
      >
        <p>{t('today.allHonouredExplained', { count })}</p>
        {error && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </Dialog>
    </>
  );
}
