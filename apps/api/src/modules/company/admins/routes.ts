// Platform administrators (spec §6, §7): the installed check and the first admin's registration.
// Open routes: no company header.
import { AdminAnswerSchema, AdminRegisterBodySchema, InstalledAnswerSchema } from '@eclat/contracts';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { admins } from '../../../db/schema.ts';
import { newPasswordHash } from '../../../platform/auth/passwords.ts';
import type { AccountsServices } from '../../../platform/auth/services.ts';
import { issueToken } from '../../../platform/auth/tokens.ts';
import { HttpError } from '../../../platform/http/errors.ts';

const TAGS = ['admins'];

export function adminRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;

  r.get(
    '/api/admins/installed',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether a platform admin exists',
        response: { 200: InstalledAnswerSchema },
      },
    },
    async () => {
      const [row] = await db.select({ n: count() }).from(admins);
      return { installed: (row?.n ?? 0) > 0 };
    },
  );

  r.post(
    '/api/admins/register',
    {
      schema: {
        tags: TAGS,
        summary: 'Register the first platform admin; refused (403) once one exists',
        body: AdminRegisterBodySchema,
        response: { 201: AdminAnswerSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const closed = () => new HttpError(403, 'an admin is already registered', { type: 'installed' });
      const [before] = await db.select({ n: count() }).from(admins);
      if ((before?.n ?? 0) > 0) throw closed();
      const passwordHash = await newPasswordHash(password, email);
      // A transaction-scoped advisory lock serialises concurrent registrations: the second one
      // sees the first admin and is refused.
      const admin = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('eclat.admins.register'))`);
        const [existing] = await tx.select({ n: count() }).from(admins);
        if ((existing?.n ?? 0) > 0) throw closed();
        const [row] = await tx.insert(admins).values({ email, passwordHash }).returning();
        return row;
      });
      if (!admin) throw closed();
      const token = await issueToken(db, { type: 'admin', companyId: null, subjectId: admin.id }, s.now());
      reply.code(201);
      return { admin: { id: admin.id, email: admin.email }, token };
    },
  );
}
