// The waitlist offer link (issue 21): it opens one offer of one company — see the held time,
// accept, decline or extend it once — without sign-in, until the offer's deadline (plus a grace
// so that a late click still explains that the time has gone). Signed, not stored.
import { readLink, signLink } from '../../../../platform/auth/signed-links.ts';

const GRACE_MS = 7 * 86_400_000;

/** The storefront page that opens an offer link, after the language prefix. */
export const OFFER_PAGE = '/liste-attente/offre';

export function offerToken(
  key: Buffer,
  offer: { companyId: number; offerId: number; expiresAt: Date },
): string {
  return signLink(key, {
    purpose: 'waitlist_offer',
    subject: `${offer.companyId}:${offer.offerId}`,
    expiresAt: new Date(offer.expiresAt.getTime() + GRACE_MS),
  });
}

/** The offer a live token opens, or null (forged, past its grace, another purpose). */
export function openOfferToken(
  key: Buffer,
  token: string,
  now: Date,
): { companyId: number; offerId: number } | null {
  const link = readLink(key, token, 'waitlist_offer', now);
  const match = link ? /^(\d{1,10}):(\d{1,10})$/.exec(link.subject) : null;
  if (!match) return null;
  return { companyId: Number(match[1]), offerId: Number(match[2]) };
}
