// The privacy area's writes (issue 23, ADR 0026): the log of requests, and the erasure's scrubbing
// of a customer's records table by table (erase-customer.ts orders the steps).
import { ERASED_STATUS, erasedEmail } from '@eclat/domain';
import { and, eq, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  consentements,
  consentRecords,
  coupons,
  customerCredits,
  customers,
  dossiers,
  gifts,
  links,
  loyaltyCards,
  outbox,
  payments,
  prestations,
  privacyRequests,
  profiles,
  reviews,
  verificationCodes,
} from '../../../db/schema.ts';
import { MAX_ATTEMPTS } from '../../../platform/mail/relay.ts';
import { type Subject, subjectMessages, subjectVouchers } from './customer-records.ts';
import type { Requester, RequestKind } from './request-log.ts';

/** The relay gives up on a message older than this (relay.ts): then it can be blanked. */
const RELAY_MAX_AGE_MS = 2 * 86_400_000;

export async function logRequest(
  tx: Db,
  input: {
    companyId: number;
    customerId: number;
    kind: RequestKind;
    by: Requester;
    now: Date;
    status?: string;
    tokenHash?: string;
    expiresAt?: Date;
    completedAt?: Date | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(privacyRequests)
    .values({
      companyId: input.companyId,
      customerId: input.customerId,
      subjectRef: input.customerId,
      kind: input.kind,
      requestedBy: input.by.type,
      companyUserId: input.by.type === 'staff' ? input.by.companyUserId : null,
      staffName: input.by.type === 'staff' ? input.by.name : null,
      status: input.status ?? 'done',
      tokenHash: input.tokenHash ?? null,
      expiresAt: input.expiresAt ?? null,
      createdAt: input.now,
      completedAt: input.completedAt === undefined ? input.now : input.completedAt,
    })
    .returning({ id: privacyRequests.id });
  if (!row) throw new Error('privacy request not logged');
  return row.id;
}

/** The kept row of an erased customer: nothing personal, the same e-mail free to register again. */
export async function markErased(tx: Db, subject: Subject, now: Date): Promise<void> {
  await tx
    .update(customers)
    .set({
      email: erasedEmail(subject.id),
      passwordHash: null,
      phone: null,
      phoneVerified: false,
      emailVerified: false,
      googleId: null,
      facebookId: null,
      smsOptOut: true,
      status: ERASED_STATUS,
      retentionNoticeAt: null,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(customers.id, subject.id));
}

/** Deletes or blanks the customer's records in every table (ADR 0026 lists them). */
export async function scrubRecords(tx: Db, s: Subject, now: Date): Promise<void> {
  const { companyId, id } = s;
  const mine = (t: { companyId: AnyPgColumn; customerId: AnyPgColumn }) =>
    and(eq(t.companyId, companyId), eq(t.customerId, id)) as SQL;

  // Deleted: what only describes the person.
  await tx.delete(profiles).where(mine(profiles));
  await tx.delete(links).where(and(eq(links.companyId, companyId), eq(links.customerId, id)));
  await tx.delete(verificationCodes).where(mine(verificationCodes));
  await tx
    .delete(consentRecords)
    .where(and(eq(consentRecords.companyId, companyId), eq(consentRecords.customerId, id)));
  await tx.delete(dossiers).where(mine(dossiers));
  await tx.delete(consentements).where(mine(consentements));
  // The loyalty card and its history (cascade): points die with the account.
  await tx
    .delete(loyaltyCards)
    .where(and(eq(loyaltyCards.companyId, companyId), eq(loyaltyCards.customerId, id)));
  // Rewards bound to the customer can no longer be used; the row stays for past orders' discounts.
  await tx.update(coupons).set({ active: false }).where(mine(coupons));

  // Kept for the books, their free texts blanked (bookings' own: blankCustomerMessages, booking area).
  await tx.update(prestations).set({ notes: null }).where(mine(prestations));
  await tx
    .update(customerCredits)
    .set({ note: null })
    .where(and(eq(customerCredits.companyId, companyId), eq(customerCredits.customerId, id)));
  await tx
    .update(reviews)
    .set({
      authorName: '',
      comment: null,
      lang: null,
      reply: null,
      reportReason: null,
      hiddenReason: null,
      updatedAt: now,
    })
    .where(mine(reviews));
  // Vouchers: bought or received, the names, addresses and message go; code, amounts and balance stay.
  await tx
    .update(gifts)
    .set({ recipientName: null, recipientEmail: null, message: null })
    .where(subjectVouchers(s));

  // Payments: the cart keeps amounts and references; any text naming the customer goes, and the
  // customer's own carts lose the vouchers' recipients too.
  const needles = identifiers(s);
  const paymentRows = await tx
    .select({
      id: payments.id,
      customerId: payments.customerId,
      cart: payments.cart,
      message: payments.message,
    })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        or(
          eq(payments.customerId, id),
          ...needles.map((n) => sql`strpos(lower(${payments.cart}::text), ${n}) > 0`),
        ),
      ),
    );
  for (const p of paymentRows) {
    const own = p.customerId === id;
    const cart = scrubJson(p.cart, needles) as Record<string, unknown>;
    if (own) {
      cart.customerEmail = null;
      if (Array.isArray(cart.gifts))
        cart.gifts = cart.gifts.map((g) =>
          g && typeof g === 'object' ? { ...g, recipientName: null, recipientEmail: null, message: null } : g,
        );
    }
    const message = p.message && (own || mentions(p.message, needles)) ? null : p.message;
    await tx.update(payments).set({ cart, message }).where(eq(payments.id, p.id));
  }
}

/** The customer's identifiers, lower case, as the scrubbers look for them. */
function identifiers(s: Subject): string[] {
  return [s.email, ...s.phones, ...s.names].map((v) => v.toLowerCase()).filter((v) => v.length >= 3);
}

const mentions = (text: string, needles: string[]) => {
  const lower = text.toLowerCase();
  return needles.some((n) => lower.includes(n));
};

/** A JSON value with every string that mentions one of the needles blanked. */
function scrubJson(value: unknown, needles: string[]): unknown {
  if (typeof value === 'string') return mentions(value, needles) ? '' : value;
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, needles));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, needles)]));
  return value;
}

/**
 * Blanks the customer's messages the relay is done with (sent, given up, or too old to be sent),
 * after linking every message of theirs to their row so the follow-up finds them without the
 * address. Messages to others that name the customer (a voucher mail "from Camille") lose their
 * text too. Answers how many of theirs still wait for the relay.
 */
export async function scrubMessages(tx: Db, s: Subject, now: Date): Promise<number> {
  const { companyId, id } = s;
  if (!s.erasedAt)
    await tx
      .update(outbox)
      .set({ customerId: id })
      .where(and(subjectMessages(s), isNull(outbox.customerId)));
  const done = or(
    isNotNull(outbox.sentAt),
    sql`${outbox.attempts} >= ${MAX_ATTEMPTS}`,
    lte(outbox.createdAt, new Date(now.getTime() - RELAY_MAX_AGE_MS)),
  );
  const blank = { to: '', subject: null, body: '', attachments: null, headers: null };
  await tx
    .update(outbox)
    .set(blank)
    .where(and(eq(outbox.companyId, companyId), eq(outbox.customerId, id), done, ne(outbox.body, '')));
  for (const name of s.names.filter((n) => n.length >= 5)) {
    await tx
      .update(outbox)
      .set({ subject: null, body: '', attachments: null })
      .where(
        and(
          eq(outbox.companyId, companyId),
          done,
          or(
            sql`strpos(lower(${outbox.body}), ${name.toLowerCase()}) > 0`,
            sql`strpos(lower(coalesce(${outbox.subject}, '')), ${name.toLowerCase()}) > 0`,
          ),
        ),
      );
  }
  const [left] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.companyId, companyId), eq(outbox.customerId, id), ne(outbox.to, '')));
  return Number(left?.n ?? 0);
}
