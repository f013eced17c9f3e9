// Browser calls of the journeys (sign-in, booking, payment, account) through the storefront's
// same-origin /api proxy. Like lib/browser-api.ts it sends the headers of spec §7 and checks the
// few fields it reads instead of bundling zod; unlike it, a failure keeps the whole error body,
// because these pages show the API's reasons: errorType of a sign-in (spec §8), `type` of a
// booking (slot_taken), `error` and `customErrorMsg` of a payment (spec §7, ADR 0010).
import type { Lang } from '@eclat/contracts/langs';
import { readStoredAuth } from '../../../lib/auth/auth-storage.ts';

export type ApiCaller = {
  companyToken: string;
  lang: Lang;
  previewTheme?: string | null;
};

export type ErrorBody = {
  code?: number;
  message?: string;
  type?: string;
  /** Payment routes: a stable word (the type, or missing_params, auth, not_found…). */
  error?: string | boolean;
  /** Payment routes: a text fit for the customer (the provider's own card message). */
  customErrorMsg?: string;
  /** Sign-in routes (spec §8). */
  errorType?: string;
  retryAfter?: number;
  /** Sign-in routes: failed tries left before a lockout, sent when few remain (issue 17). */
  attemptsLeft?: number;
  errors?: { path: string; message: string }[];
};

export class JourneyApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  constructor(status: number, body: ErrorBody) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'JourneyApiError';
    this.status = status;
    this.body = body;
  }

  /** The API's machine word for what went wrong: type, errorType or the payment error word. */
  get kind(): string | undefined {
    const { type, errorType, error } = this.body;
    return type ?? errorType ?? (typeof error === 'string' ? error : undefined);
  }
}

/** Spec §8: no answer at all is a 503 with 'Le service est indisponible.'. */
export const SERVICE_UNAVAILABLE = 'Le service est indisponible.';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallInit = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The customer's bearer; by default the stored session's (spec §6). */
  authToken?: string | null;
  signal?: AbortSignal;
};

const asErrorBody = (value: unknown): ErrorBody =>
  value && typeof value === 'object' ? (value as ErrorBody) : {};

export async function callApi<T>(caller: ApiCaller, path: string, init: CallInit = {}): Promise<T> {
  const url = new URL(path, location.origin);
  for (const [key, value] of Object.entries(init.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  url.searchParams.set('_timestamp', String(Date.now()));
  const headers: Record<string, string> = {
    accept: 'application/json',
    company: caller.companyToken,
    curlang: caller.lang,
  };
  const token = init.authToken === undefined ? readStoredAuth()?.token : init.authToken;
  if (token) headers.authorization = `Bearer ${token}`;
  if (caller.previewTheme) headers.previewtheme = caller.previewTheme;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new JourneyApiError(503, { code: 503, message: SERVICE_UNAVAILABLE });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw new JourneyApiError(response.status, asErrorBody(body));
  return body as T;
}

/**
 * The text to show for a failed call: the payment's customer text when the API gives one (the
 * provider's card message, spec §8), else the page's own sentence for that situation.
 */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof JourneyApiError && error.body.customErrorMsg ? error.body.customErrorMsg : fallback;
}
