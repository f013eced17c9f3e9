// Collection items (custom content types a business defines: testimonials, team, FAQ…) are checked
// against the fields of their schema before they are stored (ADR 0003).
import { DOMAIN_LANGS } from './localise.ts';

export const COLLECTION_FIELD_KINDS = [
  'text',
  'number',
  'boolean',
  'date',
  'url',
  'image',
  'richtext',
] as const;
export type CollectionFieldKind = (typeof COLLECTION_FIELD_KINDS)[number];

export type CollectionField = { key: string; kind: string; required?: boolean };

export type FieldError = { path: string; message: string };

export type CollectionDataOutcome =
  | { valid: true; data: Record<string, unknown> }
  | { valid: false; errors: FieldError[] };

/** Longest text a field holds; rich text gets more room. */
export const TEXT_MAX = 10_000;
export const RICHTEXT_MAX = 200_000;

const LANG_SET: ReadonlySet<string> = new Set(DOMAIN_LANGS);
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An absolute http(s) address or a path of the site (starting with a single '/'). */
export function isLinkTarget(value: string): boolean {
  if (value.length > 2000) return false;
  if (/^\/(?!\/)/.test(value)) return !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A text value: a string, or a map of language codes to strings (translated content). */
function textError(value: unknown, max: number): string | null {
  if (typeof value === 'string') return value.length <= max ? null : `at most ${max} characters`;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [lang, text] of Object.entries(value)) {
      if (!LANG_SET.has(lang)) return `unknown language ${lang}`;
      if (typeof text !== 'string') return 'expected a text per language';
      if (text.length > max) return `at most ${max} characters`;
    }
    return null;
  }
  return 'expected a text';
}

function kindError(kind: string, value: unknown): string | null {
  switch (kind) {
    case 'text':
      return textError(value, TEXT_MAX);
    case 'richtext':
      return textError(value, RICHTEXT_MAX);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'expected a number';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'expected true or false';
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? null : 'expected a date (YYYY-MM-DD)';
    case 'url':
    case 'image':
      return typeof value === 'string' && isLinkTarget(value)
        ? null
        : 'expected an http(s) address or a path';
    default:
      return `unknown field kind ${kind}`;
  }
}

/** Empty for a required field: missing, null, '' or a language map without any text. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'object' && !Array.isArray(value))
    return Object.values(value).every((text) => text === '' || text === undefined);
  return false;
}

/**
 * Checks an item's data against its schema's fields: every key must be a field, every value of the
 * field's kind, every required field filled. Optional fields left empty are dropped.
 */
export function validateCollectionData(
  fields: readonly CollectionField[],
  data: Record<string, unknown>,
): CollectionDataOutcome {
  const errors: FieldError[] = [];
  const known = new Map(fields.map((field) => [field.key, field]));
  for (const key of Object.keys(data))
    if (!known.has(key)) errors.push({ path: key, message: 'unknown field' });
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = data[field.key];
    if (isEmpty(value)) {
      if (field.required) errors.push({ path: field.key, message: 'required' });
      continue;
    }
    const error = kindError(field.kind, value);
    if (error) errors.push({ path: field.key, message: error });
    else out[field.key] = value;
  }
  return errors.length > 0 ? { valid: false, errors } : { valid: true, data: out };
}
