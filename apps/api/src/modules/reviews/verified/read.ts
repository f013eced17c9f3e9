// Reads of reviews (issue 22): the public list with its stats, the customer's own reviews and the
// visits they may still review, what an invitation link is for, and the shops' ratings.
import {
  type Lang,
  type MyReviews,
  type RatingSummary,
  REVIEWS_PAGE_SIZE,
  type ReviewInvitation,
  type ReviewList,
  type ReviewListQuery,
} from '@eclat/contracts';
import { statsFromDistribution } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import {
  customerReviews,
  findReviewOfAppointment,
  publishedDistribution,
  publishedPage,
  shopDistributions,
  visitsToReview,
} from './repository.ts';
import { toOwnReview, toPublicReview, toVisit } from './serialize.ts';
import { invitedVisit } from './write.ts';

export async function publicReviews(
  db: Db,
  p: { companyId: number; query: ReviewListQuery; lang: Lang },
): Promise<ReviewList> {
  const filter = { shopId: p.query.shopId, serviceId: p.query.serviceId };
  const [rows, distribution] = await Promise.all([
    publishedPage(db, p.companyId, filter, {
      offset: (p.query.page - 1) * REVIEWS_PAGE_SIZE,
      limit: REVIEWS_PAGE_SIZE,
    }),
    publishedDistribution(db, p.companyId, filter),
  ]);
  const stats = statsFromDistribution(distribution);
  return {
    stats,
    reviews: rows.map((row) => toPublicReview(row, p.lang)),
    page: p.query.page,
    pageSize: REVIEWS_PAGE_SIZE,
    total: stats.count,
  };
}

export async function myReviews(
  db: Db,
  p: { companyId: number; customerId: number; lang: Lang },
): Promise<MyReviews> {
  const [own, visits] = await Promise.all([
    customerReviews(db, p.companyId, p.customerId),
    visitsToReview(db, p.companyId, p.customerId),
  ]);
  return {
    reviews: own.map((row) => toOwnReview(row, p.lang)),
    toReview: visits.map((visit) => toVisit(visit, p.lang)),
  };
}

export async function invitation(
  db: Db,
  p: { companyId: number; appointmentId: number; lang: Lang },
): Promise<ReviewInvitation> {
  const visit = await invitedVisit(db, p.companyId, p.appointmentId);
  const review = await findReviewOfAppointment(db, p.companyId, visit.id);
  return { visit: toVisit(visit, p.lang), review: review ? toOwnReview(review, p.lang) : null };
}

/** Each shop's published rating (average to one decimal, count); shops without one are absent. */
export async function shopRatings(db: Db, companyId: number): Promise<Map<number, RatingSummary>> {
  const out = new Map<number, RatingSummary>();
  for (const [shopId, counts] of await shopDistributions(db, companyId)) {
    const { average, count } = statsFromDistribution(counts);
    out.set(shopId, { average, count });
  }
  return out;
}
