import type { Lang, OwnReview, Review, ReviewableVisit, StaffReview } from '@eclat/contracts';
import { localise } from '@eclat/domain';
import type { ReviewWithNames, VisitRow } from './repository.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A review as anyone sees it: the author's shown name only, names in the asked language. */
export function toPublicReview({ review, serviceName, employeeName }: ReviewWithNames, lang: Lang): Review {
  return {
    id: review.id,
    shopId: review.shopId,
    serviceId: review.articleId,
    serviceName: serviceName ? localise(serviceName, lang) || null : null,
    employeeId: review.employeeId,
    employeeName: employeeName ?? null,
    rating: review.rating,
    employeeRating: review.employeeRating,
    comment: review.comment,
    lang: review.lang,
    authorName: review.authorName,
    visitedAt: review.visitedAt.toISOString(),
    createdAt: review.createdAt.toISOString(),
    editedAt: iso(review.editedAt),
    reply:
      review.reply && review.repliedAt ? { text: review.reply, at: review.repliedAt.toISOString() } : null,
  };
}

/** The author's own review: its status and, once hidden, the owner's reason. */
export function toOwnReview(row: ReviewWithNames, lang: Lang): OwnReview {
  const { review } = row;
  return {
    ...toPublicReview(row, lang),
    appointmentId: review.appointmentId,
    status: review.status === 'hidden' ? 'hidden' : 'published',
    hidden:
      review.status === 'hidden' && review.hiddenAt
        ? { at: review.hiddenAt.toISOString(), reason: review.hiddenReason ?? '' }
        : null,
  };
}

/** A review as staff see it: who wrote it (the customer's id), who reported, hid and replied. */
export function toStaffReview(row: ReviewWithNames, lang: Lang, names: Map<number, string>): StaffReview {
  const { review } = row;
  const by = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    ...toOwnReview(row, lang),
    customerId: review.customerId,
    reported: review.reportedAt
      ? {
          at: review.reportedAt.toISOString(),
          reason: review.reportReason ?? '',
          by: by(review.reportedById),
        }
      : null,
    hidden:
      review.status === 'hidden' && review.hiddenAt
        ? { at: review.hiddenAt.toISOString(), reason: review.hiddenReason ?? '', by: by(review.hiddenById) }
        : null,
    repliedBy: review.reply ? by(review.repliedById) : null,
  };
}

/** The ids of company users a staff answer names. */
export function staffIds(rows: ReviewWithNames[]): number[] {
  return rows.flatMap(({ review }) =>
    [review.reportedById, review.hiddenById, review.repliedById].filter((id): id is number => id !== null),
  );
}

export function toVisit(visit: VisitRow, lang: Lang): ReviewableVisit {
  return {
    appointmentId: visit.id,
    shopId: visit.shopId,
    shopName: visit.shopName,
    serviceName: visit.serviceName ? localise(visit.serviceName, lang) || null : null,
    employeeId: visit.employeeId,
    employeeName: visit.employeeName ?? null,
    startsAt: visit.startsAt.toISOString(),
  };
}
