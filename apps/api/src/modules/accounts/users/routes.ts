// Customers: sign-in, session, passwords and the staff listing (spec §7 "Auth and users").
import {
  LoginAnswerSchema,
  LoginBodySchema,
  MeAnswerSchema,
  MeUpdateBodySchema,
  PasswordChangeBodySchema,
  PasswordSetBodySchema,
  SuccessAnswerSchema,
  TooManyAttemptsSchema,
  UsersAnswerSchema,
  UsersQuerySchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponses, passwordLogin } from '../../../platform/auth/login.ts';
import { type AccountsServices, currentTokenId } from '../../../platform/auth/services.ts';
import { revokeToken } from '../../../platform/auth/tokens.ts';
import { requireCustomer, requireStaff } from '../../../platform/http/auth.ts';
import { callOf, isLocked } from '../../../platform/http/call.ts';
import { tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { recordActivity } from '../retention/repository.ts';
import { saveAccountChoices } from './account-choices.ts';
import { changePassword, setFirstPassword } from './change-password.ts';
import { customerByEmail, customerView, customerViews, listCustomers } from './repository.ts';
import { signedInCustomer } from './signed-in.ts';

const TAGS = ['users'];

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
      await recordActivity(db, companyId, done.row.id, s.now());
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
      const customer = await signedInCustomer(db, request.company.id, request.principal);
      return { user: await customerView(db, request.company.id, customer) };
    },
  );

  r.put(
    '/api/users/me',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "The signed-in customer's own choices on their account (smsOptOut: SMS off)",
        body: MeUpdateBodySchema,
        response: { 200: MeAnswerSchema },
      },
    },
    async (request) => ({
      user: await saveAccountChoices(db, request.company.id, request.principal, request.body, s.now()),
    }),
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
      const customer = await signedInCustomer(db, request.company.id, request.principal);
      const session = { customer, tokenId: currentTokenId(request) };
      const done = await changePassword(s, callOf(request), session, request.body);
      if (isLocked(done)) return tooManyAttempts(reply, done.lockedMs);
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
      const customer = await signedInCustomer(db, request.company.id, request.principal);
      const session = { customer, tokenId: currentTokenId(request) };
      await setFirstPassword(s, callOf(request), session, request.body.password);
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
