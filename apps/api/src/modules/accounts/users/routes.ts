// Customers: sign-in, session, passwords and the staff listing (spec §7 "Auth and users").
import {
  LoginAnswerSchema,
  LoginBodySchema,
  MeAnswerSchema,
  PasswordChangeBodySchema,
  PasswordSetBodySchema,
  SuccessAnswerSchema,
  TooManyAttemptsSchema,
  UsersAnswerSchema,
  UsersQuerySchema,
} from '@eclat/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customers } from '../../../db/schema.ts';
import { loginResponses, passwordLogin } from '../../../platform/auth/login.ts';
import { newPasswordHash, verifyPassword } from '../../../platform/auth/passwords.ts';
import { type AccountsServices, companyName, currentTokenId } from '../../../platform/auth/services.ts';
import { revokeSubjectTokens, revokeToken } from '../../../platform/auth/tokens.ts';
import { requireCustomer, requireStaff } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { accountKey, tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { customerByEmail, customerById, customerView, customerViews, listCustomers } from './repository.ts';

const TAGS = ['users'];

/** The signed-in customer's row (requireCustomer ran before). */
export async function signedInCustomer(s: AccountsServices, request: FastifyRequest) {
  const p = request.principal;
  if (p?.type !== 'customer') throw new HttpError(403, 'customers only', { type: 'auth' });
  const row = await customerById(s.db, request.company.id, p.customerId);
  if (!row) throw new HttpError(401, 'invalid token', { type: 'auth' });
  return row;
}

export function userRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;

  r.post(
    '/api/users/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Customer sign-in by e-mail and password; failures answer error and errorType',
        body: LoginBodySchema,
        response: loginResponses(LoginAnswerSchema),
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const companyId = request.company.id;
      const done = await passwordLogin(s, request, reply, {
        type: 'customer',
        identifier: email,
        password,
        find: () => customerByEmail(db, companyId, email),
        refuse: (customer) => (customer.status === 'pending' ? 'pending' : null),
        refusalLog: 'customer sign-in refused',
      });
      if (!done.ok) return done.answer;
      return { token: done.token, user: await customerView(db, companyId, done.row), exist: true };
    },
  );

  r.get(
    '/api/users/me',
    {
      preHandler: requireCustomer,
      schema: { tags: TAGS, summary: 'The signed-in customer', response: { 200: MeAnswerSchema } },
    },
    async (request) => {
      const customer = await signedInCustomer(s, request);
      return { user: await customerView(db, request.company.id, customer) };
    },
  );

  r.post(
    '/api/users/logout',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "Sign-out: the caller's token stops working at once",
        response: { 200: SuccessAnswerSchema },
      },
    },
    async (request) => {
      await revokeToken(db, currentTokenId(request), s.now());
      return { success: true as const };
    },
  );

  r.put(
    '/api/users/password',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary: 'Change the password (current one required); other sessions are signed out',
        body: PasswordChangeBodySchema,
        response: { 200: SuccessAnswerSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const customer = await signedInCustomer(s, request);
      const companyId = request.company.id;
      const subjects = { account: accountKey(companyId, 'customer', customer.email), ip: request.ip };
      const locked = await s.limiter.lockedFor('login', subjects);
      if (locked) return tooManyAttempts(reply, locked);
      if (!(await verifyPassword(customer.passwordHash, request.body.currentPassword))) {
        await s.limiter.record('login', subjects);
        throw new HttpError(401, 'wrong password', { type: 'password' });
      }
      await setPassword(s, request, customer, request.body.password);
      return { success: true as const };
    },
  );

  r.put(
    '/api/users/password/set',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary: 'Choose a password for an account that has none (noPass, social sign-up)',
        body: PasswordSetBodySchema,
        response: { 200: SuccessAnswerSchema },
      },
    },
    async (request) => {
      const customer = await signedInCustomer(s, request);
      if (customer.passwordHash !== null) {
        throw new HttpError(409, 'this account already has a password: change it instead', {
          type: 'password_exists',
        });
      }
      await setPassword(s, request, customer, request.body.password);
      return { success: true as const };
    },
  );

  r.get(
    '/api/users',
    {
      preHandler: requireStaff('manager'),
      schema: {
        tags: TAGS,
        summary: 'Customers of the company, newest first (managers and owners)',
        querystring: UsersQuerySchema,
        response: { 200: UsersAnswerSchema },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const { rows, total } = await listCustomers(db, companyId, request.query);
      return {
        users: await customerViews(db, companyId, rows),
        total,
        page: request.query.page,
        itemPerPage: request.query.itemPerPage,
      };
    },
  );
}

/** New password (policy, argon2id), other sessions revoked, a notice mailed. */
async function setPassword(
  s: AccountsServices,
  request: FastifyRequest,
  customer: { id: number; email: string; lang: string },
  password: string,
): Promise<void> {
  const passwordHash = await newPasswordHash(password, customer.email);
  const companyId = request.company.id;
  const now = s.now();
  await s.db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customer.id));
    await revokeSubjectTokens(tx, { type: 'customer', companyId, subjectId: customer.id }, now, {
      exceptTokenId: currentTokenId(request),
    });
  });
  await s.messenger.send(
    {
      companyId,
      channel: 'email',
      to: customer.email,
      lang: customer.lang,
      template: 'password_changed',
      vars: { company: companyName(request.company) },
    },
    request.log,
  );
}
