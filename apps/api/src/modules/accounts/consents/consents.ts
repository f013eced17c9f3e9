// Consent records (issue 23, GDPR art. 7): what the customer agreed to, when, on which wording and
// where. Marketing is off until a granted record says otherwise (no record: not granted) and is
// separate from transactional messages (bookings, codes, receipts; `smsOptOut` governs those SMS).
import {
  type CONSENT_CHANNELS,
  type CONSENT_SOURCES,
  CONSENT_WORDING_VERSION,
  type ConsentRecord,
  type ConsentsAnswer,
  type ConsentsUpdate,
} from '@eclat/contracts';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { type ConsentRow, consentHistory, insertConsent, latestConsent } from './repository.ts';

type Purpose = 'marketing' | 'cookies';
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

const channelsOf = (stored: string): ConsentChannel[] =>
  stored.split(',').filter((c): c is ConsentChannel => c === 'email' || c === 'sms');

export function toConsentRecord(row: ConsentRow): ConsentRecord {
  return {
    purpose: row.purpose as Purpose,
    granted: row.granted === 'yes',
    channels: channelsOf(row.channels),
    wordingVersion: row.wordingVersion,
    source: row.source as ConsentSource,
    at: row.createdAt.toISOString(),
  };
}

/** The current state of each purpose (its latest record, null when never asked) and the history. */
export async function consentsAnswer(db: Db, companyId: number, customerId: number): Promise<ConsentsAnswer> {
  const history = (await consentHistory(db, companyId, customerId)).map(toConsentRecord);
  return {
    marketing: history.find((r) => r.purpose === 'marketing') ?? null,
    cookies: history.find((r) => r.purpose === 'cookies') ?? null,
    history,
    wordingVersion: CONSENT_WORDING_VERSION,
  };
}

export type ConsentChoice = {
  purpose: Purpose;
  granted: boolean;
  channels: readonly ConsentChannel[];
  source: ConsentSource;
};

/**
 * Appends the record of one choice in `tx`, unless it says what the latest record already says on
 * the same wording (a cookie banner answered again, an unsubscribe link clicked twice): the history
 * holds changes, not repetitions. Answers whether a record was written.
 */
export async function recordConsent(
  tx: Db,
  companyId: number,
  customerId: number,
  choice: ConsentChoice,
  now: Date,
): Promise<boolean> {
  const channels = choice.granted ? [...choice.channels].sort() : [];
  const latest = await latestConsent(tx, companyId, customerId, choice.purpose);
  if (
    latest &&
    (latest.granted === 'yes') === choice.granted &&
    latest.channels === channels.join(',') &&
    latest.wordingVersion === CONSENT_WORDING_VERSION
  )
    return false;
  await insertConsent(tx, {
    companyId,
    customerId,
    purpose: choice.purpose,
    granted: choice.granted,
    wordingVersion: CONSENT_WORDING_VERSION,
    source: choice.source,
    channels,
    at: now,
  });
  return true;
}

/** PUT /api/users/me/consents: each purpose given is recorded; the others stay as they are. */
export async function saveConsents(
  db: Db,
  companyId: number,
  customerId: number,
  update: ConsentsUpdate,
  now: Date,
): Promise<ConsentsAnswer> {
  const { marketing, cookies } = update;
  if (marketing?.granted && marketing.channels?.length === 0)
    throw new HttpError(400, 'choose at least one channel, or refuse marketing', {
      type: 'invalid',
      errors: [{ path: 'body.marketing.channels', message: 'empty while granted' }],
    });
  await db.transaction(async (tx) => {
    if (marketing)
      await recordConsent(
        tx,
        companyId,
        customerId,
        {
          purpose: 'marketing',
          granted: marketing.granted,
          channels: marketing.channels ?? ['email'],
          source: update.source ?? 'account',
        },
        now,
      );
    if (cookies)
      await recordConsent(
        tx,
        companyId,
        customerId,
        {
          purpose: 'cookies',
          granted: cookies.granted,
          channels: [],
          source: update.source ?? 'cookie_banner',
        },
        now,
      );
  });
  return consentsAnswer(db, companyId, customerId);
}

/** Whether the customer's latest marketing record grants `channel`. */
export async function marketingGranted(
  db: Db,
  companyId: number,
  customerId: number,
  channel: ConsentChannel,
): Promise<boolean> {
  const latest = await latestConsent(db, companyId, customerId, 'marketing');
  return latest?.granted === 'yes' && channelsOf(latest.channels).includes(channel);
}

/**
 * The registration's marketing checkbox, in the registration's transaction. `undefined` (a client
 * that showed no checkbox) records nothing: nobody was asked, and no record already means "not
 * granted". An explicit answer is recorded either way — a 'no' too — because it shows the customer
 * was asked on this wording, which the account page then shows as a choice made, not pending.
 */
export async function recordRegistrationMarketing(
  tx: Db,
  companyId: number,
  customerId: number,
  marketing: boolean | undefined,
  now: Date,
): Promise<void> {
  if (marketing === undefined) return;
  await recordConsent(
    tx,
    companyId,
    customerId,
    { purpose: 'marketing', granted: marketing, channels: ['email'], source: 'registration' },
    now,
  );
}
