// Alerts (spec §3 serviceId, body, start, end; §4: shown when current and their service is one the
// visitor can see; §7 CRUD on /api/alerts).
import {
  AlertInputSchema,
  AlertsAnswerSchema,
  AlertUpdateSchema,
  ContentListQuerySchema,
  StaffAlertSchema,
  StaffAlertsAnswerSchema,
} from '@eclat/contracts';
import { isShownAlert } from '@eclat/domain';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { alerts, articles } from '../../db/schema.ts';
import { requireStaff } from '../../http/auth.ts';
import { badRequest } from '../../http/errors.ts';
import { sanitizeLocalisedHtml } from '../../http/sanitize.ts';
import { assertReferences } from '../crud/references.ts';
import { toDate } from '../crud/serialize.ts';
import { registerTenantCrud } from '../crud/tenant-crud.ts';
import type { ModuleDeps } from '../deps.ts';
import { type AlertRow, toPublicAlert, toStaffAlert } from './serialize.ts';

const TAG = 'alerts';
type AlertInput = Partial<z.infer<typeof AlertInputSchema>>;

/** Services are articles of type 1 and 4 (spec §9). */
const isService = inArray(articles.type, [1, 4]);

/** The services among `ids` a visitor can see: existing, non-draft services of the company. */
async function visibleServiceIds(db: Db, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(eq(articles.companyId, companyId), inArray(articles.id, ids), isService, eq(articles.draft, false)),
    );
  return new Set(rows.map((row) => row.id));
}

export function alertRoutes(app: FastifyInstance, { db, now: clock }: ModuleDeps): void {
  const manager = requireStaff('manager');

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/alerts',
    {
      schema: {
        tags: [TAG],
        summary:
          'The current alerts of services visitors can see, texts in curlang; ?all=1: every alert (staff)',
        querystring: ContentListQuerySchema,
        response: { 200: z.union([AlertsAnswerSchema, StaffAlertsAnswerSchema]) },
      },
    },
    async (request) => {
      const now = clock();
      const companyId = request.company.id;
      if (request.query.all) {
        await manager(request);
        const rows = await db
          .select()
          .from(alerts)
          .where(eq(alerts.companyId, companyId))
          .orderBy(asc(alerts.startsAt), asc(alerts.id));
        return { alerts: rows.map((row) => toStaffAlert(row, now)) };
      }
      const rows = await db
        .select()
        .from(alerts)
        .where(and(eq(alerts.companyId, companyId), gte(alerts.endsAt, now)))
        .orderBy(asc(alerts.startsAt), asc(alerts.id));
      const serviceIds = rows.flatMap((row) => (row.serviceId === null ? [] : [row.serviceId]));
      const visible = await visibleServiceIds(db, companyId, [...new Set(serviceIds)]);
      const shown = rows.filter((row) =>
        isShownAlert({ serviceId: row.serviceId, start: row.startsAt, end: row.endsAt }, visible, now),
      );
      return { alerts: shown.map((row) => toPublicAlert(row, request.lang)) };
    },
  );

  registerTenantCrud(app, db, {
    path: '/api/alerts',
    tag: TAG,
    names: { one: 'alert', many: 'alerts' },
    table: alerts,
    guard: manager,
    answer: StaffAlertSchema,
    serialize: (row: AlertRow) => toStaffAlert(row, clock()),
    create: AlertInputSchema,
    update: AlertUpdateSchema,
    operations: ['get', 'create', 'update', 'delete'],
    prepare: async (input: AlertInput, { db: tx, companyId, existing }) => {
      await assertReferences(tx, companyId, [
        { path: 'body.serviceId', table: articles, ids: input.serviceId, where: isService },
      ]);
      const startsAt = toDate(input.start) ?? existing?.startsAt;
      const endsAt = toDate(input.end) ?? existing?.endsAt;
      if (startsAt && endsAt && startsAt >= endsAt)
        throw badRequest('Requête invalide', [{ path: 'body.end', message: 'end must be after start' }]);
      return {
        serviceId: input.serviceId,
        body: input.body === undefined ? undefined : sanitizeLocalisedHtml(input.body),
        startsAt: toDate(input.start),
        endsAt: toDate(input.end),
      };
    },
  });
}
