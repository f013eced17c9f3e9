// Signed links (issue 20): a link that opens one thing for one purpose until it expires, with no
// sign-in and no row per link — the booking manage link in confirmations and reminders. HMAC-SHA256
// over purpose, subject and expiry; the key is LINK_KEY when set, else one the instance makes once
// and keeps in `instance_secrets`, so every process (and every restart) reads the same links.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instanceSecrets } from '../../db/schema.ts';

export type LinkPurposeName =
  | 'manage_booking'
  | 'waitlist_offer'
  | 'review_invite'
  | 'export_download'
  | 'unsubscribe';

export type SignedLink = { purpose: LinkPurposeName; subject: string; expiresAt: Date };

const KEY_NAME = 'signed_link_key';

/** The signing key: `configured` (LINK_KEY, base64url) or the instance's own, made on first use. */
export async function signedLinkKey(db: Db, configured?: string): Promise<Buffer> {
  if (configured) {
    const key = Buffer.from(configured, 'base64url');
    if (key.length < 32) throw new Error('LINK_KEY must be at least 32 bytes in base64url');
    return key;
  }
  await db
    .insert(instanceSecrets)
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, KEY_NAME));
  if (!row) throw new Error('signed link key missing');
  return Buffer.from(row.value, 'base64url');
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** `<body>.<mac>`, URL-safe; the body says purpose, subject and expiry (seconds). */
export function signLink(key: Buffer, link: SignedLink): string {
  const body = Buffer.from(
    JSON.stringify([link.purpose, link.subject, Math.floor(link.expiresAt.getTime() / 1000)]),
  ).toString('base64url');
  return `${body}.${mac(key, body)}`;
}

/** The link's subject when the token is genuine, for this purpose, and not expired; else null. */
export function readLink(
  key: Buffer,
  token: string,
  purpose: LinkPurposeName,
  now: Date,
): { subject: string; expiresAt: Date } | null {
  if (token.length > 512) return null;
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [p, subject, exp] = parsed as unknown[];
  if (p !== purpose || typeof subject !== 'string' || typeof exp !== 'number') return null;
  const expiresAt = new Date(exp * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return { subject, expiresAt };
}
