// Dated content (events, alerts: spec §3, §4, §7): rows with a start and an end, a public list of
// those current (staff see all of them with ?all=1) and the tenant CRUD of one row. Both modules
// differ only in what "shown" means and in their own columns, so the rest lives here once.
import { ContentListQuerySchema, type Lang } from '@eclat/contracts';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireStaff } from '../http/auth.ts';
import { badRequest } from '../http/errors.ts';
import type { TenantTable } from './references.ts';
import { toDate } from './serialize.ts';
import { type PrepareContext, registerTenantCrud } from './tenant-crud.ts';

export type DatedTable = TenantTable & { startsAt: AnyPgColumn; endsAt: AnyPgColumn };
type DatedRow = { startsAt: Date; endsAt: Date };
type DatedInput = { start?: string; end?: string };

export type DatedContentConfig<Row extends DatedRow, Create extends DatedInput, Update extends DatedInput> = {
  path: string;
  tag: string;
  names: { one: string; many: string };
  table: DatedTable;
  /** OpenAPI summary of the public list. */
  summary: string;
  /** Answers of the list: the visitor's and the staff's (?all=1). */
  publicAnswer: z.ZodType;
  staffListAnswer: z.ZodType;
  /** Answer of one row to staff. */
  staffAnswer: z.ZodType;
  toStaff: (row: Row, now: Date) => unknown;
  /** Among the company's rows not yet over (by start), those a visitor sees, serialised in `lang`. */
  shown: (rows: Row[], ctx: { companyId: number; now: Date; lang: Lang }) => Promise<unknown[]>;
  create: z.ZodType<Create>;
  update: z.ZodType<Update>;
  /**
   * Body → the module's own column values (start and end are checked and converted here, after it,
   * so a bad reference is reported before a bad range, as before).
   */
  prepare: (input: Create | Update, ctx: PrepareContext<Row>) => Promise<Record<string, unknown>>;
};

/** Registers GET `path` (current rows; ?all=1 every row, managers) and the CRUD of one row. */
export function registerDatedContent<
  Row extends DatedRow,
  Create extends DatedInput,
  Update extends DatedInput,
>(app: FastifyInstance, db: Db, clock: () => Date, config: DatedContentConfig<Row, Create, Update>): void {
  const manager = requireStaff('manager');
  const { table, names } = config;
  const byStart = [asc(table.startsAt), asc(table.id)];

  app.withTypeProvider<ZodTypeProvider>().get(
    config.path,
    {
      // Current events and alerts: a public read covered by the content version (ADR 0028); their
      // windows open and close with time, within the storefront's cache bound.
      config: { sharedRead: true },
      schema: {
        tags: [config.tag],
        summary: config.summary,
        querystring: ContentListQuerySchema,
        response: { 200: z.union([config.publicAnswer, config.staffListAnswer]) },
      },
    },
    async (request) => {
      const now = clock();
      const companyId = request.company.id;
      if (request.query.all) {
        await manager(request);
        const rows = (await db
          .select()
          .from(table as PgTable)
          .where(eq(table.companyId, companyId))
          .orderBy(...byStart)) as Row[];
        return { [names.many]: rows.map((row) => config.toStaff(row, now)) };
      }
      // The index narrows to rows not yet over; the module's rule decides what is shown.
      const rows = (await db
        .select()
        .from(table as PgTable)
        .where(and(eq(table.companyId, companyId), gte(table.endsAt, now)))
        .orderBy(...byStart)) as Row[];
      return { [names.many]: await config.shown(rows, { companyId, now, lang: request.lang }) };
    },
  );

  registerTenantCrud(app, db, {
    path: config.path,
    tag: config.tag,
    names,
    table,
    guard: manager,
    answer: config.staffAnswer,
    serialize: (row: Row) => config.toStaff(row, clock()),
    create: config.create,
    update: config.update,
    operations: ['get', 'create', 'update', 'delete'],
    prepare: async (input, ctx) => {
      const columns = await config.prepare(input, ctx);
      const startsAt = toDate(input.start);
      const endsAt = toDate(input.end);
      // An update may give one bound only: the other is the row's own.
      const from = startsAt ?? ctx.existing?.startsAt;
      const to = endsAt ?? ctx.existing?.endsAt;
      if (from && to && from >= to)
        throw badRequest('Requête invalide', [{ path: 'body.end', message: 'end must be after start' }]);
      return { ...columns, startsAt, endsAt };
    },
  });
}
