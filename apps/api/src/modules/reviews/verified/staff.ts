// What staff do with reviews (issue 22): reply once in public, report one, and — a company owner
// only — hide it with a reason the author sees. Staff never edit or delete a customer's review:
// there is no such use case. An access account limited to shops acts on their reviews only.
import {
  type Lang,
  REVIEWS_PAGE_SIZE,
  type ReviewMonthlyStats,
  type StaffReview,
  type StaffReviewList,
  type StaffReviewQuery,
} from '@eclat/contracts';
import { localDay, monthlyAverages, zonedInstant } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import { type Principal, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import {
  findReview,
  publishedRatingsBetween,
  setHidden,
  setReply,
  setReport,
  staffNames,
  staffPage,
} from './repository.ts';
import { staffIds, toStaffReview } from './serialize.ts';

/** The company user behind a principal (access accounts are no company user: null). */
const userId = (principal: Principal | null): number | null =>
  principal?.type === 'provider' ? principal.userId : null;

/** A review of the company within the caller's shops, else 404. */
async function reviewInScope(db: Db, companyId: number, id: number, principal: Principal | null) {
  const found = await findReview(db, companyId, id);
  const scope = staffShopScope(principal);
  if (!found || (scope && !scope.includes(found.review.shopId))) throw notFound('review not found');
  return found;
}

export async function staffReview(
  db: Db,
  companyId: number,
  id: number,
  lang: Lang,
  principal: Principal | null,
): Promise<StaffReview> {
  const row = await reviewInScope(db, companyId, id, principal);
  return toStaffReview(row, lang, await staffNames(db, companyId, staffIds([row])));
}

type Action = { companyId: number; id: number; principal: Principal | null; now: Date };

export async function replyToReview(db: Db, p: Action & { text: string }): Promise<void> {
  await reviewInScope(db, p.companyId, p.id, p.principal);
  const done = await setReply(db, p.companyId, p.id, { text: p.text, byId: userId(p.principal), at: p.now });
  if (!done) throw new HttpError(409, 'this review already has a reply', { type: 'already_replied' });
}

export async function reportReview(db: Db, p: Action & { reason: string }): Promise<void> {
  await reviewInScope(db, p.companyId, p.id, p.principal);
  if (!(await setReport(db, p.companyId, p.id, { reason: p.reason, byId: userId(p.principal), at: p.now })))
    throw notFound('review not found');
}

export async function hideReview(db: Db, p: Action & { reason: string }): Promise<void> {
  await reviewInScope(db, p.companyId, p.id, p.principal);
  if (!(await setHidden(db, p.companyId, p.id, { reason: p.reason, byId: userId(p.principal), at: p.now })))
    throw new HttpError(409, 'this review is already hidden', { type: 'already_hidden' });
}

export async function staffReviewList(
  db: Db,
  p: { companyId: number; query: StaffReviewQuery; lang: Lang; principal: Principal | null },
): Promise<StaffReviewList> {
  const { query } = p;
  const { rows, total } = await staffPage(
    db,
    p.companyId,
    {
      shopId: query.shopId,
      employeeId: query.employeeId,
      rating: query.rating,
      status: query.status,
      scope: staffShopScope(p.principal),
    },
    { offset: (query.page - 1) * REVIEWS_PAGE_SIZE, limit: REVIEWS_PAGE_SIZE },
  );
  const names = await staffNames(db, p.companyId, staffIds(rows));
  return {
    reviews: rows.map((row) => toStaffReview(row, p.lang, names)),
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
    total,
  };
}

const DAY_MS = 86_400_000;

/**
 * Average per shop and per collaborator per month, of the published reviews written on the shops'
 * local days from..to. A collaborator's average is of their own rating when the author gave one,
 * else of the visit's overall rating.
 */
export async function monthlyReviewStats(
  db: Db,
  p: { companyId: number; from: string; to: string; principal: Principal | null },
): Promise<ReviewMonthlyStats> {
  // A day wider on each side than any time zone, then each review kept by its shop's local day.
  const start = new Date(zonedInstant(p.from, 0, 'UTC') - DAY_MS);
  const end = new Date(zonedInstant(p.to, 0, 'UTC') + 2 * DAY_MS);
  const rows = (
    await publishedRatingsBetween(db, p.companyId, { start, end, scope: staffShopScope(p.principal) })
  ).filter((r) => {
    const day = localDay(r.createdAt.getTime(), r.timeZone);
    return day >= p.from && day <= p.to;
  });
  const shops = monthlyAverages(
    rows.map((r) => ({ key: r.shopId, at: r.createdAt, rating: r.rating, timeZone: r.timeZone })),
  );
  const employees = monthlyAverages(
    rows.map((r) => ({
      key: r.employeeId,
      at: r.createdAt,
      rating: r.employeeRating ?? r.rating,
      timeZone: r.timeZone,
    })),
  );
  return {
    shops: shops.map(({ key, ...m }) => ({ shopId: key, ...m })),
    employees: employees.map(({ key, ...m }) => ({ employeeId: key, ...m })),
  };
}
