import { MESSAGES } from '@eclat/contracts';
import { HttpError } from '../http/errors.ts';

/** The PostgreSQL error code behind a driver error (Drizzle wraps it in `cause`). */
export function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Turns the constraint failures a write can still meet after validation into clear 4xx (API
 * conventions "Errors"): a unique violation is 409 'Conflict', a reference removed meanwhile 400.
 */
export async function translateDbErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = pgCode(error);
    if (code === '23505') throw new HttpError(409, MESSAGES.conflict, { type: 'conflict' });
    if (code === '23503') throw new HttpError(400, 'unknown reference', { type: 'reference' });
    if (code === '23514' || code === '22003' || code === '22007' || code === '22008')
      throw new HttpError(400, 'Requête invalide');
    throw error;
  }
}
