import type { Db } from '../../db/client.ts';
import { findRow, insertRows, listRows } from './media-rows.ts';
import type { MediaRow, MediaStorage, NewMedia } from './storage.ts';

/**
 * `MEDIA_STORAGE=database`: the bytes in the `media` row, served by /api/media/…. One file to
 * back up with the embedded database, and what tests use when they keep no files.
 */
export class DatabaseMediaStorage implements MediaStorage {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async putAll(companyId: number, items: NewMedia[]): Promise<MediaRow[]> {
    if (items.length === 0) return [];
    return insertRows(this.#db, companyId, items, true);
  }

  async read(companyId: number, key: string): Promise<{ mime: string; bytes: Buffer } | null> {
    const row = await findRow(this.#db, companyId, key);
    return row?.content ? { mime: row.mime, bytes: row.content } : null;
  }

  list(companyId: number, filter: { dir?: string; limit: number; offset: number }) {
    return listRows(this.#db, companyId, filter);
  }

  publicUrl(): string | null {
    return null;
  }
}
