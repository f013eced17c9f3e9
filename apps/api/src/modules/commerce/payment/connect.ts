// Whether Stripe Connect is set up, for GET /api/payment/connect?shopId (spec §7; §8: a failed
// check is "not connected"). Stripe Connect is set up when the company has it on, a connected
// account id, the platform's secret key, and Stripe says that account can take charges
// (GET /v1/accounts/{id}, charges_enabled: https://docs.stripe.com/api/accounts/retrieve). The
// setting is per company: every shop of the company answers the same.
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../../platform/http/errors.ts';
import { callProvider, parseJson } from '../../../platform/payments/http.ts';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';
import type { PaymentDeps } from './context.ts';
import { isCompanyShop } from './repository.ts';

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

/** Whether Stripe Connect is set up for the company; 404 for a shopId not of the company. */
export async function connectStatus(
  deps: PaymentDeps,
  company: CompanyRow,
  input: { shopId?: number; log: FastifyBaseLogger },
): Promise<{ connected: boolean }> {
  if (input.shopId !== undefined && !(await isCompanyShop(deps.db, company.id, input.shopId)))
    throw new HttpError(404, 'shop not found', { type: 'shop' });
  return { connected: await stripeConnected(deps, company, input.log) };
}
