import { randomBytes } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaAnswerSchema, MediasAnswerSchema, MediaUploadsAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callers } from '../../../test-support/cache-kit.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../test-support/fixtures.ts';
import { type S3Stub, startS3Stub } from '../../../test-support/s3-stub-server.ts';
import { buildApp } from '../../app.ts';
import type { S3Config } from '../../config.ts';
import { media } from '../../db/schema.ts';

// The media routes on the two storages that keep bytes out of the database (ADR 0009); the
// database storage is media.test.ts.

const account = {
  bucket: 'eclat-media',
  region: 'eu-west-3',
  accessKeyId: 'AKIDSTUB',
  secretAccessKey: 'stub-secret',
};

/** A multipart/form-data body of PNG files. */
function form(files: { filename: string; bytes: Buffer }[]) {
  const boundary = `----eclat${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(engines)('media routes on disk and S3 (%s)', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let stub: S3Stub;
  let a: TenantFixture;
  let b: TenantFixture;
  let managerA: string;
  let managerB: string;
  let png: Buffer;
  const apps: FastifyInstance[] = [];

  const s3 = (over: Partial<S3Config> = {}): S3Config => ({
    endpoint: stub.endpoint,
    region: account.region,
    bucket: account.bucket,
    accessKeyId: account.accessKeyId,
    secretAccessKey: account.secretAccessKey,
    forcePathStyle: true,
    ...over,
  });
  const app = async (deps: Partial<Parameters<typeof buildApp>[0]>) => {
    const built = await buildApp({ database, logLevel: 'silent', companyCacheSeconds: 0, ...deps });
    apps.push(built);
    return built;
  };
  const upload = (server: FastifyInstance, url: string, count = 1, token = managerA, company = a.token) => {
    const body = form(Array.from({ length: count }, (_, i) => ({ filename: `photo ${i}.png`, bytes: png })));
    return server.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, company, authorization: `Bearer ${token}` },
    });
  };
  const rowCount = async (companyId: number) =>
    (await database.db.select({ id: media.id }).from(media).where(eq(media.companyId, companyId))).length;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    managerA = (await callers(database, a)).manager;
    managerB = (await callers(database, b)).manager;
    dataDir = await mkdtemp(join(tmpdir(), 'eclat-data-'));
    stub = await startS3Stub(account);
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a96e' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    for (const built of apps) await built.close();
    await stub?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    stub.objects.clear();
    stub.requests.length = 0;
  });

  /** The image is served with a year of cache and an ETag, answers 304 to it, and only to its company. */
  async function expectServed(server: FastifyInstance, url: string, key: string) {
    const served = await server.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 40,
      height: 30,
    });
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await server.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect((await server.inject({ url: `/api/media/beta/${key}` })).statusCode).toBe(404);
  }

  it('keeps uploads under DATA_DIR/media/{company} by default and serves them with their cache headers', async () => {
    const server = await app({ dataDir });
    const res = await upload(server, '/api/upload/image?dir=shops');
    expect(res.statusCode).toBe(201);
    const { media: item } = MediaAnswerSchema.parse(res.json());
    expect(item.url).toBe(`/api/media/alpha/${item.key}`);
    await access(join(dataDir, 'media', String(a.companyId), item.key));
    const [row] = await database.db
      .select({ content: media.content })
      .from(media)
      .where(eq(media.id, item.id));
    expect(row?.content).toBeNull();
    await expectServed(server, item.url, item.key);

    await rm(join(dataDir, 'media', String(a.companyId), item.key));
    expect((await server.inject({ url: item.url })).statusCode).toBe(404);
  });

  it('puts uploads in the bucket and streams them through /api/media without S3_PUBLIC_URL', async () => {
    const server = await app({ media: { storage: 's3', s3: s3() } });
    const res = await upload(server, '/api/upload/images?dir=services/visage', 2);
    expect(res.statusCode).toBe(201);
    const { medias } = MediaUploadsAnswerSchema.parse(res.json());
    expect(medias).toHaveLength(2);
    for (const item of medias) {
      expect(item.url).toBe(`/api/media/alpha/${item.key}`);
      const object = stub.objects.get(`${a.companyId}/${item.key}`);
      expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(object?.contentType).toBe('image/webp');
    }
    const first = medias[0];
    if (!first) throw new Error('no media');
    await expectServed(server, first.url, first.key);
    // Beta's request for alpha's key never reaches the bucket.
    expect(
      stub.requests.filter((r) => r.method === 'GET').every((r) => r.key.startsWith(`${a.companyId}/`)),
    ).toBe(true);
    stub.objects.delete(`${a.companyId}/${first.key}`);
    expect((await server.inject({ url: first.url })).statusCode).toBe(404);
  });

  it('answers bucket URLs when S3_PUBLIC_URL is set, in uploads and in the library', async () => {
    const server = await app({
      media: { storage: 's3', s3: s3({ publicUrl: 'https://cdn.example/eclat' }) },
    });
    const res = await upload(server, '/api/upload/image?dir=cdn', 1, managerB, b.token);
    expect(res.statusCode).toBe(201);
    const { media: item } = MediaAnswerSchema.parse(res.json());
    expect(item.url).toBe(`https://cdn.example/eclat/${b.companyId}/${item.key}`);
    const listed = MediasAnswerSchema.parse(
      (
        await server.inject({
          url: '/api/medias?dir=cdn',
          headers: { company: b.token, authorization: `Bearer ${managerB}` },
        })
      ).json(),
    );
    expect(listed.medias.map((m) => m.url)).toEqual([item.url]);
    // The API address keeps working (links saved before the CDN was set up).
    expect((await server.inject({ url: `/api/media/beta/${item.key}` })).statusCode).toBe(200);
  });

  it('answers 503 and records nothing when the bucket refuses or fails, all or none', async () => {
    const refused = await app({ media: { storage: 's3', s3: s3({ secretAccessKey: 'not-the-secret' }) } });
    const before = await rowCount(a.companyId);
    const res = await upload(refused, '/api/upload/image');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503, type: 'media_storage' });
    expect(stub.requests.map((r) => r.code)).toEqual(['SignatureDoesNotMatch']);

    const server = await app({ media: { storage: 's3', s3: s3() } });
    stub.failPut(2);
    expect((await upload(server, '/api/upload/images', 3)).statusCode).toBe(503);
    expect(stub.objects.size).toBe(0);
    expect(await rowCount(a.companyId)).toBe(before);

    const ok = MediaAnswerSchema.parse((await upload(server, '/api/upload/image')).json()).media;
    await stub.close();
    const down = await server.inject({ url: ok.url });
    expect(down.statusCode).toBe(503);
    stub = await startS3Stub(account);
  });
});
