// One small helper for the simple tenant entities (pigments, needles, servers…): list, get,
// create, update, delete, always inside the caller's company, with zod contracts and OpenAPI.
import { ApiErrorSchema, changesSomething, IdParamsSchema, NOTHING_TO_UPDATE } from '@eclat/contracts';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { translateDbErrors } from './db-errors.ts';
import type { TenantTable } from './references.ts';

export type Guard = (request: FastifyRequest) => Promise<void>;
export type CrudOperation = 'list' | 'get' | 'create' | 'update' | 'delete';

export type PrepareContext<Row> = {
  db: Db;
  companyId: number;
  /** The row being updated; null on create. */
  existing: Row | null;
  request: FastifyRequest;
};

export type TenantCrudConfig<Row, Create, Update, Query = Record<string, never>> = {
  /** Collection path, e.g. '/api/pigments'; items live at `${path}/:id`. */
  path: string;
  tag: string;
  /** Envelope keys: { pigments: [...] } and { pigment: {...} }. */
  names: { one: string; many: string };
  table: TenantTable;
  /** preHandler of every operation (e.g. requireStaff('manager')). */
  guard: Guard;
  answer: z.ZodType;
  serialize: (row: Row) => unknown;
  create: z.ZodType<Create>;
  update: z.ZodType<Update>;
  /**
   * Body → column values: checks references, sanitises, converts dates; may throw HttpError.
   * Runs inside the write's transaction (`ctx.db`). Defaults to the body itself.
   */
  prepare?: (input: Create | Update, ctx: PrepareContext<Row>) => Promise<Record<string, unknown>>;
  /** The list's optional filters and order (default: by id). */
  list?: {
    query?: z.ZodType<Query>;
    where?: (query: Query) => SQL | undefined;
    orderBy?: (AnyPgColumn | SQL)[];
  };
  /**
   * After a delete, in its transaction, with the row deleted (what a module must follow up: a
   * closed day removed opens the day for the waitlist).
   */
  onDelete?: (row: Row, ctx: { db: Db; companyId: number; request: FastifyRequest }) => Promise<void>;
  /** Which routes to register; default all five. */
  operations?: readonly CrudOperation[];
};

/** Registers the CRUD routes of one tenant table. */
export function registerTenantCrud<Row, Create, Update, Query = Record<string, never>>(
  app: FastifyInstance,
  db: Db,
  config: TenantCrudConfig<Row, Create, Update, Query>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { table, names, guard, tag } = config;
  const ops = new Set(config.operations ?? ['list', 'get', 'create', 'update', 'delete']);
  const one = z.object({ [names.one]: config.answer });
  const many = z.object({ [names.many]: z.array(config.answer) });
  const scoped = (companyId: number, id: number) => and(eq(table.companyId, companyId), eq(table.id, id));
  const prepare = async (input: Create | Update, ctx: PrepareContext<Row>) =>
    config.prepare ? config.prepare(input, ctx) : (input as Record<string, unknown>);
  const touches = 'updatedAt' in table;

  async function load(database: Db, companyId: number, id: number, lock = false): Promise<Row> {
    const query = database
      .select()
      .from(table as PgTable)
      .where(scoped(companyId, id))
      .limit(1);
    const rows = (lock ? await query.for('update') : await query) as Row[];
    const row = rows[0];
    // Another company's id answers exactly like a missing one (tenant first).
    if (!row) throw notFound(`${names.one} not found`);
    return row;
  }

  if (ops.has('list'))
    r.get(
      config.path,
      {
        preHandler: guard,
        schema: {
          tags: [tag],
          summary: `List the company's ${names.many} (staff)`,
          ...(config.list?.query ? { querystring: config.list.query } : {}),
          response: { 200: many },
        },
      },
      async (request) => {
        const query = request.query as Query;
        const rows = (await db
          .select()
          .from(table as PgTable)
          .where(and(eq(table.companyId, request.company.id), config.list?.where?.(query)))
          .orderBy(...(config.list?.orderBy ?? [asc(table.id)]))) as Row[];
        return { [names.many]: rows.map(config.serialize) };
      },
    );

  if (ops.has('get'))
    r.get(
      `${config.path}/:id`,
      {
        preHandler: guard,
        schema: {
          tags: [tag],
          summary: `One ${names.one} (staff)`,
          params: IdParamsSchema,
          response: { 200: one },
        },
      },
      async (request) => ({
        [names.one]: config.serialize(await load(db, request.company.id, request.params.id)),
      }),
    );

  if (ops.has('create'))
    r.post(
      config.path,
      {
        preHandler: guard,
        schema: {
          tags: [tag],
          summary: `Create a ${names.one} (staff)`,
          body: config.create,
          // A unique value already taken (translateDbErrors).
          response: { 201: one, 409: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const companyId = request.company.id;
        const row = await translateDbErrors(() =>
          db.transaction(async (tx) => {
            const values = await prepare(request.body as Create, {
              db: tx,
              companyId,
              existing: null,
              request,
            });
            const inserted = await tx
              .insert(table)
              .values({ ...values, companyId } as never)
              .returning();
            return (inserted as Row[])[0] as Row;
          }),
        );
        return reply.code(201).send({ [names.one]: config.serialize(row) });
      },
    );

  if (ops.has('update'))
    r.put(
      `${config.path}/:id`,
      {
        preHandler: guard,
        schema: {
          tags: [tag],
          summary: `Change a ${names.one}: the fields given (staff)`,
          params: IdParamsSchema,
          body: config.update,
          response: { 200: one, 409: ApiErrorSchema },
        },
      },
      async (request) => {
        const companyId = request.company.id;
        const row = await translateDbErrors(() =>
          db.transaction(async (tx) => {
            const existing = await load(tx, companyId, request.params.id, true);
            const values = await prepare(request.body as Update, { db: tx, companyId, existing, request });
            // Whatever the entity's schema lets through, a change of nothing is bad input, not a
            // database error ("No values to set"), and it does not touch updatedAt either.
            if (!changesSomething(values))
              throw badRequest('Requête invalide', [{ path: 'body', message: NOTHING_TO_UPDATE }]);
            const updated = await tx
              .update(table)
              .set({ ...values, ...(touches ? { updatedAt: new Date() } : {}) } as never)
              .where(scoped(companyId, request.params.id))
              .returning();
            return (updated as Row[])[0] as Row;
          }),
        );
        return { [names.one]: config.serialize(row) };
      },
    );

  if (ops.has('delete'))
    r.delete(
      `${config.path}/:id`,
      {
        preHandler: guard,
        schema: {
          tags: [tag],
          summary: `Delete a ${names.one} (staff)`,
          params: IdParamsSchema,
          response: { 204: z.null().describe('Deleted') },
        },
      },
      async (request, reply) => {
        const companyId = request.company.id;
        const { onDelete } = config;
        const deleted: unknown[] = await translateDbErrors(async () =>
          onDelete
            ? db.transaction(async (tx) => {
                const rows = (await tx
                  .delete(table)
                  .where(scoped(companyId, request.params.id))
                  .returning()) as Row[];
                for (const row of rows) await onDelete(row, { db: tx, companyId, request });
                return rows;
              })
            : await db.delete(table).where(scoped(companyId, request.params.id)).returning({ id: table.id }),
        );
        if (deleted.length === 0) throw notFound(`${names.one} not found`);
        return reply.code(204).send(null);
      },
    );
}
