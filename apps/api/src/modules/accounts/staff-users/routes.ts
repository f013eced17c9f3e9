// Company users, the providers (spec §7; roles of ADR 0004 and 0006): owners manage users.
import {
  AccountIdParamsSchema,
  CompanyUserAnswerSchema,
  CompanyUserLoginAnswerSchema,
  CompanyUserLoginBodySchema,
  CompanyUserRegisterAnswerSchema,
  CompanyUserRegisterBodySchema,
  CompanyUsersAnswerSchema,
  CompanyUserUpdateBodySchema,
  InvitationAnswerSchema,
  PasswordBodySchema,
  SuccessAnswerSchema,
  TokenParamsSchema,
  TooManyAttemptsSchema,
} from '@eclat/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveLinkHolder } from '../../../platform/auth/link-holder.ts';
import { redactedPathLog } from '../../../platform/auth/log.ts';
import { loginResponses, passwordLogin } from '../../../platform/auth/login.ts';
import { type AccountsServices, currentTokenId } from '../../../platform/auth/services.ts';
import { revokeToken } from '../../../platform/auth/tokens.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { callOf, isLocked } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { markStaffGuard } from '../../../platform/http/route-table.ts';
import { tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { editCompanyUser } from './edit-user.ts';
import { acceptInvitation, invitationLink } from './invitation.ts';
import { registerCompanyUser, resendInvitation } from './register-user.ts';
import { removeCompanyUser } from './remove-user.ts';
import { companyUserByEmail, listCompanyUsers } from './repository.ts';
import { signedInCompanyUser, visibleCompanyUser } from './see-user.ts';
import { toCompanyUser } from './serialize.ts';

const TAGS = ['cmpusers'];

/** preHandler: a company user (provider token), whatever their role; access accounts are not. */
const requireProvider = markStaffGuard(async (request: FastifyRequest): Promise<void> => {
  await requireStaff('staff')(request);
  if (request.principal?.type !== 'provider')
    throw new HttpError(403, 'company users only', { type: 'auth' });
});

export function companyUserRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;
  r.post(
    '/api/cmpusers/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Company user sign-in; failures answer error and errorType',
        body: CompanyUserLoginBodySchema,
        response: loginResponses(CompanyUserLoginAnswerSchema),
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const done = await passwordLogin(s, request, reply, {
        type: 'provider',
        identifier: email,
        password,
        find: () => companyUserByEmail(db, request.company.id, email),
        refuse: (user) => (user.active ? null : 'disabled'),
      });
      if (!done.ok) return done.answer;
      return { token: done.token, user: toCompanyUser(done.row) };
    },
  );

  for (const path of ['/api/cmpusers/me', '/api/cmp-users/me']) {
    r.get(
      path,
      {
        preHandler: requireProvider,
        schema: {
          tags: TAGS,
          summary: 'The signed-in company user',
          response: { 200: CompanyUserAnswerSchema },
        },
      },
      async (request) => ({
        user: toCompanyUser(await signedInCompanyUser(db, request.company.id, request.principal)),
      }),
    );
  }

  r.post(
    '/api/cmpusers/logout',
    {
      preHandler: requireProvider,
      schema: {
        tags: TAGS,
        summary: "Sign-out: the caller's token stops working",
        response: { 200: SuccessAnswerSchema },
      },
    },
    async (request) => {
      await revokeToken(db, currentTokenId(request), s.now());
      return { success: true as const };
    },
  );

  r.get(
    '/api/cmpusers',
    {
      preHandler: requireStaff('manager'),
      schema: {
        tags: TAGS,
        summary: 'Company users (managers and owners)',
        response: { 200: CompanyUsersAnswerSchema },
      },
    },
    async (request) => ({ users: (await listCompanyUsers(db, request.company.id)).map(toCompanyUser) }),
  );

  r.get(
    '/api/cmpusers/:id',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: TAGS,
        summary: 'A company user: managers and owners see anyone, staff themselves',
        params: AccountIdParamsSchema,
        response: { 200: CompanyUserAnswerSchema },
      },
    },
    async (request) => {
      const user = await visibleCompanyUser(db, request.company.id, request.principal, request.params.id);
      return { user: toCompanyUser(user) };
    },
  );

  r.put(
    '/api/cmpusers/:id',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: TAGS,
        summary:
          'Update a company user: names and e-mail (self or owner), role and active (owner), password (self, with currentPassword)',
        params: AccountIdParamsSchema,
        body: CompanyUserUpdateBodySchema,
        response: { 200: CompanyUserAnswerSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const actor = { principal: request.principal, tokenId: currentTokenId(request) };
      const done = await editCompanyUser(s, callOf(request), actor, request.params.id, request.body);
      if (isLocked(done)) return tooManyAttempts(reply, done.lockedMs);
      return { user: toCompanyUser(done.user) };
    },
  );

  r.delete(
    '/api/cmpusers/:id',
    {
      preHandler: requireStaff('owner'),
      schema: {
        tags: TAGS,
        summary: 'Delete a company user (owners); their sessions end',
        params: AccountIdParamsSchema,
        response: { 200: SuccessAnswerSchema },
      },
    },
    async (request) => {
      await removeCompanyUser(s, request.company.id, request.params.id);
      return { success: true as const };
    },
  );

  r.post(
    '/api/cmpusers/register',
    {
      preHandler: requireStaff('owner'),
      schema: {
        tags: TAGS,
        summary: 'Create a company user (owners); without a password they get an invitation link by e-mail',
        body: CompanyUserRegisterBodySchema,
        response: { 201: CompanyUserRegisterAnswerSchema },
      },
    },
    async (request, reply) => {
      const { user, invitationSent } = await registerCompanyUser(s, callOf(request), request.body);
      reply.code(201);
      return { user: toCompanyUser(user), invitationSent };
    },
  );

  r.post(
    '/api/cmpusers/link/:id',
    {
      preHandler: requireStaff('owner'),
      schema: {
        tags: TAGS,
        summary: 'Mail the user a new link to choose their password (owners); earlier links stop working',
        params: AccountIdParamsSchema,
        response: { 200: SuccessAnswerSchema },
      },
    },
    async (request) => {
      await resendInvitation(s, callOf(request), request.params.id);
      return { success: true as const };
    },
  );

  r.get(
    '/api/cmpusers/token/:token',
    {
      logSerializers: redactedPathLog,
      schema: {
        tags: TAGS,
        summary: 'Whether an invitation (password) link is still valid, and for whom',
        params: TokenParamsSchema,
        response: { 200: InvitationAnswerSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const link = invitationLink(s, request.company.id, request.params.token);
      const opened = await liveLinkHolder(s, request, reply, link);
      if (!opened.ok) return opened.answer;
      return { valid: true as const, email: opened.holder.email, firstname: opened.holder.firstname };
    },
  );

  r.put(
    '/api/cmpusers/token/:token',
    {
      logSerializers: redactedPathLog,
      schema: {
        tags: TAGS,
        summary: 'Choose a password with an invitation link; answers a session like a sign-in',
        params: TokenParamsSchema,
        body: PasswordBodySchema,
        response: { 200: CompanyUserLoginAnswerSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const link = invitationLink(s, request.company.id, request.params.token);
      const opened = await liveLinkHolder(s, request, reply, link);
      if (!opened.ok) return opened.answer;
      const { user, token } = await acceptInvitation(s, request.company.id, opened, request.body.password);
      return { token, user: toCompanyUser(user) };
    },
  );
}
