// Access accounts (spec §7 "/api/access"): a login limited to some shops, acting with the staff
// rights (ADR 0004). Owners manage them; managers list them.
import {
  type AccessAccount,
  AccessAnswerSchema,
  AccessListAnswerSchema,
  AccessLoginAnswerSchema,
  AccessLoginBodySchema,
  AccessMeAnswerSchema,
  AccessRegisterBodySchema,
  AccessUpdateBodySchema,
  AccountIdParamsSchema,
  IdParamSchema,
  SuccessAnswerSchema,
} from '@eclat/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { accessAccounts, shops } from '../../../db/schema.ts';
import { loginResponses, passwordLogin } from '../../../platform/auth/login.ts';
import { newPasswordHash } from '../../../platform/auth/passwords.ts';
import { type AccountsServices, currentTokenId, isUniqueViolation } from '../../../platform/auth/services.ts';
import { revokeSubjectTokens, revokeToken } from '../../../platform/auth/tokens.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';

const TAGS = ['access'];
type AccessRow = typeof accessAccounts.$inferSelect;

function toAccess(row: AccessRow): AccessAccount {
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    shopIds: row.shopIds,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

async function accessById(db: Db, companyId: number, id: number): Promise<AccessRow | null> {
  const [row] = await db
    .select()
    .from(accessAccounts)
    .where(and(eq(accessAccounts.companyId, companyId), eq(accessAccounts.id, id)))
    .limit(1);
  return row ?? null;
}

/** The shops must be the company's: an id of another company is refused like an unknown one. */
async function assertShops(db: Db, companyId: number, shopIds: number[]): Promise<number[]> {
  const unique = [...new Set(shopIds)].sort((x, y) => x - y);
  const found = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), inArray(shops.id, unique)));
  if (found.length !== unique.length) {
    throw new HttpError(400, 'unknown shop', {
      type: 'unknown_shop',
      errors: [{ path: 'body.shopIds', message: 'not a shop of this company' }],
    });
  }
  return unique;
}

function accessId(request: FastifyRequest): number {
  const p = request.principal;
  if (p?.type !== 'access') throw new HttpError(403, 'access accounts only', { type: 'auth' });
  return p.accessId;
}

export function accessRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;
  const conflict = (error: unknown) => {
    if (isUniqueViolation(error)) throw new HttpError(409, 'Conflict', { type: 'login_taken' });
    throw error;
  };

  r.get(
    '/api/access',
    {
      preHandler: requireStaff('manager'),
      schema: {
        tags: TAGS,
        summary: 'Access accounts (managers and owners)',
        response: { 200: AccessListAnswerSchema },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(accessAccounts)
        .where(eq(accessAccounts.companyId, request.company.id))
        .orderBy(asc(accessAccounts.login));
      return { access: rows.map(toAccess) };
    },
  );

  r.post(
    '/api/access/u/register',
    {
      preHandler: requireStaff('owner'),
      schema: {
        tags: TAGS,
        summary: 'Create an access account limited to some shops (owners)',
        body: AccessRegisterBodySchema,
        response: { 201: AccessAnswerSchema },
      },
    },
    async (request, reply) => {
      const companyId = request.company.id;
      const { login, password, name } = request.body;
      const shopIds = await assertShops(db, companyId, request.body.shopIds);
      const passwordHash = await newPasswordHash(password, null);
      const [row] = await db
        .insert(accessAccounts)
        .values({ companyId, login, passwordHash, name, shopIds, role: 'staff' })
        .returning()
        .catch(conflict);
      if (!row) throw new Error('access account not inserted');
      reply.code(201);
      return { access: toAccess(row) };
    },
  );

  r.put(
    '/api/access/u/register/:id',
    {
      preHandler: requireStaff('owner'),
      schema: {
        tags: TAGS,
        summary: 'Update an access account (owners); a new password or switching it off ends its sessions',
        params: AccountIdParamsSchema,
        body: AccessUpdateBodySchema,
        response: { 200: AccessAnswerSchema },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const { id } = request.params;
      const body = request.body;
      const current = await accessById(db, companyId, id);
      if (!current) throw new HttpError(404, 'Not Found');
      const shopIds = body.shopIds ? await assertShops(db, companyId, body.shopIds) : undefined;
      const passwordHash =
        body.password !== undefined ? await newPasswordHash(body.password, null) : undefined;
      const changes = {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
        ...(shopIds ? { shopIds } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      };
      if (Object.keys(changes).length === 0) return { access: toAccess(current) };
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(accessAccounts)
          .set(changes)
          .where(and(eq(accessAccounts.id, id), eq(accessAccounts.companyId, companyId)))
          .returning();
        if (passwordHash || body.active === false) {
          await revokeSubjectTokens(tx, { type: 'access', companyId, subjectId: id }, s.now());
        }
        return updated;
      });
      if (!row) throw new HttpError(404, 'Not Found');
      return { access: toAccess(row) };
    },
  );

  r.post(
    '/api/access/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Access account sign-in by login and password',
        body: AccessLoginBodySchema,
        response: loginResponses(AccessLoginAnswerSchema),
      },
    },
    async (request, reply) => {
      const { login, password } = request.body;
      const companyId = request.company.id;
      const done = await passwordLogin(s, request, reply, {
        type: 'access',
        identifier: login,
        password,
        find: async () => {
          const [row] = await db
            .select()
            .from(accessAccounts)
            .where(
              and(eq(accessAccounts.companyId, companyId), sql`lower(${accessAccounts.login}) = ${login}`),
            )
            .limit(1);
          return row;
        },
        refuse: (row) => (row.active ? null : 'disabled'),
      });
      if (!done.ok) return done.answer;
      return { token: done.token, access: toAccess(done.row) };
    },
  );

  r.post(
    '/api/access/logout',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: TAGS,
        summary: "Sign-out: the caller's token stops working",
        response: { 200: SuccessAnswerSchema },
      },
    },
    async (request) => {
      accessId(request);
      await revokeToken(db, currentTokenId(request), s.now());
      return { success: true as const };
    },
  );

  r.delete(
    '/api/access/:id',
    {
      preHandler: requireStaff('owner'),
      schema: {
        tags: TAGS,
        summary: 'Delete an access account (owners); its sessions end',
        params: AccountIdParamsSchema,
        response: { 200: SuccessAnswerSchema },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const { id } = request.params;
      const deleted = await db.transaction(async (tx) => {
        await revokeSubjectTokens(tx, { type: 'access', companyId, subjectId: id }, s.now());
        return tx
          .delete(accessAccounts)
          .where(and(eq(accessAccounts.id, id), eq(accessAccounts.companyId, companyId)))
          .returning({ id: accessAccounts.id });
      });
      if (deleted.length === 0) throw new HttpError(404, 'Not Found');
      return { success: true as const };
    },
  );

  r.get(
    '/api/access/me/:x',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: TAGS,
        summary: 'The signed-in access account and whether it may act on shop {x}',
        params: z.object({ x: IdParamSchema }),
        response: { 200: AccessMeAnswerSchema },
      },
    },
    async (request) => {
      const row = await accessById(db, request.company.id, accessId(request));
      if (!row) throw new HttpError(401, 'invalid token', { type: 'auth' });
      return {
        access: toAccess(row),
        shop: { id: request.params.x, allowed: row.shopIds.includes(request.params.x) },
      };
    },
  );
}
