// What a no-show costs (issue 20 item 5): the no-show fee of the policy in force when the
// appointment was booked (its snapshot, appointments.policy), never today's policy.
import type { PolicySnapshot } from '@eclat/contracts';

/**
 * The fee, in cents, a no-show owes under `snapshot` for an appointment priced `price` cents.
 * `percent` is of the price (at most 100 %), rounded to the cent; `deposit` keeps the deposit the
 * appointment asked for; a booking made before policies existed (no snapshot) owes nothing.
 */
export function noShowFee(snapshot: PolicySnapshot | null | undefined, price: number): number {
  if (!snapshot) return 0;
  const fee = snapshot.noShowFee;
  switch (fee.type) {
    case 'none':
      return 0;
    case 'fixed':
      return Math.max(0, fee.value);
    case 'percent':
      return Math.round((Math.max(0, price) * Math.min(100, Math.max(0, fee.value))) / 100);
    case 'deposit':
      return Math.max(0, snapshot.depositAmount);
  }
}

/** The share of no-shows among the appointments whose attendance is known (0 when none is). */
export function noShowRate(honoured: number, noShows: number): number {
  return honoured + noShows === 0 ? 0 : noShows / (honoured + noShows);
}
