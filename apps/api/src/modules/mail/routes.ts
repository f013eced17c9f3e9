import { OutboxAnswerSchema, OutboxQuerySchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff } from '../../http/auth.ts';
import type { Messenger } from './messenger.ts';

/**
 * GET /api/dev/outbox: the company's mails and SMS, one-time secrets included, so that a
 * newcomer follows a registration or a reset without any outside service (ADR 0006). Managers
 * and owners only: the codes and links in it open customer accounts.
 */
export function outboxRoutes(app: FastifyInstance, messenger: Messenger): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      preHandler: requireStaff('manager'),
      schema: {
        tags: ['dev'],
        summary: "The company's latest mails and SMS (outbox), secrets readable; managers and owners",
        querystring: OutboxQuerySchema,
        response: { 200: OutboxAnswerSchema },
      },
      // The answer carries codes and links: never log it (Fastify does not log bodies anyway).
    },
    async (request) => {
      const rows = await messenger.list(request.company.id, request.query);
      return {
        messages: rows.map((r) => ({
          id: r.id,
          channel: r.channel === 'sms' ? ('sms' as const) : ('email' as const),
          to: r.to,
          subject: r.subject,
          body: r.body,
          lang: r.lang,
          sentAt: r.sentAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );
}
