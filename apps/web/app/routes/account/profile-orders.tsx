import { loadBookingOrders } from '../../features/account/profile/account.server.ts';
import { splitOrders } from '../../features/account/profile/order-cancel.ts';
import { OrderCard } from '../../features/account/profile/order-card.tsx';
import { translate } from '../../lib/i18n/translate.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { buttonClass } from '../../ui/icon-button.ts';
import { Link } from '../../ui/link.tsx';
import type { Route } from './+types/profile-orders.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  const { orders, zones } = await loadBookingOrders(storefront, request);
  const { upcoming, past } = splitOrders(orders, new Date());
  return {
    upcoming,
    past,
    zones,
    now: new Date().toISOString(),
    title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'ordersTitle')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /profile/orders (spec §2): upcoming bookings first, then the past ones. */
export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const t = useT('journeys');
  const { upcoming, past, zones, now } = loaderData;
  const zone = (shopId: number) => zones[shopId] ?? 'Europe/Paris';
  return (
    <main id="main" className="flex flex-col gap-8">
      <h1 className="font-heading text-3xl sm:text-4xl">{t('ordersTitle')}</h1>
      {upcoming.length === 0 && past.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-muted">{t('ordersEmpty')}</p>
          <Link to="/services" className={buttonClass.primary}>
            {t('browseServices')}
          </Link>
        </div>
      ) : null}
      {upcoming.length > 0 ? (
        <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
          <h2 id="upcoming-heading" className="font-heading text-2xl">
            {t('ordersUpcoming')}
          </h2>
          <ul className="flex flex-col gap-3">
            {upcoming.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} timeZone={zone(order.shop.id)} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {past.length > 0 ? (
        <section aria-labelledby="past-heading" className="flex flex-col gap-3">
          <h2 id="past-heading" className="font-heading text-2xl">
            {t('ordersPast')}
          </h2>
          <ul className="flex flex-col gap-3">
            {past.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} timeZone={zone(order.shop.id)} now={now} past />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
