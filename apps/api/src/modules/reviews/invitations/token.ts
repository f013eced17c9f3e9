// The review invitation link (issue 22): sent after a visit marked honoured, it lets its customer
// review that one appointment without signing in, for 60 days. Signed, not stored
// (platform/auth/signed-links.ts); one review per appointment is the table's unique index.
import { readLink, signLink } from '../../../platform/auth/signed-links.ts';

const LIFETIME_MS = 60 * 86_400_000;

/** The storefront page that opens an invitation link, after the language prefix. */
export const REVIEW_PAGE = '/avis';

export function reviewToken(
  key: Buffer,
  visit: { companyId: number; appointmentId: number; now: Date },
): string {
  return signLink(key, {
    purpose: 'review_invite',
    subject: `${visit.companyId}:${visit.appointmentId}`,
    expiresAt: new Date(visit.now.getTime() + LIFETIME_MS),
  });
}

/** The appointment a live invitation token is for, or null (forged, expired, another purpose). */
export function openReviewToken(
  key: Buffer,
  token: string,
  now: Date,
): { companyId: number; appointmentId: number } | null {
  const link = readLink(key, token, 'review_invite', now);
  const match = link ? /^(\d{1,10}):(\d{1,10})$/.exec(link.subject) : null;
  if (!match) return null;
  return { companyId: Number(match[1]), appointmentId: Number(match[2]) };
}
