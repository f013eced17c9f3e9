import type { PolicySnapshot } from '@eclat/contracts';
import { legacySnapshot, noShowFee, policyFee } from './booking-policy.ts';

/**
 * What a customer is told about cancelling a booking (issues 17 and 20), before confirming, in
 * the confirmation, in mails and on the manage page — the one place they all read: free
 * self-service cancellation until the notice deadline, then what the policy says (refused: call
 * the shop; fee: what it costs); when the appointment is already inside the notice, only the
 * latter — never a deadline in the past. Same rule as cancellationOutcome (booking-policy.ts).
 */
export type LateCancellationTerms = { kind: 'refused' } | { kind: 'fee'; fee: number };

type PolicyTerms = {
  noticeHours: number;
  /** After the deadline: refused, or allowed for this fee (cents; 0 = free even late). */
  late: LateCancellationTerms;
  /** What a no-show costs, cents. */
  noShowFee: number;
  /** The deposit asked when booking, cents (0: none). */
  deposit: number;
};

export type CancellationTerms =
  | ({ kind: 'free-until'; deadline: Date } & PolicyTerms)
  | ({ kind: 'within-notice' } & PolicyTerms);

export type TermsPart = { startsAt: Date; price: number; snapshot: PolicySnapshot };

/**
 * The terms of a whole booking (one appointment or a chain, ADR 0017): the earliest deadline of
 * its appointments, refused when any of them refuses a late cancellation, fees added up.
 */
export function bookingCancellationTerms(parts: readonly TermsPart[], now: Date): CancellationTerms {
  let deadline = Number.POSITIVE_INFINITY;
  let noticeHours = 0;
  let refused = false;
  let lateFee = 0;
  let noShow = 0;
  let deposit = 0;
  for (const { startsAt, price, snapshot } of parts) {
    const own = startsAt.getTime() - snapshot.noticeHours * 3_600_000;
    if (own < deadline) {
      deadline = own;
      noticeHours = snapshot.noticeHours;
    }
    if (snapshot.lateCancellation === 'refused') refused = true;
    lateFee += policyFee(snapshot.lateFee, price, snapshot.depositAmount);
    noShow += noShowFee(snapshot, price);
    deposit += Math.min(snapshot.depositAmount, Math.max(0, price));
  }
  const terms: PolicyTerms = {
    noticeHours,
    late: refused ? { kind: 'refused' } : { kind: 'fee', fee: lateFee },
    noShowFee: noShow,
    deposit,
  };
  return Number.isFinite(deadline) && deadline >= now.getTime()
    ? { kind: 'free-until', deadline: new Date(deadline), ...terms }
    : { kind: 'within-notice', ...terms };
}

/**
 * One appointment's terms. `policy` is its snapshot, or — for a booking made before issue 20 —
 * the company's notice in hours (free until then, refused after). `price` in cents, for the fees.
 */
export function cancellationTerms(
  startsAt: Date,
  now: Date,
  policy: number | PolicySnapshot,
  price = 0,
): CancellationTerms {
  const snapshot = typeof policy === 'number' ? legacySnapshot(policy) : policy;
  return bookingCancellationTerms([{ startsAt, price, snapshot }], now);
}
