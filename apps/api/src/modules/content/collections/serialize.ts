import type { Lang } from '@eclat/contracts';
import { type CollectionField, localise } from '@eclat/domain';
import type { collectionItems, collectionSchemas } from '../../../db/schema.ts';
import { iso } from '../../../platform/crud/serialize.ts';
import { sanitizeHtml, sanitizeLocalisedHtml } from '../../../platform/http/sanitize.ts';

export type SchemaRow = typeof collectionSchemas.$inferSelect;
export type ItemRow = typeof collectionItems.$inferSelect;

export const toStaffSchema = (row: SchemaRow) => ({
  id: row.id,
  type: row.type,
  name: row.name,
  fields: row.fields.map((f) => ({
    key: f.key,
    label: f.label,
    kind: f.kind,
    required: f.required ?? false,
  })),
  public: row.public,
});

export const toPublicSchema = (row: SchemaRow, lang: Lang) => ({
  ...toStaffSchema(row),
  name: localise(row.name, lang),
  fields: row.fields.map((f) => ({
    key: f.key,
    label: localise(f.label, lang),
    kind: f.kind,
    required: f.required ?? false,
  })),
});

const isTextMap = (value: unknown): value is Record<string, string> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Rich text fields are sanitised; strings and language maps alike. */
export function sanitizeItemData(fields: readonly CollectionField[], data: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...data };
  for (const field of fields) {
    const value = out[field.key];
    if (field.kind !== 'richtext' || value === undefined) continue;
    out[field.key] =
      typeof value === 'string'
        ? sanitizeHtml(value)
        : isTextMap(value)
          ? sanitizeLocalisedHtml(value)
          : value;
  }
  return out;
}

/** Visitors get the schema's fields only, texts in their language, rich text sanitised. */
function publicData(fields: readonly CollectionField[], data: Record<string, unknown>, lang: Lang) {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    let value = data[field.key];
    if (value === undefined) continue;
    if ((field.kind === 'text' || field.kind === 'richtext') && isTextMap(value))
      value = localise(value, lang);
    if (field.kind === 'richtext' && typeof value === 'string') value = sanitizeHtml(value);
    out[field.key] = value;
  }
  return out;
}

export const toStaffItem = (row: ItemRow, schema: SchemaRow) => ({
  id: row.id,
  schemaId: row.schemaId,
  type: schema.type,
  data: sanitizeItemData(schema.fields, row.data),
  order: row.order,
  createdAt: iso(row.createdAt),
});

export const toPublicItem = (row: ItemRow, schema: SchemaRow, lang: Lang) => ({
  ...toStaffItem(row, schema),
  data: publicData(schema.fields, row.data, lang),
});
