import type { BookingOrder } from '@eclat/contracts';
import { CalendarPlus, CircleCheck, MapPin } from 'lucide-react';
import { formatLongDate, formatMoney, formatTime } from '../../lib/format.ts';
import { localisePath } from '../../lib/i18n/lang-path.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { buttonClass } from '../../ui/icon-button.ts';
import { Link } from '../../ui/link.tsx';
import { useShell } from '../shell/use-shell.ts';
import { PolicyTerms } from './cancellation-terms.tsx';
import { mapLink } from './map-link.ts';
import type { BookingShop } from './types.ts';

/**
 * The confirmation (UI.md): date, time, shop with address and map link, add-to-calendar (.ics),
 * cancellation conditions, and the way to the order in the account.
 */
export function BookingConfirmation({
  order,
  shop,
  noticeHours,
  now,
}: {
  order: BookingOrder;
  shop: BookingShop | null;
  noticeHours: number;
  now: string;
}) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  const timeZone = shop?.timeZone ?? 'Europe/Paris';
  const live = order.appointments.filter((a) => a.status !== 'cancelled' && a.status !== 'expired');
  const first = live[0] ?? order.appointments[0];
  return (
    <article className="flex flex-col gap-6" data-testid="booking-confirmation">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" size={32} className="mt-1 shrink-0 text-primary" />
        <div>
          <h1 className="font-heading text-3xl">{t('confirmedTitle')}</h1>
          <p className="text-muted">{t('confirmedText', { shop: order.shop.name })}</p>
        </div>
      </div>
      {first ? (
        <dl className="grid gap-4 rounded-2xl border border-line p-5 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t('confirmedDate')}</dt>
            <dd className="text-lg font-medium" data-testid="confirmed-date">
              {formatLongDate(first.start, locale, timeZone)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t('confirmedTime')}</dt>
            <dd className="text-lg font-medium" data-testid="confirmed-time">
              {formatTime(first.start, locale, timeZone)}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted">{t('confirmedServices')}</dt>
            <dd>
              <ul>
                {order.appointments.map((a) => (
                  <li key={a.id} className="flex justify-between gap-3">
                    <span>
                      {a.serviceName}
                      {a.employee ? (
                        <span className="text-muted"> · {t('withEmployee', { name: a.employee })}</span>
                      ) : null}
                    </span>
                    <span className="tabular-nums">{formatMoney(a.price, lang, currency.code)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          {shop ? (
            <div className="sm:col-span-2">
              <dt className="text-sm text-muted">{t('confirmedShop')}</dt>
              <dd className="flex flex-col gap-1">
                <span className="font-medium">{shop.name}</span>
                <span>
                  {shop.address}, {shop.zipcode} {shop.city}
                </span>
                <a
                  href={mapLink(shop)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1.5 self-start underline underline-offset-2"
                >
                  <MapPin aria-hidden="true" size={16} />
                  {t('seeOnMap')}
                  <span className="sr-only">{t('opensInNewTab')}</span>
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <a
          href={localisePath(`/reservation/calendar/${order.id}`, lang)}
          download={`rendez-vous-${order.id}.ics`}
          className={buttonClass.secondary}
        >
          <CalendarPlus aria-hidden="true" size={18} />
          {t('addToCalendar')}
        </a>
        <Link to={`/profile/orders/${order.id}`} className={buttonClass.outline}>
          {t('seeMyBooking')}
        </Link>
      </div>
      <section aria-labelledby="cancel-heading" className="rounded-2xl bg-surface p-5 text-sm">
        <h2 id="cancel-heading" className="mb-1 font-medium">
          {t('cancellationTitle')}
        </h2>
        <p data-testid="cancellation-terms">
          {first ? (
            <PolicyTerms
              parts={(live.length > 0 ? live : [first]).map((a) => ({
                start: a.start,
                price: a.price,
                policy: a.policy,
              }))}
              now={new Date(now)}
              noticeHours={noticeHours}
              timeZone={timeZone}
              deposit={order.paidAmount > 0 ? 'paid' : 'hidden'}
            />
          ) : (
            t('cancellationShort', { hours: noticeHours })
          )}
        </p>
      </section>
    </article>
  );
}
