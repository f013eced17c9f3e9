// GET /api/payment/connect?shopId (spec §7; §8: a failed check is "not connected"). Stripe
// Connect is set up when the company has it on, a connected account id, the platform's secret
// key, and Stripe says that account can take charges (GET /v1/accounts/{id}, charges_enabled:
// https://docs.stripe.com/api/accounts/retrieve). The setting is per company: every shop of the
// company answers the same.
import { ConnectAnswerSchema, ConnectQuerySchema } from '@eclat/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { shops } from '../../../db/schema.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import type { PaymentDeps } from './context.ts';
import { callProvider, parseJson } from './providers/http.ts';

export async function stripeConnected(
  deps: PaymentDeps,
  company: CompanyRow,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const account = company.stripeConnectId ?? company.paymentSecrets.connectAccountId;
  const secretKey = company.paymentSecrets.secretKey;
  if (!company.stripeConnectEnabled || !account || !secretKey) return false;
  try {
    const reply = await callProvider(
      'stripe',
      `${deps.payments.config.baseUrls.stripe}/v1/accounts/${encodeURIComponent(account)}`,
      { method: 'GET', headers: { authorization: `Bearer ${secretKey}` } },
      deps.payments.config.timeoutMs,
    );
    const body = parseJson(reply.text) as { charges_enabled?: unknown } | null;
    return reply.status === 200 && body?.charges_enabled === true;
  } catch (error) {
    log.warn({ err: error }, 'stripe connect check failed');
    return false;
  }
}

export function connectRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/payment/connect',
    {
      schema: {
        tags: ['payment'],
        summary:
          'Whether Stripe Connect is set up for the company (and shop); a failed check is not connected',
        querystring: ConnectQuerySchema,
        response: { 200: ConnectAnswerSchema },
      },
    },
    async (request) => {
      const { shopId } = request.query;
      if (shopId !== undefined) {
        const [shop] = await deps.db
          .select({ id: shops.id })
          .from(shops)
          .where(and(eq(shops.id, shopId), eq(shops.companyId, request.company.id)));
        if (!shop) throw new HttpError(404, 'shop not found', { type: 'shop' });
      }
      return { connected: await stripeConnected(deps, request.company, request.log) };
    },
  );
}
