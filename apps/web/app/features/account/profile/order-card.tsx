import type { BookingOrder } from '@eclat/contracts';
import { ChevronRight } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { Link } from '../../../ui/link.tsx';
import { useShell } from '../../shell/use-shell.ts';
import { RebookLink } from './rebook.tsx';
import { shownBookingStatusKey } from './statuses.ts';

/**
 * One booking order in the list: when, where, what, its status; a past one offers "Reprendre
 * rendez-vous" beside the card's link (a link cannot hold another).
 */
export function OrderCard({
  order,
  timeZone,
  now,
  past = false,
}: {
  order: BookingOrder;
  timeZone: string;
  /** The loader's clock (ISO): server and browser read the same status. */
  now: string;
  past?: boolean;
}) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  const first = order.appointments[0];
  const status = shownBookingStatusKey(
    order.status,
    order.appointments.map((a) => a.end),
    new Date(now),
  );
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-page transition-colors duration-150 hover:border-primary">
      <Link
        to={`/profile/orders/${order.id}`}
        className="flex items-center gap-4 rounded-2xl p-4"
        data-testid="booking-order"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-medium">
            {first ? formatDateTime(first.start, locale, timeZone) : `#${order.id}`}
          </p>
          {/* Each service with its collaborator: a chain may be shared by several (ADR 0017). */}
          <p className="text-sm">
            {order.appointments
              .map((a) =>
                a.employee ? `${a.serviceName} ${t('withEmployee', { name: a.employee })}` : a.serviceName,
              )
              .join(', ')}
          </p>
          <p className="text-sm text-muted">
            {order.shop.name} · {formatMoney(order.total, lang, currency.code)}
          </p>
        </div>
        <span
          className="shrink-0 rounded-full bg-surface px-3 py-1 text-xs font-medium"
          data-testid="order-status"
        >
          {t(status)}
        </span>
        <ChevronRight aria-hidden="true" size={18} className="shrink-0 text-muted" />
      </Link>
      {past ? <RebookLink order={order} className="mx-4 mb-4 self-start" /> : null}
    </div>
  );
}
