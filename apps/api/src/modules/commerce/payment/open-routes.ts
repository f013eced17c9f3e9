// The provider-facing calls (spec §7): POST /api/payment/callback/{companyToken}?payId (PayPal's
// approval return) and POST /api/payment/webhook/{provider}/{companyToken}. The company is in the
// path; nothing here trusts the caller: the callback asks the provider, the webhook is verified
// by the adapter on the raw body before anything changes.
import {
  MESSAGES,
  PaymentCallbackBodySchema,
  PaymentCallbackParamsSchema,
  PaymentCallbackQuerySchema,
  PaymentStatusSchema,
  PaymentWebhookParamsSchema,
} from '@eclat/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { confirmApproval, receiveNotification } from './notifications.ts';

const tags = ['payment'];

async function companyOf(deps: ModuleDeps, token: string) {
  const company = await deps.companies.byToken(token);
  if (!company) throw new HttpError(404, MESSAGES.unknownCompany, { type: 'company_error' });
  return company;
}

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value.join(', ') : value;

export function openRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/payment/callback/:companyToken',
    {
      schema: {
        tags,
        summary: 'PayPal approval return: records payId and settles the payment from what the provider says',
        params: PaymentCallbackParamsSchema,
        querystring: PaymentCallbackQuerySchema,
        body: PaymentCallbackBodySchema,
        response: { 200: z.object({ cartId: z.string(), status: PaymentStatusSchema }) },
      },
    },
    async (request) =>
      confirmApproval(deps, await companyOf(deps, request.params.companyToken), {
        paymentToken: request.body.paymentToken,
        payId: request.query.payId,
        log: request.log,
      }),
  );

  // Signatures are computed over the exact bytes sent: this route alone keeps the raw body.
  void app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // POST for most providers; Saferpay calls its NotifyUrl with a GET and no body.
    raw.withTypeProvider<ZodTypeProvider>().route({
      method: ['POST', 'GET'],
      url: '/api/payment/webhook/:provider/:companyToken',
      schema: {
        tags,
        summary: "A provider's server-to-server notification, verified on the raw body; replays act once",
        params: PaymentWebhookParamsSchema,
        response: { 200: z.object({ received: z.literal(true), replayed: z.boolean() }) },
      },
      handler: async (request, reply) => {
        const company = await companyOf(deps, request.params.companyToken);
        const notification = await receiveNotification(deps, company, {
          provider: request.params.provider,
          request: {
            headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, header(v)])),
            rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            query: request.query as Record<string, string | undefined>,
          },
          log: request.log,
        });
        if (notification.reply) {
          // The provider's own acknowledgement format (Monetico's "version=2\ncdr=0"), as is.
          const plain = reply as unknown as FastifyReply;
          return plain
            .code(notification.reply.status)
            .type(notification.reply.contentType)
            .send(notification.reply.body);
        }
        return { received: true as const, replayed: notification.replayed };
      },
    });
  });
}
