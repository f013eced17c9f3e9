import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import { media } from '../../db/schema.ts';
import { DiskBlobStore } from './disk-blobs.ts';
import { ObjectMediaStorage } from './object-storage.ts';
import { BlobStoreError, MediaKeyTaken, type NewMedia } from './storage.ts';

const image = (dir: string, name: string): NewMedia => ({
  key: `${dir ? `${dir}/` : ''}${name}-${randomBytes(6).toString('hex')}.webp`,
  dir,
  mime: 'image/webp',
  width: 4,
  height: 3,
  bytes: randomBytes(100),
});

/** Every file under a folder, relative, temporary ones included. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

describe.each(engines)('disk media storage (%s)', (engine) => {
  let database: TestDatabase;
  let root: string;
  let storage: ObjectMediaStorage;
  let a: TenantFixture;
  let b: TenantFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    root = await mkdtemp(join(tmpdir(), 'eclat-media-'));
    storage = new ObjectMediaStorage(database.db, new DiskBlobStore(root));
  });
  afterAll(async () => {
    await database?.drop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const rowCount = async (companyId: number) =>
    (await database.db.select({ id: media.id }).from(media).where(eq(media.companyId, companyId))).length;

  it('writes {root}/{companyId}/{dir}/{file}, no temporary file left, rows without bytes', async () => {
    const items = [image('services/visage', 'soin'), image('', 'logo')];
    const rows = await storage.putAll(a.companyId, items);
    expect(rows.map((row) => [row.key, row.dir, row.size, row.inline])).toEqual(
      items.map((item) => [item.key, item.dir, 100, false]),
    );
    const files = await filesUnder(join(root, String(a.companyId)));
    expect(files).toEqual(items.map((item) => item.key).sort());
    for (const item of items)
      expect((await readFile(join(root, String(a.companyId), item.key))).equals(item.bytes)).toBe(true);
    const read = await storage.read(a.companyId, items[0]?.key as string);
    expect(read).toEqual({ mime: 'image/webp', bytes: items[0]?.bytes });
    expect(await storage.read(b.companyId, items[0]?.key as string)).toBeNull();
    expect(storage.publicUrl(a.companyId, rows[0] as (typeof rows)[0])).toBeNull();
  });

  it('stores all or none: a file that cannot be written removes the ones written before', async () => {
    const before = await rowCount(a.companyId);
    // A file where the 'blocked' folder should be: that write fails (ENOTDIR).
    await mkdir(join(root, String(a.companyId)), { recursive: true });
    await writeFile(join(root, String(a.companyId), 'blocked'), 'not a folder');
    const existing = await filesUnder(root);
    const items = [image('fine', 'first'), image('blocked', 'second'), image('fine', 'third')];
    await expect(storage.putAll(a.companyId, items)).rejects.toBeInstanceOf(BlobStoreError);
    expect(await rowCount(a.companyId)).toBe(before);
    expect(await filesUnder(root)).toEqual(existing);
  });

  it('removes the files when the rows cannot be inserted', async () => {
    const existing = await filesUnder(root);
    // A company that does not exist: the insert fails on its foreign key after the writes.
    await expect(storage.putAll(999_999, [image('x', 'one'), image('x', 'two')])).rejects.toThrow();
    expect(await filesUnder(root)).toEqual(existing);
  });

  it('never writes over an existing image: a taken key is refused before any write', async () => {
    const [first] = await storage.putAll(a.companyId, [image('keep', 'original')]);
    if (!first) throw new Error('no row');
    const original = await readFile(join(root, String(a.companyId), first.key));
    const again: NewMedia = { ...image('keep', 'x'), key: first.key };
    const other = image('keep', 'other');
    await expect(storage.putAll(a.companyId, [other, again])).rejects.toBeInstanceOf(MediaKeyTaken);
    expect((await readFile(join(root, String(a.companyId), first.key))).equals(original)).toBe(true);
    expect(await storage.read(a.companyId, other.key)).toBeNull();
    // The same key in another company is another file.
    await storage.putAll(b.companyId, [{ ...again, bytes: Buffer.from('b') }]);
    expect((await storage.read(a.companyId, first.key))?.bytes.equals(original)).toBe(true);
    expect((await storage.read(b.companyId, first.key))?.bytes.toString()).toBe('b');
  });

  it('refuses keys and folders that could leave the root, writing nothing', async () => {
    const existing = await filesUnder(root);
    const bad: NewMedia[] = [
      { ...image('', 'x'), key: '../escape.webp', dir: '' },
      { ...image('', 'x'), key: 'a/../../escape.webp', dir: 'a' },
      { ...image('', 'x'), key: '/etc/escape.webp', dir: '' },
      { ...image('', 'x'), key: 'a//b.webp', dir: 'a' },
      { ...image('', 'x'), key: '.hidden.webp', dir: '' },
      { ...image('', 'x'), key: 'a\\..\\b.webp', dir: '' },
      { ...image('', 'x'), key: 'dir/x.webp', dir: 'other' },
      { ...image('', 'x'), key: '../x/y.webp', dir: '..' },
    ];
    for (const item of bad)
      await expect(storage.putAll(a.companyId, [item]), item.key).rejects.toThrow(/unsafe media key/);
    expect(await filesUnder(root)).toEqual(existing);
    const blobs = new DiskBlobStore(root);
    for (const path of ['1/../../etc/passwd', '../1/x.webp', '0/x.webp', `${a.companyId}`, 'a/x.webp'])
      await expect(blobs.get(path), path).rejects.toThrow(/unsafe media path/);
  });

  it('reads a row whose file is gone as no image, and rows holding their bytes from the row', async () => {
    const [row] = await storage.putAll(a.companyId, [image('gone', 'file')]);
    if (!row) throw new Error('no row');
    await rm(join(root, String(a.companyId), row.key));
    expect(await storage.read(a.companyId, row.key)).toBeNull();
    await database.db.insert(media).values({
      companyId: a.companyId,
      key: 'demo/art.svg',
      dir: 'demo',
      mime: 'image/svg+xml',
      size: 6,
      content: Buffer.from('<svg/>'),
    });
    expect(await storage.read(a.companyId, 'demo/art.svg')).toEqual({
      mime: 'image/svg+xml',
      bytes: Buffer.from('<svg/>'),
    });
  });
});
