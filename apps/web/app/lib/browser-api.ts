// The storefront's one browser API client: calls through the same-origin /api proxy with the
// headers of spec §7 (company, curlang, authorization, previewtheme) and the _timestamp parameter,
// like the server's client (@eclat/contracts createApiClient). Answers are typed by their contract
// schema, named at the call (`answer: 'LoginAnswerSchema'`), with type-only imports: production
// pages carry no zod for it (~50 KB); in development and tests the answer is parsed with that
// schema, so a drift between the API and what a page reads fails there. A failure keeps the whole
// error body, because pages show the API's reasons: errorType of a sign-in (spec §8), `type` of a
// booking (slot_taken), `error` and `customErrorMsg` of a payment (spec §7, ADR 0010).

import type * as Contracts from '@eclat/contracts';
import type { Lang } from '@eclat/contracts/langs';
import { MESSAGES } from '@eclat/contracts/messages';
import type { z } from 'zod';
import { readStoredAuth } from './auth/auth-storage.ts';

type ContractExports = typeof Contracts;
type SchemaExports = {
  [K in keyof ContractExports as ContractExports[K] extends z.ZodType ? K : never]: ContractExports[K];
};
/** The name of a contract schema, e.g. 'LoginAnswerSchema'. */
export type AnswerSchema = keyof SchemaExports & `${string}Schema`;
/** What the API answers, as the contract describes it. */
export type AnswerOf<N extends AnswerSchema> = z.output<SchemaExports[N]>;

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

export class BrowserApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  constructor(status: number, body: ErrorBody) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'BrowserApiError';
    this.status = status;
    this.body = body;
  }

  /** The API's machine word for what went wrong: type, errorType or the payment error word. */
  get kind(): string | undefined {
    const { type, errorType, error } = this.body;
    return type ?? errorType ?? (typeof error === 'string' ? error : undefined);
  }
}

/** Spec §8: no answer at all is a 503 with the spec's text. */
export const SERVICE_UNAVAILABLE = MESSAGES.serviceUnavailable;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallInit = {
  method?: Method;
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The customer's bearer; by default the stored session's (spec §6), null for none. */
  authToken?: string | null;
  signal?: AbortSignal;
};

// Error bodies are read field by field by the pages (kind, customErrorMsg…), each optional.
const asErrorBody = (value: unknown): ErrorBody =>
  value && typeof value === 'object' ? (value as ErrorBody) : {};

/**
 * The contracts, in development and tests only: the condition is dead code in a production build,
 * so zod stays out of the pages' bundles. Awaited while this module loads, so that no answer
 * waits for them (a slow first load made answers arrive late in tests under load).
 */
const contractsForChecks =
  import.meta.env.DEV || import.meta.env.MODE === 'test' ? await import('@eclat/contracts') : undefined;

/** The answer as its contract describes it: parsed with zod in development and tests only. */
async function checked<N extends AnswerSchema>(schema: N, body: unknown): Promise<AnswerOf<N>> {
  if (contractsForChecks) {
    const contract: z.ZodType = contractsForChecks[schema];
    const parsed = contract.safeParse(body);
    if (!parsed.success) throw new Error(`The API's answer does not fit ${schema}: ${parsed.error.message}`);
  }
  // The one place an answer gets its type: the API answers what its contract says (it checks
  // its own answers with the same schemas), and development and tests check it again above.
  return body as AnswerOf<N>;
}

/** A call whose answer the page reads: `answer` names its contract schema. */
export function callApi<N extends AnswerSchema>(
  caller: ApiCaller,
  path: string,
  init: CallInit & { answer: N },
): Promise<AnswerOf<N>>;
/** A call whose answer the page does not read. */
export function callApi(caller: ApiCaller, path: string, init?: CallInit): Promise<unknown>;
export async function callApi(
  caller: ApiCaller,
  path: string,
  init: CallInit & { answer?: AnswerSchema } = {},
): Promise<unknown> {
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
    throw new BrowserApiError(503, { code: 503, message: SERVICE_UNAVAILABLE });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The connection dropped while the body arrived (a reload, a network change): no answer.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new BrowserApiError(503, { code: 503, message: SERVICE_UNAVAILABLE });
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw new BrowserApiError(response.status, asErrorBody(body));
  return init.answer === undefined ? body : checked(init.answer, body);
}

/**
 * The text to show for a failed call: the payment's customer text when the API gives one (the
 * provider's card message, spec §8), else the page's own sentence for that situation.
 */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof BrowserApiError && error.body.customErrorMsg ? error.body.customErrorMsg : fallback;
}
