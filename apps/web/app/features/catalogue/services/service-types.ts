// What the service pages receive: plain, formatted data built on the server (services-view.server.ts).
import type { ReviewsSectionData } from '../../reviews/review-types.ts';

export type ImageData = { url: string; alt: string };

export type ServiceCardData = {
  id: number;
  name: string;
  summary: string;
  image: ImageData | null;
  /** Formatted price, or null when the business hides prices (services.list.display.price). */
  price: string | null;
  /** The price differs between shops: the lowest is shown as 'from'. */
  priceFrom: boolean;
  /** Formatted duration, or null when hidden (services.list.display.duration, hidden by default). */
  duration: string | null;
  /** Unprefixed path of the service page. */
  href: string;
  /** The next free time ('demain 10:30': at the page's shop, else the soonest of its shops). */
  nextSlot: string | null;
};

export type CategoryData = {
  slug: string;
  name: string;
  description: string;
  image: ImageData | null;
  href: string;
  services: ServiceCardData[];
};

/** A shop offering a service, as the shop-choice dialog and the 'price by shop' table list it. */
export type ServiceShopData = {
  id: number;
  slug: string;
  name: string;
  city: string;
  price: string | null;
  /** Online booking on (spec §2: off is shown unclickable with 'Réservation en ligne non disponible'). */
  bookable: boolean;
};

export type ServicePageData = {
  id: number;
  slug: string;
  name: string;
  description: string[];
  images: ImageData[];
  price: string | null;
  priceFrom: boolean;
  duration: string | null;
  category: { slug: string; name: string; href: string };
  shops: ServiceShopData[];
  upsells: ServiceCardData[];
  /** Path of the booking step (journeys' /reservation), shop included when already known. */
  bookingPath: string;
  /** The page is a shop's service page: booking goes to that shop. */
  shop: { id: number; slug: string; name: string; bookable: boolean } | null;
  /** Issue 22: the first page of the service's verified reviews (none read: null or absent). */
  reviews?: ReviewsSectionData | null;
};
