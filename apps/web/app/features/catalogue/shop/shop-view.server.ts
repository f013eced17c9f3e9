import type { Shop } from '@eclat/contracts';
import { weekHoursView } from '@eclat/domain';
import type { Formatter } from '../../../lib/format.ts';
import type { HoursRow, ShopSummaryData } from './shop-types.ts';

/** Spec §7 names map zoom 18; OpenStreetMap needs no key and no paid service. */
const MAP_ZOOM = 18;

export function mapUrl(position: { lat: number; lng: number } | null): string | null {
  if (!position) return null;
  const lat = position.lat.toFixed(5);
  const lng = position.lng.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${MAP_ZOOM}/${lat}/${lng}`;
}

const range = (r: { start: string; end: string }) => `${r.start}–${r.end}`;

/** Monday to Sunday with today (in the shop's time zone) marked. */
export function hoursRows(shop: Shop, format: Formatter, nowMs: number): HoursRow[] {
  return weekHoursView(shop.openingHours, nowMs, shop.timeZone).map((day) => ({
    weekday: day.weekday,
    day: format.weekday(day.weekday),
    open: day.open.map(range),
    pauses: day.pauses.map(range),
    closed: day.closed,
    today: day.today,
  }));
}

export function shopSummary(shop: Shop, format: Formatter, nowMs: number): ShopSummaryData {
  const { address, city, zipcode, country } = shop.publicInfo.address;
  return {
    id: shop.id,
    slug: shop.slug,
    name: shop.publicInfo.name,
    street: address,
    cityLine: [zipcode, city].filter(Boolean).join(' '),
    country,
    phone: shop.publicInfo.phone,
    email: shop.publicInfo.email,
    mapUrl: mapUrl(shop.localisation.coordonate),
    hours: hoursRows(shop, format, nowMs),
    bookable: shop.booker.active,
  };
}
