// Customer profiles (spec §7 /api/profiles): staff look-ups, create, update. A phone or code
// another profile holds answers 409 'Conflict' (spec §8). Whether a phone is free for a new account
// is the customers' question: users/registration-routes.ts answers it.
import {
  ApiErrorSchema,
  ProfileAnswerSchema,
  ProfileByCodeQuerySchema,
  ProfileByPhoneQuerySchema,
  ProfileConflictSchema,
  ProfileCreateBodySchema,
  ProfileUpdateBodySchema,
} from '@eclat/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountsServices } from '../../../platform/auth/services.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { profileWithCode, profileWithPhone } from './find-profile.ts';
import { createProfile, editProfile, type ProfileConflict } from './save-profile.ts';
import { toProfile } from './serialize.ts';

const TAGS = ['profiles'];

function conflict(reply: FastifyReply, { conflict: type }: ProfileConflict) {
  reply.code(409);
  return { code: 409 as const, message: 'Conflict' as const, error: true as const, type };
}

/** preHandler: a signed-in customer or staff member. */
async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!request.principal) throw new HttpError(401, 'authentication required', { type: 'auth' });
}

export function profileRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;

  r.get(
    '/api/profiles/phone',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: TAGS,
        summary: 'The profile with this phone number (staff)',
        querystring: ProfileByPhoneQuerySchema,
        response: { 200: ProfileAnswerSchema },
      },
    },
    async (request) => ({
      profile: toProfile(await profileWithPhone(db, request.company.id, request.query)),
    }),
  );

  r.get(
    '/api/profiles/code',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: TAGS,
        summary: 'The profile with this counter code (staff)',
        querystring: ProfileByCodeQuerySchema,
        response: { 200: ProfileAnswerSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      profile: toProfile(await profileWithCode(db, request.company.id, request.query.code)),
    }),
  );

  r.post(
    '/api/profiles',
    {
      preHandler: requireSignedIn,
      schema: {
        tags: TAGS,
        summary: 'Create a profile: a customer for themself, staff for any customer or a walk-in',
        body: ProfileCreateBodySchema,
        response: { 201: ProfileAnswerSchema, 409: ProfileConflictSchema },
      },
    },
    async (request, reply) => {
      const saved = await createProfile(db, request.company.id, request.principal, request.body);
      if ('conflict' in saved) return conflict(reply, saved);
      reply.code(201);
      return { profile: toProfile(saved.row) };
    },
  );

  r.put(
    '/api/profiles',
    {
      preHandler: requireSignedIn,
      schema: {
        tags: TAGS,
        summary: 'Update a profile: a customer their own, staff any (id required)',
        body: ProfileUpdateBodySchema,
        response: { 200: ProfileAnswerSchema, 404: ApiErrorSchema, 409: ProfileConflictSchema },
      },
    },
    async (request, reply) => {
      const saved = await editProfile(db, request.company.id, request.principal, request.body);
      if ('conflict' in saved) return conflict(reply, saved);
      return { profile: toProfile(saved.row) };
    },
  );
}
