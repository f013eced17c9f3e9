// Customer profiles (spec §7 /api/profiles): phone availability, staff look-ups, create, update.
// A phone or code another profile holds answers 409 'Conflict' (spec §8).
import {
  ApiErrorSchema,
  PhoneAvailableAnswerSchema,
  PhoneAvailableQuerySchema,
  ProfileAnswerSchema,
  ProfileByCodeQuerySchema,
  ProfileByPhoneQuerySchema,
  ProfileConflictSchema,
  ProfileCreateBodySchema,
  ProfileUpdateBodySchema,
} from '@eclat/contracts';
import { normalisePhone } from '@eclat/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { profiles } from '../../../db/schema.ts';
import { type AccountsServices, isUniqueViolation } from '../../../platform/auth/services.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { customerById, phoneTaken } from '../users/repository.ts';
import { type ProfileRow, toProfile } from './serialize.ts';

const TAGS = ['profiles'];

function phoneOf(raw: string, country: string | undefined): string {
  const phone = normalisePhone(raw, country ?? 'FR');
  if (!phone) throw new HttpError(400, 'invalid phone number', { type: 'invalid_phone' });
  return phone;
}

/** Another person's profile already has this phone (walk-in profiles count). */
async function phoneHeld(
  db: Db,
  companyId: number,
  phone: string,
  self: { id?: number; customerId: number | null },
) {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(profiles.phone, phone),
        self.id ? sql`${profiles.id} <> ${self.id}` : undefined,
        self.customerId === null
          ? undefined
          : sql`${profiles.customerId} is distinct from ${self.customerId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

function conflict(reply: FastifyReply, type: 'phone_taken' | 'code_taken') {
  reply.code(409);
  return { code: 409 as const, message: 'Conflict' as const, error: true as const, type };
}

async function profileById(db: Db, companyId: number, id: number): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.companyId, companyId), eq(profiles.id, id)))
    .limit(1);
  return row ?? null;
}

/** preHandler: a signed-in customer or staff member. */
async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!request.principal) throw new HttpError(401, 'authentication required', { type: 'auth' });
}

export function profileRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;

  r.get(
    '/api/profiles/phoneavailable',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether a phone number is free for a new account',
        querystring: PhoneAvailableQuerySchema,
        response: { 200: PhoneAvailableAnswerSchema },
      },
    },
    async (request) => {
      const phone = phoneOf(request.query.phone, request.query.country);
      return { available: !(await phoneTaken(db, request.company.id, phone)) };
    },
  );

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
    async (request) => {
      const phone = phoneOf(request.query.phone, request.query.country);
      const [row] = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.companyId, request.company.id), eq(profiles.phone, phone)))
        .orderBy(desc(profiles.id))
        .limit(1);
      if (!row) throw new HttpError(404, 'Not Found');
      return { profile: toProfile(row) };
    },
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
    async (request) => {
      const [row] = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.companyId, request.company.id), eq(profiles.code, request.query.code)))
        .limit(1);
      if (!row) throw new HttpError(404, 'Not Found');
      return { profile: toProfile(row) };
    },
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
      const companyId = request.company.id;
      const p = request.principal;
      const body = request.body;
      const customerId = p?.type === 'customer' ? p.customerId : (body.customerId ?? null);
      if (p?.type !== 'customer' && customerId !== null && !(await customerById(db, companyId, customerId))) {
        throw new HttpError(404, 'Not Found');
      }
      const phone = body.phone ? phoneOf(body.phone, body.country) : null;
      if (phone && (await phoneHeld(db, companyId, phone, { customerId })))
        return conflict(reply, 'phone_taken');
      try {
        const [row] = await db
          .insert(profiles)
          .values({
            companyId,
            customerId,
            firstname: body.firstname,
            lastname: body.lastname,
            phone,
            country: body.country,
            city: body.city ?? null,
            birthdate: body.birthdate ?? null,
            code: body.code ?? null,
          })
          .returning();
        if (!row) throw new Error('profile not inserted');
        reply.code(201);
        return { profile: toProfile(row) };
      } catch (error) {
        if (isUniqueViolation(error)) return conflict(reply, 'code_taken');
        throw error;
      }
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
      const companyId = request.company.id;
      const p = request.principal;
      const body = request.body;
      let current: ProfileRow | null;
      if (p?.type === 'customer') {
        const [own] = await db
          .select()
          .from(profiles)
          .where(
            and(
              eq(profiles.companyId, companyId),
              eq(profiles.customerId, p.customerId),
              body.id ? eq(profiles.id, body.id) : undefined,
            ),
          )
          .orderBy(asc(profiles.id))
          .limit(1);
        current = own ?? null;
      } else {
        if (!body.id)
          throw new HttpError(400, 'param manquants', { errors: [{ path: 'body.id', message: 'required' }] });
        current = await profileById(db, companyId, body.id);
      }
      if (!current) throw new HttpError(404, 'Not Found');
      const phone = body.phone ? phoneOf(body.phone, body.country ?? current.country) : body.phone;
      if (phone && (await phoneHeld(db, companyId, phone, current))) return conflict(reply, 'phone_taken');
      // Only staff set the counter code.
      const code = p?.type === 'customer' ? undefined : body.code;
      const changes = {
        ...(body.firstname !== undefined ? { firstname: body.firstname } : {}),
        ...(body.lastname !== undefined ? { lastname: body.lastname } : {}),
        ...(phone !== undefined ? { phone } : {}),
        ...(body.country !== undefined ? { country: body.country } : {}),
        ...(body.city !== undefined ? { city: body.city } : {}),
        ...(body.birthdate !== undefined ? { birthdate: body.birthdate } : {}),
        ...(code !== undefined ? { code } : {}),
      };
      if (Object.keys(changes).length === 0) return { profile: toProfile(current) };
      try {
        const [row] = await db
          .update(profiles)
          .set(changes)
          .where(and(eq(profiles.id, current.id), eq(profiles.companyId, companyId)))
          .returning();
        if (!row) throw new HttpError(404, 'Not Found');
        return { profile: toProfile(row) };
      } catch (error) {
        if (isUniqueViolation(error)) return conflict(reply, 'code_taken');
        throw error;
      }
    },
  );
}
