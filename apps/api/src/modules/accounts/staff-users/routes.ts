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
import { INVITATION_TTL_MS } from '@eclat/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyUsers } from '../../../db/schema.ts';
import { liveLinkHolder } from '../../../platform/auth/link-holder.ts';
import { redactedPathLog } from '../../../platform/auth/log.ts';
import { loginResponses, passwordLogin } from '../../../platform/auth/login.ts';
import { consumeLinkToken, issueLinkToken, type LinkTokenRow } from '../../../platform/auth/one-time.ts';
import {
  assertPasswordPolicy,
  hashPassword,
  newPasswordHash,
  verifyPassword,
} from '../../../platform/auth/passwords.ts';
import {
  type AccountsServices,
  companyName,
  currentTokenId,
  isUniqueViolation,
  langPrefix,
  storefrontOrigin,
} from '../../../platform/auth/services.ts';
import { issueToken, revokeSubjectTokens, revokeToken } from '../../../platform/auth/tokens.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { markStaffGuard } from '../../../platform/http/route-table.ts';
import { SECRET } from '../../../platform/mail/templates.ts';
import { accountKey, tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { companyUserByEmail, companyUserById, listCompanyUsers, lockActiveOwners } from './repository.ts';
import { type CompanyUserRow, toCompanyUser } from './serialize.ts';

const TAGS = ['cmpusers'];

/** preHandler: a company user (provider token), whatever their role; access accounts are not. */
const requireProvider = markStaffGuard(async (request: FastifyRequest): Promise<void> => {
  await requireStaff('staff')(request);
  if (request.principal?.type !== 'provider')
    throw new HttpError(403, 'company users only', { type: 'auth' });
});

function providerId(request: FastifyRequest): number {
  const p = request.principal;
  if (p?.type !== 'provider') throw new HttpError(403, 'company users only', { type: 'auth' });
  return p.userId;
}

const invalidLink = () =>
  new HttpError(404, 'this link is invalid, used or expired', { type: 'invalid_token' });

const lastOwner = () => new HttpError(409, 'the company must keep an active owner', { type: 'last_owner' });

export function companyUserRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;
  /** An invitation names an active company user of the company. */
  const invitation = (companyId: number, token: string) => ({
    purpose: 'cmpuser_invite' as const,
    token,
    holder: async (live: LinkTokenRow) => {
      const user = live.companyUserId ? await companyUserById(db, companyId, live.companyUserId) : null;
      return user?.active ? user : null;
    },
    invalid: invalidLink,
  });

  /** Mails a link to choose a password (invitation, or a new one on request). */
  async function sendInvitation(request: FastifyRequest, user: CompanyUserRow): Promise<void> {
    const token = await issueLinkToken(db, {
      companyId: request.company.id,
      subject: { companyUserId: user.id },
      purpose: 'cmpuser_invite',
      ttlMs: INVITATION_TTL_MS,
      now: s.now(),
    });
    const origin = await storefrontOrigin(db, request);
    await s.messenger.send(
      {
        companyId: request.company.id,
        channel: 'email',
        to: user.email,
        lang: request.lang,
        template: 'cmpuser_invite',
        vars: {
          company: companyName(request.company),
          minutes: INVITATION_TTL_MS / 60_000,
          link: `${origin}${langPrefix(request.lang)}/auth/provider/invitation/${SECRET}`,
        },
        secret: token,
      },
      request.log,
    );
  }

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
      async (request) => {
        const user = await companyUserById(db, request.company.id, providerId(request));
        if (!user) throw new HttpError(401, 'invalid token', { type: 'auth' });
        return { user: toCompanyUser(user) };
      },
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
      const p = request.principal;
      const self = p?.type === 'provider' && p.userId === request.params.id;
      if (!self && (!p || p.type === 'customer' || p.role === 'staff'))
        throw new HttpError(403, 'manager role required', { type: 'auth' });
      const user = await companyUserById(db, request.company.id, request.params.id);
      if (!user) throw new HttpError(404, 'Not Found');
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
      const p = request.principal;
      const companyId = request.company.id;
      const { id } = request.params;
      const self = p?.type === 'provider' && p.userId === id;
      const owner = p?.type === 'provider' && p.role === 'owner';
      const body = request.body;
      if (!self && !owner) throw new HttpError(403, 'owner role required', { type: 'auth' });
      if ((body.role !== undefined || body.active !== undefined) && !owner) {
        throw new HttpError(403, 'only an owner changes roles', { type: 'auth' });
      }
      if (body.password !== undefined && !self) {
        throw new HttpError(403, 'users change their own password; send them a link instead', {
          type: 'auth',
        });
      }
      const user = await companyUserById(db, companyId, id);
      if (!user) throw new HttpError(404, 'Not Found');

      let passwordHash: string | undefined;
      if (body.password !== undefined) {
        const subjects = { account: accountKey(companyId, 'provider', user.email), ip: request.ip };
        const locked = await s.limiter.lockedFor('login', subjects);
        if (locked) return tooManyAttempts(reply, locked);
        if (!(await verifyPassword(user.passwordHash, body.currentPassword ?? ''))) {
          await s.limiter.record('login', subjects);
          throw new HttpError(401, 'wrong password', { type: 'password' });
        }
        passwordHash = await newPasswordHash(body.password, body.email ?? user.email);
      }
      const changes = {
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.firstname !== undefined ? { firstname: body.firstname } : {}),
        ...(body.lastname !== undefined ? { lastname: body.lastname } : {}),
        ...(body.role !== undefined ? { role: body.role } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      };
      if (Object.keys(changes).length === 0) return { user: toCompanyUser(user) };
      const now = s.now();
      const losesOwner =
        user.role === 'owner' &&
        user.active &&
        ((body.role && body.role !== 'owner') || body.active === false);
      const updated = await db
        .transaction(async (tx) => {
          if (losesOwner) {
            const owners = await lockActiveOwners(tx, companyId);
            if (!owners.some((o) => o !== id)) throw lastOwner();
          }
          const [row] = await tx
            .update(companyUsers)
            .set(changes)
            .where(and(eq(companyUsers.id, id), eq(companyUsers.companyId, companyId)))
            .returning();
          if (passwordHash) {
            await revokeSubjectTokens(tx, { type: 'provider', companyId, subjectId: id }, now, {
              exceptTokenId: currentTokenId(request),
            });
          }
          if (body.active === false)
            await revokeSubjectTokens(tx, { type: 'provider', companyId, subjectId: id }, now);
          return row;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new HttpError(409, 'Conflict', { type: 'email_taken' });
          throw error;
        });
      if (!updated) throw new HttpError(404, 'Not Found');
      return { user: toCompanyUser(updated) };
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
      const companyId = request.company.id;
      const { id } = request.params;
      const user = await companyUserById(db, companyId, id);
      if (!user) throw new HttpError(404, 'Not Found');
      await db.transaction(async (tx) => {
        if (user.role === 'owner' && user.active) {
          const owners = await lockActiveOwners(tx, companyId);
          if (!owners.some((o) => o !== id)) throw lastOwner();
        }
        await revokeSubjectTokens(tx, { type: 'provider', companyId, subjectId: id }, s.now());
        await tx
          .delete(companyUsers)
          .where(and(eq(companyUsers.id, id), eq(companyUsers.companyId, companyId)));
      });
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
      const { email, role, firstname, lastname, password } = request.body;
      const companyId = request.company.id;
      const passwordHash = password === undefined ? null : await newPasswordHash(password, email);
      let user: CompanyUserRow | undefined;
      try {
        [user] = await db
          .insert(companyUsers)
          .values({ companyId, email, role, firstname, lastname, passwordHash })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, 'Conflict', { type: 'email_taken' });
        throw error;
      }
      if (!user) throw new Error('company user not inserted');
      if (passwordHash === null) await sendInvitation(request, user);
      reply.code(201);
      return { user: toCompanyUser(user), invitationSent: passwordHash === null };
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
      const user = await companyUserById(db, request.company.id, request.params.id);
      if (!user) throw new HttpError(404, 'Not Found');
      if (!user.active) throw new HttpError(409, 'this user is disabled', { type: 'disabled' });
      await sendInvitation(request, user);
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
      const opened = await liveLinkHolder(
        s,
        request,
        reply,
        invitation(request.company.id, request.params.token),
      );
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
      const companyId = request.company.id;
      const opened = await liveLinkHolder(s, request, reply, invitation(companyId, request.params.token));
      if (!opened.ok) return opened.answer;
      const { holder: user, link: input } = opened;
      const { now } = input;
      assertPasswordPolicy(request.body.password, user.email);
      const passwordHash = await hashPassword(request.body.password);
      const updated = await db.transaction(async (tx) => {
        const used = await consumeLinkToken(tx, input);
        if (used?.companyUserId !== user.id) throw invalidLink();
        const [row] = await tx
          .update(companyUsers)
          .set({ passwordHash })
          .where(and(eq(companyUsers.id, user.id), eq(companyUsers.companyId, companyId)))
          .returning();
        await revokeSubjectTokens(tx, { type: 'provider', companyId, subjectId: user.id }, now);
        return row;
      });
      if (!updated) throw invalidLink();
      const token = await issueToken(db, { type: 'provider', companyId, subjectId: user.id }, now);
      return { token, user: toCompanyUser(updated) };
    },
  );
}
