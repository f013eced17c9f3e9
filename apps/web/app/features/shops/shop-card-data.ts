import type { Shop } from '@eclat/contracts';
import { toWebUrl } from '../../lib/media-url.ts';

/** What a shop card shows; built on the server so the page does not ship whole shops. */
export type ShopCardData = {
  id: number;
  slug: string;
  name: string;
  address: string;
  city: string;
  image: { url: string; alt: string } | null;
  /** Online booking on: the card links to the shop; off: not clickable (spec §2). */
  bookable: boolean;
};

export function toShopCard(shop: Shop, apiOrigin: string): ShopCardData {
  const image = shop.images[0];
  const { address, city, zipcode } = shop.publicInfo.address;
  return {
    id: shop.id,
    slug: shop.slug,
    name: shop.publicInfo.name,
    address,
    city: [zipcode, city].filter(Boolean).join(' '),
    image: image ? { url: toWebUrl(image.url, apiOrigin), alt: image.alt } : null,
    bookable: shop.booker.active,
  };
}
