// Verified reviews of the demo companies (issue 22), so shop and service pages show some at first
// start: each review is of a past honoured visit of its own customer, as the product only allows.
// Each reviewer is a demo customer (no password: they never sign in) with one booking order, its
// appointment marked honoured, and the review written a little later; some have the business's
// reply. Runs inside the transaction seedDemo opens.
import { asc, eq } from 'drizzle-orm';
import { appointments, bookingOrders, companyUsers, customers, profiles, reviews } from '../schema.ts';
import { addDays, addMinutes, dayOnWeekday, parisTime, type Tx } from './util.ts';

export type DemoReview = {
  shop: string;
  service: string;
  /** The collaborator's display name. */
  employee: string;
  /** Days before now, moved back to `weekday` (spaced a week apart: one visit per day). */
  daysAgo: number;
  weekday: number;
  start: string;
  author: { firstname: string; lastname: string; lang: string };
  rating: number;
  employeeRating: number | null;
  /** The comment and the language it is written in. */
  comment: string;
  lang: string;
  /** The business's public reply, or none. */
  reply?: string;
};

export type DemoReviewPlaces = {
  shopId: (slug: string) => number;
  service: (slug: string) => { id: number; duration: number };
  price: (shop: string, service: string) => number;
  employeeId: (shop: string, displayName: string) => number;
};

/** Shown as the product shows authors: first name and the last name's initial ("Sophie M."). */
export const authorName = (a: DemoReview['author']) => `${a.firstname} ${a.lastname.slice(0, 1)}.`;

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export async function seedDemoReviews(
  tx: Tx,
  companyId: number,
  now: Date,
  places: DemoReviewPlaces,
  list: readonly DemoReview[],
): Promise<void> {
  // The reply is signed by the company's first owner or manager.
  const [staff] = await tx
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId))
    .orderBy(asc(companyUsers.id))
    .limit(1);
  for (const [i, r] of list.entries()) {
    const email = `${ascii(r.author.firstname)}.${ascii(r.author.lastname)}@example.com`;
    const [customer] = await tx
      .insert(customers)
      .values({
        companyId,
        email,
        status: 'active',
        lang: r.author.lang,
        emailVerified: true,
        createdAt: addDays(now, -r.daysAgo - 30),
        updatedAt: addDays(now, -r.daysAgo - 30),
      })
      .returning({ id: customers.id });
    if (!customer) throw new Error('seed: reviewer not inserted');
    await tx.insert(profiles).values({
      companyId,
      customerId: customer.id,
      firstname: r.author.firstname,
      lastname: r.author.lastname,
    });
    const shopId = places.shopId(r.shop);
    const service = places.service(r.service);
    const price = places.price(r.shop, r.service);
    const start = parisTime(dayOnWeekday(now, -r.daysAgo, r.weekday), r.start);
    const end = addMinutes(start, service.duration);
    const bookedAt = addDays(start, -10);
    const [order] = await tx
      .insert(bookingOrders)
      .values({
        companyId,
        shopId,
        customerId: customer.id,
        status: 'honoured',
        total: price,
        origin: 'web',
        transactionId: `DEMO-R${companyId}-${String(i + 1).padStart(3, '0')}`,
        paymentProvider: 'free',
        createdAt: bookedAt,
        updatedAt: end,
      })
      .returning({ id: bookingOrders.id });
    if (!order) throw new Error('seed: booking order not inserted');
    const employeeId = places.employeeId(r.shop, r.employee);
    const [appointment] = await tx
      .insert(appointments)
      .values({
        companyId,
        shopId,
        bookingOrderId: order.id,
        customerId: customer.id,
        articleId: service.id,
        employeeId,
        startsAt: start,
        endsAt: end,
        status: 'honoured',
        attendanceAt: end,
        price,
        createdAt: bookedAt,
        updatedAt: end,
      })
      .returning({ id: appointments.id });
    if (!appointment) throw new Error('seed: appointment not inserted');
    // Written the evening of the visit or a day or two later (the invitation comes 3 h after).
    const writtenAt = addMinutes(end, 180 + (i % 3) * 1440 + 47);
    await tx.insert(reviews).values({
      companyId,
      shopId,
      appointmentId: appointment.id,
      customerId: customer.id,
      articleId: service.id,
      employeeId,
      rating: r.rating,
      employeeRating: r.employeeRating,
      comment: r.comment,
      lang: r.lang,
      authorName: authorName(r.author),
      visitedAt: start,
      status: 'published',
      reply: r.reply ?? null,
      repliedAt: r.reply ? addDays(writtenAt, 1) : null,
      repliedById: r.reply ? (staff?.id ?? null) : null,
      createdAt: writtenAt,
      updatedAt: r.reply ? addDays(writtenAt, 1) : writtenAt,
    });
  }
}
