import type { z } from 'zod';

/** The answer to a change that changes nothing (issue 16: `PUT {}` was a 500 somewhere). */
export const NOTHING_TO_UPDATE = 'nothing to update';

/** Whether a parsed change sets at least one field. */
export const changesSomething = (value: object): boolean => Object.values(value).some((v) => v !== undefined);

/** A PUT changes the fields it is given; an empty body is refused (400). */
export function partialUpdate<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  return schema.partial().refine(changesSomething, NOTHING_TO_UPDATE);
}
