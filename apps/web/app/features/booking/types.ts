// What the booking page works with, as plain data the server sends (no zod in the browser).
import type { ServicePolicy } from '@eclat/contracts';
import type { BookingCart, BookingCartItem, CompanyPolicy } from '@eclat/domain';

/** Spec §3 "Booking cart item": a service of one shop, counted (nb), with what the page shows. */
export type BookingLine = BookingCartItem & {
  name: string;
  slug: string;
  /** Article type: 1 and 4 are services (spec §9). */
  type: number;
  durationMinutes: number | null;
  image: string | null;
  externalId: string | null;
};

export type BookingCartState = BookingCart<BookingLine>;

/** A service the page may add (the one asked for, an upsell, any of the shop's), priced per shop. */
export type BookableService = {
  id: number;
  name: string;
  slug: string;
  type: number;
  durationMinutes: number | null;
  vat: number;
  image: string | null;
  externalId: string | null;
  /** Cents, VAT included, per shop id; `base` elsewhere. */
  prices: { base: number; byShop: Record<number, number> };
  /** Its overrides of the company's cancellation and deposit policy (issue 20). */
  bookingPolicy: ServicePolicy | null;
};

export type BookingShop = {
  id: number;
  slug: string;
  name: string;
  address: string;
  zipcode: string;
  city: string;
  country: string;
  coordinates: { lat: number; lng: number } | null;
  timeZone: string;
  /** Online booking on (spec §2: otherwise not clickable, 'Réservation en ligne non disponible'). */
  bookable: boolean;
  /** Whether the shop books cabins (booker.shopUseCabins). */
  usesCabins: boolean;
  image: string | null;
  /** Services it offers. */
  services: number[];
  /** How to reach the shop when self-service stops (issue 17: cancellation within the notice). */
  phone: string | null;
  email: string | null;
};

export type Person = { id: number; displayName: string; visible: boolean };

export type AvailabilitySlot = {
  start: string;
  end: string;
  day: string;
  freeEmployees: number[];
  freeCabins: number[];
  /** Several services: each one's time and who is free for it (ADR 0017). */
  segments?: { serviceId: number; start: string; end: string; freeEmployees: number[] }[];
};

export type AvailabilityDay = {
  day: string;
  shopStatus: 'open' | 'close';
  slots: AvailabilitySlot[];
  employees: Person[];
  cabins: Person[];
  /** Several services: per service, who performs it. */
  chain?: { serviceId: number; employees: Person[] }[];
};

/** The shop's services the visitor may add, by category (the catalogue's order). */
export type ServiceCatalogue = { name: string | null; services: BookableService[] }[];

export type BookingSettings = {
  /** booker.appointment.payment.active: the booking is held until paid. */
  paymentActive: boolean;
  /** booker.appointment.showCabins: cabins are shown to visitors. */
  showCabins: boolean;
  cancellationNoticeHours: number;
  /** The company's cancellation, no-show and deposit policy (issue 20). */
  policy: CompanyPolicy;
  /**
   * The waitlist (issue 21), null when the company has it off: the slot picker then invites no
   * one. `maxDays`: how far ahead one may wait (contracts' WAITLIST_MAX_DAYS, sent by the server so
   * that the page carries no zod).
   */
  waitlist: { maxDays: number } | null;
};

export function lineFor(service: BookableService, shopId: number): BookingLine {
  return {
    id: service.id,
    shopId,
    nb: 1,
    price: service.prices.byShop[shopId] ?? service.prices.base,
    vat: service.vat,
    name: service.name,
    slug: service.slug,
    type: service.type,
    durationMinutes: service.durationMinutes,
    image: service.image,
    externalId: service.externalId,
  };
}
