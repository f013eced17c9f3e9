import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { InvalidationBus } from './bus.ts';
import type { CatalogueCache, SerializedAnswer } from './cache.ts';
import { etagMatches, serialize } from './cache.ts';
import { markSharedRead } from './content-version.ts';

/**
 * Sends a public JSON answer with its ETag; `If-None-Match` naming it gets 304 and no body.
 * Clients must revalidate (no-cache): a write shows at once, an unchanged answer costs no body.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SerializedAnswer,
): FastifyReply {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'private, no-cache')
    // Kept beside what the answer already varies on (the CORS origin).
    .header('vary', [reply.getHeader('vary'), 'company, curlang, previewtheme'].filter(Boolean).join(', '));
  if (etagMatches(request.headers['if-none-match'], answer.etag)) {
    reply.code(304);
    markSharedRead(request, reply);
    return reply.send();
  }
  markSharedRead(request, reply);
  // Bytes are sent as they are: the answer was checked against its schema and encoded once.
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/**
 * A cached public read: the answer of `load`, checked against `schema` (unknown keys stripped,
 * as the response serializer would) and serialised once per company, key and language.
 */
export async function sendCached<S extends z.ZodType>(
  cache: CatalogueCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: S,
  load: () => Promise<z.input<S>>,
): Promise<FastifyReply> {
  const answer = await cache.serialized(request.company.id, key, async () => schema.parse(await load()));
  return sendAnswer(request, reply, answer);
}

/** An answer computed per request (e.g. a search), sent with an ETag like the cached ones. */
export function sendFresh<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: S,
  value: z.input<S>,
): FastifyReply {
  return sendAnswer(request, reply, serialize(schema.parse(value)));
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (a search with a filter body): it leaves the cached reads alone. */
    readOnly?: boolean;
  }
}

/**
 * Any successful write by staff of a company (any module: catalogue, content, settings) drops
 * that company's cached reads before the answer leaves, so the next read sees the write.
 * Customers' writes (bookings, sign-in) do not change the catalogue and keep the cache warm.
 */
export function invalidateOnStaffWrites(
  tenant: FastifyInstance,
  cache: CatalogueCache,
  bus: InvalidationBus,
): void {
  // A callback hook: reads pass it without a promise (ADR 0028).
  tenant.addHook('onSend', (request, reply, payload, done) => {
    if (
      !READ_METHODS.has(request.method) &&
      !request.routeOptions.config.readOnly &&
      reply.statusCode < 400 &&
      request.company &&
      (request.principal?.type === 'provider' || request.principal?.type === 'access')
    ) {
      cache.invalidate(request.company.id);
      bus.publish(request.company.id);
    }
    done(null, payload);
  });
}
