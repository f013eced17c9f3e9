// Collections (spec §7: /api/collections/schemas[/public] CRUD; /api/collections/items GET
// /type/{t}, GET/PUT/DELETE /{id}, POST). Schemas marked public, and their items, are readable by
// visitors; everything else is for managers. Item data is checked against the schema's fields.
import {
  CollectionItemAnswerSchema,
  CollectionItemCreateSchema,
  CollectionItemsAnswerSchema,
  CollectionItemsQuerySchema,
  CollectionItemUpdateSchema,
  CollectionSchemaInputSchema,
  CollectionSchemasAnswerSchema,
  CollectionSchemaUpdateSchema,
  CollectionTypeSchema,
  ContentIdParamsSchema,
  StaffCollectionSchemaSchema,
} from '@eclat/contracts';
import { validateCollectionData } from '@eclat/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import {
  collectionSchemaStore,
  deleteItem,
  findItem,
  findSchema,
  insertItem,
  listItems,
  listPublicSchemas,
  updateItem,
} from './repository.ts';
import {
  type SchemaRow,
  sanitizeItemData,
  toPublicItem,
  toPublicSchema,
  toStaffItem,
  toStaffSchema,
} from './serialize.ts';

const TAG = 'collections';
type SchemaInput = Partial<z.infer<typeof CollectionSchemaInputSchema>>;

/** Checks item data against the schema's fields; 400 with one error per field. */
function checkedData(schema: SchemaRow, data: Record<string, unknown>) {
  const outcome = validateCollectionData(schema.fields, data);
  if (!outcome.valid)
    throw badRequest(
      'Requête invalide',
      outcome.errors.map((e) => ({ path: `body.data.${e.path}`, message: e.message })),
    );
  return sanitizeItemData(schema.fields, outcome.data);
}

export function collectionRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manager = requireStaff('manager');
  /** Visitors read public schemas' items; anything else, or ?all=1, needs a manager. */
  const canRead = async (request: FastifyRequest, schema: SchemaRow, all: boolean | undefined) => {
    if (all || !schema.public) await manager(request);
    return Boolean(all);
  };

  r.get(
    '/api/collections/schemas/public',
    {
      schema: {
        tags: [TAG],
        summary: 'The collection schemas marked public, names and labels in curlang',
        response: { 200: CollectionSchemasAnswerSchema },
      },
    },
    async (request) => {
      const rows = await listPublicSchemas(db, request.company.id);
      return { schemas: rows.map((row) => toPublicSchema(row, request.lang)) };
    },
  );

  registerTenantCrud(app, db, {
    path: '/api/collections/schemas',
    tag: TAG,
    names: { one: 'schema', many: 'schemas' },
    ...collectionSchemaStore,
    guard: manager,
    answer: StaffCollectionSchemaSchema,
    serialize: toStaffSchema,
    create: CollectionSchemaInputSchema,
    update: CollectionSchemaUpdateSchema,
    prepare: async (input: SchemaInput) => ({
      ...input,
      fields: input.fields?.map((f) => ({ ...f, required: f.required ?? false })),
    }),
  });

  r.get(
    '/api/collections/items/type/:t',
    {
      schema: {
        tags: [TAG],
        summary:
          "A collection's items in order: public when its schema is, else managers only; ?all=1: data as stored (managers)",
        params: z.object({ t: CollectionTypeSchema }),
        querystring: CollectionItemsQuerySchema,
        response: { 200: CollectionItemsAnswerSchema },
      },
    },
    async (request) => {
      const schema = await findSchema(db, request.company.id, { type: request.params.t });
      if (!schema) throw notFound('collection not found');
      const staff = await canRead(request, schema, request.query.all);
      const rows = await listItems(db, request.company.id, schema.id);
      return {
        items: rows.map((row) =>
          staff ? toStaffItem(row, schema) : toPublicItem(row, schema, request.lang),
        ),
      };
    },
  );

  r.get(
    '/api/collections/items/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'One collection item: public when its schema is, else managers only',
        params: ContentIdParamsSchema,
        querystring: CollectionItemsQuerySchema,
        response: { 200: CollectionItemAnswerSchema },
      },
    },
    async (request) => {
      const found = await findItem(db, request.company.id, request.params.id);
      if (!found) throw notFound('item not found');
      const staff = await canRead(request, found.schema, request.query.all);
      return {
        item: staff
          ? toStaffItem(found.item, found.schema)
          : toPublicItem(found.item, found.schema, request.lang),
      };
    },
  );

  r.post(
    '/api/collections/items',
    {
      preHandler: manager,
      schema: {
        tags: [TAG],
        summary:
          "Add an item to a collection (by type or schemaId); data checked against the schema's fields",
        body: CollectionItemCreateSchema,
        response: { 201: CollectionItemAnswerSchema },
      },
    },
    async (request, reply) => {
      const { type, schemaId, data, order } = request.body;
      const companyId = request.company.id;
      const schema = await findSchema(
        db,
        companyId,
        type !== undefined ? { type } : { id: schemaId as number },
      );
      if (!schema)
        throw badRequest('unknown collection', [
          { path: type ? 'body.type' : 'body.schemaId', message: 'not found' },
        ]);
      const row = await insertItem(db, {
        companyId,
        schemaId: schema.id,
        data: checkedData(schema, data),
        order,
      });
      return reply.code(201).send({ item: toStaffItem(row, schema) });
    },
  );

  r.put(
    '/api/collections/items/:id',
    {
      preHandler: manager,
      schema: {
        tags: [TAG],
        summary: "Change an item's data (replaced whole, checked against the schema) or order",
        params: ContentIdParamsSchema,
        body: CollectionItemUpdateSchema,
        response: { 200: CollectionItemAnswerSchema },
      },
    },
    async (request) => {
      const companyId = request.company.id;
      const found = await findItem(db, companyId, request.params.id);
      if (!found) throw notFound('item not found');
      const { data, order } = request.body;
      const row = await updateItem(db, companyId, found.item.id, {
        data: data === undefined ? undefined : checkedData(found.schema, data),
        order,
      });
      if (!row) throw notFound('item not found');
      return { item: toStaffItem(row, found.schema) };
    },
  );

  r.delete(
    '/api/collections/items/:id',
    {
      preHandler: manager,
      schema: {
        tags: [TAG],
        summary: 'Delete a collection item',
        params: ContentIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      if (!(await deleteItem(db, request.company.id, request.params.id))) throw notFound('item not found');
      return reply.code(204).send(null);
    },
  );
}
