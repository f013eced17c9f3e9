import type { MediaConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { DatabaseMediaStorage } from './database-storage.ts';
import { DiskBlobStore } from './disk-blobs.ts';
import { ObjectMediaStorage } from './object-storage.ts';
import { S3BlobStore } from './s3-blobs.ts';
import type { MediaStorage } from './storage.ts';

/** The media storage config.media names (ADR 0009). */
export function createMediaStorage(db: Db, config: MediaConfig): MediaStorage {
  switch (config.storage) {
    case 'database':
      return new DatabaseMediaStorage(db);
    case 'disk':
      return new ObjectMediaStorage(db, new DiskBlobStore(config.dir));
    case 's3':
      return new ObjectMediaStorage(db, new S3BlobStore(config.s3));
  }
}
