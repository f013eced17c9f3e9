import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { isSafePath } from './safe-keys.ts';
import { type BlobStore, BlobStoreError } from './storage.ts';

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/**
 * The default blob store (ADR 0009): `{DATA_DIR}/media/{companyId}/{key}`. A file appears whole
 * or not at all: written to a hidden temporary name beside it, flushed, then renamed.
 */
export class DiskBlobStore implements BlobStore {
  readonly #root: string;

  constructor(root: string) {
    this.#root = resolve(root);
  }

  /** The file of a path, refusing anything that could leave the root. */
  #file(path: string): string {
    if (!isSafePath(path)) throw new Error(`unsafe media path ${JSON.stringify(path)}`);
    const file = resolve(this.#root, ...path.split('/'));
    if (!file.startsWith(this.#root + sep)) throw new Error(`media path outside the root: ${path}`);
    return file;
  }

  async put(path: string, bytes: Buffer): Promise<void> {
    const file = this.#file(path);
    const folder = dirname(file);
    // A leading dot: never a valid key, so a temporary file can never be served.
    const temp = join(folder, `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await mkdir(folder, { recursive: true });
      const handle = await open(temp, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw new BlobStoreError(`could not write media file ${path}`, { cause: error });
    }
    await syncFolder(folder);
  }

  async get(path: string): Promise<Buffer | null> {
    const file = this.#file(path);
    try {
      return await readFile(file);
    } catch (error) {
      const code = codeOf(error);
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw new BlobStoreError(`could not read media file ${path}`, { cause: error });
    }
  }

  async delete(path: string): Promise<void> {
    const file = this.#file(path);
    try {
      await rm(file, { force: true });
    } catch (error) {
      throw new BlobStoreError(`could not remove media file ${path}`, { cause: error });
    }
  }

  publicUrl(): string | null {
    return null;
  }
}

/** Makes the rename itself survive a crash; some systems cannot open a folder (best effort). */
async function syncFolder(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows refuses to open a directory; the rename is still atomic there.
  }
}
