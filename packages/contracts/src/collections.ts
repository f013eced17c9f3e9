// Collections: custom content types a business defines (testimonials, team, FAQ…), each a schema
// of typed fields, and their items. Public schemas and their items are readable by visitors.
import { z } from 'zod';
import { ContentIdSchema, contentText, contentUpdate } from './content.ts';

/** Keep in step with COLLECTION_FIELD_KINDS of @eclat/domain (checked by the API tests). */
export const CollectionFieldKindSchema = z.enum([
  'text',
  'number',
  'boolean',
  'date',
  'url',
  'image',
  'richtext',
]);

export const CollectionTypeSchema = z
  .string()
  .min(1)
  .max(50)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'lower-case letters, digits, dashes and underscores');

const FieldInputSchema = z.object({
  key: z
    .string()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'a letter then letters, digits or underscores'),
  label: contentText(200),
  kind: CollectionFieldKindSchema,
  required: z.boolean().optional(),
});
const FieldsInputSchema = z
  .array(FieldInputSchema)
  .max(50)
  .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, 'field keys must be unique');

export const CollectionSchemaSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  fields: z.array(z.object({ key: z.string(), label: z.string(), kind: z.string(), required: z.boolean() })),
  public: z.boolean(),
});
export const StaffCollectionSchemaSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.record(z.string(), z.string()),
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.record(z.string(), z.string()),
      kind: z.string(),
      required: z.boolean(),
    }),
  ),
  public: z.boolean(),
});
export const CollectionSchemasAnswerSchema = z.object({ schemas: z.array(CollectionSchemaSchema) });
export const StaffCollectionSchemasAnswerSchema = z.object({ schemas: z.array(StaffCollectionSchemaSchema) });
export const StaffCollectionSchemaAnswerSchema = z.object({ schema: StaffCollectionSchemaSchema });
export const CollectionSchemaInputSchema = z.object({
  type: CollectionTypeSchema,
  name: contentText(200),
  fields: FieldsInputSchema,
  public: z.boolean().optional(),
});
export const CollectionSchemaUpdateSchema = contentUpdate(CollectionSchemaInputSchema);

export const CollectionItemSchema = z.object({
  id: z.number(),
  schemaId: z.number(),
  type: z.string(),
  /** Field values by key; texts in one language for visitors, as stored for staff. */
  data: z.record(z.string(), z.unknown()),
  order: z.number(),
  createdAt: z.string(),
});
export const CollectionItemsAnswerSchema = z.object({ items: z.array(CollectionItemSchema) });
export const CollectionItemAnswerSchema = z.object({ item: CollectionItemSchema });
export const CollectionItemsQuerySchema = z.object({
  /** 1: staff view (texts as stored, language maps included). */
  all: z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
});
export const CollectionItemInputSchema = z.object({
  /** The schema's type (or its id as schemaId). */
  type: CollectionTypeSchema.optional(),
  schemaId: ContentIdSchema.optional(),
  /** Checked against the schema's fields. */
  data: z.record(z.string().max(50), z.unknown()),
  order: z.number().int().min(0).max(1_000_000).optional(),
});
export const CollectionItemCreateSchema = CollectionItemInputSchema.refine(
  (item) => (item.type === undefined) !== (item.schemaId === undefined),
  'give type or schemaId',
);
export const CollectionItemUpdateSchema = contentUpdate(
  z.object({ data: CollectionItemInputSchema.shape.data, order: CollectionItemInputSchema.shape.order }),
);
