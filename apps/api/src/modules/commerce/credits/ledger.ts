// The customer credit ledger (ADR 0008, "old credit"): grants and uses are rows, the balance is
// their sum. Every change locks the customer's row first, so two concurrent uses can never spend
// the same credit twice and the balance never goes below zero.
import { creditToUse } from '@eclat/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { customerCredits, customers } from '../../../db/schema.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { insertCreditEntry } from './repository.ts';

export type CreditGrant = {
  companyId: number;
  customerId: number;
  amount: number;
  kind: 'old_credit' | 'adjust';
  bookingOrderId: number | null;
  note: string | null;
};

export type CreditUse = {
  companyId: number;
  customerId: number;
  amount: number;
  /** A cap besides the balance (what an order still owes), applied under the same lock. */
  max?: number;
  bookingOrderId: number | null;
  note: string | null;
};

async function lockCustomer(tx: Db, companyId: number, customerId: number): Promise<void> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
    .for('update');
  if (!row) throw new HttpError(404, 'customer not found');
}

export async function creditBalance(db: Db, companyId: number, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${customerCredits.amount}), 0)` })
    .from(customerCredits)
    .where(and(eq(customerCredits.companyId, companyId), eq(customerCredits.customerId, customerId)));
  return Number(row?.balance ?? 0);
}

/** Adds credit (positive amount) inside the caller's transaction; answers the new balance. */
export async function grantCredit(tx: Db, input: CreditGrant): Promise<{ balance: number }> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new HttpError(400, 'credit amount must be a positive whole number of cents');
  }
  await lockCustomer(tx, input.companyId, input.customerId);
  await insertCreditEntry(tx, {
    companyId: input.companyId,
    customerId: input.customerId,
    amount: input.amount,
    kind: input.kind,
    bookingOrderId: input.bookingOrderId,
    note: input.note,
  });
  return { balance: await creditBalance(tx, input.companyId, input.customerId) };
}

/**
 * Spends credit inside the caller's transaction: never more than the balance nor than `max`. A use
 * that finds nothing to spend is refused with 409 so the caller's transaction rolls back.
 */
export async function useCredit(tx: Db, input: CreditUse): Promise<{ used: number; balance: number }> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new HttpError(400, 'credit amount must be a positive whole number of cents');
  }
  await lockCustomer(tx, input.companyId, input.customerId);
  const balance = await creditBalance(tx, input.companyId, input.customerId);
  const used = creditToUse(balance, input.amount, input.max ?? input.amount);
  if (used <= 0) throw new HttpError(409, 'no credit left', { type: 'credit' });
  await insertCreditEntry(tx, {
    companyId: input.companyId,
    customerId: input.customerId,
    amount: -used,
    kind: 'use',
    bookingOrderId: input.bookingOrderId,
    note: input.note,
  });
  return { used, balance: balance - used };
}

/** A customer's balance and every grant and use, oldest first; 404 when not the company's. */
export async function creditStatement(db: Db, companyId: number, customerId: number) {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
  if (!customer) throw new HttpError(404, 'customer not found');
  const rows = await db
    .select()
    .from(customerCredits)
    .where(and(eq(customerCredits.companyId, companyId), eq(customerCredits.customerId, customerId)))
    .orderBy(asc(customerCredits.createdAt), asc(customerCredits.id));
  return {
    customerId,
    balance: rows.reduce((sum, row) => sum + row.amount, 0),
    entries: rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      kind: row.kind as 'old_credit' | 'use' | 'adjust',
      bookingOrderId: row.bookingOrderId,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
