// A customer deletes their own account (issue 23, GDPR art. 17; ADR 0026): first what it would do
// (the preview), then re-authentication — the password, or a code e-mailed for the purpose — and
// the erasure engine. Wrong passwords and codes count towards the sign-in lockouts.
import type { DeletionPreview } from '@eclat/contracts';
import { CODE_TTL_MS, deletionMethods, giftUsability, localise } from '@eclat/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { articles, customerCredits, gifts, loyaltyCards, shops } from '../../../db/schema.ts';
import { issueCode, useCode } from '../../../platform/auth/one-time.ts';
import { verifyPassword } from '../../../platform/auth/passwords.ts';
import { type AccountsServices, companyName } from '../../../platform/auth/services.ts';
import type { Call, Locked } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { MessageKeys } from '../../../platform/mail/outbox-writer.ts';
import { accountKey } from '../../../platform/rate-limit/limiter.ts';
import type { CustomerRow } from '../users/serialize.ts';
import { subjectVouchers } from './customer-records.ts';
import { eraseCustomer } from './erase-customer.ts';
import { futureBookings } from './future-bookings.ts';

/** What deleting the account would do, for the customer to read before confirming. */
export async function deletionPreview(
  db: Db,
  call: Call,
  customer: CustomerRow,
  now: Date,
): Promise<DeletionPreview> {
  const companyId = call.company.id;
  const bookings = await futureBookings(db, call.company, customer.id, now, 'customer');
  const articleIds = [...new Set(bookings.map((b) => b.appointment.articleId))];
  const shopIds = [...new Set(bookings.map((b) => b.appointment.shopId))];
  const [articleRows, shopRows, voucherRows, cards, credit] = await Promise.all([
    articleIds.length
      ? db
          .select({ id: articles.id, name: articles.name })
          .from(articles)
          .where(inArray(articles.id, articleIds))
      : [],
    shopIds.length
      ? db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, shopIds))
      : [],
    db
      .select()
      .from(gifts)
      .where(subjectVouchers({ id: customer.id, companyId, email: customer.email })),
    db
      .select({ points: loyaltyCards.points })
      .from(loyaltyCards)
      .where(and(eq(loyaltyCards.companyId, companyId), eq(loyaltyCards.customerId, customer.id))),
    db
      .select({ sum: sql<number>`coalesce(sum(${customerCredits.amount}), 0)::int` })
      .from(customerCredits)
      .where(and(eq(customerCredits.companyId, companyId), eq(customerCredits.customerId, customer.id))),
  ]);
  const serviceName = new Map(articleRows.map((a) => [a.id, localise(a.name, call.lang)]));
  const shopName = new Map(shopRows.map((s) => [s.id, s.name]));
  return {
    futureBookings: bookings.map((b) => ({
      id: b.appointment.id,
      start: b.appointment.startsAt.toISOString(),
      shopName: shopName.get(b.appointment.shopId) ?? '',
      serviceName: serviceName.get(b.appointment.articleId) ?? '',
      feeCents: b.outcome.fee,
    })),
    vouchers: voucherRows
      .filter((g) => giftUsability(g, now) === 'usable')
      .map((g) => ({
        code: g.code,
        balanceCents: g.balance,
        expiresAt: g.expiresAt?.toISOString() ?? null,
        role: g.buyerCustomerId === customer.id ? ('bought' as const) : ('received' as const),
      })),
    loyaltyPoints: cards[0]?.points ?? 0,
    creditsCents: Math.max(0, Number(credit[0]?.sum ?? 0)),
    methods: deletionMethods(customer.passwordHash !== null),
  };
}

/** E-mails a one-time code that confirms the deletion (any account may ask; social ones must). */
export async function sendDeletionCode(
  s: AccountsServices,
  call: Call,
  customer: CustomerRow,
): Promise<Locked | null> {
  const subjects = { account: accountKey(call.company.id, 'customer', customer.email), ip: call.ip };
  const locked = await s.limiter.lockedFor('resend', subjects);
  if (locked) return { lockedMs: locked };
  await s.limiter.record('resend', subjects);
  const code = await issueCode(s.db, {
    companyId: call.company.id,
    customerId: customer.id,
    purpose: 'delete_account',
    ttlMs: CODE_TTL_MS,
    now: s.now(),
  });
  await s.messenger.send(
    {
      companyId: call.company.id,
      channel: 'email',
      to: customer.email,
      lang: customer.lang,
      template: 'delete_account_code',
      vars: { company: companyName(call.company), minutes: CODE_TTL_MS / 60_000 },
      secret: code,
    },
    call.log,
  );
  return null;
}

/**
 * Checks the password or code, then erases the account. A wrong one is a 403 (the session is
 * valid; the proof is not) and counts towards the lockout (429 once locked).
 */
export async function deleteOwnAccount(
  s: AccountsServices,
  call: Call,
  customer: CustomerRow,
  proof: { password?: string; code?: string },
  keys: MessageKeys,
): Promise<Locked | { erased: boolean }> {
  const companyId = call.company.id;
  const subjects = { account: accountKey(companyId, 'customer', customer.email), ip: call.ip };
  const realm = proof.password !== undefined ? 'login' : 'code';
  const locked = await s.limiter.lockedFor(realm, subjects);
  if (locked) return { lockedMs: locked };
  const now = s.now();
  const ok =
    proof.password !== undefined
      ? await verifyPassword(customer.passwordHash, proof.password)
      : (await useCode(s.db, {
          companyId,
          customerId: customer.id,
          purpose: 'delete_account',
          code: proof.code ?? '',
          now,
        })) === 'ok';
  if (!ok) {
    await s.limiter.record(realm, subjects);
    throw new HttpError(403, proof.password !== undefined ? 'wrong password' : 'invalid code', {
      type: proof.password !== undefined ? 'password' : 'code_invalid',
    });
  }
  await s.limiter.succeeded(realm, subjects);
  const done = await eraseCustomer(s.db, {
    companyId,
    customerId: customer.id,
    by: { type: 'customer' },
    now,
    keys,
  });
  if (!done) throw new HttpError(401, 'invalid token', { type: 'auth' });
  return { erased: done.erasedNow };
}
