import { createHash, randomBytes } from 'node:crypto';
import {
  ApiErrorSchema,
  MEDIA_LIMITS,
  MEDIA_RENDITION_WIDTHS,
  MESSAGES,
  type Media,
  MediaAnswerSchema,
  MediaListQuerySchema,
  type MediaRenditionWidth,
  MediasAnswerSchema,
  MediaUploadQuerySchema,
  MediaUploadsAnswerSchema,
} from '@eclat/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagMatches } from '../../../platform/cache/cache.ts';
import type { CatalogueDeps } from '../../../platform/cache/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { conflictsAs409 } from '../../../platform/http/guards.ts';
import {
  BlobStoreError,
  MediaKeyTaken,
  type MediaRow,
  type MediaStorage,
  type NewMedia,
} from '../../../platform/storage/storage.ts';
import type { CompanyRepository } from '../../../platform/tenant/companies.ts';
import { reencodeImage, renderRendition } from './images.ts';

/**
 * Renditions made in this process, kept by recency up to a byte budget (issue 19). Stored media
 * never change content under a key, so a rendition never goes stale.
 */
class RenditionCache {
  readonly #items = new Map<string, Buffer>();
  #bytes = 0;
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }
  get(key: string): Buffer | undefined {
    const found = this.#items.get(key);
    if (found) {
      this.#items.delete(key);
      this.#items.set(key, found);
    }
    return found;
  }
  set(key: string, bytes: Buffer): void {
    if (bytes.length > this.maxBytes) return;
    this.#items.set(key, bytes);
    this.#bytes += bytes.length;
    for (const [oldest, value] of this.#items) {
      if (this.#bytes <= this.maxBytes) break;
      this.#items.delete(oldest);
      this.#bytes -= value.length;
    }
  }
}

/** What the renditions of one API process may hold in memory. */
const RENDITION_CACHE_BYTES = 32 * 1024 * 1024;
const RENDERABLE = new Set([
  'image/svg+xml',
  'image/webp',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/avif',
]);

const tags = ['media'];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  406: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
};
const writeErrors = { ...errors, 409: ApiErrorSchema, 503: ApiErrorSchema };

/** The disk or bucket failed: logged with its cause, answered 503 (the client may retry). */
async function storageCall<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MediaKeyTaken) throw new HttpError(409, MESSAGES.conflict, { type: 'conflict' });
    if (!(error instanceof BlobStoreError)) throw error;
    request.log.error({ err: error }, 'media storage failed');
    throw new HttpError(503, 'the media storage is unavailable', { type: 'media_storage' });
  }
}

/** The public address of a stored image. */
export const mediaUrl = (nickname: string, key: string) => `/api/media/${nickname}/${key}`;

/**
 * Public media (images in <img> tags carry no company header): /api/media/{nickname}/{key}.
 * Keys never change content, so answers are cacheable for a year.
 */
export function mediaRoutes(app: FastifyInstance, companies: CompanyRepository, storage: MediaStorage): void {
  const renditions = new RenditionCache(RENDITION_CACHE_BYTES);
  // Renditions being made, so that simultaneous first requests render once.
  const pending = new Map<string, Promise<Buffer>>();
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/media/:nickname/*',
    {
      schema: {
        tags,
        summary: 'A stored image (immutable: cached for a year)',
        params: z.object({ nickname: z.string().min(1).max(100), '*': z.string().min(1).max(500) }),
        querystring: z.object({
          w: z.coerce
            .number()
            .int()
            .refine(
              (w): w is MediaRenditionWidth => (MEDIA_RENDITION_WIDTHS as readonly number[]).includes(w),
              {
                message: `w is one of ${MEDIA_RENDITION_WIDTHS.join(', ')}`,
              },
            )
            .optional(),
        }),
        description: `The bytes with a year of cache and an ETag; 404 when the company has no such image. With w (one of ${MEDIA_RENDITION_WIDTHS.join(', ')}), the picture that many pixels wide as WebP (never enlarged, SVG drawn at that width).`,
      },
    },
    async (request, reply) => {
      const company = await companies.byNickname(request.params.nickname);
      if (!company) throw notFound('media not found');
      const found = await storageCall(request, () => storage.read(company.id, request.params['*']));
      if (!found) throw notFound('media not found');
      const width = request.query.w as MediaRenditionWidth | undefined;
      if (width !== undefined && RENDERABLE.has(found.mime)) {
        const key = `${company.id}/${request.params['*']}/${width}`;
        let bytes = renditions.get(key);
        if (!bytes) {
          let making = pending.get(key);
          if (!making) {
            making = renderRendition(found.bytes, width)
              .then((image) => image.bytes)
              .finally(() => pending.delete(key));
            pending.set(key, making);
          }
          try {
            bytes = await making;
          } catch (error) {
            request.log.warn({ err: error }, 'media rendition failed');
            throw new HttpError(415, 'the image could not be resized', { type: 'media' });
          }
          renditions.set(key, bytes);
        }
        const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .type('image/webp');
        if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.send(bytes);
      }
      const etag = `"${createHash('sha1').update(found.bytes).digest('base64url')}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .type(found.mime);
      // An SVG opened directly must not run scripts (the demo's artwork is SVG; uploads never are).
      if (found.mime === 'image/svg+xml')
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.send(found.bytes);
    },
  );
}

function toMedia(row: MediaRow, company: { id: number; nickname: string }, storage: MediaStorage): Media {
  return {
    id: row.id,
    key: row.key,
    url: storage.publicUrl(company.id, row) ?? mediaUrl(company.nickname, row.key),
    dir: row.dir,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    alt: row.alt,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A readable, unique key: 'dir/name-of-file-1a2b3c4d5e6f.webp'. */
function mediaKey(dir: string, filename: string): string {
  const base =
    filename
      .replace(/\.[^.]*$/, '')
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'image';
  return `${dir ? `${dir}/` : ''}${base}-${randomBytes(6).toString('hex')}.webp`;
}

/** Reads every file part, re-encodes each; nothing is stored unless all of them are images. */
async function readImages(request: FastifyRequest, dir: string, max: number): Promise<NewMedia[]> {
  if (!request.isMultipart())
    throw new HttpError(406, 'the request is not multipart/form-data', { type: 'media' });
  const images: NewMedia[] = [];
  try {
    for await (const part of request.files({ limits: { files: max } })) {
      const bytes = await part.toBuffer();
      const image = await reencodeImage(bytes, part.mimetype);
      images.push({ key: mediaKey(dir, part.filename), dir, ...image });
    }
  } catch (error) {
    // Our own refusals and the plugin's limits (413) keep their status; a body busboy cannot
    // parse (cut short, bad boundary) is the client's fault, not a 500.
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status < 500) throw error;
    throw new HttpError(400, 'malformed multipart/form-data body', { type: 'media' });
  }
  if (images.length === 0) throw new HttpError(400, 'no file in the request', { type: 'media' });
  return images;
}

/** Staff: the media library and uploads (multipart/form-data, one or several images). */
export function mediaStaffRoutes(tenant: FastifyInstance, deps: CatalogueDeps): void {
  const storage = deps.mediaStorage;
  tenant.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MEDIA_LIMITS.maxBytes, files: MEDIA_LIMITS.maxFiles, fields: 10, parts: 40 },
      throwFileSizeLimit: true,
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/medias',
      {
        schema: {
          tags,
          summary: "Back office: the company's images, newest first (dir includes its sub-folders)",
          querystring: MediaListQuerySchema,
          response: { 200: MediasAnswerSchema, ...errors },
        },
        preHandler: requireStaff('staff'),
      },
      async (request) => {
        const { rows, total } = await storage.list(request.company.id, request.query);
        return { medias: rows.map((row) => toMedia(row, request.company, storage)), total };
      },
    );

    const upload = async (request: FastifyRequest<{ Querystring: { dir?: string } }>, max: number) => {
      const images = await readImages(request, request.query.dir ?? '', max);
      const rows = await storageCall(request, () =>
        conflictsAs409(() => storage.putAll(request.company.id, images)),
      );
      return rows.map((row) => toMedia(row, request.company, storage));
    };
    const description =
      'multipart/form-data. JPEG, PNG, WebP, AVIF and GIF up to 10 MB each, re-encoded as WebP at their ' +
      'size without metadata; SVG and other types are refused (415), too large files 413.';

    r.post(
      '/api/upload/image',
      {
        schema: {
          tags,
          summary: 'Upload one image (manager), optionally into ?dir',
          description,
          consumes: ['multipart/form-data'],
          querystring: MediaUploadQuerySchema,
          response: { 201: MediaAnswerSchema, ...writeErrors },
        },
        preHandler: requireStaff('manager'),
      },
      async (request, reply) => {
        const [media] = await upload(request, 1);
        return reply.code(201).send({ media: media as Media });
      },
    );

    r.post(
      '/api/upload/images',
      {
        schema: {
          tags,
          summary: 'Upload up to 20 images at once (manager), optionally into ?dir; all or none',
          description,
          consumes: ['multipart/form-data'],
          querystring: MediaUploadQuerySchema,
          response: { 201: MediaUploadsAnswerSchema, ...writeErrors },
        },
        preHandler: requireStaff('manager'),
      },
      async (request, reply) =>
        reply.code(201).send({ medias: await upload(request, MEDIA_LIMITS.maxFiles) }),
    );
  });
}
