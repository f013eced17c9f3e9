import { randomBytes } from 'node:crypto';
import { MediaAnswerSchema, MediasAnswerSchema, MediaUploadsAnswerSchema } from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCachedTestApp, callers } from '../../../../test-support/cache-kit.ts';
import { createTestDatabase, engines, type TestDatabase } from '../../../../test-support/databases.ts';
import { createTenant, type TenantFixture } from '../../../../test-support/fixtures.ts';
import { media } from '../../../db/schema.ts';
import { renderRendition } from './images.ts';

type Part = { name?: string; filename: string; type: string; bytes: Buffer };

/** A multipart/form-data body with file parts. */
function form(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----eclat${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'file'}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(engines)('media (%s)', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let a: TenantFixture;
  let b: TenantFixture;
  let who: Awaited<ReturnType<typeof callers>>;
  let jpegWithExif: Buffer;
  let png: Buffer;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    a = await createTenant(database.db, 'alpha');
    b = await createTenant(database.db, 'beta');
    app = await buildCachedTestApp(database);
    who = await callers(database, a);
    jpegWithExif = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c9a96e' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-OWNER', Artist: 'SECRET-OWNER' } })
      .toBuffer();
    png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#5b2a4e80' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const upload = (url: string, parts: Part[], token: string | null = who.manager, company = a.token) => {
    const { payload, headers } = form(parts);
    return app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, company, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const rows = async (companyId: number) =>
    (await database.db.select({ id: media.id }).from(media).where(eq(media.companyId, companyId))).length;

  it('re-encodes an upload as WebP at its size, without metadata, and serves it for a year', async () => {
    const res = await upload('/api/upload/image?dir=shops', [
      { filename: 'Façade été.jpg', type: 'image/jpeg', bytes: jpegWithExif },
    ]);
    expect(res.statusCode).toBe(201);
    const { media: item } = MediaAnswerSchema.parse(res.json());
    expect(item).toMatchObject({ dir: 'shops', mime: 'image/webp', width: 320, height: 200 });
    expect(item.key).toMatch(/^shops\/facade-ete-[0-9a-f]{12}\.webp$/);
    expect(item.url).toBe(`/api/media/alpha/${item.key}`);

    const served = await app.inject({ url: item.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SECRET-OWNER'))).toBe(false);
    const again = await app.inject({
      url: item.url,
      headers: { 'if-none-match': served.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves a stored picture at one of the rendition widths as WebP, never enlarged, and refuses other widths (issue 19)', async () => {
    const big = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#5b2a4e' } })
      .jpeg()
      .toBuffer();
    const res = await upload('/api/upload/image?dir=slides', [
      { filename: 'hero.jpg', type: 'image/jpeg', bytes: big },
    ]);
    const { media: item } = MediaAnswerSchema.parse(res.json());
    const small = await app.inject({ url: `${item.url}?w=480` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 288,
    });
    // Kept: the same bytes again, and a 304 for the browser's copy.
    const again = await app.inject({
      url: `${item.url}?w=480`,
      headers: { 'if-none-match': small.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const thumbnail = await app.inject({ url: `${item.url}?w=240` });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 240,
      height: 144,
    });
    const wide = await app.inject({ url: `${item.url}?w=1600` });
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 1000, height: 600 });
    expect((await app.inject({ url: `${item.url}?w=333` })).statusCode).toBe(400);
    // Out of the listing test's counts.
    await database.db.delete(media).where(eq(media.id, item.id));
  });

  it('uploads several images at once', async () => {
    const res = await upload('/api/upload/images', [
      { filename: 'a.png', type: 'image/png', bytes: png },
      { filename: 'b.jpg', type: 'image/jpeg', bytes: jpegWithExif },
    ]);
    expect(res.statusCode).toBe(201);
    const { medias } = MediaUploadsAnswerSchema.parse(res.json());
    expect(medias.map((m) => [m.width, m.height, m.dir])).toEqual([
      [64, 48, ''],
      [320, 200, ''],
    ]);
  });

  it('refuses SVG, non-images, disguised files and files over 10 MB, storing nothing', async () => {
    const before = await rows(a.companyId);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: [Part, number][] = [
      [{ filename: 'x.svg', type: 'image/svg+xml', bytes: svg }, 415],
      [{ filename: 'x.png', type: 'image/png', bytes: svg }, 415],
      [{ filename: 'x.png', type: 'image/png', bytes: Buffer.from('%PDF-1.4 not an image') }, 415],
      [{ filename: 'x.tif', type: 'image/tiff', bytes: await sharp(png).tiff().toBuffer() }, 415],
      [{ filename: 'huge.png', type: 'image/png', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1) }, 413],
    ];
    for (const [part, status] of cases) {
      const res = await upload('/api/upload/image', [part]);
      expect(res.statusCode, part.filename).toBe(status);
      expect(res.json().code).toBe(status);
    }
    // All or none: one bad file among good ones stores nothing.
    const mixed = await upload('/api/upload/images', [
      { filename: 'ok.png', type: 'image/png', bytes: png },
      { filename: 'bad.svg', type: 'image/svg+xml', bytes: svg },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(await rows(a.companyId)).toBe(before);
  });

  it('refuses a bad folder, a request without files and a JSON body', async () => {
    for (const dir of ['../etc', '/abs', 'UPPER', 'a//b']) {
      const res = await upload(`/api/upload/image?dir=${encodeURIComponent(dir)}`, [
        { filename: 'a.png', type: 'image/png', bytes: png },
      ]);
      expect(res.statusCode, dir).toBe(400);
    }
    expect((await upload('/api/upload/image', [])).statusCode).toBe(400);
    const truncated = form([{ filename: 'a.png', type: 'image/png', bytes: png }]);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: truncated.payload.subarray(0, 200),
      headers: { ...truncated.headers, company: a.token, authorization: `Bearer ${who.manager}` },
    });
    expect(broken.statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: { data: png.toString('base64') },
      headers: { company: a.token, authorization: `Bearer ${who.manager}` },
    });
    expect([406, 415]).toContain(json.statusCode);
  });

  it('refuses anonymous callers, customers and staff below manager', async () => {
    const before = await rows(a.companyId);
    const part = { filename: 'a.png', type: 'image/png', bytes: png };
    expect((await upload('/api/upload/image', [part], null)).statusCode).toBe(401);
    expect((await upload('/api/upload/image', [part], who.customer)).statusCode).toBe(403);
    expect((await upload('/api/upload/image', [part], who.staff)).statusCode).toBe(403);
    expect(await rows(a.companyId)).toBe(before);
    expect((await app.inject({ url: '/api/medias', headers: { company: a.token } })).statusCode).toBe(401);
  });

  it("lists the company's images to staff, filtered by folder, and never another company's", async () => {
    await upload('/api/upload/image?dir=services/visage', [
      { filename: 'soin.png', type: 'image/png', bytes: png },
    ]);
    await upload(
      '/api/upload/image?dir=secret',
      [{ filename: 'b.png', type: 'image/png', bytes: png }],
      (await callers(database, b)).manager,
      b.token,
    );
    const list = async (query: string) =>
      MediasAnswerSchema.parse(
        (
          await app.inject({
            url: `/api/medias${query}`,
            headers: { company: a.token, authorization: `Bearer ${who.staff}` },
          })
        ).json(),
      );
    const all = await list('');
    expect(all.total).toBe(4);
    expect(all.medias[0]?.dir).toBe('services/visage');
    expect(all.medias.every((m) => m.url.startsWith('/api/media/alpha/'))).toBe(true);
    expect((await list('?dir=services')).medias.map((m) => m.dir)).toEqual(['services/visage']);
    expect((await list('?dir=shops')).total).toBe(1);
    expect((await list('?dir=secret')).total).toBe(0);
    expect((await list('?limit=1')).medias).toHaveLength(1);
    const bKey = (
      await database.db.select({ key: media.key }).from(media).where(eq(media.companyId, b.companyId))
    )[0]?.key;
    expect((await app.inject({ url: `/api/media/alpha/${bKey}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/media/beta/${bKey}` })).statusCode).toBe(200);
  });
});

describe('renderRendition (issue 19)', () => {
  it("draws the product's SVG artwork at the asked width as WebP", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><defs><filter id="s"><feGaussianBlur stdDeviation="64"/></filter></defs><rect width="1600" height="900" fill="#f4e1e6"/><circle cx="600" cy="300" r="300" fill="#5b2a4e" filter="url(#s)"/></svg>',
    );
    for (const width of [240, 480, 2048] as const) {
      const image = await renderRendition(svg, width);
      expect(image).toMatchObject({ mime: 'image/webp', width, height: Math.round((width * 900) / 1600) });
      expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'webp', width });
    }
  });
});
