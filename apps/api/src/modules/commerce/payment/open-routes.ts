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
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { payments } from '../../../db/schema.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { findPayment, type LoadedPayment, savePayment } from './cart.ts';
import { providerContext } from './context.ts';
import { settlePayment } from './fulfil.ts';
import { refreshFromProvider } from './pay.ts';

const tags = ['payment'];

async function companyOf(deps: ModuleDeps, token: string) {
  const company = await deps.companies.byToken(token);
  if (!company) throw new HttpError(404, MESSAGES.unknownCompany, { type: 'company_error' });
  return company;
}

/** The payment a provider token names: our cartId, the provider's reference or the token we handed out. */
async function paymentByToken(db: Db, companyId: number, token: string): Promise<LoadedPayment | null> {
  const [row] = await db
    .select({ cartId: payments.cartId })
    .from(payments)
    .where(
      and(
        eq(payments.companyId, companyId),
        or(
          eq(payments.cartId, token),
          eq(payments.providerRef, token),
          sql`${payments.cart}->>'token' = ${token}`,
        ),
      ),
    )
    .limit(1);
  return row ? findPayment(db, companyId, row.cartId) : null;
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
    async (request) => {
      const company = await companyOf(deps, request.params.companyToken);
      const found = await paymentByToken(deps.db, company.id, request.body.paymentToken);
      if (!found) throw new HttpError(404, 'payment not found', { type: 'payment' });
      const { payId } = request.query;
      let payment = found;
      if (payId && payId !== payment.cart.payId) {
        payment = { ...payment, cart: { ...payment.cart, payId } };
        await savePayment(deps.db, found, { cart: payment.cart }, deps.now());
      }
      const settled = await refreshFromProvider(deps, company, payment, request.log);
      return { cartId: settled.cartId, status: settled.status };
    },
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
        const { provider } = request.params;
        const company = await companyOf(deps, request.params.companyToken);
        const adapter = deps.payments.providers[provider];
        if (!adapter)
          throw new HttpError(404, `payment provider ${provider} is not available`, { type: 'provider' });
        const ctx = providerContext(deps, company, provider, { lang: 'fr', cartId: '', hasBooking: false });
        const query = request.query as Record<string, string | undefined>;
        // An unsigned notification names our cart only: the adapter asks the provider back with
        // the reference we hold for it (RawRequest.providerRef).
        const named = query.cartId ? await findPayment(deps.db, company.id, query.cartId) : null;
        const notification = await adapter.parseNotification(ctx, {
          headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, header(v)])),
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          query,
          providerRef: named && named.provider === provider ? named.providerRef : null,
        });
        const payment = notification.cartId
          ? await findPayment(deps.db, company.id, notification.cartId)
          : notification.providerRef
            ? await paymentByToken(deps.db, company.id, notification.providerRef)
            : null;
        let replayed = false;
        if (payment && payment.provider === provider) {
          const result = await settlePayment(
            deps,
            company,
            payment.cartId,
            {
              outcome: notification.outcome,
              event: { provider, eventId: notification.eventId, type: notification.outcome.status },
            },
            request.log,
          );
          replayed = result.replayed;
        } else {
          // Not one of ours (another integration on the same account): acknowledged, ignored.
          request.log.info(
            { provider, eventId: notification.eventId },
            'payment notification for no known payment',
          );
        }
        if (notification.reply) {
          // The provider's own acknowledgement format (Monetico's "version=2\ncdr=0"), as is.
          const plain = reply as unknown as FastifyReply;
          return plain
            .code(notification.reply.status)
            .type(notification.reply.contentType)
            .send(notification.reply.body);
        }
        return { received: true as const, replayed };
      },
    });
  });
}
