// Platform administrators (spec §6, §7): the installed check and the first admin's registration.
// Open routes: no company header.
import { AdminAnswerSchema, AdminRegisterBodySchema, InstalledAnswerSchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { registerFirstAdmin } from './register-first-admin.ts';
import { countAdmins } from './repository.ts';

const TAGS = ['admins'];

export function adminRoutes(app: FastifyInstance, deps: Pick<ModuleDeps, 'db' | 'now'>): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admins/installed',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether a platform admin exists',
        response: { 200: InstalledAnswerSchema },
      },
    },
    async () => ({ installed: (await countAdmins(deps.db)) > 0 }),
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
      const { admin, token } = await registerFirstAdmin(deps, request.body);
      reply.code(201);
      return { admin: { id: admin.id, email: admin.email }, token };
    },
  );
}
