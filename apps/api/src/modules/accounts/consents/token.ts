// The unsubscribe link of marketing messages (issue 23, RFC 8058): it names one customer of one
// company and does one thing, turn their marketing consent off. Signed, not stored
// (platform/auth/signed-links.ts). It is long-lived — an old newsletter's link must still work —
// and not sealed in the outbox: all it can do is stop the mails it came with.
import { readLink, signLink } from '../../../platform/auth/signed-links.ts';

const LIFETIME_MS = 2 * 366 * 86_400_000;

/** The storefront page that opens an unsubscribe link, after the language prefix. */
export const UNSUBSCRIBE_PAGE = '/desinscription';
/** The API path a mail client POSTs to for a one-click unsubscribe (List-Unsubscribe). */
export const UNSUBSCRIBE_API = '/api/consents/unsubscribe';

export function unsubscribeToken(
  key: Buffer,
  who: { companyId: number; customerId: number; now: Date },
): string {
  return signLink(key, {
    purpose: 'unsubscribe',
    subject: `${who.companyId}:${who.customerId}`,
    expiresAt: new Date(who.now.getTime() + LIFETIME_MS),
  });
}

/** The customer a live unsubscribe token names, or null (forged, expired, another purpose). */
export function openUnsubscribeToken(
  key: Buffer,
  token: string,
  now: Date,
): { companyId: number; customerId: number } | null {
  const link = readLink(key, token, 'unsubscribe', now);
  const match = link ? /^(\d{1,10}):(\d{1,10})$/.exec(link.subject) : null;
  if (!match) return null;
  return { companyId: Number(match[1]), customerId: Number(match[2]) };
}
