import type { Db } from '../../db/client.ts';
import { findRow, insertRows, listRows, takenKeys } from './media-rows.ts';
import { isSafeDir, isSafeKey, objectPath } from './safe-keys.ts';
import { type BlobStore, MediaKeyTaken, type MediaRow, type MediaStorage, type NewMedia } from './storage.ts';

/** Uploads at once per batch: fast enough for 20 images, gentle on the disk or the bucket. */
const PARALLEL_WRITES = 4;

/**
 * Rows in the database, bytes in a blob store (local disk or an S3 bucket, ADR 0009). The bytes
 * are written first and the rows inserted in one statement after, so a row never points at
 * missing bytes; a failed batch removes what it wrote. Rows that hold their bytes themselves
 * (the demo data, or images stored while MEDIA_STORAGE=database) are still served from the row.
 */
export class ObjectMediaStorage implements MediaStorage {
  readonly #db: Db;
  readonly #blobs: BlobStore;

  constructor(db: Db, blobs: BlobStore) {
    this.#db = db;
    this.#blobs = blobs;
  }

  async putAll(companyId: number, items: NewMedia[]): Promise<MediaRow[]> {
    if (items.length === 0) return [];
    for (const item of items) {
      if (
        !isSafeDir(item.dir) ||
        !isSafeKey(item.key) ||
        !item.key.startsWith(item.dir ? `${item.dir}/` : '')
      )
        throw new Error(`unsafe media key ${JSON.stringify(item.key)} in ${JSON.stringify(item.dir)}`);
    }
    // Writing over an existing key would replace another image's bytes, and the rollback below
    // would then delete them: refuse before writing anything.
    const taken = await takenKeys(
      this.#db,
      companyId,
      items.map((item) => item.key),
    );
    if (taken.length > 0) throw new MediaKeyTaken(taken[0] as string);

    const written: string[] = [];
    try {
      for (let i = 0; i < items.length; i += PARALLEL_WRITES) {
        const batch = items.slice(i, i + PARALLEL_WRITES);
        const results = await Promise.allSettled(
          batch.map(async (item) => {
            const path = objectPath(companyId, item.key);
            await this.#blobs.put(path, item.bytes, item.mime);
            written.push(path);
          }),
        );
        const failure = results.find((result) => result.status === 'rejected');
        if (failure) throw failure.reason;
      }
      return await insertRows(this.#db, companyId, items, false);
    } catch (error) {
      // Best effort: bytes without a row are never served (reads start from the row).
      await Promise.allSettled(written.map((path) => this.#blobs.delete(path)));
      throw error;
    }
  }

  async read(companyId: number, key: string): Promise<{ mime: string; bytes: Buffer } | null> {
    const row = await findRow(this.#db, companyId, key);
    if (!row) return null;
    if (row.content) return { mime: row.mime, bytes: row.content };
    if (!isSafeKey(key)) return null;
    const bytes = await this.#blobs.get(objectPath(companyId, key));
    return bytes ? { mime: row.mime, bytes } : null;
  }

  list(companyId: number, filter: { dir?: string; limit: number; offset: number }) {
    return listRows(this.#db, companyId, filter);
  }

  publicUrl(companyId: number, row: MediaRow): string | null {
    return row.inline || !isSafeKey(row.key) ? null : this.#blobs.publicUrl(objectPath(companyId, row.key));
  }
}
