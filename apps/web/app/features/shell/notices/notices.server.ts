import {
  AlertsAnswerSchema,
  CategoriesAnswerSchema,
  CouponsAnswerSchema,
  EventsAnswerSchema,
} from '@eclat/contracts';
import { alertsOfListedServices, currentOnly } from '@eclat/domain';
import { storefrontApi } from '../../../lib/api.server.ts';
import { serverConfig } from '../../../lib/config.server.ts';
import { formatDay } from '../../../lib/format.ts';
import { translate } from '../../../lib/i18n/translate.ts';
import { toWebUrl } from '../../../lib/media-url.ts';
import { wordCloud } from '../../../lib/popups/word-cloud.ts';
import type { Storefront } from '../../../lib/storefront-context.ts';
import type { NoticeAlert, NoticeEvent, Notices } from './notice-types.ts';

/** Plain text of sanitised HTML, for the one-line summaries of the bell menu. */
export function plainText(html: string, max = 140): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

async function settle<T>(
  label: string,
  storefront: Storefront,
  load: () => Promise<T>,
  empty: T,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // Spec §8: most load failures are only logged and the data stays empty.
    console.error(`[storefront] ${label} of company ${storefront.company.id} could not be loaded:`, error);
    return empty;
  }
}

/**
 * The bell's events and alerts (current ones only, spec §4; alerts of a service the categories
 * list) and the coupon popup's words. Each part fails on its own: a missing part is empty, never
 * an error page — without the categories no alert can be matched, so none shows.
 */
export async function loadNotices(storefront: Storefront, now = new Date()): Promise<Notices> {
  const api = storefrontApi(storefront);
  const { booker } = storefront.company;
  const { apiUrl } = serverConfig();
  const lang = storefront.lang;

  const [events, alerts, categories, coupons] = await Promise.all([
    settle('events', storefront, () => api.get('/api/events', EventsAnswerSchema), { events: [] }),
    booker.alertMessages
      ? settle('alerts', storefront, () => api.get('/api/alerts', AlertsAnswerSchema), { alerts: [] })
      : { alerts: [] },
    booker.alertMessages
      ? settle('categories', storefront, () => api.get('/api/categories', CategoriesAnswerSchema), {
          categories: [],
        })
      : { categories: [] },
    booker.couponsPopupHome
      ? settle('coupons', storefront, () => api.get('/api/coupons', CouponsAnswerSchema), {
          coupons: [],
          autoCoupon: null,
        })
      : { coupons: [], autoCoupon: null },
  ]);

  const noticeEvents: NoticeEvent[] = currentOnly(events.events, now).map((event) => ({
    id: event.id,
    body: event.body,
    summary: plainText(event.body),
    image: event.img[0] ? toWebUrl(event.img[0].url, apiUrl) : null,
    dates: event.showDates
      ? translate(lang, 'shell', 'eventDates', {
          start: formatDay(event.start, lang),
          end: formatDay(event.end, lang),
        })
      : null,
    link: event.link?.url ? { url: toWebUrl(event.link.url, apiUrl), title: event.link.title } : null,
  }));
  const shownAlerts = alertsOfListedServices(currentOnly(alerts.alerts, now), categories.categories);
  const noticeAlerts: NoticeAlert[] = shownAlerts.map((alert) => ({
    id: alert.id,
    body: alert.body,
    summary: plainText(alert.body),
  }));
  const offered = [...coupons.coupons, ...(coupons.autoCoupon ? [coupons.autoCoupon] : [])];
  return {
    events: noticeEvents,
    alerts: noticeAlerts,
    couponWords: booker.couponsPopupHome ? wordCloud(offered, booker.mCurrency.symbol || '€') : [],
  };
}
