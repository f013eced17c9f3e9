import { OutboxAnswerSchema, OutboxQuerySchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DevOutboxSetting } from '../../config.ts';
import { requireStaff } from '../http/auth.ts';
import type { Messenger } from './messenger.ts';

/**
 * Whether GET /api/dev/outbox exists (ADR 0006). Its answer holds customers' live codes and reset
 * links: readable by a manager, that is a takeover of any customer account. So it exists only
 * where nothing else delivers them (the demo, a trial without mail), or when asked for outside
 * production (`on`: a developer with a mail catcher). Asking for it in production beside a
 * transport is a configuration error: the API refuses to start rather than quietly open it.
 */
export function devOutboxOpen(args: { setting: DevOutboxSetting; production: boolean; delivers: boolean }) {
  if (args.setting === 'off') return false;
  if (args.setting === 'auto') return !args.delivers;
  if (args.production && args.delivers) {
    throw new Error(
      'Invalid configuration:\nDEV_OUTBOX: on is refused in production while mail or SMS is delivered (the outbox shows live codes and links)',
    );
  }
  return true;
}

/**
 * GET /api/dev/outbox: the company's mails and SMS, one-time secrets included, so that a
 * newcomer follows a registration or a reset without any outside service (ADR 0006). Managers
 * and owners only; registered only when devOutboxOpen allows it (else 404).
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
          template: r.template,
          format: r.format === 'html' ? ('html' as const) : ('text' as const),
          attachments: (r.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
          })),
          sentAt: r.sentAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );
}
