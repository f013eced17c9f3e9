// Gift voucher themes: a public list (active ones, localised) and staff management. Every write
// also refreshes booker.gifts.themes, the list the storefront and the giftActive switch read
// (spec §5: gift is active only if themes exist), in the same transaction.
import {
  GiftIdParamSchema,
  GiftThemeAdminAnswerSchema,
  GiftThemeInputSchema,
  GiftThemesAdminAnswerSchema,
  GiftThemesAnswerSchema,
  GiftThemesQuerySchema,
  GiftThemeUpdateSchema,
} from '@eclat/contracts';
import { localise } from '@eclat/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { companies, giftThemes } from '../../../db/schema.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { notFound } from '../../../platform/http/errors.ts';

const TAG = ['gifts'];
type ThemeRow = typeof giftThemes.$inferSelect;
const toAdmin = (t: ThemeRow) => ({
  id: t.id,
  name: t.name,
  image: t.image,
  order: t.order,
  active: t.active,
});

const listThemes = (db: Db, companyId: number, activeOnly: boolean) =>
  db
    .select()
    .from(giftThemes)
    .where(and(eq(giftThemes.companyId, companyId), activeOnly ? eq(giftThemes.active, true) : undefined))
    .orderBy(asc(giftThemes.order), asc(giftThemes.id));

/** booker.gifts.themes ← the active themes, inside the write's transaction. */
async function syncBooker(tx: Db, companyId: number): Promise<void> {
  const [company] = await tx
    .select({ booker: companies.booker })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) return;
  const themes = (await listThemes(tx, companyId, true)).map((t) => ({
    id: t.id,
    name: t.name,
    image: t.image,
  }));
  const gifts = { ...((company.booker.gifts as Record<string, unknown> | undefined) ?? {}), themes };
  await tx
    .update(companies)
    .set({ booker: { ...company.booker, gifts }, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

export function giftThemeRoutes(app: FastifyInstance, { db, companies: companyCache }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manager = requireStaff('manager');

  async function write<T>(companyId: number, change: (tx: Db) => Promise<T>): Promise<T> {
    const out = await db.transaction(async (tx) => {
      const result = await change(tx);
      await syncBooker(tx, companyId);
      return result;
    });
    companyCache.invalidate();
    return out;
  }

  r.get(
    '/api/gifts/themes',
    {
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
        return { themes: (await listThemes(db, request.company.id, false)).map(toAdmin) };
      }
      const rows = await listThemes(db, request.company.id, true);
      return {
        themes: rows.map((t) => ({
          id: t.id,
          name: localise(t.name, request.lang),
          image: t.image,
          order: t.order,
        })),
      };
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
      const companyId = request.company.id;
      const row = await write(companyId, async (tx) => {
        const [inserted] = await tx
          .insert(giftThemes)
          .values({ ...request.body, companyId })
          .returning();
        return inserted as ThemeRow;
      });
      return reply.code(201).send({ theme: toAdmin(row) });
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
    async (request) => {
      const companyId = request.company.id;
      const row = await write(companyId, async (tx) => {
        const [updated] = await tx
          .update(giftThemes)
          .set(request.body)
          .where(and(eq(giftThemes.id, request.params.id), eq(giftThemes.companyId, companyId)))
          .returning();
        if (!updated) throw notFound('theme not found');
        return updated;
      });
      return { theme: toAdmin(row) };
    },
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
      const companyId = request.company.id;
      await write(companyId, async (tx) => {
        const deleted = await tx
          .delete(giftThemes)
          .where(and(eq(giftThemes.id, request.params.id), eq(giftThemes.companyId, companyId)))
          .returning({ id: giftThemes.id });
        if (deleted.length === 0) throw notFound('theme not found');
      });
      return reply.code(204).send(null);
    },
  );
}
