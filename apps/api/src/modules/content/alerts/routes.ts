// Alerts (spec §3 serviceId, body, start, end; §4: shown when current and their service is one the
// visitor can see; §7 CRUD on /api/alerts).
import {
  AlertInputSchema,
  AlertsAnswerSchema,
  AlertUpdateSchema,
  StaffAlertSchema,
  StaffAlertsAnswerSchema,
} from '@eclat/contracts';
import { isShownAlert } from '@eclat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { alerts, articles } from '../../../db/schema.ts';
import { registerDatedContent } from '../../../platform/crud/dated-content.ts';
import { assertReferences } from '../../../platform/crud/references.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { sanitizeLocalisedHtml } from '../../../platform/http/sanitize.ts';
import { type AlertRow, toPublicAlert, toStaffAlert } from './serialize.ts';

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
  registerDatedContent(app, db, clock, {
    path: '/api/alerts',
    tag: 'alerts',
    names: { one: 'alert', many: 'alerts' },
    table: alerts,
    summary: 'The current alerts of services visitors can see, texts in curlang; ?all=1: every alert (staff)',
    publicAnswer: AlertsAnswerSchema,
    staffListAnswer: StaffAlertsAnswerSchema,
    staffAnswer: StaffAlertSchema,
    toStaff: (row: AlertRow, now) => toStaffAlert(row, now),
    shown: async (rows, { companyId, now, lang }) => {
      const serviceIds = rows.flatMap((row) => (row.serviceId === null ? [] : [row.serviceId]));
      const visible = await visibleServiceIds(db, companyId, [...new Set(serviceIds)]);
      const shown = rows.filter((row) =>
        isShownAlert({ serviceId: row.serviceId, start: row.startsAt, end: row.endsAt }, visible, now),
      );
      return shown.map((row) => toPublicAlert(row, lang));
    },
    create: AlertInputSchema,
    update: AlertUpdateSchema,
    prepare: async (input: AlertInput, { db: tx, companyId }) => {
      await assertReferences(tx, companyId, [
        { path: 'body.serviceId', table: articles, ids: input.serviceId, where: isService },
      ]);
      return {
        serviceId: input.serviceId,
        body: input.body === undefined ? undefined : sanitizeLocalisedHtml(input.body),
      };
    },
  });
}
