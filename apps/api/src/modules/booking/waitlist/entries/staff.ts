// The back office's waitlist (issue 21): the entries per shop and service with each waiting one's
// place in its queue, and the figures — freed times refilled, how fast, and what the offers became.
import { type StaffWaitlistEntry, WAITLIST_OFFER_STATUSES, type WaitlistStats } from '@eclat/contracts';
import { type DomainLang, localDay, queueOrder, refillFigures } from '@eclat/domain';
import type { Db } from '../../../../db/client.ts';
import { HttpError } from '../../../../platform/http/errors.ts';
import { rangeBounds } from '../../appointments/repository.ts';
import {
  customerCards,
  entryViews,
  freedTimes,
  LIVE_FIRST,
  offersMade,
  staffEntryFilter,
  waitingCount,
  waitingQueue,
} from './repository.ts';

/** At most this many entries per listing: the live ones come first. */
const LISTING_LIMIT = 500;

export async function staffWaitlist(
  db: Db,
  p: {
    companyId: number;
    scope: number[] | null;
    lang: DomainLang;
    shopId?: number;
    serviceId?: number;
    status?: string;
  },
): Promise<StaffWaitlistEntry[]> {
  if (p.scope && p.shopId !== undefined && !p.scope.includes(p.shopId))
    throw new HttpError(404, 'shop not found');
  const entries = await entryViews(db, {
    where: staffEntryFilter(p.companyId, p),
    lang: p.lang,
    orderBy: LIVE_FIRST,
    limit: LISTING_LIMIT,
  });
  // Places among the waiting entries of the same shop and services, first come first served.
  const shops = [...new Set(entries.filter((e) => e.status === 'waiting').map((e) => e.shopId))];
  const queues = new Map<string, number[]>();
  for (const e of queueOrder(await waitingQueue(db, p.companyId, shops))) {
    const key = `${e.shopId}|${e.serviceKey}`;
    queues.set(key, [...(queues.get(key) ?? []), e.id]);
  }
  const cards = await customerCards(db, p.companyId, [...new Set(entries.map((e) => e.customerId))]);
  return entries.map(({ customerId, ...entry }) => {
    const place =
      entry.status === 'waiting'
        ? (queues.get(`${entry.shopId}|${entry.serviceIds.join(',')}`) ?? []).indexOf(entry.id)
        : -1;
    return {
      ...entry,
      customer: cards.get(customerId) ?? { id: customerId, name: '', email: '', phone: null },
      position: place < 0 ? null : place + 1,
    };
  });
}

const MAX_STATS_DAYS = 400;

/** The figures over local days `from`…`to` (each time in its shop's zone); default the last 30 days. */
export async function waitlistStats(
  db: Db,
  p: { companyId: number; scope: number[] | null; shopId?: number; from?: string; to?: string; now: Date },
): Promise<WaitlistStats> {
  const to = p.to ?? p.now.toISOString().slice(0, 10);
  const from = p.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  if (from > to) throw new HttpError(400, 'from is after to', { type: 'period' });
  if (Date.parse(to) - Date.parse(from) > MAX_STATS_DAYS * 86_400_000)
    throw new HttpError(400, `at most ${MAX_STATS_DAYS} days`, { type: 'period' });
  if (p.scope && p.shopId !== undefined && !p.scope.includes(p.shopId))
    throw new HttpError(404, 'shop not found');
  const window = { companyId: p.companyId, scope: p.scope, shopId: p.shopId, ...rangeBounds(from, to) };
  const inPeriod = (at: Date, timeZone: string) => {
    const day = localDay(at.getTime(), timeZone);
    return day >= from && day <= to;
  };
  const freed = (await freedTimes(db, window)).filter((f) => inPeriod(f.freedAt, f.timeZone));
  const figures = refillFigures(
    freed.map((f) => ({ freedAtMs: f.freedAt.getTime(), refilledAtMs: f.refilledAt?.getTime() ?? null })),
  );
  const offers = Object.fromEntries(WAITLIST_OFFER_STATUSES.map((s) => [s, 0])) as WaitlistStats['offers'];
  for (const o of await offersMade(db, window))
    if (inPeriod(o.createdAt, o.timeZone) && o.status in offers) offers[o.status as keyof typeof offers] += 1;
  return { ...figures, offers, waiting: await waitingCount(db, p) };
}
