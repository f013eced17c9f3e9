// Small pieces of the catalogue's back-office routes (articles, categories, shops…): the same
// error answers, the same 404 for a row that is missing or another company's, the same delete answer.
import { ApiErrorSchema } from '@eclat/contracts';
import { notFound } from './errors.ts';

/** What a back-office route may answer besides its success: bad input, auth, unknown row, conflict. */
export const STAFF_ERRORS = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/**
 * `value` when there is one, else 404 `message`. Lookups are scoped to the caller's company, so
 * another company's row lands here too and answers exactly like a missing one (tenant first).
 */
export function orNotFound<T>(value: T | null | undefined | false, message: string): T {
  if (value === null || value === undefined || value === false) throw notFound(message);
  return value;
}

/** The answer of a delete: `{ deleted: true, id }`, or 404 `message` when no row went. */
export function deletedAnswer(deleted: boolean, id: number, message: string): { deleted: true; id: number } {
  orNotFound(deleted, message);
  return { deleted: true, id };
}

/** The article ids of a link body (articleId or articlesId), each once, in the given order. */
export function linkIds(body: { articleId?: number; articlesId?: number[] }): number[] {
  return [...new Set(body.articlesId ?? (body.articleId === undefined ? [] : [body.articleId]))];
}
