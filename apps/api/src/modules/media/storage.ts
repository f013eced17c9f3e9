import { and, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

export type MediaRow = Omit<typeof media.$inferSelect, 'content'>;
export type NewMedia = {
  key: string;
  dir: string;
  mime: string;
  width: number | null;
  height: number | null;
  bytes: Buffer;
};

/**
 * Where image bytes live. Every implementation keeps the `media` row (key, type, size, size in
 * pixels) for listings; `DatabaseMediaStorage`, the embedded default, keeps the bytes in the row
 * too. An S3-compatible implementation would put the bytes in a bucket under
 * `{nickname}/{key}` and leave `content` null, behind this same interface (not built yet).
 */
export interface MediaStorage {
  /** Stores several images at once: all or none. */
  putAll(companyId: number, items: NewMedia[]): Promise<MediaRow[]>;
  /** The bytes and type of a stored image, or null. */
  read(companyId: number, key: string): Promise<{ mime: string; bytes: Buffer } | null>;
  list(
    companyId: number,
    filter: { dir?: string; limit: number; offset: number },
  ): Promise<{ rows: MediaRow[]; total: number }>;
}

const columns = {
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
};

/** The embedded default (ADR 0003): bytes in the `media` table, served by /api/media/…. */
export class DatabaseMediaStorage implements MediaStorage {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async putAll(companyId: number, items: NewMedia[]): Promise<MediaRow[]> {
    if (items.length === 0) return [];
    return this.#db
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
          content: item.bytes,
        })),
      )
      .returning(columns);
  }

  async read(companyId: number, key: string): Promise<{ mime: string; bytes: Buffer } | null> {
    const rows = await this.#db
      .select({ mime: media.mime, content: media.content })
      .from(media)
      .where(and(eq(media.companyId, companyId), eq(media.key, key)))
      .limit(1);
    const row = rows[0];
    return row?.content ? { mime: row.mime, bytes: Buffer.from(row.content) } : null;
  }

  async list(
    companyId: number,
    filter: { dir?: string; limit: number; offset: number },
  ): Promise<{ rows: MediaRow[]; total: number }> {
    // A folder lists its sub-folders' images too ('services' holds 'services/visage').
    const inDir: SQL | undefined = filter.dir
      ? or(eq(media.dir, filter.dir), like(media.dir, `${filter.dir.replaceAll('_', '\\_')}/%`))
      : undefined;
    const where = and(eq(media.companyId, companyId), inDir);
    const [rows, totals] = await Promise.all([
      this.#db
        .select(columns)
        .from(media)
        .where(where)
        .orderBy(desc(media.createdAt), desc(media.id))
        .limit(filter.limit)
        .offset(filter.offset),
      this.#db.select({ n: count() }).from(media).where(where),
    ]);
    return { rows, total: Number(totals[0]?.n ?? 0) };
  }
}
