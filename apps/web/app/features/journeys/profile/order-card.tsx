import type { BookingOrder } from '@eclat/contracts';
import { ChevronRight } from 'lucide-react';
import { formatMoney } from '../../../lib/format.ts';
import { Link } from '../../../ui/link.tsx';
import { useShell } from '../../shell/use-shell.ts';
import { useJT } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { BOOKING_STATUS } from './statuses.ts';

/** One booking order in the list: when, where, what, its status. */
export function OrderCard({ order, timeZone }: { order: BookingOrder; timeZone: string }) {
  const t = useJT();
  const { lang, locale, currency } = useShell();
  const first = order.appointments[0];
  return (
    <Link
      to={`/profile/orders/${order.id}`}
      className="flex items-center gap-4 rounded-2xl border border-line bg-page p-4 transition-colors duration-150 hover:border-primary"
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
      <span className="shrink-0 rounded-full bg-surface px-3 py-1 text-xs font-medium">
        {t(BOOKING_STATUS[order.status] ?? 'bookingStatusPending')}
      </span>
      <ChevronRight aria-hidden="true" size={18} className="shrink-0 text-muted" />
    </Link>
  );
}
