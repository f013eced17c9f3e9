// POST /api/payment/refund and /api/payment/payzen/refund (spec §7: body and query parameters):
// managers give money back through the provider, or keep it as the customer's old credit.
import { ApiErrorSchema, RefundAnswerSchema, RefundRequestSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { refund } from './refund.ts';

const tags = ['payment'];
const Partial = RefundRequestSchema.partial();
const REQUIRED = ['target', 'id', 'amount'] as const;

/** Body fields win over query parameters; a missing one answers 'param manquants'. */
function refundRequest(query: unknown, body: unknown) {
  const merged = { ...(query as object), ...((body as object | undefined) ?? {}) } as Record<string, unknown>;
  const missing = REQUIRED.filter((key) => merged[key] === undefined);
  if (missing.length > 0)
    throw new HttpError(400, 'param manquants', {
      errors: missing.map((key) => ({ path: key, message: 'param manquants' })),
    });
  const parsed = RefundRequestSchema.safeParse(merged);
  if (!parsed.success)
    throw new HttpError(400, 'Requête invalide', {
      errors: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  return parsed.data;
}

export function refundRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manager = requireStaff('manager');

  for (const [url, onlyProvider] of [
    ['/api/payment/refund', undefined],
    ['/api/payment/payzen/refund', 'payzen'],
  ] as const) {
    r.post(
      url,
      {
        preHandler: manager,
        schema: {
          tags,
          summary: onlyProvider
            ? 'Refund a PayZen payment, booking or gift order (partial allowed)'
            : 'Refund a payment, a booking order or a gift order: money through the provider or old credit',
          description:
            'Fields in the body or as query parameters. Never more than paid − already refunded. Errors carry `error` and `customErrorMsg` (ADR 0010).',
          querystring: Partial,
          body: Partial.optional(),
          response: { 200: RefundAnswerSchema, 404: ApiErrorSchema },
        },
      },
      async (request) => {
        const input = refundRequest(request.query, request.body);
        const result = await refund(deps, request.company, input, {
          onlyProvider,
          shopScope: staffShopScope(request.principal),
        });
        return {
          refund: {
            id: result.refund.id,
            target: input.target,
            targetId: result.refund.targetId,
            amount: result.refund.amount,
            mode: input.mode,
            providerRef: result.refund.providerRef,
            createdAt: result.refund.createdAt.toISOString(),
          },
          payment: result.payment
            ? {
                id: result.payment.id,
                cartId: result.payment.cartId,
                status: result.payment.status,
                amount: result.payment.amount,
                refundedAmount: result.payment.refundedAmount,
              }
            : null,
          target: result.target,
          creditBalance: result.creditBalance,
        };
      },
    );
  }
}
