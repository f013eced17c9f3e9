import type { BookingOrder } from '@eclat/contracts';
import { RotateCcw } from 'lucide-react';
import { useT } from '../../../lib/i18n/use-lang.ts';
import { buttonClass } from '../../../ui/icon-button.ts';
import { Link } from '../../../ui/link.tsx';
import { bookingPathFor } from '../../catalogue/services/booking-path.ts';

/** The booking page for the first service of a past booking, same shop and collaborator. */
export function rebookPath(order: Pick<BookingOrder, 'shop' | 'appointments'>): string | null {
  const first = order.appointments[0];
  return first ? bookingPathFor(first.serviceId, order.shop.id, first.employeeId) : null;
}

/** "Reprendre rendez-vous" on a past booking (issue 17): the same service, shop and collaborator. */
export function RebookLink({ order, className }: { order: BookingOrder; className?: string }) {
  const t = useT('journeys');
  const to = rebookPath(order);
  if (!to) return null;
  return (
    <Link to={to} className={`${buttonClass.outline} ${className ?? ''}`} data-testid="book-again">
      <RotateCcw aria-hidden="true" size={16} />
      {t('bookAgain')}
      <span className="sr-only">: {order.appointments[0]?.serviceName}</span>
    </Link>
  );
}
