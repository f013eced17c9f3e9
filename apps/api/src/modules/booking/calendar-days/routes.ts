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
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { closedDays, openDays, shops } from '../../../db/schema.ts';
import { assertReferences } from '../../../platform/crud/references.ts';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';

type DaysQuery = z.infer<typeof CalendarDaysQuerySchema>;
type DayTable = typeof closedDays | typeof openDays;
type ClosedRow = typeof closedDays.$inferSelect;
type OpenRow = typeof openDays.$inferSelect;

const toStaffClosed = (row: ClosedRow) => ({
  id: row.id,
  shopId: row.shopId,
  day: row.day,
  label: row.label,
});
const toStaffOpen = (row: OpenRow) => ({ ...toStaffClosed(row), hours: row.hours });

/** One shop's rows plus the company-wide ones, within [from, to]; 404 for a shop not of the company. */
async function dayFilter(db: Db, companyId: number, table: DayTable, query: DaysQuery) {
  if (query.shopId !== undefined) {
    const [shop] = await db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.companyId, companyId), eq(shops.id, query.shopId)));
    if (!shop) throw notFound('shop not found');
  }
  return and(
    eq(table.companyId, companyId),
    query.shopId === undefined ? undefined : or(eq(table.shopId, query.shopId), isNull(table.shopId)),
    query.from ? gte(table.day, query.from) : undefined,
    query.to ? lte(table.day, query.to) : undefined,
  );
}

const shopReference = (db: Db, companyId: number, shopId: number | null | undefined) =>
  assertReferences(db, companyId, [{ path: 'body.shopId', table: shops, ids: shopId }]);

export function calendarDayRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
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
      const where = await dayFilter(db, request.company.id, closedDays, request.query);
      const rows = await db
        .select()
        .from(closedDays)
        .where(where)
        .orderBy(asc(closedDays.day), asc(closedDays.id));
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
      const where = await dayFilter(db, request.company.id, openDays, request.query);
      const rows = await db.select().from(openDays).where(where).orderBy(asc(openDays.day), asc(openDays.id));
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
    table: closedDays,
    guard: manager,
    answer: StaffClosedDaySchema,
    serialize: toStaffClosed,
    create: ClosedDayInputSchema,
    update: ClosedDayUpdateSchema,
    operations: ['get', 'create', 'update', 'delete'],
    prepare: async (input: ClosedInput, { db: tx, companyId }) => {
      await shopReference(tx, companyId, input.shopId);
      return input;
    },
  });

  type OpenInput = Partial<z.infer<typeof OpenDayInputSchema>>;
  registerTenantCrud(app, db, {
    path: '/api/opendays',
    tag: 'calendar',
    names: { one: 'openday', many: 'opendays' },
    table: openDays,
    guard: manager,
    answer: StaffOpenDaySchema,
    serialize: toStaffOpen,
    create: OpenDayInputSchema,
    update: OpenDayUpdateSchema,
    operations: ['get', 'create', 'update', 'delete'],
    prepare: async (input: OpenInput, { db: tx, companyId }) => {
      if (input.hours) {
        // The same rule as the weekly hours: ranges in order, no overlap, no hours on a closed entry.
        const issues = validateWeekHours({ '1': input.hours });
        if (issues.length > 0)
          throw badRequest(
            'Requête invalide',
            issues.map((issue) => ({ path: `body.hours${issue.path.slice(1)}`, message: issue.message })),
          );
      }
      await shopReference(tx, companyId, input.shopId);
      return input;
    },
  });
}
