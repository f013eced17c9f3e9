import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import {
  localhostFetch,
  type S3Stub,
  type StubAccount,
  startS3Stub,
} from '../../../test-support/s3-stub-server.ts';
import type { S3Config } from '../../config.ts';
import { media } from '../../db/schema.ts';
import { ObjectMediaStorage } from './object-storage.ts';
import { type Fetch, S3BlobStore, S3Error } from './s3-blobs.ts';
import { BlobStoreError, type NewMedia } from './storage.ts';

const account: StubAccount = {
  bucket: 'eclat-media',
  region: 'eu-west-3',
  accessKeyId: 'AKIDSTUBEXAMPLE',
  secretAccessKey: 'stub/K7MDENG+secret',
};
const settings = (endpoint: string, over: Partial<S3Config> = {}): S3Config => ({
  endpoint,
  region: account.region,
  bucket: account.bucket,
  accessKeyId: account.accessKeyId,
  secretAccessKey: account.secretAccessKey,
  forcePathStyle: true,
  ...over,
});
const image = (dir: string, name: string): NewMedia => ({
  key: `${dir ? `${dir}/` : ''}${name}-${randomBytes(6).toString('hex')}.webp`,
  dir,
  mime: 'image/webp',
  width: 2,
  height: 1,
  bytes: randomBytes(64),
});

describe('S3 addressing', () => {
  const path = '12/shops/facade-1a2b3c4d5e6f.webp';

  it('puts the bucket in the path (path-style) or in the host name (virtual-hosted-style)', () => {
    const pathStyle = new S3BlobStore(settings('http://127.0.0.1:9000'));
    expect(pathStyle.objectUrl(path).href).toBe(`http://127.0.0.1:9000/eclat-media/${path}`);
    const virtual = new S3BlobStore(settings('https://s3.fr-par.scw.cloud', { forcePathStyle: false }));
    expect(virtual.objectUrl(path).href).toBe(`https://eclat-media.s3.fr-par.scw.cloud/${path}`);
  });

  it('builds public URLs from S3_PUBLIC_URL only, and never for a path outside the key rules', () => {
    expect(new S3BlobStore(settings('http://127.0.0.1:9000')).publicUrl(path)).toBeNull();
    const cdn = new S3BlobStore(
      settings('http://127.0.0.1:9000', { publicUrl: 'https://cdn.example/media/' }),
    );
    expect(cdn.publicUrl(path)).toBe(`https://cdn.example/media/${path}`);
    for (const bad of ['12/../13/x.webp', '/etc/passwd', '12/a//b.webp', 'x/a.webp', '12/A.webp'])
      expect(() => cdn.objectUrl(bad), bad).toThrow(/unsafe media path/);
  });
});

describe.each(engines)('S3 media storage (%s)', (engine) => {
  let database: TestDatabase;
  let stub: S3Stub;
  let a: TenantFixture;
  let b: TenantFixture;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    stub = await startS3Stub(account);
  });
  afterAll(async () => {
    await stub?.close();
    await database?.drop();
  });
  beforeEach(() => {
    stub.objects.clear();
    stub.requests.length = 0;
  });

  const storage = (over: Partial<S3Config> = {}, fetch?: Fetch) =>
    new ObjectMediaStorage(database.db, new S3BlobStore(settings(stub.endpoint, over), { fetch }));
  const rowCount = async (companyId: number) =>
    (await database.db.select({ id: media.id }).from(media).where(eq(media.companyId, companyId))).length;

  it('stores each object under its company with its type and a year of cache; the row keeps no bytes', async () => {
    const s3 = storage();
    const items = [image('shops', 'facade'), image('', 'logo')];
    const rows = await s3.putAll(a.companyId, items);
    expect(rows.map((row) => [row.key, row.size, row.inline])).toEqual(
      items.map((item) => [item.key, 64, false]),
    );
    for (const item of items) {
      const object = stub.objects.get(`${a.companyId}/${item.key}`);
      expect(object?.body.equals(item.bytes)).toBe(true);
      expect(object?.contentType).toBe('image/webp');
      expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
    }
    const [stored] = await database.db
      .select({ content: media.content })
      .from(media)
      .where(and(eq(media.companyId, a.companyId), eq(media.key, items[0]?.key as string)));
    expect(stored?.content).toBeNull();

    const read = await s3.read(a.companyId, items[0]?.key as string);
    expect(read?.mime).toBe('image/webp');
    expect(read?.bytes.equals(items[0]?.bytes as Buffer)).toBe(true);
    // Another company asking for the same key finds no row, so the bucket is not even asked.
    const before = stub.requests.length;
    expect(await s3.read(b.companyId, items[0]?.key as string)).toBeNull();
    expect(stub.requests.length).toBe(before);
    expect(s3.publicUrl(a.companyId, rows[0] as (typeof rows)[0])).toBeNull();
  });

  it('reaches a virtual-hosted bucket (bucket.host) when path style is off', async () => {
    const s3 = storage({ endpoint: `http://localhost:${stub.port}`, forcePathStyle: false }, localhostFetch);
    const item = image('services', 'soin');
    await s3.putAll(a.companyId, [item]);
    expect((await s3.read(a.companyId, item.key))?.bytes.equals(item.bytes)).toBe(true);
    expect(stub.requests.map((r) => [r.method, r.bucket, r.key, r.status])).toEqual([
      ['PUT', 'eclat-media', `${a.companyId}/${item.key}`, 200],
      ['GET', 'eclat-media', `${a.companyId}/${item.key}`, 200],
    ]);
  });

  it('points media URLs at S3_PUBLIC_URL, except rows that hold their bytes (demo data)', async () => {
    const s3 = storage({ publicUrl: 'https://cdn.example/m' });
    const [row] = await s3.putAll(a.companyId, [image('shops', 'vitrine')]);
    if (!row) throw new Error('no row');
    expect(s3.publicUrl(a.companyId, row)).toBe(`https://cdn.example/m/${a.companyId}/${row.key}`);
    const [inline] = await database.db
      .insert(media)
      .values({
        companyId: a.companyId,
        key: 'demo/art.svg',
        dir: 'demo',
        mime: 'image/svg+xml',
        size: 3,
        content: Buffer.from('<svg/>'),
      })
      .returning({ id: media.id });
    const listed = await s3.list(a.companyId, { dir: 'demo', limit: 10, offset: 0 });
    expect(listed.rows.map((r) => [r.id, r.inline])).toEqual([[inline?.id, true]]);
    expect(s3.publicUrl(a.companyId, listed.rows[0] as (typeof listed.rows)[0])).toBeNull();
    expect((await s3.read(a.companyId, 'demo/art.svg'))?.bytes.toString()).toBe('<svg/>');
  });

  it('signs the session token of temporary credentials', async () => {
    const tokenStub = await startS3Stub({ ...account, sessionToken: 'FQoGZXIvYXdzE/session+token==' });
    try {
      const item = image('', 'temp');
      const without = new ObjectMediaStorage(database.db, new S3BlobStore(settings(tokenStub.endpoint)));
      await expect(without.putAll(a.companyId, [item])).rejects.toMatchObject({ code: 'InvalidToken' });
      const withToken = new ObjectMediaStorage(
        database.db,
        new S3BlobStore(settings(tokenStub.endpoint, { sessionToken: 'FQoGZXIvYXdzE/session+token==' })),
      );
      await withToken.putAll(a.companyId, [item]);
      expect(tokenStub.objects.has(`${a.companyId}/${item.key}`)).toBe(true);
    } finally {
      await tokenStub.close();
    }
  });

  it('is refused with a wrong secret or key: nothing stored, no row', async () => {
    const before = await rowCount(a.companyId);
    const wrongSecret = storage({ secretAccessKey: 'wJalrXUtnFEMI/not-the-secret' }).putAll(a.companyId, [
      image('shops', 'x'),
      image('shops', 'y'),
    ]);
    await expect(wrongSecret).rejects.toBeInstanceOf(S3Error);
    await expect(wrongSecret).rejects.toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    await expect(
      storage({ accessKeyId: 'AKIDUNKNOWN' }).putAll(a.companyId, [image('', 'z')]),
    ).rejects.toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
    expect(stub.objects.size).toBe(0);
    expect(stub.requests.every((r) => r.status === 403)).toBe(true);
    expect(await rowCount(a.companyId)).toBe(before);
  });

  it('stores all or none: a server error on the 2nd of 3 uploads leaves no row and deletes the others', async () => {
    const before = await rowCount(a.companyId);
    stub.failPut(2);
    const items = [image('batch', 'one'), image('batch', 'two'), image('batch', 'three')];
    await expect(storage().putAll(a.companyId, items)).rejects.toMatchObject({
      status: 500,
      code: 'InternalError',
    });
    expect(await rowCount(a.companyId)).toBe(before);
    expect(stub.objects.size).toBe(0);
    const puts = stub.requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.status).sort()).toEqual([200, 200, 500]);
    const stored = puts.filter((r) => r.status === 200).map((r) => r.key);
    const deleted = stub.requests.filter((r) => r.method === 'DELETE' && r.status === 204).map((r) => r.key);
    expect(deleted.sort()).toEqual(stored.sort());
  });

  it('removes the objects when the rows cannot be inserted', async () => {
    // A company that does not exist: the insert fails on its foreign key after the uploads.
    const items = [image('shops', 'orphan'), image('shops', 'orphan-two')];
    await expect(storage().putAll(999_999, items)).rejects.toThrow();
    expect(stub.requests.filter((r) => r.method === 'PUT' && r.status === 200)).toHaveLength(2);
    expect(stub.objects.size).toBe(0);
  });

  it('reads a missing object, a missing row and an unsafe key as no image', async () => {
    const s3 = storage();
    const key = `lost/gone-${randomBytes(6).toString('hex')}.webp`;
    await database.db
      .insert(media)
      .values({ companyId: a.companyId, key, dir: 'lost', mime: 'image/webp', size: 1 });
    expect(await s3.read(a.companyId, key)).toBeNull();
    expect(stub.requests.at(-1)).toMatchObject({ method: 'GET', status: 404, code: 'NoSuchKey' });
    expect(await s3.read(a.companyId, 'no/such-key.webp')).toBeNull();
    expect(await s3.read(a.companyId, '../../etc/passwd')).toBeNull();
  });

  it('reports a bucket it cannot reach as a storage failure, and a missing bucket too', async () => {
    const before = await rowCount(a.companyId);
    const closed = storage({ endpoint: 'http://127.0.0.1:1' }).putAll(a.companyId, [image('', 'down')]);
    await expect(closed).rejects.toBeInstanceOf(BlobStoreError);
    await expect(
      storage({ bucket: 'other-bucket' }).putAll(a.companyId, [image('', 'nb')]),
    ).rejects.toMatchObject({
      status: 404,
      code: 'NoSuchBucket',
    });
    expect(await rowCount(a.companyId)).toBe(before);
  });
});
