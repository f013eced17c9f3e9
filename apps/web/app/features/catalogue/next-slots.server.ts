import { NEXT_SLOTS_MAX_IDS, type NextSlot, NextSlotsAnswerSchema } from '@eclat/contracts';
import { LOCALE_CODES } from '@eclat/contracts/langs';
import { storefrontApi } from '../../lib/api.server.ts';
import type { Storefront } from '../../lib/storefront-context.ts';
import { nextSlotLabel } from '../shop-search/next-slot-label.ts';
import { orEmpty } from './catalogue.server.ts';

/** Next free times as cards show them: per shop and per service, a ready label ("demain 10:30"). */
export type NextSlotLabels = { byShop: Map<number, string>; byService: Map<number, string> };

const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += NEXT_SLOTS_MAX_IDS) out.push(items.slice(i, i + NEXT_SLOTS_MAX_IDS));
  return out;
};

/**
 * The next free time of shops (their soonest service) or, with `serviceIds`, of each service (its
 * soonest over the listed shops that offer it), from GET /api/appointments/next. A card without
 * one simply says nothing: a failure is logged and gives no labels (spec §8).
 */
export async function loadNextSlotLabels(
  storefront: Storefront,
  shopIds: readonly number[],
  serviceIds?: readonly number[],
): Promise<NextSlotLabels> {
  const empty: NextSlotLabels = { byShop: new Map(), byService: new Map() };
  if (shopIds.length === 0 || serviceIds?.length === 0) return empty;
  const api = storefrontApi(storefront);
  const rows = await orEmpty(
    storefront,
    'next free times',
    async () => {
      const answers = await Promise.all(
        chunks(shopIds).flatMap((shops) =>
          (serviceIds ? chunks(serviceIds) : [undefined]).map((services) =>
            api.get('/api/appointments/next', NextSlotsAnswerSchema, {
              shopids: shops.join(','),
              ...(services ? { serviceids: services.join(',') } : {}),
            }),
          ),
        ),
      );
      return answers.flatMap((answer) => answer.next);
    },
    [] as NextSlot[],
  );
  const soonest = new Map<string, NextSlot>();
  for (const row of rows) {
    if (!row.start) continue;
    const key = row.serviceId === null ? `shop:${row.shopId}` : `service:${row.serviceId}`;
    const known = soonest.get(key);
    if (!known?.start || Date.parse(row.start) < Date.parse(known.start)) soonest.set(key, row);
  }
  const locale = LOCALE_CODES[storefront.lang];
  const now = new Date();
  const labels: NextSlotLabels = { byShop: new Map(), byService: new Map() };
  for (const row of soonest.values()) {
    if (!row.start) continue;
    const label = nextSlotLabel(row.start, row.timeZone, locale, now);
    if (row.serviceId === null) labels.byShop.set(row.shopId, label);
    else labels.byService.set(row.serviceId, label);
  }
  return labels;
}
