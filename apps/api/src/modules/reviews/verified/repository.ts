// The reviews table's one writer (issue 22), and the reads of reviews with what they show: the
// service's and collaborator's names, the visit. Every query takes the company; an id of another
// company is not found.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notExists,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  appointments,
  articles,
  companyUsers,
  profiles,
  resources,
  reviews,
  shops,
} from '../../../db/schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** A review with the names it shows (localised later). */
export type ReviewWithNames = {
  review: ReviewRow;
  serviceName: Record<string, string> | null;
  employeeName: string | null;
};

const withNames = {
  review: reviews,
  serviceName: articles.name,
  employeeName: resources.displayName,
};

function namedReviews(db: Db) {
  return db
    .select(withNames)
    .from(reviews)
    .leftJoin(articles, eq(articles.id, reviews.articleId))
    .leftJoin(resources, eq(resources.id, reviews.employeeId));
}

/** An appointment as a review needs it: who, where, what, with whom, when, and its status. */
export async function appointmentForReview(db: Db, companyId: number, appointmentId: number) {
  const [row] = await db
    .select({
      id: appointments.id,
      companyId: appointments.companyId,
      shopId: appointments.shopId,
      shopName: shops.name,
      customerId: appointments.customerId,
      articleId: appointments.articleId,
      serviceName: articles.name,
      employeeId: appointments.employeeId,
      employeeName: resources.displayName,
      startsAt: appointments.startsAt,
      status: appointments.status,
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .leftJoin(articles, eq(articles.id, appointments.articleId))
    .leftJoin(resources, eq(resources.id, appointments.employeeId))
    .where(and(eq(appointments.companyId, companyId), eq(appointments.id, appointmentId)))
    .limit(1);
  return row ?? null;
}
export type VisitRow = NonNullable<Awaited<ReturnType<typeof appointmentForReview>>>;

/** The customer's first and last name, from their first profile. */
export async function customerNames(db: Db, companyId: number, customerId: number) {
  const [row] = await db
    .select({ firstName: profiles.firstname, lastName: profiles.lastname })
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.customerId, customerId)))
    .orderBy(asc(profiles.id))
    .limit(1);
  return row ?? { firstName: '', lastName: '' };
}

/** Honoured visits of the customer with no review yet, latest first. */
export async function visitsToReview(db: Db, companyId: number, customerId: number): Promise<VisitRow[]> {
  return db
    .select({
      id: appointments.id,
      companyId: appointments.companyId,
      shopId: appointments.shopId,
      shopName: shops.name,
      customerId: appointments.customerId,
      articleId: appointments.articleId,
      serviceName: articles.name,
      employeeId: appointments.employeeId,
      employeeName: resources.displayName,
      startsAt: appointments.startsAt,
      status: appointments.status,
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .leftJoin(articles, eq(articles.id, appointments.articleId))
    .leftJoin(resources, eq(resources.id, appointments.employeeId))
    .where(
      and(
        eq(appointments.companyId, companyId),
        eq(appointments.customerId, customerId),
        eq(appointments.status, 'honoured'),
        notExists(db.select({ one: sql`1` }).from(reviews).where(eq(reviews.appointmentId, appointments.id))),
      ),
    )
    .orderBy(desc(appointments.startsAt), desc(appointments.id))
    .limit(50);
}

export async function findReview(db: Db, companyId: number, id: number): Promise<ReviewWithNames | null> {
  const [row] = await namedReviews(db)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findReviewOfAppointment(
  db: Db,
  companyId: number,
  appointmentId: number,
): Promise<ReviewWithNames | null> {
  const [row] = await namedReviews(db)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.appointmentId, appointmentId)))
    .limit(1);
  return row ?? null;
}

/** Writes a review; a second one of the appointment fails on the unique index (23505). */
export async function insertReview(db: Db, values: typeof reviews.$inferInsert): Promise<number> {
  const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
  return row?.id as number;
}

/** The author's change; false when the review is not there. */
export async function updateReview(
  db: Db,
  companyId: number,
  id: number,
  patch: Partial<Pick<ReviewRow, 'rating' | 'employeeRating' | 'comment' | 'lang'>>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ ...patch, editedAt: now, updatedAt: now })
    .where(and(eq(reviews.companyId, companyId), eq(reviews.id, id)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export async function deleteReview(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(reviews)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.id, id)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** The business's one reply: false when the review already has one (or is not there). */
export async function setReply(
  db: Db,
  companyId: number,
  id: number,
  reply: { text: string; byId: number | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ reply: reply.text, repliedAt: reply.at, repliedById: reply.byId, updatedAt: reply.at })
    .where(and(eq(reviews.companyId, companyId), eq(reviews.id, id), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export async function setReport(
  db: Db,
  companyId: number,
  id: number,
  report: { reason: string; byId: number | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({
      reportedAt: report.at,
      reportedById: report.byId,
      reportReason: report.reason,
      updatedAt: report.at,
    })
    .where(and(eq(reviews.companyId, companyId), eq(reviews.id, id)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Hides a published review; false when it is not there or already hidden. */
export async function setHidden(
  db: Db,
  companyId: number,
  id: number,
  hide: { reason: string; byId: number | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({
      status: 'hidden',
      hiddenAt: hide.at,
      hiddenById: hide.byId,
      hiddenReason: hide.reason,
      updatedAt: hide.at,
    })
    // Once: a second owner's hide (even at the same moment) does not overwrite the first's reason.
    .where(and(eq(reviews.companyId, companyId), eq(reviews.id, id), eq(reviews.status, 'published')))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export type PublicFilter = { shopId?: number; serviceId?: number };

function publishedWhere(companyId: number, filter: PublicFilter): SQL | undefined {
  return and(
    eq(reviews.companyId, companyId),
    eq(reviews.status, 'published'),
    filter.shopId === undefined ? undefined : eq(reviews.shopId, filter.shopId),
    filter.serviceId === undefined ? undefined : eq(reviews.articleId, filter.serviceId),
  );
}

/** Published reviews matching the filter, latest first, one page. */
export async function publishedPage(
  db: Db,
  companyId: number,
  filter: PublicFilter,
  page: { offset: number; limit: number },
): Promise<ReviewWithNames[]> {
  return namedReviews(db)
    .where(publishedWhere(companyId, filter))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many published reviews matching the filter gave 1, 2, 3, 4 and 5 stars. */
export async function publishedDistribution(
  db: Db,
  companyId: number,
  filter: PublicFilter,
): Promise<number[]> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(publishedWhere(companyId, filter))
    .groupBy(reviews.rating);
  const counts = [0, 0, 0, 0, 0];
  for (const r of rows) counts[r.rating - 1] = Number(r.n);
  return counts;
}

/** Per shop: how many published reviews gave 1..5 stars (shops without any are absent). */
export async function shopDistributions(db: Db, companyId: number): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ shopId: reviews.shopId, rating: reviews.rating, n: count() })
    .from(reviews)
    .where(publishedWhere(companyId, {}))
    .groupBy(reviews.shopId, reviews.rating);
  const byShop = new Map<number, number[]>();
  for (const r of rows) {
    const counts = byShop.get(r.shopId) ?? [0, 0, 0, 0, 0];
    counts[r.rating - 1] = Number(r.n);
    byShop.set(r.shopId, counts);
  }
  return byShop;
}

/** Every review of the customer (hidden ones too), latest first. */
export async function customerReviews(
  db: Db,
  companyId: number,
  customerId: number,
): Promise<ReviewWithNames[]> {
  return namedReviews(db)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.customerId, customerId)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export type StaffFilter = {
  shopId?: number;
  employeeId?: number;
  rating?: number;
  status?: 'published' | 'hidden' | 'reported';
  /** The shops an access account is limited to; null for all. */
  scope: number[] | null;
};

function staffWhere(companyId: number, f: StaffFilter): SQL | undefined {
  return and(
    eq(reviews.companyId, companyId),
    f.scope ? (f.scope.length ? inArray(reviews.shopId, f.scope) : sql`false`) : undefined,
    f.shopId === undefined ? undefined : eq(reviews.shopId, f.shopId),
    f.employeeId === undefined ? undefined : eq(reviews.employeeId, f.employeeId),
    f.rating === undefined ? undefined : eq(reviews.rating, f.rating),
    f.status === 'reported'
      ? and(isNotNull(reviews.reportedAt), eq(reviews.status, 'published'))
      : f.status
        ? eq(reviews.status, f.status)
        : undefined,
  );
}

export async function staffPage(
  db: Db,
  companyId: number,
  filter: StaffFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ReviewWithNames[]; total: number }> {
  const where = staffWhere(companyId, filter);
  const [rows, [total]] = await Promise.all([
    namedReviews(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Company users' shown names by id (who replied, reported, hid). */
export async function staffNames(db: Db, companyId: number, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: companyUsers.id, firstName: companyUsers.firstname, lastName: companyUsers.lastname })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.id, unique)));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

/** Published reviews written within [start, end), with their shop's time zone, for monthly stats. */
export async function publishedRatingsBetween(
  db: Db,
  companyId: number,
  p: { start: Date; end: Date; scope: number[] | null },
) {
  return db
    .select({
      shopId: reviews.shopId,
      employeeId: reviews.employeeId,
      rating: reviews.rating,
      employeeRating: reviews.employeeRating,
      createdAt: reviews.createdAt,
      timeZone: shops.timeZone,
    })
    .from(reviews)
    .innerJoin(shops, eq(shops.id, reviews.shopId))
    .where(
      and(
        eq(reviews.companyId, companyId),
        eq(reviews.status, 'published'),
        gte(reviews.createdAt, p.start),
        lt(reviews.createdAt, p.end),
        p.scope ? (p.scope.length ? inArray(reviews.shopId, p.scope) : sql`false`) : undefined,
      ),
    );
}
