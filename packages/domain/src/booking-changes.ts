// What a customer may still do with a booking on their own (issue 20): cancel it, move it. The
// policy in force is the one saved on the booking when it was made (appointments.policy); older
// bookings, made before policies were saved, keep what was promised then: free until the
// company's notice, then the shop decides — no fee.
import type { Booker, PolicySnapshot } from '@eclat/contracts';

const HOUR = 3_600_000;

/**
 * The policy a booking is held to: its own snapshot, else (booked before snapshots) the company's
 * notice with what was promised then — refused inside it, no fees.
 */
export function policyInForce(
  saved: PolicySnapshot | null | undefined,
  settings: Pick<Booker['appointment'], 'cancellationNoticeHours'>,
): PolicySnapshot {
  if (saved) return saved;
  return {
    noticeHours: settings.cancellationNoticeHours,
    lateCancellation: 'refused',
    lateFee: { type: 'none', value: 0 },
    noShowFee: { type: 'none', value: 0 },
    depositAmount: 0,
  };
}

export type CustomerChanges = {
  /** The customer may move the booking to another slot themselves. */
  canReschedule: boolean;
  /** The customer may cancel it themselves (inside the notice only when the policy charges a fee). */
  canCancel: boolean;
  /** Cancelling now is a late cancellation: the policy's late fee applies. */
  lateCancellation: boolean;
  /** The end of the free period (start minus the notice); null when nothing is live. */
  freeUntil: Date | null;
};

/**
 * What the customer may do with the live part of a booking (its held or confirmed appointments).
 * Moving is self-service only outside the notice, as Planity and Fresha do: inside it the shop
 * decides (staff may still move it). Cancelling inside the notice follows the policy: refused, or
 * allowed with the late fee. Nothing once the booking has started, and no move while a payment
 * is pending (held).
 */
export function customerChanges(p: {
  live: readonly { start: Date; status: string }[];
  policy: Pick<PolicySnapshot, 'noticeHours' | 'lateCancellation'>;
  now: Date;
}): CustomerChanges {
  const first = p.live.reduce<Date | null>((min, a) => (min === null || a.start < min ? a.start : min), null);
  if (!first || first.getTime() <= p.now.getTime())
    return { canReschedule: false, canCancel: false, lateCancellation: false, freeUntil: null };
  const freeUntil = new Date(first.getTime() - p.policy.noticeHours * HOUR);
  const inNotice = p.now.getTime() > freeUntil.getTime();
  const canCancel = !inNotice || p.policy.lateCancellation === 'fee';
  return {
    canReschedule: !inNotice && p.live.every((a) => a.status === 'confirmed'),
    canCancel,
    lateCancellation: inNotice && canCancel,
    freeUntil,
  };
}
