import { shopHistoryView } from '@eclat/domain';
import { History } from 'lucide-react';
import { useT } from '../../lib/i18n/use-lang.ts';
import { Link } from '../../ui/link.tsx';
import type { SearchShop } from './search-types.ts';

/**
 * Spec §2/§4: the last-visited shop and the recently viewed ones (most recent plus up to 3), from
 * local storage 'shop-history' (`ids`, null until read in the browser: the server knows no history).
 */
export function ShopHistoryPanel({ shops, ids }: { shops: SearchShop[]; ids: number[] | null }) {
  const t = useT('discovery');
  const { last, recent } = shopHistoryView(ids ?? [], shops);
  if (!last) return null;
  const link = (shop: SearchShop) =>
    shop.bookable ? (
      <Link to={`/${shop.slug}`} className="font-medium underline underline-offset-4">
        {shop.name}
      </Link>
    ) : (
      <span className="font-medium">{shop.name}</span>
    );
  return (
    <section
      aria-label={t('historyLabel')}
      className="flex flex-col gap-2 rounded-2xl bg-surface px-4 py-3 text-sm"
      data-testid="shop-history"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <History aria-hidden="true" size={16} className="text-muted" />
        <span className="text-muted">{t('lastVisited')}</span>
        <span data-testid="last-visited">{link(last)}</span>
      </p>
      {recent.length > 0 ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-muted">{t('recentlyViewed')}</span>
          <ul className="flex flex-wrap gap-x-3 gap-y-1" data-testid="recently-viewed">
            {recent.map((shop) => (
              <li key={shop.id}>{link(shop)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
