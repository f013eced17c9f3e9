// The booking policy a company states (issue 20): when a customer may cancel for free, what a
// late cancellation or a no-show costs, what deposit a booking asks, and when reminders go out.
// The company's policy lives in its booking settings (`booker.appointment`); a service may
// override any part of it (`articles.booking_policy`); the policy in force is copied onto each
// appointment when it is booked, so a later change never rewrites what the customer agreed to.
import { z } from 'zod';

/** What a late cancellation or a no-show costs: nothing, cents, a percentage, or the deposit kept. */
export const PolicyFeeSchema = z.object({
  type: z.enum(['none', 'fixed', 'percent', 'deposit']),
  /** Cents for `fixed`, 0–100 for `percent`; ignored otherwise. */
  value: z.number().int().nonnegative(),
});
export type PolicyFee = z.infer<typeof PolicyFeeSchema>;

/** What a booking asks to pay online before it is confirmed. */
export const DepositSchema = z.object({
  type: z.enum(['none', 'fixed', 'percent', 'full']),
  /** Cents for `fixed`, 0–100 for `percent`; ignored otherwise. */
  value: z.number().int().nonnegative(),
});
export type Deposit = z.infer<typeof DepositSchema>;

export const CancellationPolicySchema = z.object({
  /**
   * Inside the notice (`cancellationNoticeHours`): `fee` lets the customer cancel and owe the late
   * fee; `refused` keeps self-service cancellation closed (the shop must be called).
   */
  lateCancellation: z.enum(['refused', 'fee']),
  lateFee: PolicyFeeSchema,
  noShowFee: PolicyFeeSchema,
});
export type CancellationPolicy = z.infer<typeof CancellationPolicySchema>;

/** The company's deposit rule: a deposit per booking, stricter after repeated no-shows. */
export const DepositRuleSchema = DepositSchema.extend({
  /** From this many no-shows on, the customer must pay `afterNoShowsRequire`; null: never. */
  afterNoShows: z.number().int().positive().nullable(),
  afterNoShowsRequire: z.enum(['deposit', 'full']),
});
export type DepositRule = z.infer<typeof DepositRuleSchema>;

export const ReminderSettingsSchema = z.object({
  /** Minutes before the start, at most three, between 15 minutes and 7 days. */
  offsetsMinutes: z
    .array(z.number().int().min(15).max(10_080))
    .max(3)
    .refine((offsets) => new Set(offsets).size === offsets.length, 'each reminder once'),
  email: z.boolean(),
  sms: z.boolean(),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

/** A service's overrides of the company policy (articles.booking_policy); absent keys inherit. */
export const ServicePolicySchema = z.object({
  noticeHours: z.number().int().nonnegative().optional(),
  lateCancellation: CancellationPolicySchema.shape.lateCancellation.optional(),
  lateFee: PolicyFeeSchema.optional(),
  noShowFee: PolicyFeeSchema.optional(),
  deposit: DepositSchema.optional(),
});
export type ServicePolicy = z.infer<typeof ServicePolicySchema>;

/** The policy in force for one appointment, copied onto it when booked (appointments.policy). */
export const PolicySnapshotSchema = z.object({
  noticeHours: z.number().int().nonnegative(),
  lateCancellation: CancellationPolicySchema.shape.lateCancellation,
  lateFee: PolicyFeeSchema,
  noShowFee: PolicyFeeSchema,
  /** The deposit this appointment asked for, in cents (0: none). */
  depositAmount: z.number().int().nonnegative(),
});
export type PolicySnapshot = z.infer<typeof PolicySnapshotSchema>;
