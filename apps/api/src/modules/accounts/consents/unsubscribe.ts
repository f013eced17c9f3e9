// The unsubscribe link (issue 23): what it names, and turning marketing off for it. GET only
// reports, so a mail scanner that follows links changes nothing; POST (a person on the storefront
// page, or a mail client's RFC 8058 one-click) records the withdrawal, once.
import type { UnsubscribeAnswer } from '@eclat/contracts';
import type { Db } from '../../../db/client.ts';
import { companyName } from '../../../platform/auth/services.ts';
import { recordConsent } from './consents.ts';
import { consentSubject, latestConsent } from './repository.ts';
import { openUnsubscribeToken } from './token.ts';

export type UnsubscribeSubject = { companyId: number; customerId: number; companyName: string };

/** The customer a live token names, when they still exist (not erased) — else null. */
export async function unsubscribeSubject(
  db: Db,
  linkKey: Buffer,
  token: string,
  now: Date,
): Promise<UnsubscribeSubject | null> {
  const opened = openUnsubscribeToken(linkKey, token, now);
  if (!opened) return null;
  const subject = await consentSubject(db, opened.companyId, opened.customerId);
  if (!subject || subject.erasedAt !== null) return null;
  return { ...opened, companyName: companyName(subject.company) };
}

/** Whether marketing is off for the subject now (never asked counts as off). */
export async function unsubscribeState(db: Db, s: UnsubscribeSubject): Promise<UnsubscribeAnswer> {
  const latest = await latestConsent(db, s.companyId, s.customerId, 'marketing');
  return { purpose: 'marketing', unsubscribed: latest?.granted !== 'yes', companyName: s.companyName };
}

/** Turns marketing off (a 'no' record, source unsubscribe) unless it already is; idempotent. */
export async function unsubscribe(db: Db, s: UnsubscribeSubject, now: Date): Promise<UnsubscribeAnswer> {
  await db.transaction((tx) =>
    recordConsent(
      tx,
      s.companyId,
      s.customerId,
      { purpose: 'marketing', granted: false, channels: [], source: 'unsubscribe' },
      now,
    ),
  );
  return { purpose: 'marketing', unsubscribed: true, companyName: s.companyName };
}
