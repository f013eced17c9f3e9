// Closed days and open days (spec §7 GET /api/closeddays, /api/opendays): dated exceptions to the
// weekly hours, per shop or company-wide (shop_id null: every shop, ADR 0003).
import {
  CalendarDaysQuerySchema,
  ClosedDayInputSchema,
  ClosedDaysAnswerSchema,
  ClosedDayUpdateSchema,
  OpenDayInputSchema,
  OpenDaysAnswerSchema,
  OpenDayUpdateSchema,
  StaffClosedDaySchema,
  StaffClosedDaysAnswerSchema,
  StaffOpenDaySchema,
  StaffOpenDaysAnswerSchema,
} from '@eclat/contracts';
import { localise, validateWeekHours } from '@eclat/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { recordOpenedDay } from '../freed-times/record.ts';
import {
  type ClosedRow,
  checkDayShop,
  closedDayStore,
  listClosedDays,
  listOpenDays,
  type OpenRow,
  openDayStore,
} from './repository.ts';

const toStaffClosed = (row: ClosedRow) => ({
  id: row.id,
  shopId: row.shopId,
  day: row.day,
  label: row.label,
});
const toStaffOpen = (row: OpenRow) => ({ ...toStaffClosed(row), hours: row.hours });

export function calendarDayRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manager = requireStaff('manager');

  r.get(
    '/api/closeddays',
    {
      schema: {
        tags: ['calendar'],
        summary:
          'Closed days in date order, labels in curlang; ?shopId: that shop and company-wide days; ?from&to: a date range; ?all=1: language maps (staff)',
        querystring: CalendarDaysQuerySchema,
        response: { 200: z.union([ClosedDaysAnswerSchema, StaffClosedDaysAnswerSchema]) },
      },
    },
    async (request) => {
      if (request.query.all) await manager(request);
      const rows = await listClosedDays(db, request.company.id, request.query);
      if (request.query.all) return { closeddays: rows.map(toStaffClosed) };
      return {
        closeddays: rows.map((row) => ({ ...toStaffClosed(row), label: localise(row.label, request.lang) })),
      };
    },
  );

  r.get(
    '/api/opendays',
    {
      schema: {
        tags: ['calendar'],
        summary:
          'Exceptional opening days with their hours, in date order; ?shopId: that shop and company-wide days; ?from&to: a date range; ?all=1: language maps (staff)',
        querystring: CalendarDaysQuerySchema,
        response: { 200: z.union([OpenDaysAnswerSchema, StaffOpenDaysAnswerSchema]) },
      },
    },
    async (request) => {
      if (request.query.all) await manager(request);
      const rows = await listOpenDays(db, request.company.id, request.query);
      if (request.query.all) return { opendays: rows.map(toStaffOpen) };
      return {
        opendays: rows.map((row) => ({ ...toStaffOpen(row), label: localise(row.label, request.lang) })),
      };
    },
  );

  type ClosedInput = Partial<z.infer<typeof ClosedDayInputSchema>>;
  registerTenantCrud(app, db, {
    path: '/api/closeddays',
    tag: 'calendar',
    names: { one: 'closedday', many: 'closeddays' },
    ...closedDayStore,
    guard: manager,
    answer: StaffClosedDaySchema,
    serialize: toStaffClosed,
    create: ClosedDayInputSchema,
    update: ClosedDayUpdateSchema,
    operations: ['get', 'create', 'update', 'delete'],
    prepare: async (input: ClosedInput, { db: tx, companyId }) => {
      await checkDayShop(tx, companyId, input.shopId);
      return input;
    },
    // The waitlist (issue 21): a closed day removed opens the day for whoever waits.
    onDelete: (row: ClosedRow, { db: tx, companyId }) =>
      recordOpenedDay(tx, { companyId, shopId: row.shopId, day: row.day, now: now() }).then(() => undefined),
  });

  type OpenInput = Partial<z.infer<typeof OpenDayInputSchema>>;
  registerTenantCrud(app, db, {
    path: '/api/opendays',
    tag: 'calendar',
    names: { one: 'openday', many: 'opendays' },
    ...openDayStore,
    guard: manager,
    answer: StaffOpenDaySchema,
    serialize: toStaffOpen,
    create: OpenDayInputSchema,
    update: OpenDayUpdateSchema,
    operations: ['get', 'create', 'update', 'delete'],
    prepare: async (input: OpenInput, { db: tx, companyId, existing }) => {
      if (input.hours) {
        // The same rule as the weekly hours: ranges in order, no overlap, no hours on a closed entry.
        const issues = validateWeekHours({ '1': input.hours });
        if (issues.length > 0)
          throw badRequest(
            'Requête invalide',
            issues.map((issue) => ({ path: `body.hours${issue.path.slice(1)}`, message: issue.message })),
          );
      }
      await checkDayShop(tx, companyId, input.shopId);
      // The waitlist (issue 21): an open day added or changed opens its day for whoever waits.
      const day = input.day ?? existing?.day;
      if (day)
        await recordOpenedDay(tx, {
          companyId,
          shopId: input.shopId ?? existing?.shopId ?? null,
          day,
          now: now(),
        });
      return input;
    },
  });
}
