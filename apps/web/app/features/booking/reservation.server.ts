// The booking page's first data (spec §2 /reservation?service&shop): the service asked for, its
// upsells, the shops that offer it and, once the shop is known, the free times of this week, so
// that the first paint already shows them (no browser waterfall).
import {
  type Article,
  ArticleAnswerSchema,
  AvailabilityAnswerSchema,
  isNotFound,
  type Shop,
  WAITLIST_MAX_DAYS,
} from '@eclat/contracts';
import { addLocalDays, availabilityRange, localDay, weekStart } from '@eclat/domain';
import { storefrontApi } from '../../lib/api.server.ts';
import { serverConfig } from '../../lib/config.server.ts';
import { toWebUrl } from '../../lib/media-url.ts';
import { loadShopsOrWait } from '../../lib/shops.server.ts';
import type { Storefront } from '../../lib/storefront-context.ts';
import { loadCategories, loadServices, orEmpty } from '../catalogue/catalogue.server.ts';
import { groupByCategory } from './service-catalogue.ts';
import type {
  AvailabilityDay,
  BookableService,
  BookingSettings,
  BookingShop,
  ServiceCatalogue,
} from './types.ts';

const SERVICE_TYPES = new Set([1, 4]);

export function toBookableService(article: Article, apiUrl: string): BookableService {
  const image = article.images[0]?.url;
  return {
    id: article.id,
    name: article.name,
    slug: article.slug,
    type: article.type,
    durationMinutes: article.durationMinutes,
    vat: article.vat,
    image: image ? toWebUrl(image, apiUrl) : null,
    externalId: article.externalId,
    prices: {
      base: article.prices,
      byShop: Object.fromEntries(article.booker.pricesByShops.map((p) => [p.boutiqueId, p.pvTtc])),
    },
    bookingPolicy: article.bookingPolicy ?? null,
  };
}

export function toBookingShop(shop: Shop, apiUrl: string): BookingShop {
  const { address } = shop.publicInfo;
  const image = shop.images[0]?.url;
  return {
    id: shop.id,
    slug: shop.slug,
    name: shop.publicInfo.name,
    address: address.address,
    zipcode: address.zipcode,
    city: address.city,
    country: address.country,
    coordinates: shop.localisation.coordonate,
    timeZone: shop.timeZone,
    bookable: shop.booker.active,
    usesCabins: shop.booker.shopUseCabins,
    image: image ? toWebUrl(image, apiUrl) : null,
    services: shop.articles,
    phone: shop.publicInfo.phone,
    email: shop.publicInfo.email,
  };
}

export function bookingSettings(storefront: Storefront): BookingSettings {
  const { appointment } = storefront.company.booker;
  return {
    paymentActive: appointment.payment.active,
    showCabins: appointment.showCabins,
    cancellationNoticeHours: appointment.cancellationNoticeHours,
    policy: {
      cancellationNoticeHours: appointment.cancellationNoticeHours,
      policy: appointment.policy,
      deposit: appointment.deposit,
    },
    waitlist: appointment.waitlist.enabled ? { maxDays: WAITLIST_MAX_DAYS } : null,
  };
}

async function articleOrNull(api: ReturnType<typeof storefrontApi>, id: number): Promise<Article | null> {
  try {
    return (await api.get(`/api/articles/${id}`, ArticleAnswerSchema)).article;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The free times of the week holding `first`, from today on (GET /api/appointments): anyone's, or
 * one collaborator's (mode 2, ADR 0008).
 */
export async function weekAvailability(
  storefront: Storefront,
  input: { shop: BookingShop; serviceIds: number[]; first: string; today: string; employeeId?: number },
): Promise<AvailabilityDay[]> {
  const range = availabilityRange(input.first, input.today);
  const answer = await storefrontApi(storefront).get('/api/appointments', AvailabilityAnswerSchema, {
    shopid: input.shop.id,
    serviceids: input.serviceIds.join(','),
    start: range.start,
    end: range.end,
    ...(input.employeeId === undefined ? { mode: '1' } : { mode: '2', employeeid: input.employeeId }),
  });
  return answer.appointments.data;
}

export type ReservationData = {
  service: BookableService | null;
  upsells: BookableService[];
  /** Every service the visitor may add from the page, by category (the shop's are kept). */
  catalogue: ServiceCatalogue;
  shops: BookingShop[];
  /** The shop the page starts with: asked for and offering the service, or the only one. */
  shopId: number | null;
  today: string | null;
  /** A day of the week shown first: this one, or the first of the next weeks with a free time. */
  week: string | null;
  availability: AvailabilityDay[] | null;
  settings: BookingSettings;
  /** "Book again" (issue 17): the collaborator of the past booking, when they still do the service. */
  employeeId: number | null;
  /**
   * That collaborator's times in the same week, so that the first paint shows theirs (no browser
   * call before the first time is in view); null when none was asked or they could not be read.
   */
  employeeAvailability: AvailabilityDay[] | null;
};

/**
 * The company's listed services by category, for adding one from the booking page. Below the
 * fold of the booking: a failure leaves the list out and the booking goes on (spec §8).
 */
function serviceCatalogue(storefront: Storefront, apiUrl: string): Promise<ServiceCatalogue> {
  return orEmpty(
    storefront,
    'services to add to a booking',
    async () => {
      const [services, categories] = await Promise.all([
        loadServices(storefront),
        loadCategories(storefront),
      ]);
      return groupByCategory(
        categories,
        services.map((article) => toBookableService(article, apiUrl)),
      );
    },
    [],
  );
}

/** How many weeks the first paint looks ahead for a free time (UI.md: first free slot in view). */
const WEEKS_LOOKED_AHEAD = 4;

/**
 * Null when the service does not exist (a 404 page). Without `service` the page resumes the
 * booking cart kept in the browser.
 */
export async function loadReservation(storefront: Storefront, url: URL): Promise<ReservationData | null> {
  const api = storefrontApi(storefront);
  const { apiUrl } = serverConfig();
  const serviceParam = url.searchParams.get('service');
  const shopParam = Number(url.searchParams.get('shop'));
  const serviceId = serviceParam === null ? null : Number(serviceParam);
  if (serviceId !== null && (!Number.isInteger(serviceId) || serviceId <= 0)) return null;

  const [article, companyShops, catalogue] = await Promise.all([
    serviceId === null ? Promise.resolve(null) : articleOrNull(api, serviceId),
    loadShopsOrWait(storefront),
    serviceCatalogue(storefront, apiUrl),
  ]);
  if (serviceId !== null && (!article || !SERVICE_TYPES.has(article.type))) return null;
  const shops = companyShops.map((shop) => toBookingShop(shop, apiUrl));
  const settings = bookingSettings(storefront);
  if (!article) {
    return {
      service: null,
      upsells: [],
      catalogue,
      shops,
      shopId: null,
      today: null,
      week: null,
      availability: null,
      settings,
      employeeId: null,
      employeeAvailability: null,
    };
  }

  const offering = shops.filter((shop) => shop.services.includes(article.id));
  const bookable = offering.filter((shop) => shop.bookable);
  const asked = bookable.find((shop) => shop.id === shopParam);
  const shop = asked ?? (bookable.length === 1 ? bookable[0] : undefined);
  const upsellArticles = await Promise.all(article.booker.upsells.map((id) => articleOrNull(api, id)));
  const upsells = upsellArticles
    .filter((a): a is Article => a !== null && SERVICE_TYPES.has(a.type))
    .map((a) => toBookableService(a, apiUrl));

  let today: string | null = null;
  let week: string | null = null;
  let availability: AvailabilityDay[] | null = null;
  if (shop) {
    today = localDay(Date.now(), shop.timeZone);
    week = today;
    try {
      for (let i = 0; i < WEEKS_LOOKED_AHEAD; i++) {
        availability = await weekAvailability(storefront, {
          shop,
          serviceIds: [article.id],
          first: week,
          today,
        });
        if (availability.some((day) => day.slots.length > 0)) break;
        if (i < WEEKS_LOOKED_AHEAD - 1) week = addLocalDays(weekStart(week), 7);
      }
    } catch (error) {
      // The page still lets the visitor choose; the browser asks again (spec §8: logged).
      console.error(`[storefront] availability of shop ${shop.id} could not be loaded:`, error);
    }
  }
  const employeeId = rebookEmployee(url, availability);
  return {
    service: toBookableService(article, apiUrl),
    upsells,
    catalogue,
    shops: offering,
    shopId: shop?.id ?? null,
    today,
    week,
    availability,
    settings,
    employeeId,
    employeeAvailability:
      shop && today && week && employeeId !== null
        ? await collaboratorWeek(storefront, {
            shop,
            serviceIds: [article.id],
            first: week,
            today,
            employeeId,
          })
        : null,
  };
}

/** One collaborator's week for the first paint; on failure the browser asks (spec §8: logged). */
async function collaboratorWeek(
  storefront: Storefront,
  input: { shop: BookingShop; serviceIds: number[]; first: string; today: string; employeeId: number },
): Promise<AvailabilityDay[] | null> {
  try {
    return await weekAvailability(storefront, input);
  } catch (error) {
    console.error(
      `[storefront] availability of collaborator ${input.employeeId} could not be loaded:`,
      error,
    );
    return null;
  }
}

/** ?employee= of "Book again", kept only for someone the shop's answer names for the service. */
function rebookEmployee(url: URL, days: AvailabilityDay[] | null): number | null {
  const id = Number(url.searchParams.get('employee'));
  if (!Number.isInteger(id) || id <= 0 || !days) return null;
  return days.some((day) => day.employees.some((person) => person.id === id)) ? id : null;
}
