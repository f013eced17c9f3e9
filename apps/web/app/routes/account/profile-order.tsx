import { customerChanges } from '@eclat/domain';
import { CancelBooking } from '../../features/account/profile/cancel-booking.tsx';
import {
  canCancelAppointment,
  canCancelOrder,
  cancellationFeeNow,
} from '../../features/account/profile/order-cancel.ts';
import { RebookLink } from '../../features/account/profile/rebook.tsx';
import { RescheduleBooking } from '../../features/account/profile/reschedule-booking.tsx';
import { shownBookingStatusKey } from '../../features/account/profile/statuses.ts';
import { PolicyTerms, ShopContact } from '../../features/booking/cancellation-terms.tsx';
import { loadBookedOrder } from '../../features/booking/confirmation.server.ts';
import { ShopAddress } from '../../features/booking/shop-address.tsx';
import { useShell } from '../../features/shell/use-shell.ts';
import { formatDateTime, formatMoney, formatTime } from '../../lib/format.ts';
import { localisePath } from '../../lib/i18n/lang-path.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { buttonClass } from '../../ui/icon-button.ts';
import { Link } from '../../ui/link.tsx';
import { Notice } from '../../ui/notice.tsx';
import type { Route } from './+types/profile-order.ts';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const booked = await loadBookedOrder(storefront, request, params.id);
  return {
    ...booked,
    title: pageTitle(
      storefront,
      translate(storefront.lang, 'journeys', 'orderTitle', { id: booked.order.id }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /profile/orders/{id} (spec §2): the appointments of one booking, with cancel where allowed. */
export default function ProfileOrder({ loaderData }: Route.ComponentProps) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  const { order, shop, noticeHours } = loaderData;
  const now = new Date(loaderData.now);
  const timeZone = shop?.timeZone ?? 'Europe/Paris';
  const cancellable = canCancelOrder(order, now, noticeHours);
  const live = order.appointments.filter((a) => a.status === 'held' || a.status === 'confirmed');
  const liveCount = live.length;
  // Moving online: a confirmed booking, outside the notice (issue 20; the shop decides inside it).
  const reschedulable =
    order.status === 'confirmed' &&
    customerChanges({
      live: live.map((a) => ({ start: new Date(a.start), status: a.status })),
      policy: { noticeHours, lateCancellation: 'refused' },
      now,
    }).canReschedule;
  // Still to come and not cancellable online: say why and how to reach the shop (issue 17).
  const upcoming =
    (order.status === 'pending' || order.status === 'confirmed') &&
    order.appointments.some(
      (a) => (a.status === 'held' || a.status === 'confirmed') && Date.parse(a.start) > now.getTime(),
    );
  return (
    <main id="main" className="flex flex-col gap-6">
      <Link to="/profile/orders" className="self-start text-sm underline underline-offset-2">
        {t('backToOrders')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-heading text-3xl">{t('orderTitle', { id: order.id })}</h1>
        <span className="rounded-full bg-surface px-3 py-1 text-xs font-medium" data-testid="order-status">
          {t(
            shownBookingStatusKey(
              order.status,
              order.appointments.map((a) => a.end),
              now,
            ),
          )}
        </span>
      </div>
      {order.status === 'cancelled' ? <Notice tone="success">{t('cancelDone')}</Notice> : null}
      <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
        {order.appointments.map((a) => (
          <li key={a.id} className="flex flex-col gap-2 p-4">
            <div className="flex flex-wrap justify-between gap-2">
              <p className="font-medium">{a.serviceName}</p>
              <p className="tabular-nums">{formatMoney(a.price, lang, currency.code)}</p>
            </div>
            <p className="text-sm">
              {formatDateTime(a.start, locale, timeZone)} – {formatTime(a.end, locale, timeZone)}
              {a.employee ? ` · ${t('withEmployee', { name: a.employee })}` : ''}
            </p>
            <p className="text-xs text-muted">{t(shownBookingStatusKey(a.status, [a.end], now))}</p>
            {liveCount > 1 && canCancelAppointment(a, now, noticeHours) ? (
              <CancelBooking
                target={{ id: a.id }}
                label={t('cancelAppointment')}
                noticeHours={noticeHours}
                fee={cancellationFeeNow([a], now, noticeHours)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      {shop ? <ShopAddress shop={shop} /> : null}
      {order.customMessage ? (
        <p className="rounded-xl bg-surface p-4 text-sm">
          <span className="block font-medium">{t('messageLabel')}</span>
          {order.customMessage}
        </p>
      ) : null}
      {upcoming && !cancellable ? (
        <section
          aria-labelledby="cancel-closed-heading"
          className="flex flex-col gap-3 rounded-2xl border border-line p-5"
          data-testid="cancel-closed"
        >
          <h2 id="cancel-closed-heading" className="font-heading text-xl">
            {t('cancellationClosedTitle')}
          </h2>
          <p className="text-sm">
            {t('cancellationClosedText', { hours: noticeHours, shop: shop?.name ?? order.shop.name })}
          </p>
          <ShopContact shop={shop} />
        </section>
      ) : (
        <p className="text-sm text-muted" data-testid="order-policy">
          {upcoming ? (
            <PolicyTerms
              parts={order.appointments
                .filter((a) => a.status === 'held' || a.status === 'confirmed')
                .map((a) => ({ start: a.start, price: a.price, policy: a.policy }))}
              now={now}
              noticeHours={noticeHours}
              timeZone={timeZone}
              deposit={order.paidAmount > 0 ? 'paid' : 'hidden'}
            />
          ) : (
            t('cancellationShort', { hours: noticeHours })
          )}
        </p>
      )}
      {reschedulable && live[0] ? (
        <RescheduleBooking
          appointmentId={live[0].id}
          orderId={order.id}
          shopId={order.shop.id}
          serviceIds={live.map((a) => a.serviceId)}
          timeZone={timeZone}
          noticeHours={noticeHours}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        {cancellable ? (
          <CancelBooking
            target={{ orderId: order.id }}
            label={t('cancelBooking')}
            noticeHours={noticeHours}
            fee={cancellationFeeNow(order.appointments, now, noticeHours)}
          />
        ) : null}
        {/* A booking that is over (or cancelled) can be booked again: same service, shop, collaborator. */}
        {liveCount === 0 || order.appointments.every((a) => Date.parse(a.end) <= now.getTime()) ? (
          <RebookLink order={order} className="self-start" />
        ) : null}
        {liveCount > 0 ? (
          <a
            href={localisePath(`/reservation/calendar/${order.id}`, lang)}
            download={`rendez-vous-${order.id}.ics`}
            className={`${buttonClass.outline} self-start`}
          >
            {t('addToCalendar')}
          </a>
        ) : null}
      </div>
    </main>
  );
}
