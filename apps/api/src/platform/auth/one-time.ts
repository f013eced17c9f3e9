// One-time secrets (ADR 0004, 0006): short codes sent by SMS or e-mail, and link tokens (password
// reset, invitations). Only SHA-256 hashes are stored, with an expiry; each is used at most once.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH, type CodeCheck, checkCode } from '@eclat/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema.ts';

/** delete_account: the code that confirms an account's deletion (issue 23). */
export type CodePurpose = 'register_sms' | 'verify_email' | 'delete_account';
export type LinkPurpose = 'password_reset' | 'cmpuser_invite';

type Subject = { customerId: number } | { companyUserId: number };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A code is hashed with its purpose and subject: the same six digits of two customers never
 * share a hash. (Six digits are weak against an offline search; they live 10 minutes and take
 * 5 tries at most, ADR 0006.)
 */
const codeHash = (purpose: CodePurpose, customerId: number, code: string) =>
  sha256(`${purpose}:${customerId}:${code}`);
const linkHash = (purpose: LinkPurpose, token: string) => sha256(`${purpose}:${token}`);

export const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
export const newLinkToken = () => randomBytes(32).toString('base64url');

const subjectColumns = (s: Subject) =>
  'customerId' in s ? { customerId: s.customerId } : { companyUserId: s.companyUserId };
const subjectWhere = (s: Subject) =>
  'customerId' in s
    ? eq(verificationCodes.customerId, s.customerId)
    : eq(verificationCodes.companyUserId, s.companyUserId);

/** Ends the live secrets of a subject for a purpose (a new one replaces them). */
async function retire(db: Db, companyId: number, subject: Subject, purpose: string, now: Date) {
  await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.companyId, companyId),
        eq(verificationCodes.purpose, purpose),
        subjectWhere(subject),
        isNull(verificationCodes.usedAt),
      ),
    );
}

/** A new code for a customer; earlier live codes of the same purpose stop working. */
export async function issueCode(
  db: Db,
  input: { companyId: number; customerId: number; purpose: CodePurpose; ttlMs: number; now: Date },
): Promise<string> {
  const code = newCode();
  const subject = { customerId: input.customerId };
  await retire(db, input.companyId, subject, input.purpose, input.now);
  await db.insert(verificationCodes).values({
    companyId: input.companyId,
    customerId: input.customerId,
    purpose: input.purpose,
    codeHash: codeHash(input.purpose, input.customerId, code),
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return code;
}

/**
 * Checks a submitted code against the customer's live code of that purpose. 'ok' consumes it
 * (once, even under concurrent calls); 'wrong' counts a try on it.
 */
export async function useCode(
  db: Db,
  input: { companyId: number; customerId: number; purpose: CodePurpose; code: string; now: Date },
): Promise<CodeCheck> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.companyId, input.companyId),
        eq(verificationCodes.customerId, input.customerId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const submitted = Buffer.from(codeHash(input.purpose, input.customerId, input.code));
  const matches = live ? timingSafeEqual(Buffer.from(live.codeHash), submitted) : false;
  const verdict = checkCode(
    live ? { matches, attempts: live.attempts, expiresAt: live.expiresAt } : null,
    input.now,
  );
  if (!live) return verdict;
  if (verdict === 'wrong') {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, live.id));
  }
  if (verdict === 'ok') {
    const used = await db
      .update(verificationCodes)
      .set({ usedAt: input.now })
      .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    return used.length ? 'ok' : 'none';
  }
  return verdict;
}

/** A new link token (reset, invitation); earlier live tokens of the subject stop working. */
export async function issueLinkToken(
  db: Db,
  input: { companyId: number; subject: Subject; purpose: LinkPurpose; ttlMs: number; now: Date },
): Promise<string> {
  const token = newLinkToken();
  await retire(db, input.companyId, input.subject, input.purpose, input.now);
  await db.insert(verificationCodes).values({
    companyId: input.companyId,
    ...subjectColumns(input.subject),
    purpose: input.purpose,
    codeHash: linkHash(input.purpose, token),
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}

export type LinkTokenRow = { id: number; customerId: number | null; companyUserId: number | null };

const liveLink = (companyId: number, purpose: LinkPurpose, token: string, now: Date) =>
  and(
    eq(verificationCodes.companyId, companyId),
    eq(verificationCodes.purpose, purpose),
    eq(verificationCodes.codeHash, linkHash(purpose, token)),
    isNull(verificationCodes.usedAt),
    gt(verificationCodes.expiresAt, now),
  );

/** The live token's subject, without using it (GET /token/{token}); null when dead or unknown. */
export async function peekLinkToken(
  db: Db,
  input: { companyId: number; purpose: LinkPurpose; token: string; now: Date },
): Promise<LinkTokenRow | null> {
  const [row] = await db
    .select({
      id: verificationCodes.id,
      customerId: verificationCodes.customerId,
      companyUserId: verificationCodes.companyUserId,
    })
    .from(verificationCodes)
    .where(liveLink(input.companyId, input.purpose, input.token, input.now))
    .limit(1);
  return row ?? null;
}

/** Uses the token: one conditional UPDATE, so two concurrent uses cannot both succeed. */
export async function consumeLinkToken(
  db: Db,
  input: { companyId: number; purpose: LinkPurpose; token: string; now: Date },
): Promise<LinkTokenRow | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ usedAt: input.now })
    .where(liveLink(input.companyId, input.purpose, input.token, input.now))
    .returning({
      id: verificationCodes.id,
      customerId: verificationCodes.customerId,
      companyUserId: verificationCodes.companyUserId,
    });
  return row ?? null;
}
