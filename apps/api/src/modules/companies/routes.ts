import { CompanyAnswerSchema, MESSAGES, OfflineAnswerSchema, TokenAnswerSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import type { CompanyRepository } from './repository.ts';
import { toPublicCompany } from './serialize.ts';

/** Resolves the storefront's company from its host name at start (spec §1). No company header. */
export function companyHostRoutes(app: FastifyInstance, companies: CompanyRepository): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/companies/token/host/:host',
    {
      schema: {
        tags: ['companies'],
        summary: 'Company token for a storefront host name',
        params: z.object({ host: z.string().min(1).max(253) }),
        response: { 200: TokenAnswerSchema },
      },
    },
    async (request) => {
      const host = request.params.host.toLowerCase().replace(/:\d+$/, '');
      const company = await companies.byHost(host);
      if (!company) throw new HttpError(404, MESSAGES.unknownCompany, { type: 'company_error' });
      return { token: company.token, debug: company.isDebug };
    },
  );
}

/** Tenant routes: the company header is already resolved (http/tenant.ts). */
export function companyRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies/me',
    {
      schema: {
        tags: ['companies'],
        summary: 'The current company in the curlang language; previewtheme serves the theme under edition',
        response: { 200: CompanyAnswerSchema },
      },
    },
    async (request) => {
      const row = request.company;
      const header = request.headers.previewtheme;
      const previewToken = Array.isArray(header) ? header[0] : header;
      const preview = Boolean(previewToken && row.previewToken && previewToken === row.previewToken);
      return { company: toPublicCompany(row, request.lang, { preview }) };
    },
  );

  r.get(
    '/api/companies/offline',
    {
      schema: {
        tags: ['companies'],
        summary: 'Whether the storefront is switched off (disabled or maintenance)',
        response: { 200: OfflineAnswerSchema },
      },
    },
    async (request) => {
      const row = request.company;
      const booker = row.booker as { siteDisabled?: boolean };
      return { offline: Boolean(booker.siteDisabled) || row.maintenance, maintenance: row.maintenance };
    },
  );
}
