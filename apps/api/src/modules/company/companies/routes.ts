// Companies (spec §1, §5; ADR 0005): the host look-up, the public company object, and its
// administration by platform administrators, managers and owners.
import {
  ApiErrorSchema,
  CompaniesAdminAnswerSchema,
  CompanyAdminAnswerSchema,
  CompanyAnswerSchema,
  CompanyCreatedAnswerSchema,
  CompanyCreateSchema,
  CompanyDeleteSchema,
  CompanyUpdateSchema,
  DeletedAnswerSchema,
  IdParamsSchema,
  OfflineAnswerSchema,
  TokenAnswerSchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueDeps } from '../../../platform/cache/deps.ts';
import { sendCached } from '../../../platform/cache/http.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { STAFF_ERRORS } from '../../../platform/http/crud.ts';
import { requireCompanyUser, requirePlatformAdmin } from '../../../platform/http/guards.ts';
import type { CompanyRepository } from '../../../platform/tenant/companies.ts';
import { adminView, changeCompany, createCompany, ownCompany, removeCompany } from './administer.ts';
import { offlineState, previewRequested, tokenForHost } from './public-company.ts';
import { countShops, findCompany } from './repository.ts';
import { toPublicCompany } from './serialize.ts';

const tags = ['companies'];
const errors = STAFF_ERRORS;

/** Resolves the storefront's company from its host name at start (spec §1). No company header. */
export function companyHostRoutes(app: FastifyInstance, companies: CompanyRepository): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/companies/token/host/:host',
    {
      schema: {
        tags,
        summary: 'Company token for a storefront host name, with its debug flag',
        params: z.object({ host: z.string().min(1).max(253) }),
        response: { 200: TokenAnswerSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => tokenForHost(companies, request.params.host),
  );
}

/** Open scope: creating a tenant is the platform administrators' act (ADR 0005). */
export function companyPlatformRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db, companies } = deps;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/companies',
    {
      schema: {
        tags,
        summary: 'Create a company with its hosts and first owner (platform administrators)',
        body: CompanyCreateSchema,
        response: { 201: CompanyCreatedAnswerSchema, ...errors },
      },
      preHandler: requirePlatformAdmin(db, deps.now),
    },
    async (request, reply) => {
      const row = await createCompany(db, companies, request.body);
      return reply.code(201).send({ company: await adminView(db, row), token: row.token });
    },
  );
}

/** Tenant routes: the company header is already resolved (http/tenant.ts). */
export function companyRoutes(app: FastifyInstance, deps: CatalogueDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, catalogue } = deps;

  r.get(
    '/api/companies/me',
    {
      schema: {
        tags,
        summary: 'The current company in the curlang language; previewtheme serves the theme under edition',
        description:
          'Carries the computed switches of spec §5 (giftActive, modules.payment, modules.eshop, ' +
          'modules.loyalty) and the home mode of spec §2 (homepageMode). ETag and 304 supported.',
        response: { 200: CompanyAnswerSchema },
      },
    },
    async (request, reply) => {
      const row = request.company;
      const header = request.headers.previewtheme;
      const previewToken = Array.isArray(header) ? header[0] : header;
      const preview = previewRequested(row, previewToken);
      const key = `me:${request.lang}:${preview ? 'preview' : 'live'}`;
      return sendCached(catalogue, request, reply, key, CompanyAnswerSchema, async () => ({
        company: toPublicCompany(row, request.lang, { preview, shopCount: await countShops(db, row.id) }),
      }));
    },
  );

  r.get(
    '/api/companies/offline',
    {
      schema: {
        tags,
        summary: 'Whether the storefront is switched off (disabled or maintenance)',
        response: { 200: OfflineAnswerSchema },
      },
    },
    async (request) => offlineState(request.company),
  );

  // ---------------------------------------------------------------- administration (ADR 0005)

  r.get(
    '/api/companies',
    {
      schema: {
        tags,
        summary: "Back office: the caller's company (a company user belongs to one company)",
        response: { 200: CompaniesAdminAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request) => {
      const row = await findCompany(db, request.company.id);
      return { companies: row ? [await adminView(db, row)] : [] };
    },
  );

  r.get(
    '/api/companies/:id',
    {
      schema: {
        tags,
        summary: 'Back office: the company with its complete settings and language maps',
        params: IdParamsSchema,
        response: { 200: CompanyAdminAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request) => ({
      company: await adminView(db, await ownCompany(db, request.company.id, request.params.id)),
    }),
  );

  r.put(
    '/api/companies/:id',
    {
      schema: {
        tags,
        summary:
          'Change company settings: each given section replaces the stored one (manager; payment: owner)',
        params: IdParamsSchema,
        body: CompanyUpdateSchema,
        response: { 200: CompanyAdminAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('manager'),
    },
    async (request) => {
      const caller = { companyId: request.company.id, principal: request.principal };
      const row = await changeCompany(db, deps, caller, request.params.id, request.body);
      return { company: await adminView(db, row) };
    },
  );

  r.delete(
    '/api/companies/:id',
    {
      schema: {
        tags,
        summary: 'Delete the company and everything it owns (owner; confirm with the nickname)',
        params: IdParamsSchema,
        body: CompanyDeleteSchema,
        response: { 200: DeletedAnswerSchema, ...errors },
      },
      preHandler: requireCompanyUser('owner'),
    },
    async (request) => {
      const { id } = request.params;
      const deleted = await removeCompany(db, deps, request.company.id, id, request.body.confirm);
      return { deleted: true as const, id: deleted };
    },
  );
}
