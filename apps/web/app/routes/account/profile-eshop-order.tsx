import { loadEshopOrder } from '../../features/account/profile/account.server.ts';
import { ESHOP_STATUS } from '../../features/account/profile/statuses.ts';
import { useShell } from '../../features/shell/use-shell.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { translate } from '../../lib/i18n/translate.ts';
import { useT } from '../../lib/i18n/use-lang.ts';
import { journeyMeta } from '../../lib/seo/private-page-meta.ts';
import { pageTitle } from '../../lib/shell.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { notFound } from '../../lib/storefront-errors.server.ts';
import { Link } from '../../ui/link.tsx';
import type { Route } from './+types/profile-eshop-order.ts';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  if (!storefront.company.modules?.eshop) throw notFound();
  const order = await loadEshopOrder(storefront, request, params.id);
  return {
    order,
    title: pageTitle(storefront, translate(storefront.lang, 'journeys', 'eshopOrderTitle', { id: order.id })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => journeyMeta(matches, loaderData?.title);

/** /profile/eshoporders/{id} (spec §2): the lines, the pick-up shop, the status. */
export default function ProfileEshopOrder({ loaderData }: Route.ComponentProps) {
  const t = useT('journeys');
  const { lang, locale, currency } = useShell();
  const { order } = loaderData;
  const money = (cents: number) => formatMoney(cents, lang, currency.code);
  return (
    <main id="main" className="flex flex-col gap-6">
      <Link to="/profile/eshoporders" className="self-start text-sm underline underline-offset-2">
        {t('backToEshopOrders')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-heading text-3xl">{t('eshopOrderTitle', { id: order.id })}</h1>
        <span className="rounded-full bg-surface px-3 py-1 text-xs font-medium">
          {t(ESHOP_STATUS[order.status] ?? 'eshopStatusPending')}
        </span>
      </div>
      <p className="text-sm text-muted">
        {formatDateTime(order.createdAt, locale, 'Europe/Paris')}
        {order.shop ? ` · ${t('pickupAt', { shop: order.shop.name })}` : ''}
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('eshopOrderLines')}</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="py-2 font-normal">
              {t('product')}
            </th>
            <th scope="col" className="py-2 text-right font-normal">
              {t('quantity')}
            </th>
            <th scope="col" className="py-2 text-right font-normal">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="border-b border-line">
              <td className="py-3">{line.name}</td>
              <td className="py-3 text-right tabular-nums">{line.quantity}</td>
              <td className="py-3 text-right tabular-nums">{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.discount > 0 ? (
            <tr>
              <th scope="row" colSpan={2} className="py-2 text-left font-normal">
                {t('discount')}
              </th>
              <td className="py-2 text-right tabular-nums">−{money(order.discount)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={2} className="py-2 text-left">
              {t('total')}
            </th>
            <td className="py-2 text-right font-medium tabular-nums">{money(order.total)}</td>
          </tr>
        </tfoot>
      </table>
    </main>
  );
}
