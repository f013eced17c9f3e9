// Verified reviews (issue 22): one per honoured appointment, written from the invitation's signed
// link or by the signed-in customer; shown on shop and service pages; replied to and reported by
// staff, hidden only by a company owner with a reason the author sees.
import { z } from 'zod';
import { IdParamSchema, IdSchema } from './ids.ts';
import { LangSchema } from './lang.ts';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Reviews per page of GET /api/reviews. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_REASON_MAX = 500;

const Stars = z.number().int().min(RATING_MIN).max(RATING_MAX);

/** Average (one decimal) and count; the average is null when there is no review. */
export const RatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

export const ReviewStatsSchema = RatingSummarySchema.extend({
  /** Reviews with 1, 2, 3, 4 and 5 stars, in that order. */
  distribution: z.array(z.number().int().nonnegative()).length(5),
});
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;

export const ReviewReplySchema = z.object({ text: z.string(), at: z.string() });

/** A published review as anyone sees it: no customer id, the author's shown name only. */
export const ReviewSchema = z.object({
  id: z.number(),
  shopId: z.number(),
  serviceId: z.number().nullable(),
  /** The service's name in the asked language. */
  serviceName: z.string().nullable(),
  employeeId: z.number().nullable(),
  employeeName: z.string().nullable(),
  rating: z.number(),
  employeeRating: z.number().nullable(),
  comment: z.string().nullable(),
  /** The comment's language as written. */
  lang: z.string().nullable(),
  authorName: z.string(),
  visitedAt: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  reply: ReviewReplySchema.nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** GET /api/reviews?shopId=&serviceId=&page= (published reviews, latest first). */
export const ReviewListQuerySchema = z.object({
  shopId: IdParamSchema.optional(),
  serviceId: IdParamSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const ReviewListSchema = z.object({
  stats: ReviewStatsSchema,
  reviews: z.array(ReviewSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Published reviews matching the filter (all pages). */
  total: z.number(),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

const Comment = z.string().trim().max(REVIEW_COMMENT_MAX);

/** POST /api/reviews: with the invitation's token, or as the signed-in customer of the appointment. */
export const ReviewCreateSchema = z
  .object({
    token: z.string().min(1).max(512).optional(),
    appointmentId: IdSchema.optional(),
    rating: Stars,
    employeeRating: Stars.nullable().optional(),
    comment: Comment.nullable().optional(),
    lang: LangSchema.optional(),
  })
  .refine((b) => (b.token === undefined) !== (b.appointmentId === undefined), {
    message: 'token or appointmentId',
    path: ['token'],
  });
export type ReviewCreate = z.infer<typeof ReviewCreateSchema>;

/** PUT /api/reviews/{id} (author). */
export const ReviewUpdateSchema = z
  .object({
    rating: Stars.optional(),
    employeeRating: Stars.nullable().optional(),
    comment: Comment.nullable().optional(),
    lang: LangSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, 'nothing to change');
export type ReviewUpdate = z.infer<typeof ReviewUpdateSchema>;

/** POST /api/reviews/{id}/reply (staff, once). */
export const ReviewReplyBodySchema = z.object({ text: z.string().trim().min(1).max(REVIEW_REPLY_MAX) });
/** POST /api/reviews/{id}/report (staff) and /hide (company owner): the reason is recorded. */
export const ReviewReasonBodySchema = z.object({ reason: z.string().trim().min(1).max(REVIEW_REASON_MAX) });

/** The author's own review: with its status and, once hidden, why. */
export const OwnReviewSchema = ReviewSchema.extend({
  appointmentId: z.number(),
  status: z.enum(['published', 'hidden']),
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

/** A visit that may be reviewed (honoured, none yet). */
export const ReviewableVisitSchema = z.object({
  appointmentId: z.number(),
  shopId: z.number(),
  shopName: z.string(),
  serviceName: z.string().nullable(),
  employeeId: z.number().nullable(),
  employeeName: z.string().nullable(),
  startsAt: z.string(),
});
export type ReviewableVisit = z.infer<typeof ReviewableVisitSchema>;

/** GET /api/reviews/me (signed-in customer): their reviews and the visits still to review. */
export const MyReviewsSchema = z.object({
  reviews: z.array(OwnReviewSchema),
  toReview: z.array(ReviewableVisitSchema),
});
export type MyReviews = z.infer<typeof MyReviewsSchema>;

/** GET /api/reviews/invitations/{token}: what the invitation link is for, and its review if written. */
export const ReviewInvitationSchema = z.object({
  visit: ReviewableVisitSchema,
  review: OwnReviewSchema.nullable(),
});
export type ReviewInvitation = z.infer<typeof ReviewInvitationSchema>;

/** Staff list (GET /api/backoffice/reviews): every review, hidden ones too. */
export const StaffReviewSchema = OwnReviewSchema.extend({
  customerId: z.number().nullable(),
  reported: z.object({ at: z.string(), reason: z.string(), by: z.string().nullable() }).nullable(),
  hidden: z.object({ at: z.string(), reason: z.string(), by: z.string().nullable() }).nullable(),
  repliedBy: z.string().nullable(),
});
export type StaffReview = z.infer<typeof StaffReviewSchema>;

export const StaffReviewQuerySchema = z.object({
  shopId: IdParamSchema.optional(),
  employeeId: IdParamSchema.optional(),
  rating: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
  status: z.enum(['published', 'hidden', 'reported']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StaffReviewQuery = z.infer<typeof StaffReviewQuerySchema>;

export const StaffReviewListSchema = z.object({
  reviews: z.array(StaffReviewSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type StaffReviewList = z.infer<typeof StaffReviewListSchema>;

/** Statistics: average per shop and per collaborator, per month (YYYY-MM). */
export const ReviewMonthlyStatsSchema = z.object({
  shops: z.array(z.object({ shopId: z.number(), month: z.string(), average: z.number(), count: z.number() })),
  employees: z.array(
    z.object({ employeeId: z.number(), month: z.string(), average: z.number(), count: z.number() }),
  ),
});
export type ReviewMonthlyStats = z.infer<typeof ReviewMonthlyStatsSchema>;

/** booker.reviews: the invitation after an honoured visit. */
export const ReviewSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Minutes after the visit is marked honoured (default 180), up to 7 days. */
  inviteDelayMinutes: z.number().int().min(0).max(10_080),
  email: z.boolean(),
  sms: z.boolean(),
});
export type ReviewSettings = z.infer<typeof ReviewSettingsSchema>;

/** GET /api/backoffice/reviews/stats?from=&to= (local days of each shop, inclusive; by when written). */
export const ReviewStatsQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .refine((q) => q.from <= q.to, { message: 'from after to', path: ['to'] });
export type ReviewStatsQuery = z.infer<typeof ReviewStatsQuerySchema>;

/** `?token=`: the invitation link stands for the author on PUT and DELETE /api/reviews/{id}. */
export const ReviewAuthorQuerySchema = z.object({ token: z.string().min(1).max(512).optional() });

/** The answer of POST and PUT /api/reviews(/{id}): the author's review. */
export const ReviewAnswerSchema = z.object({ review: OwnReviewSchema });
export type ReviewAnswer = z.infer<typeof ReviewAnswerSchema>;

/** The answer of staff actions (reply, report, hide): the review as staff see it. */
export const StaffReviewAnswerSchema = z.object({ review: StaffReviewSchema });
export type StaffReviewAnswer = z.infer<typeof StaffReviewAnswerSchema>;
