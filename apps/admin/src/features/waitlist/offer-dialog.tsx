import type { StaffWaitlistEntry } from '@eclat/contracts';
import { useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { NoContent } from '../../lib/api.ts';
import { formatDay } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useAction } from '../../lib/use-action.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { todayIn } from '../today/calendar.ts';
import { type SlotChoice, SlotPicker } from '../today/slot-picker.tsx';

/**
 * "Proposer un créneau": a day and a free start for the entry's services, found by the same
 * availability engine as the storefront and the agenda's phone booking; the API holds the time
 * and sends the offer with its deadline.
 */
export function OfferDialog({
  entry,
  timeZone,
  onClose,
  onOffered,
}: {
  entry: StaffWaitlistEntry;
  timeZone: string;
  onClose: () => void;
  onOffered: () => void;
}) {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const today = todayIn(timeZone);
  // Days are ISO strings: ordered as text.
  const first = entry.fromDate.localeCompare(today) > 0 ? entry.fromDate : today;
  const [slot, setSlot] = useState<SlotChoice>({ day: first, employeeId: entry.employeeId, start: null });
  const action = useAction();
  const submit = async () => {
    if (!slot.start) return;
    const start = slot.start;
    const done = await action.run(
      () =>
        api
          .request(`/api/waitlist/${entry.id}/offer`, {
            method: 'POST',
            body: { start, employeeId: slot.employeeId },
            schema: NoContent,
          })
          .then(() => true),
      t('waitlist.offered'),
    );
    if (done) onOffered();
  };
  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={t('waitlist.offerTitle', { name: entry.customer.name })}
      description={`${entry.serviceNames.join(' + ')} · ${entry.shopName} · ${t('waitlist.until', {
        date: formatDay(entry.untilDate, lang, true),
      })}`}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={() => void submit()} disabled={!slot.start || action.busy}>
            {t('waitlist.sendOffer')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <SlotPicker
          shopId={entry.shopId}
          serviceIds={entry.serviceIds}
          timeZone={timeZone}
          value={slot}
          onChange={setSlot}
        />
        <FormError error={action.error} />
      </div>
    </Dialog>
  );
}
