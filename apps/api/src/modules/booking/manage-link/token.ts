// The booking manage link (issue 20): confirmations and reminders carry it; it opens one booking
// order of one company — see it, add it to a calendar, reschedule or cancel it — without sign-in,
// until 30 days after its last appointment. Signed, not stored (platform/auth/signed-links.ts).
import { readLink, signLink } from '../../../platform/auth/signed-links.ts';

const GRACE_MS = 30 * 86_400_000;

/** The storefront page that opens a manage link, after the language prefix. */
export const MANAGE_PAGE = '/reservation/manage';

export function manageToken(
  key: Buffer,
  booking: { companyId: number; orderId: number; endsAt: Date },
): string {
  return signLink(key, {
    purpose: 'manage_booking',
    subject: `${booking.companyId}:${booking.orderId}`,
    expiresAt: new Date(booking.endsAt.getTime() + GRACE_MS),
  });
}

/** The booking order a live manage token opens, or null (forged, expired, another purpose). */
export function openManageToken(
  key: Buffer,
  token: string,
  now: Date,
): { companyId: number; orderId: number } | null {
  const link = readLink(key, token, 'manage_booking', now);
  const match = link ? /^(\d{1,10}):(\d{1,10})$/.exec(link.subject) : null;
  if (!match) return null;
  return { companyId: Number(match[1]), orderId: Number(match[2]) };
}
