import { type Lang, MESSAGES } from '@eclat/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { markTenantScope } from '../http/route-table.ts';
import type { CompanyRepository, CompanyRow } from './companies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant, resolved from the `company` header; set on every tenant route. */
    company: CompanyRow;
    /** From the `curlang` header, fr when missing or unknown. */
    lang: Lang;
  }
}

/**
 * Makes every route registered in `scope` a tenant route: the `company` header must carry a known
 * company token, else a clear 4xx and no data (architecture page "Multi-tenancy").
 */
export function requireCompany(scope: FastifyInstance, companies: CompanyRepository): void {
  markTenantScope(scope);
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.company;
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) throw new HttpError(400, MESSAGES.missingCompany, { type: 'company_error' });
    if (token.length > 200) throw new HttpError(401, 'unknown company token', { type: 'company_error' });
    const company = await companies.byToken(token);
    if (!company) throw new HttpError(401, 'unknown company token', { type: 'company_error' });
    request.company = company;
    bindTenantLogger(request, company.nickname);
  });
}

/**
 * Log lines carry the tenant (STYLE "Tenant first"). The child logger is made on first use only:
 * most requests log nothing, and a pino child per request was ≈ 6 % of a cached read's CPU
 * (docs/performance.md).
 */
function bindTenantLogger(request: FastifyRequest, nickname: string): void {
  const parent = request.log;
  let child: FastifyBaseLogger | undefined;
  Object.defineProperty(request, 'log', {
    configurable: true,
    enumerable: true,
    get: () => {
      child ??= parent.child({ company: nickname });
      return child;
    },
    set: (value: FastifyBaseLogger) => {
      child = value;
    },
  });
}
