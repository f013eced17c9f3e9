// The booking policy in force (issue 20): what a booking asks to pay now, what cancelling it
// costs, what a no-show costs. The company states it in its booking settings, a service may
// override parts of it, and the result is copied onto each appointment (a PolicySnapshot) so that
// a later change never rewrites what the customer agreed to. Amounts are cents; every fee lies
// between 0 and the appointment's price.
import type {
  CancellationPolicy,
  Deposit,
  DepositRule,
  PolicyFee,
  PolicySnapshot,
  ServicePolicy,
} from '@eclat/contracts';

/** The company's side of the policy: `booker.appointment`'s notice, policy and deposit. */
export type CompanyPolicy = {
  cancellationNoticeHours: number;
  policy: CancellationPolicy;
  deposit: DepositRule;
};

/** The policy for one service before its price is known: the company's, overridden by the service's. */
export type EffectivePolicy = {
  noticeHours: number;
  lateCancellation: CancellationPolicy['lateCancellation'];
  lateFee: PolicyFee;
  noShowFee: PolicyFee;
  deposit: Deposit;
};

const clamp = (n: number, max: number) => Math.max(0, Math.min(Math.round(n), Math.max(0, max)));

export function effectivePolicy(
  company: CompanyPolicy,
  service: ServicePolicy | null | undefined,
): EffectivePolicy {
  const s = service ?? {};
  return {
    noticeHours: s.noticeHours ?? company.cancellationNoticeHours,
    lateCancellation: s.lateCancellation ?? company.policy.lateCancellation,
    lateFee: s.lateFee ?? company.policy.lateFee,
    noShowFee: s.noShowFee ?? company.policy.noShowFee,
    deposit: s.deposit ?? { type: company.deposit.type, value: company.deposit.value },
  };
}

/** The deposit a rule asks on a price: never below 0 nor above the price. */
export function depositAmount(deposit: Deposit, price: number): number {
  switch (deposit.type) {
    case 'none':
      return 0;
    case 'fixed':
      return clamp(deposit.value, price);
    case 'percent':
      return clamp((price * Math.min(deposit.value, 100)) / 100, price);
    case 'full':
      return clamp(price, price);
  }
}

/** A fee on a price; `deposit` keeps the deposit the appointment asked (never above the price). */
export function policyFee(fee: PolicyFee, price: number, deposit: number): number {
  switch (fee.type) {
    case 'none':
      return 0;
    case 'fixed':
      return clamp(fee.value, price);
    case 'percent':
      return clamp((price * Math.min(fee.value, 100)) / 100, price);
    case 'deposit':
      return clamp(deposit, price);
  }
}

/** What a customer with this many no-shows must pay now under the company's rule. */
export type PrepaymentRequirement = 'none' | 'deposit' | 'full';

export function prepaymentRequirement(rule: DepositRule, noShows: number): PrepaymentRequirement {
  if (rule.afterNoShows !== null && noShows >= rule.afterNoShows) return rule.afterNoShowsRequire;
  return 'none';
}

/**
 * The snapshot saved on one appointment. A customer over the no-show threshold pays the whole
 * price (`full`) or at least a deposit (`deposit`: the service's, else the company's, else — when
 * neither asks any — the whole price, since a required deposit of nothing would require nothing).
 */
export function policySnapshot(
  company: CompanyPolicy,
  service: ServicePolicy | null | undefined,
  price: number,
  requirement: PrepaymentRequirement = 'none',
): PolicySnapshot {
  const p = effectivePolicy(company, service);
  let deposit = depositAmount(p.deposit, price);
  if (requirement === 'full') deposit = clamp(price, price);
  else if (requirement === 'deposit' && deposit === 0) {
    const companyDeposit = depositAmount({ type: company.deposit.type, value: company.deposit.value }, price);
    deposit = companyDeposit > 0 ? companyDeposit : clamp(price, price);
  }
  return {
    noticeHours: p.noticeHours,
    lateCancellation: p.lateCancellation,
    lateFee: p.lateFee,
    noShowFee: p.noShowFee,
    depositAmount: deposit,
  };
}

/**
 * What a booking order asks to pay online now: the whole total when the company takes payment
 * for appointments, else the sum of its appointments' deposits (a chain, ADR 0017). 0: nothing,
 * the booking is confirmed at once.
 */
export function orderAmountDue(
  parts: readonly { price: number; snapshot: PolicySnapshot }[],
  paymentActive: boolean,
): number {
  const total = parts.reduce((sum, p) => sum + Math.max(0, p.price), 0);
  if (paymentActive) return total;
  return Math.min(
    total,
    parts.reduce((sum, p) => sum + clamp(p.snapshot.depositAmount, p.price), 0),
  );
}

/**
 * The no-show fee of an appointment under its snapshot (attendance marks it), between 0 and the
 * price; a booking made before snapshots (null) owes nothing, as it was promised.
 */
export function noShowFee(snapshot: PolicySnapshot | null | undefined, price: number): number {
  if (!snapshot) return 0;
  return policyFee(snapshot.noShowFee, price, snapshot.depositAmount);
}

export type CancellationOutcome = {
  /** False: self-service cancellation is closed (the shop must be called). */
  allowed: boolean;
  /** Inside the notice period. */
  late: boolean;
  /** What the cancellation costs, cents (0 ≤ fee ≤ price). */
  fee: number;
  /** What goes back of what was paid: paid − fee, never below 0. */
  refund: number;
};

/**
 * A cancellation at `now`. Before the deadline (start − notice) it is free; after it, a customer
 * is refused or owes the late fee as the snapshot says. Staff may always cancel, with no fee
 * unless they ask for the policy's (`staffChargesFee`).
 */
export function cancellationOutcome(input: {
  snapshot: PolicySnapshot;
  price: number;
  startsAt: Date;
  now: Date;
  /** What was paid online for this appointment, cents. */
  paid: number;
  by: 'customer' | 'staff';
  staffChargesFee?: boolean;
}): CancellationOutcome {
  const { snapshot, price } = input;
  const paid = Math.max(0, input.paid);
  const late = input.startsAt.getTime() - input.now.getTime() < snapshot.noticeHours * 3_600_000;
  if (!late) return { allowed: true, late: false, fee: 0, refund: paid };
  const charged = input.by === 'customer' || input.staffChargesFee === true;
  if (input.by === 'customer' && snapshot.lateCancellation === 'refused')
    return { allowed: false, late: true, fee: 0, refund: 0 };
  const fee = charged ? policyFee(snapshot.lateFee, price, snapshot.depositAmount) : 0;
  return { allowed: true, late: true, fee, refund: Math.max(0, paid - fee) };
}

/** The snapshot of an appointment booked before issue 20: the company's notice, refused after it. */
export function legacySnapshot(noticeHours: number): PolicySnapshot {
  return {
    noticeHours,
    lateCancellation: 'refused',
    lateFee: { type: 'none', value: 0 },
    noShowFee: { type: 'none', value: 0 },
    depositAmount: 0,
  };
}

/**
 * What was paid for a booking order, shared over its appointments in order (earliest first),
 * each taking up to its price: the part of a payment a cancelled appointment carries.
 */
export function allotPaid(paid: number, prices: readonly number[]): number[] {
  let left = Math.max(0, paid);
  return prices.map((price) => {
    const share = Math.min(left, Math.max(0, price));
    left -= share;
    return share;
  });
}
