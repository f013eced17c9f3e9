// Gift voucher themes: a public list (active ones, localised) and staff management (themes.ts).
import {
  GiftIdParamSchema,
  GiftThemeAdminAnswerSchema,
  GiftThemeInputSchema,
  GiftThemesAdminAnswerSchema,
  GiftThemesAnswerSchema,
  GiftThemesQuerySchema,
  GiftThemeUpdateSchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { changeTheme, createTheme, publicThemes, removeTheme, staffThemes } from './themes.ts';

const TAG = ['gifts'];

export function giftThemeRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manager = requireStaff('manager');

  r.get(
    '/api/gifts/themes',
    {
      // A public read covered by the company's content version (ADR 0028).
      config: { sharedRead: true },
      schema: {
        tags: TAG,
        summary: 'Gift voucher themes in display order (active ones, localised); ?all=1: every theme (staff)',
        querystring: GiftThemesQuerySchema,
        response: { 200: z.union([GiftThemesAnswerSchema, GiftThemesAdminAnswerSchema]) },
      },
    },
    async (request) => {
      if (request.query.all) {
        await requireStaff('staff')(request);
        return { themes: await staffThemes(db, request.company.id) };
      }
      return { themes: await publicThemes(db, request.company.id, request.lang) };
    },
  );

  r.post(
    '/api/gifts/themes',
    {
      preHandler: manager,
      schema: {
        tags: TAG,
        summary: 'Create a gift voucher theme (manager)',
        body: GiftThemeInputSchema,
        response: { 201: GiftThemeAdminAnswerSchema },
      },
    },
    async (request, reply) => {
      const theme = await createTheme(deps, request.company.id, request.body);
      return reply.code(201).send({ theme });
    },
  );

  r.put(
    '/api/gifts/themes/:id',
    {
      preHandler: manager,
      schema: {
        tags: TAG,
        summary: 'Change a gift voucher theme: the fields given (manager)',
        params: GiftIdParamSchema,
        body: GiftThemeUpdateSchema,
        response: { 200: GiftThemeAdminAnswerSchema },
      },
    },
    async (request) => ({
      theme: await changeTheme(deps, request.company.id, request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/gifts/themes/:id',
    {
      preHandler: manager,
      schema: {
        tags: TAG,
        summary: 'Delete a gift voucher theme; vouchers of that theme keep their value (manager)',
        params: GiftIdParamSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await removeTheme(deps, request.company.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
