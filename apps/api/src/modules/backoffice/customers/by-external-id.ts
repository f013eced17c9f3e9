// A customer named by their id in an outside system (spec §3 links[0], §7 "remainingamount and
// history (external id)"), and what ADR 0016 says they still have.
import type { RemainingAmountAnswer } from '@eclat/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customers, gifts, links, profiles } from '../../../db/schema.ts';
import { creditStatement } from '../../commerce/credits/ledger.ts';
import { giftFilter } from '../../commerce/gifts/repository.ts';
import { firstProfile } from '../desk/customers.ts';

export type LinkedCustomer = RemainingAmountAnswer['customer'];

/** The customer the link (company, system, external id) names; null when there is none. */
export async function linkedCustomer(
  db: Db,
  companyId: number,
  system: string,
  externalId: string,
): Promise<LinkedCustomer | null> {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstname: profiles.firstname,
      lastname: profiles.lastname,
      system: links.system,
      externalId: links.externalId,
    })
    .from(links)
    .innerJoin(customers, and(eq(customers.id, links.customerId), eq(customers.companyId, companyId)))
    .leftJoin(profiles, eq(profiles.id, firstProfile))
    .where(and(eq(links.companyId, companyId), eq(links.system, system), eq(links.externalId, externalId)))
    .limit(1);
  if (!row) return null;
  return { ...row, firstname: row.firstname ?? '', lastname: row.lastname ?? '' };
}

/**
 * The vouchers the customer can spend: addressed to their e-mail and usable now (active, money
 * left, not expired), soonest expiry first. Vouchers they bought for someone else are not theirs.
 */
async function heldGifts(db: Db, companyId: number, email: string, now: Date) {
  return db
    .select({
      id: gifts.id,
      code: gifts.code,
      amount: gifts.amount,
      balance: gifts.balance,
      expiresAt: gifts.expiresAt,
    })
    .from(gifts)
    .where(
      and(
        giftFilter(companyId, { usable: true }, now),
        sql`lower(${gifts.recipientEmail}) = ${email.toLowerCase()}`,
      ),
    )
    .orderBy(sql`${gifts.expiresAt} asc nulls last`, asc(gifts.id));
}

/** Spec §7 remainingamount (ADR 0016): the credit ledger's balance plus the vouchers held. */
export async function remainingAmount(
  db: Db,
  companyId: number,
  customer: LinkedCustomer,
  now: Date,
): Promise<RemainingAmountAnswer> {
  const [credit, held] = await Promise.all([
    creditStatement(db, companyId, customer.id),
    heldGifts(db, companyId, customer.email, now),
  ]);
  const giftBalance = held.reduce((sum, gift) => sum + gift.balance, 0);
  return {
    customer,
    remainingAmount: credit.balance + giftBalance,
    credit: { balance: credit.balance, entries: credit.entries },
    gifts: {
      balance: giftBalance,
      vouchers: held.map((gift) => ({ ...gift, expiresAt: gift.expiresAt?.toISOString() ?? null })),
    },
  };
}
