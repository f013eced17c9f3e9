import { type Lang, MESSAGES } from '@eclat/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { bindRequestLog } from '../http/request-logger.ts';
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
  // Declared, so that every tenant request has the same shape from its construction; the hook
  // below sets it before any handler runs (the type says so to handlers), null until then.
  scope.decorateRequest('company', null as unknown as CompanyRow);
  const unknownToken = () => new HttpError(401, 'unknown company token', { type: 'company_error' });
  const admit = (request: FastifyRequest, company: CompanyRow | null): HttpError | undefined => {
    if (!company) return unknownToken();
    request.company = company;
    // Log lines carry the tenant (STYLE "Tenant first").
    bindRequestLog(request, { company: company.nickname });
    return undefined;
  };
  // A callback hook: a company already cached passes without a promise (ADR 0028).
  scope.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.company;
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return done(new HttpError(400, MESSAGES.missingCompany, { type: 'company_error' }));
    if (token.length > 200) return done(unknownToken());
    const cached = companies.cachedByToken(token);
    if (cached !== undefined) return done(admit(request, cached));
    companies.byToken(token).then((company) => done(admit(request, company)), done);
  });
}
