// Review invitations (issue 22) and the waitlist's offers (issue 21) as the back office edits
// them: a delay typed as hours and minutes, stored in minutes (contracts ReviewSettings), and a
// hold in minutes (WaitlistSettings); validated with the contracts before the round trip.
import {
  type PrivacySettings,
  PrivacySettingsSchema,
  type ReviewSettings,
  ReviewSettingsSchema,
  type WaitlistSettings,
  WaitlistSettingsSchema,
} from '@eclat/contracts';

/** 195 → { hours: 3, minutes: 15 }. */
export const splitDelay = (total: number) => ({ hours: Math.floor(total / 60), minutes: total % 60 });

/**
 * Hours and minutes as typed ('' or not a whole number → null, so that the field shows its error
 * instead of a silent 0).
 */
export function joinDelay(hours: string, minutes: string): number | null {
  const h = hours.trim() === '' ? 0 : Number(hours);
  const m = minutes.trim() === '' ? 0 : Number(minutes);
  if (!Number.isInteger(h) || !Number.isInteger(m) || h < 0 || m < 0 || m > 59) return null;
  return h * 60 + m;
}

export const reviewSettingsValid = (settings: ReviewSettings): boolean =>
  ReviewSettingsSchema.safeParse(settings).success;

export const waitlistSettingsValid = (settings: WaitlistSettings): boolean =>
  WaitlistSettingsSchema.safeParse(settings).success;

/** booker.privacy (issue 23): a whole number of months from 12 to 120. */
export const privacySettingsValid = (settings: PrivacySettings): boolean =>
  PrivacySettingsSchema.safeParse(settings).success;
