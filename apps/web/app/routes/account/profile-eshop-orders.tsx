import { ChevronRight } from 'lucide-react';
import { loadEshopOrders } from '../../features/account/profile/account.server.ts';
import { ESHOP_STATUS } from '../../features/account/profile/statuses.ts';
import { useShell } from '../../features/shell/use-shell.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { notFound } from '../../lib/storefront-errors.server.ts';
import { buttonClass } from '../../ui/icon-button.ts';
import { Link } from '../../ui/link.tsx';
import type { Route } from './+types/profile-eshop-orders.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  // Spec §2: the e-shop orders exist with the e-shop only.
  if (!storefront.company.modules?.eshop) throw notFound();
  const orders = await loadEshopOrders(storefront, request);
  return { orders, title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'eshopOrdersTitle')) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /profile/eshoporders (spec §2). */
export default function ProfileEshopOrders({ loaderData }: Route.ComponentProps) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  return (
    <main id="main" className="flex flex-col gap-6">
      <h1 className="font-heading text-3xl sm:text-4xl">{t('eshopOrdersTitle')}</h1>
      {loaderData.orders.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-muted">{t('eshopOrdersEmpty')}</p>
          <Link to="/boutique" className={buttonClass.primary}>
            {t('browseShop')}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {loaderData.orders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/profile/eshoporders/${order.id}`}
                className="flex items-center gap-4 rounded-2xl border border-line p-4 hover:border-primary"
                data-testid="eshop-order"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="font-medium">{t('eshopOrderTitle', { id: order.id })}</p>
                  <p className="text-sm text-muted">
                    {formatDateTime(order.createdAt, locale, 'Europe/Paris')} ·{' '}
                    {formatMoney(order.total, lang, currency.code)}
                  </p>
                </div>
                <span className="rounded-full bg-surface px-3 py-1 text-xs font-medium">
                  {t(ESHOP_STATUS[order.status] ?? 'eshopStatusPending')}
                </span>
                <ChevronRight aria-hidden="true" size={18} className="text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
