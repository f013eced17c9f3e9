import { and, count, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import type { MediaRow, NewMedia } from './storage.ts';

// The `media` table queries every storage shares; each takes the company id first.

export const rowColumns = {
  id: media.id,
  companyId: media.companyId,
  key: media.key,
  dir: media.dir,
  mime: media.mime,
  size: media.size,
  width: media.width,
  height: media.height,
  alt: media.alt,
  createdAt: media.createdAt,
  inline: sql<boolean>`${media.content} is not null`.mapWith(Boolean),
};

/** Inserts the rows in one statement (all or none); `withContent` keeps the bytes in the rows. */
export function insertRows(
  db: Db,
  companyId: number,
  items: NewMedia[],
  withContent: boolean,
): Promise<MediaRow[]> {
  return db
    .insert(media)
    .values(
      items.map((item) => ({
        companyId,
        key: item.key,
        dir: item.dir,
        mime: item.mime,
        size: item.bytes.length,
        width: item.width,
        height: item.height,
        content: withContent ? item.bytes : null,
      })),
    )
    .returning(rowColumns);
}

/** The keys among `keys` this company already uses. */
export async function takenKeys(db: Db, companyId: number, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: media.key })
    .from(media)
    .where(and(eq(media.companyId, companyId), inArray(media.key, keys)));
  return rows.map((row) => row.key);
}

/** The type of a company's image and its bytes when the row holds them. */
export async function findRow(
  db: Db,
  companyId: number,
  key: string,
): Promise<{ mime: string; content: Buffer | null } | null> {
  const rows = await db
    .select({ mime: media.mime, content: media.content })
    .from(media)
    .where(and(eq(media.companyId, companyId), eq(media.key, key)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { mime: row.mime, content: row.content ? Buffer.from(row.content) : null };
}

export async function listRows(
  db: Db,
  companyId: number,
  filter: { dir?: string; limit: number; offset: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  // A folder lists its sub-folders' images too ('services' holds 'services/visage').
  const inDir: SQL | undefined = filter.dir
    ? or(eq(media.dir, filter.dir), like(media.dir, `${filter.dir.replaceAll('_', '\\_')}/%`))
    : undefined;
  const where = and(eq(media.companyId, companyId), inDir);
  const [rows, totals] = await Promise.all([
    db
      .select(rowColumns)
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
