import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens } from '../../db/schema.ts';

export type TokenType = 'customer' | 'provider' | 'access' | 'admin';

/** Spec §9: the auth cookie lives 2592000 s; the token itself expires with it (ADR 0004). */
export const TOKEN_LIFETIME_MS = 2_592_000 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new opaque bearer token (256 bit). Only its hash is stored; the caller gives it out once. */
export async function issueToken(
  db: Db,
  subject: { type: TokenType; companyId: number | null; subjectId: number },
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    type: subject.type,
    companyId: subject.companyId,
    subjectId: subject.subjectId,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

export type TokenSubject = { tokenId: number; type: TokenType; companyId: number | null; subjectId: number };

/** The live (not revoked, not expired) token behind a bearer value, or null. */
export async function findToken(db: Db, token: string, now = new Date()): Promise<TokenSubject | null> {
  const rows = await db
    .select({
      tokenId: authTokens.id,
      type: authTokens.type,
      companyId: authTokens.companyId,
      subjectId: authTokens.subjectId,
    })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { ...row, type: row.type as TokenType } : null;
}

/** Logout: this token stops working at once. */
export async function revokeToken(db: Db, tokenId: number, now = new Date()): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

/**
 * Password change: every token of the subject stops working, but `exceptTokenId` (the session
 * that changed it, which stays signed in).
 */
export async function revokeSubjectTokens(
  db: Db,
  subject: { type: TokenType; companyId: number | null; subjectId: number },
  now = new Date(),
  options: { exceptTokenId?: number } = {},
): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.type, subject.type),
        eq(authTokens.subjectId, subject.subjectId),
        isNull(authTokens.revokedAt),
        options.exceptTokenId === undefined ? undefined : ne(authTokens.id, options.exceptTokenId),
      ),
    );
}
