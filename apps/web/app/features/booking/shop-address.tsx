import { MapPin } from 'lucide-react';
import { useT } from '../../lib/i18n/use-lang.ts';
import { mapLink } from './map-link.ts';
import type { BookingShop } from './types.ts';

/** Where a booking takes place, with a map link (the account's booking page and the manage page). */
export function ShopAddress({ shop }: { shop: BookingShop }) {
  const t = useT('journeys');
  return (
    <div className="flex items-start gap-2 text-sm">
      <MapPin aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
      <div className="flex flex-col gap-1">
        <span>
          {shop.name}, {shop.address}, {shop.zipcode} {shop.city}
        </span>
        <a
          href={mapLink(shop)}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start underline underline-offset-2"
        >
          {t('seeOnMap')}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
      </div>
    </div>
  );
}
