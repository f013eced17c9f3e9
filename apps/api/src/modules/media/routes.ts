import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { CompanyRepository } from '../companies/repository.ts';

/**
 * Public media (images in <img> tags carry no company header): /api/media/{nickname}/{key}.
 * Keys never change content, so answers are cacheable for a year.
 */
export function mediaRoutes(app: FastifyInstance, db: Db, companies: CompanyRepository): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/media/:nickname/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored image',
        params: z.object({ nickname: z.string().min(1).max(100), '*': z.string().min(1).max(500) }),
      },
    },
    async (request, reply) => {
      const company = await companies.byNickname(request.params.nickname);
      if (!company) throw notFound('media not found');
      const rows = await db
        .select({ mime: media.mime, content: media.content })
        .from(media)
        .where(and(eq(media.companyId, company.id), eq(media.key, request.params['*'])))
        .limit(1);
      const row = rows[0];
      if (!row?.content) throw notFound('media not found');
      const body = Buffer.from(row.content);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .type(row.mime);
      // An SVG opened directly must not run scripts.
      if (row.mime === 'image/svg+xml')
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(body);
    },
  );
}
