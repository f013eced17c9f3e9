import { bookingDuration, localTime } from '@eclat/domain';
import { CalendarDays, Clock, MapPin } from 'lucide-react';
import { formatMoney } from '../../../lib/format.ts';
import { useShell } from '../../shell/use-shell.ts';
import { useJT } from '../i18n.ts';
import { formatDuration, formatLongDate } from '../lib/format.ts';
import type { AvailabilitySlot, BookingCartState, BookingShop } from './types.ts';

function SummaryBody({
  cart,
  shop,
  slot,
}: {
  cart: BookingCartState;
  shop: BookingShop | null;
  slot: AvailabilitySlot | null;
}) {
  const t = useJT();
  const { lang, locale, currency } = useShell();
  const duration = bookingDuration(cart.items);
  return (
    <div className="flex flex-col gap-4 text-sm">
      <ul className="flex flex-col gap-2">
        {cart.items.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-3">
            <span>
              {line.nb > 1 ? `${line.nb} × ` : ''}
              {line.name}
              {line.durationMinutes ? (
                <span className="block text-xs text-muted">
                  {formatDuration(line.durationMinutes * line.nb, locale)}
                </span>
              ) : null}
            </span>
            <span className="tabular-nums">{formatMoney(line.price * line.nb, lang, currency.code)}</span>
          </li>
        ))}
      </ul>
      {shop ? (
        <p className="flex items-start gap-2">
          <MapPin aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          <span>
            {shop.name}
            <span className="block text-xs text-muted">
              {shop.address}, {shop.zipcode} {shop.city}
            </span>
          </span>
        </p>
      ) : null}
      {slot && shop ? (
        <p className="flex items-start gap-2">
          <CalendarDays aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
          <span>
            {formatLongDate(slot.start, locale, shop.timeZone)} · {localTime(slot.start, shop.timeZone)}
          </span>
        </p>
      ) : null}
      {duration > 0 ? (
        <p className="flex items-center gap-2">
          <Clock aria-hidden="true" size={16} className="shrink-0" />
          {formatDuration(duration, locale)}
        </p>
      ) : null}
      <p className="flex items-center justify-between border-t border-line pt-3 text-base font-medium">
        <span>{t('total')}</span>
        <span className="tabular-nums" data-testid="booking-total">
          {formatMoney(cart.total, lang, currency.code)}
        </span>
      </p>
    </div>
  );
}

/**
 * The basket summary that stays in view (UI.md): a side panel on desktop, a sticky bottom sheet on
 * mobile that opens on demand.
 */
export function BookingSummary(props: {
  cart: BookingCartState;
  shop: BookingShop | null;
  slot: AvailabilitySlot | null;
}) {
  const t = useJT();
  const { lang, currency } = useShell();
  if (props.cart.items.length === 0) return null;
  return (
    <>
      <aside aria-label={t('summaryTitle')} className="hidden lg:block">
        <div className="sticky top-24 flex flex-col gap-4 rounded-2xl border border-line bg-page p-5">
          <h2 className="font-heading text-xl">{t('summaryTitle')}</h2>
          <SummaryBody {...props} />
        </div>
      </aside>
      <details
        className="group sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-20 -mx-5 border-t border-line bg-page px-5 py-3 shadow-menu lg:hidden"
        data-testid="summary-sheet"
      >
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3">
          <span className="font-medium">{t('summaryTitle')}</span>
          <span className="tabular-nums">
            {t('summaryCount', { count: props.cart.items.reduce((n, l) => n + l.nb, 0) })} ·{' '}
            {formatMoney(props.cart.total, lang, currency.code)}
          </span>
        </summary>
        <div className="max-h-[50dvh] overflow-y-auto pt-3">
          <SummaryBody {...props} />
        </div>
      </details>
    </>
  );
}
