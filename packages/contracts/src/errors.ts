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
