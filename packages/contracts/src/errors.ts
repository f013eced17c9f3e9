import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** The one error format of the API (architecture page, "Errors"). `code` is the HTTP status. */
export const ApiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  type: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

export { MESSAGES };

export class ApiError extends Error {
  readonly code: number;
  readonly type: string | undefined;
  readonly errors: ApiErrorBody['errors'];
  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.code = body.code;
    this.type = body.type;
    this.errors = body.errors;
  }
}

/**
 * Spec §8 "Common call error mapping": code and message from the response, or the first error
 * entry's message; with no response, 503 and 'Le service est indisponible.'.
 */
export function mapCallError(status: number | undefined, body: unknown): ApiError {
  if (status === undefined) {
    return new ApiError({ code: 503, message: MESSAGES.serviceUnavailable });
  }
  const parsed = ApiErrorSchema.partial().safeParse(body);
  const data = parsed.success ? parsed.data : {};
  const message = data.message || data.errors?.[0]?.message || `HTTP ${status}`;
  return new ApiError({ code: data.code ?? status, message, type: data.type, errors: data.errors });
}

/**
 * The thing a URL names does not exist: an API 404; a 414 (a path parameter longer than any id,
 * slug or token the API gives out); or a 400 whose every error is on the path's parameters (an id
 * beyond the integer range, a slug holding a NUL byte). Nothing can live at such an address, so a
 * reader shows the 404 page rather than an error page.
 */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 404 || error.code === 414) return true;
  const errors = error.errors ?? [];
  return error.code === 400 && errors.length > 0 && errors.every((e) => e.path.startsWith('params.'));
}

/**
 * A link from a message (review invitation, waitlist offer, unsubscribe) that leads nowhere:
 * forged or cut (400, 414), another salon's (403), unknown (404) or used up and expired (410).
 * Its page explains this in words instead of showing an error.
 */
export function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404, 410, 414].includes(error.code);
}
