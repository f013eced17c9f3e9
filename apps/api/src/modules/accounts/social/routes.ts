// Social sign-in, link and unlink (spec §7; ADR 0007).
import {
  LinkProviderBodySchema,
  LoginAnswerSchema,
  LoginRefusalSchema,
  MeAnswerSchema,
  SocialLoginBodySchema,
  TooManyAttemptsSchema,
  UnlinkProviderBodySchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginFailed } from '../../../platform/auth/answers.ts';
import type { AccountsServices } from '../../../platform/auth/services.ts';
import { requireCustomer } from '../../../platform/http/auth.ts';
import { callOf, isLocked } from '../../../platform/http/call.ts';
import { tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { customerView } from '../users/repository.ts';
import { linkProvider, unlinkProvider } from './link-provider.ts';
import { signInWithProvider } from './sign-in.ts';

const TAGS = ['users'];

export function socialRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;

  r.post(
    '/api/users/login/provider',
    {
      schema: {
        tags: TAGS,
        summary:
          'Sign in with Google or Facebook (email, userID, provider and the provider token); creates the account the first time (exist false)',
        body: SocialLoginBodySchema,
        response: { 200: LoginAnswerSchema, 401: LoginRefusalSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const done = await signInWithProvider(s, callOf(request), request.body);
      if (isLocked(done)) return tooManyAttempts(reply, done.lockedMs);
      if ('refused' in done) return loginFailed(reply, 'provider');
      const user = await customerView(db, request.company.id, done.customer);
      return { token: done.token, user, exist: done.exist };
    },
  );

  r.post(
    '/api/users/link/provider',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary: 'Link a Google or Facebook account to the signed-in customer',
        body: LinkProviderBodySchema,
        response: { 200: MeAnswerSchema, 401: LoginRefusalSchema },
      },
    },
    async (request, reply) => {
      const done = await linkProvider(s, callOf(request), request.principal, request.body);
      if ('refused' in done) return loginFailed(reply, 'provider');
      return { user: await customerView(db, request.company.id, done.customer) };
    },
  );

  r.post(
    '/api/users/unlink/provider',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary:
          'Unlink a provider; refused when it is the last way to sign in (no password, no other provider)',
        body: UnlinkProviderBodySchema,
        response: { 200: MeAnswerSchema },
      },
    },
    async (request) => {
      const customer = await unlinkProvider(s, callOf(request), request.principal, request.body.provider);
      return { user: await customerView(db, request.company.id, customer) };
    },
  );
}
