import { type ArticleAdmin, type BackofficeCustomer, BookingAnswerSchema } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { useEffect, useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { describeError } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { CheckboxField, TextAreaField } from '../../ui/fields.tsx';
import { useToast } from '../../ui/toast.tsx';
import { CustomerPicker } from './customer-picker.tsx';
import { type SlotChoice, SlotPicker } from './slot-picker.tsx';

export type ShopService = ArticleAdmin & { shopPrice: number };

/** A booking taken on the phone: customer, services back to back, a free time, then POST. */
export function BookingDialog({
  open,
  onOpenChange,
  shopId,
  timeZone,
  services,
  day,
  onBooked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shopId: number;
  timeZone: string;
  services: ShopService[];
  day: string;
  onBooked: () => void;
}) {
  const { api } = useSignedIn();
  const { t, lang } = useI18n();
  const toast = useToast();
  const [customer, setCustomer] = useState<BackofficeCustomer | null>(null);
  const [serviceIds, setServiceIds] = useState<number[]>([]);
  const [slot, setSlot] = useState<SlotChoice>({ day, employeeId: null, start: null });
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Opened on another day of the calendar: start from that day.
  useEffect(() => {
    if (open) setSlot((s) => ({ ...s, day, start: null }));
  }, [open, day]);

  const reset = () => {
    setCustomer(null);
    setServiceIds([]);
    setSlot({ day, employeeId: null, start: null });
    setMessage('');
    setError(null);
  };

  async function book() {
    if (!customer || !slot.start) return;
    setBusy(true);
    setError(null);
    try {
      await api.request('/api/appointments', {
        method: 'POST',
        body: {
          shopId,
          serviceIds,
          start: slot.start,
          employeeId: slot.employeeId,
          customerId: customer.id,
          ...(message.trim() ? { customMessage: message.trim() } : {}),
        },
        schema: BookingAnswerSchema,
      });
      toast.notify(t('today.booked'));
      reset();
      onOpenChange(false);
      onBooked();
    } catch (err) {
      const { title, detail } = describeError(err, t);
      setError(detail ? `${title} ${detail}` : title);
      // A slot taken meanwhile: keep everything else, ask for another time (UI.md).
      setSlot((s) => ({ ...s, start: null }));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (id: number, on: boolean) => {
    setServiceIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
    setSlot((s) => ({ ...s, start: null }));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t('today.newBooking')}
      wide
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            onClick={book}
            disabled={busy || !customer || !slot.start || serviceIds.length === 0}
          >
            {t('today.confirmBooking')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <section aria-labelledby="booking-customer">
          <h3 id="booking-customer" className="mb-2 font-semibold">
            1. {t('today.customer')}
          </h3>
          <CustomerPicker value={customer} onChange={setCustomer} />
        </section>
        <section aria-labelledby="booking-services">
          <h3 id="booking-services" className="mb-2 font-semibold">
            2. {t('today.services')}
          </h3>
          {services.length === 0 ? (
            <p className="text-sm text-stone-600">{t('today.noServices')}</p>
          ) : (
            <div className="grid gap-2 sm:grid-cols-2">
              {services.map((service) => (
                <CheckboxField
                  key={service.id}
                  name={`service-${service.slug}`}
                  label={localise(service.name, lang)}
                  hint={`${service.durationMinutes ?? '—'} min · ${formatMoney(service.shopPrice, lang)}`}
                  checked={serviceIds.includes(service.id)}
                  onChange={(e) => toggle(service.id, e.target.checked)}
                />
              ))}
            </div>
          )}
        </section>
        <section aria-labelledby="booking-time">
          <h3 id="booking-time" className="mb-2 font-semibold">
            3. {t('today.when')}
          </h3>
          <SlotPicker
            shopId={shopId}
            serviceIds={serviceIds}
            timeZone={timeZone}
            value={slot}
            onChange={setSlot}
          />
        </section>
        <TextAreaField
          label={t('today.message')}
          name="booking-message"
          rows={2}
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
