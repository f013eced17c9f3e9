import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../http/errors.ts';

export type TenantTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

/** Ids a body points at, with the table they must belong to (in the caller's company). */
export type ReferenceCheck = {
  /** Where the id sits in the request, for the error: 'body.customerId'. */
  path: string;
  table: TenantTable;
  ids: number | readonly number[] | null | undefined;
  /** A further condition, e.g. only services among the articles. */
  where?: SQL;
};

/**
 * Every referenced id must be a row of the same company (tenant first): an id of another company is
 * refused exactly like one that does not exist, 400 with the offending path, and is never linked.
 */
export async function assertReferences(db: Db, companyId: number, checks: ReferenceCheck[]): Promise<void> {
  const errors: { path: string; message: string }[] = [];
  for (const check of checks) {
    const ids = [...new Set(check.ids === null || check.ids === undefined ? [] : [check.ids].flat())];
    if (ids.length === 0) continue;
    const rows = await db
      .select({ id: check.table.id })
      .from(check.table as PgTable)
      .where(and(eq(check.table.companyId, companyId), inArray(check.table.id, ids), check.where));
    const found = new Set(rows.map((row) => row.id as number));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) errors.push({ path: check.path, message: `unknown id ${missing.join(', ')}` });
  }
  if (errors.length > 0) throw new HttpError(400, 'unknown reference', { type: 'reference', errors });
}
