import { useT } from '../../lib/i18n/use-lang.ts';
import { ShopCard } from './shop-card.tsx';
import type { ShopCardData } from './shop-card-data.ts';

/**
 * The home's shops: a grid that fills the container (one column on a phone). Only the first
 * image loads eagerly; it is the likely LCP element. null means the list could not be loaded.
 */
export function ShopGrid({ shops }: { shops: ShopCardData[] | null }) {
  const t = useT();
  if (shops === null) {
    return <p className="rounded-2xl bg-surface p-6 text-center text-muted">{t('shopsLoadFailed')}</p>;
  }
  if (shops.length === 0) {
    return <p className="rounded-2xl bg-surface p-6 text-center text-muted">{t('noShops')}</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-[repeat(auto-fill,minmax(16rem,1fr))]">
      {shops.map((shop, index) => (
        <li key={shop.id}>
          <ShopCard shop={shop} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}
