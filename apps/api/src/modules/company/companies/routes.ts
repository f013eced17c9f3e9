import { randomBytes } from 'node:crypto';
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
  MESSAGES,
  OfflineAnswerSchema,
  TokenAnswerSchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { CatalogueDeps } from '../../../platform/cache/deps.ts';
import { sendCached } from '../../../platform/cache/http.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { STAFF_ERRORS } from '../../../platform/http/crud.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { conflictsAs409, requireCompanyUser, requirePlatformAdmin } from '../../../platform/http/guards.ts';
import { sanitizeLocalisedHtml } from '../../../platform/http/sanitize.ts';
import type { CompanyRepository, CompanyRow } from '../../../platform/tenant/companies.ts';
import {
  type CompanyChanges,
  countShops,
  deleteCompany,
  findCompany,
  insertCompany,
  listHosts,
  updateCompany,
} from './admin-repository.ts';
import { DEFAULT_BOOKER, mergeSettings } from './defaults.ts';
import { toAdminCompany, toPublicCompany } from './serialize.ts';

const tags = ['companies'];
const errors = STAFF_ERRORS;

async function adminAnswer(db: Db, row: CompanyRow) {
  const [hosts, shopCount] = await Promise.all([listHosts(db, row.id), countShops(db, row.id)]);
  return toAdminCompany(row, { hosts, shopCount });
}

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
    async (request) => {
      const host = request.params.host.toLowerCase().replace(/:\d+$/, '');
      const company = await companies.byHost(host);
      if (!company) throw new HttpError(404, MESSAGES.unknownCompany, { type: 'company_error' });
      return { token: company.token, debug: company.isDebug };
    },
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
      const body = request.body;
      const id = await conflictsAs409(
        () =>
          insertCompany(db, {
            nickname: body.nickname,
            version: body.version,
            hosts: [...new Set(body.hosts)],
            ownerEmail: body.ownerEmail,
            identity: { displayName: body.displayName },
            booker: { homepageType: body.homepageType },
          }),
        'nickname or host already used',
      );
      // Unknown hosts and tokens are cached too: the new ones must resolve at once.
      companies.invalidate();
      const row = await findCompany(db, id);
      if (!row) throw new Error('company not found after insert');
      return reply.code(201).send({ company: await adminAnswer(db, row), token: row.token });
    },
  );
}

/** Tenant routes: the company header is already resolved (http/tenant.ts). */
export function companyRoutes(app: FastifyInstance, deps: CatalogueDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, catalogue, companies } = deps;

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
      const preview = Boolean(previewToken && row.previewToken && previewToken === row.previewToken);
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
    async (request) => {
      const row = request.company;
      const booker = row.booker as { siteDisabled?: boolean };
      return { offline: Boolean(booker.siteDisabled) || row.maintenance, maintenance: row.maintenance };
    },
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
      return { companies: row ? [await adminAnswer(db, row)] : [] };
    },
  );

  const ownCompany = async (companyId: number, id: number) => {
    // Another company's id is a 404, never a 403 (API conventions "Tenant first").
    const row = id === companyId ? await findCompany(db, id) : null;
    if (!row) throw notFound('company not found');
    return row;
  };

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
      company: await adminAnswer(db, await ownCompany(request.company.id, request.params.id)),
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
      const row = await ownCompany(request.company.id, request.params.id);
      const body = request.body;
      const isOwner = request.principal?.type === 'provider' && request.principal.role === 'owner';
      if (!isOwner) assertNoOwnerChange(row, body);

      const changes: CompanyChanges = {};
      if (body.identity) changes.identity = body.identity;
      if (body.themes) changes.themes = body.themes;
      if (body.booker) changes.booker = body.booker;
      if (body.settings) changes.settings = body.settings;
      if (body.textLegals) {
        changes.textLegals = Object.fromEntries(
          Object.entries(body.textLegals).map(([kind, map]) => [kind, sanitizeLocalisedHtml(map ?? {})]),
        );
      }
      if (body.previewTheme !== undefined) {
        changes.previewTheme = body.previewTheme;
        changes.previewToken = body.previewTheme
          ? (row.previewToken ?? randomBytes(16).toString('hex'))
          : null;
      }
      for (const key of ['maintenance', 'isDebug', 'stripeConnectEnabled', 'stripeConnectId'] as const) {
        if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
      }
      if (body.paymentSecrets) {
        const secrets = { ...row.paymentSecrets };
        for (const [name, value] of Object.entries(body.paymentSecrets)) {
          if (value === '') delete secrets[name];
          else secrets[name] = value;
        }
        changes.paymentSecrets = secrets;
      }
      if (Object.keys(changes).length > 0) await updateCompany(db, row.id, changes);
      companies.invalidate();
      catalogue.invalidate(row.id);
      const updated = await findCompany(db, row.id);
      if (!updated) throw notFound('company not found');
      return { company: await adminAnswer(db, updated) };
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
      const row = await ownCompany(request.company.id, request.params.id);
      if (request.body.confirm !== row.nickname)
        throw new HttpError(400, 'confirm must be the company nickname', { type: 'confirm' });
      await conflictsAs409(() => deleteCompany(db, row.id), 'the company still has bookings or orders');
      companies.invalidate();
      catalogue.invalidate(row.id);
      return { deleted: true as const, id: row.id };
    },
  );
}

/** Payment and sign-in credentials are the owner's (ADR 0004, 0005): a manager may resend them unchanged. */
function assertNoOwnerChange(row: CompanyRow, body: z.infer<typeof CompanyUpdateSchema>): void {
  const stored = mergeSettings(DEFAULT_BOOKER, row.booker);
  const same = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);
  const touched =
    (body.booker &&
      (!same(body.booker.payment, stored.payment) || !same(body.booker.oauthKeys, stored.oauthKeys))) ||
    body.paymentSecrets !== undefined ||
    (body.stripeConnectEnabled !== undefined && body.stripeConnectEnabled !== row.stripeConnectEnabled) ||
    (body.stripeConnectId !== undefined && body.stripeConnectId !== row.stripeConnectId);
  if (touched) throw new HttpError(403, 'owner role required for payment settings', { type: 'auth' });
}

/** JSON with object keys sorted, to compare documents whatever their key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
