// The author's writes (issue 22): a review of an honoured visit, from the invitation's signed link
// or by the signed-in customer of the appointment; then edited or deleted by its author only. One
// review per appointment is the table's unique index, so concurrent posts leave one and answer 409
// to the others.
import type { ReviewCreate, ReviewUpdate } from '@eclat/contracts';
import { reviewAuthorName, reviewEligibility } from '@eclat/domain';
import type { Db } from '../../../db/client.ts';
import type { Principal } from '../../../platform/http/auth.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { conflictsAs409 } from '../../../platform/http/guards.ts';
import { openReviewToken } from '../invitations/token.ts';
import {
  appointmentForReview,
  customerNames,
  deleteReview,
  findReview,
  findReviewOfAppointment,
  insertReview,
  type ReviewWithNames,
  updateReview,
  type VisitRow,
} from './repository.ts';

const REFUSED = {
  not_customer: 'not your appointment',
  not_honoured: 'only an honoured visit may be reviewed',
} as const;

/** The appointment a live invitation token of this company is for; null for any other token. */
export function invitedAppointment(
  linkKey: Buffer,
  companyId: number,
  token: string,
  now: Date,
): number | null {
  const opened = openReviewToken(linkKey, token, now);
  return opened && opened.companyId === companyId ? opened.appointmentId : null;
}

/** The visit of an opened invitation; 404 when the appointment is gone. */
export async function invitedVisit(db: Db, companyId: number, appointmentId: number): Promise<VisitRow> {
  const visit = await appointmentForReview(db, companyId, appointmentId);
  if (!visit) throw notFound('invitation not found');
  return visit;
}

export type Writer =
  /** The appointment a live invitation token opened (routes open it under the link lockout). */
  { kind: 'invitation'; appointmentId: number } | { kind: 'customer'; principal: Principal | null };

function signedInCustomer(principal: Principal | null): number {
  if (!principal) throw new HttpError(401, 'authentication required', { type: 'auth' });
  if (principal.type !== 'customer') throw new HttpError(403, 'customers only', { type: 'auth' });
  return principal.customerId;
}

/** Writes the review; answers its id. 403 when the visit is not the writer's or not honoured, 409 when reviewed. */
export async function createReview(
  db: Db,
  p: { companyId: number; body: ReviewCreate; writer: Writer; now: Date },
): Promise<number> {
  const { body, companyId } = p;
  let visit: VisitRow;
  let reviewer: { customerId: number } | 'invitation';
  if (p.writer.kind === 'invitation') {
    visit = await invitedVisit(db, companyId, p.writer.appointmentId);
    reviewer = 'invitation';
  } else {
    const customerId = signedInCustomer(p.writer.principal);
    const found = await appointmentForReview(db, companyId, body.appointmentId as number);
    // Another company's appointment is one that does not exist here.
    if (!found) throw notFound('appointment not found');
    visit = found;
    reviewer = { customerId };
  }
  const reviewed = (await findReviewOfAppointment(db, companyId, visit.id)) !== null;
  const verdict = reviewEligibility(visit, reviewer, reviewed);
  if (!verdict.ok) {
    if (verdict.reason === 'already_reviewed')
      throw new HttpError(409, 'this visit is already reviewed', { type: 'already_reviewed' });
    throw new HttpError(403, REFUSED[verdict.reason], { type: verdict.reason });
  }
  const employeeRating = body.employeeRating ?? null;
  if (employeeRating !== null && visit.employeeId === null)
    throw new HttpError(400, 'this visit had no collaborator to rate', { type: 'validation' });
  const names = visit.customerId === null ? {} : await customerNames(db, companyId, visit.customerId);
  return conflictsAs409(
    () =>
      insertReview(db, {
        companyId,
        shopId: visit.shopId,
        appointmentId: visit.id,
        customerId: visit.customerId,
        articleId: visit.articleId,
        employeeId: visit.employeeId,
        rating: body.rating,
        employeeRating,
        comment: body.comment || null,
        lang: body.lang ?? null,
        authorName: reviewAuthorName(names),
        visitedAt: visit.startsAt,
        createdAt: p.now,
        updatedAt: p.now,
      }),
    'this visit is already reviewed',
  );
}

/**
 * The review when the caller is its author: the signed-in customer who wrote it, or the holder of
 * the invitation link of its appointment. Anyone else: 403 (signed in) or 401; an id of another
 * company or none: 404.
 */
export async function authorsReview(
  db: Db,
  p: { companyId: number; id: number; principal: Principal | null; invitedAppointmentId: number | null },
): Promise<ReviewWithNames> {
  const found = await findReview(db, p.companyId, p.id);
  if (!found) throw notFound('review not found');
  if (p.invitedAppointmentId !== null) {
    if (p.invitedAppointmentId !== found.review.appointmentId)
      throw new HttpError(403, 'not your review', { type: 'not_author' });
    return found;
  }
  const customerId = signedInCustomer(p.principal);
  if (found.review.customerId === null || found.review.customerId !== customerId)
    throw new HttpError(403, 'not your review', { type: 'not_author' });
  return found;
}

export async function editReview(
  db: Db,
  p: { companyId: number; review: ReviewWithNames; body: ReviewUpdate; now: Date },
): Promise<void> {
  const { body, review } = p;
  if (body.employeeRating != null && review.review.employeeId === null)
    throw new HttpError(400, 'this visit had no collaborator to rate', { type: 'validation' });
  const patch = {
    ...(body.rating === undefined ? {} : { rating: body.rating }),
    ...(body.employeeRating === undefined ? {} : { employeeRating: body.employeeRating }),
    ...(body.comment === undefined ? {} : { comment: body.comment || null }),
    ...(body.lang === undefined ? {} : { lang: body.lang }),
  };
  if (!(await updateReview(db, p.companyId, review.review.id, patch, p.now)))
    throw notFound('review not found');
}

/**
 * The author deletes their review. A review the owner hid is kept with its reason (issue 22):
 * deleting it would free the visit for a fresh, published review and undo the owner's decision.
 */
export async function removeReview(db: Db, companyId: number, review: ReviewWithNames): Promise<void> {
  if (review.review.status === 'hidden')
    throw new HttpError(409, 'a hidden review is kept; it can still be edited', { type: 'hidden' });
  if (!(await deleteReview(db, companyId, review.review.id))) throw notFound('review not found');
}
