import type { media } from '../../db/schema.ts';

/** A media row as listed and answered; `inline` says the bytes sit in the row itself. */
export type MediaRow = Omit<typeof media.$inferSelect, 'content'> & { inline: boolean };

export type NewMedia = {
  key: string;
  dir: string;
  mime: string;
  width: number | null;
  height: number | null;
  bytes: Buffer;
};

/**
 * Where image bytes live (ADR 0009). Every implementation keeps a `media` row per image (key,
 * type, size, size in pixels) for listings and for the company check of reads; the bytes go to
 * local disk (the default), an S3-compatible bucket, or the row itself (`MEDIA_STORAGE=database`).
 */
export interface MediaStorage {
  /** Stores several images at once: all or none. */
  putAll(companyId: number, items: NewMedia[]): Promise<MediaRow[]>;
  /** The bytes and type of a stored image of this company, or null. */
  read(companyId: number, key: string): Promise<{ mime: string; bytes: Buffer } | null>;
  list(
    companyId: number,
    filter: { dir?: string; limit: number; offset: number },
  ): Promise<{ rows: MediaRow[]; total: number }>;
  /** Where browsers fetch the image straight from (a bucket or CDN); null: through the API. */
  publicUrl(companyId: number, row: MediaRow): string | null;
}

/** Bytes kept outside the database, addressed by a path `{companyId}/{key}` (see safe-keys.ts). */
export interface BlobStore {
  put(path: string, bytes: Buffer, mime: string): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(path: string): Promise<Buffer | null>;
  /** Removes an object; a missing one is not an error. */
  delete(path: string): Promise<void>;
  publicUrl(path: string): string | null;
}

/** The disk or the bucket failed (unreachable, refused our credentials, full): not the client's fault. */
export class BlobStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BlobStoreError';
  }
}

/** An image with this key already exists: nothing was written. */
export class MediaKeyTaken extends Error {
  constructor(key: string) {
    super(`media key already used: ${key}`);
    this.name = 'MediaKeyTaken';
  }
}
