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
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { registerDatedContent } from '../../../platform/crud/dated-content.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { sanitizeLocalisedHtml } from '../../../platform/http/sanitize.ts';
import { alertStore, checkAlertService, visibleServiceIds } from './repository.ts';
import { type AlertRow, toPublicAlert, toStaffAlert } from './serialize.ts';

type AlertInput = Partial<z.infer<typeof AlertInputSchema>>;

export function alertRoutes(app: FastifyInstance, { db, now: clock }: ModuleDeps): void {
  registerDatedContent(app, db, clock, {
    path: '/api/alerts',
    tag: 'alerts',
    names: { one: 'alert', many: 'alerts' },
    ...alertStore,
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
      await checkAlertService(tx, companyId, input.serviceId);
      return {
        serviceId: input.serviceId,
        body: input.body === undefined ? undefined : sanitizeLocalisedHtml(input.body),
      };
    },
  });
}
