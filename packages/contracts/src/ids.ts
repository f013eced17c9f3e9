// The one id schema of every path, query and body (issue 16): rows' ids are PostgreSQL integer
// columns, so an id past 2^31 − 1 can never exist and is bad input (400), never a database error.
import { z } from 'zod';

/** The largest id and whole number PostgreSQL's integer holds: bigger inputs are bad input. */
export const INT4_MAX = 2_147_483_647;

/** An id in a body. */
export const IdSchema = z.number().int().positive().max(INT4_MAX);
/** An id in a path or query string. */
export const IdParamSchema = z.coerce.number().int().positive().max(INT4_MAX);
export const IdParamsSchema = z.object({ id: IdParamSchema });

/** For the ids of a list written as text ("3,8,12"): each one an id that can exist. */
export const isIdList = (ids: readonly number[]): boolean =>
  ids.every((id) => Number.isInteger(id) && id >= 1 && id <= INT4_MAX);
export const ID_LIST_MESSAGE = `ids from 1 to ${INT4_MAX}`;
