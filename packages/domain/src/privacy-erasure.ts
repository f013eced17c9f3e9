// Erasure of a customer (issue 23, ADR 0026): the rules the API's erasure engine follows, pure.
import type { PolicySnapshot } from '@eclat/contracts';
import { cancellationOutcome, policyFee } from './booking-policy.ts';

/** The status of an erased customer's row (kept for the books, holding nothing personal). */
export const ERASED_STATUS = 'erased';

/**
 * The e-mail an erased customer's row keeps: unique per row (the company's unique index on
 * lower(email) still holds) and under `.invalid` (RFC 2606), so nothing is ever sent to it and
 * the customer's own address is free to register again as a new customer.
 */
export function erasedEmail(customerId: number): string {
  return `erased-${customerId}@erased.invalid`;
}

export const isErasedEmail = (email: string): boolean => /^erased-\d+@erased\.invalid$/.test(email);

/** Who asks for an erasure: the customer (from the account), staff (back office), the retention sweep. */
export type ErasureActor = 'customer' | 'staff' | 'system';

export type ErasureCancellation = { late: boolean; fee: number; refund: number };

/**
 * What cancelling a future booking costs when its customer's account is erased. The customer's
 * own deletion follows the policy saved with the booking like any cancellation of theirs, except
 * that it is never refused: a late cancellation the policy would refuse (call the shop) still
 * happens — a booking cannot be kept for someone who no longer exists — and owes the policy's
 * late fee. Staff erasing on request and the retention sweep cancel as staff do: no fee.
 */
export function erasureCancellation(input: {
  snapshot: PolicySnapshot;
  price: number;
  startsAt: Date;
  now: Date;
  paid: number;
  by: ErasureActor;
}): ErasureCancellation {
  const by = input.by === 'customer' ? 'customer' : 'staff';
  const outcome = cancellationOutcome({ ...input, by });
  if (outcome.allowed) return { late: outcome.late, fee: outcome.fee, refund: outcome.refund };
  const fee = policyFee(input.snapshot.lateFee, input.price, input.snapshot.depositAmount);
  return { late: true, fee, refund: Math.max(0, Math.max(0, input.paid) - fee) };
}

/** How a customer re-authenticates before deleting: a password when they have one; a mailed code always. */
export function deletionMethods(hasPassword: boolean): ('password' | 'code')[] {
  return hasPassword ? ['password', 'code'] : ['code'];
}
