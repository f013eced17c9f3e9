// Access accounts (spec §7 "/api/access"): a login limited to some shops, acting with the staff
// rights (ADR 0004). Owners manage them; managers list them.
import {
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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResponses, passwordLogin } from '../../../platform/auth/login.ts';
import { type AccountsServices, currentTokenId } from '../../../platform/auth/services.ts';
import { revokeToken } from '../../../platform/auth/tokens.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { createAccess, editAccess, removeAccess } from './manage-access.ts';
import { accessByLogin, listAccess } from './repository.ts';
import { toAccess } from './serialize.ts';
import { accessIdOf, signedInAccess } from './signed-in.ts';

const TAGS = ['access'];

export function accessRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;

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
    async (request) => ({ access: (await listAccess(db, request.company.id)).map(toAccess) }),
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
      const row = await createAccess(s, request.company.id, request.body);
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
    async (request) => ({
      access: toAccess(await editAccess(s, request.company.id, request.params.id, request.body)),
    }),
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
        find: () => accessByLogin(db, companyId, login),
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
      accessIdOf(request.principal);
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
      await removeAccess(s, request.company.id, request.params.id);
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
      const row = await signedInAccess(db, request.company.id, request.principal);
      return {
        access: toAccess(row),
        shop: { id: request.params.x, allowed: row.shopIds.includes(request.params.x) },
      };
    },
  );
}
