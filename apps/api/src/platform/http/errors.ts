import { type ApiErrorBody, MESSAGES } from '@eclat/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { BAD_INPUT_STATES, sqlState } from '../../db/errors.ts';

/** A failure the client caused or should know about; rendered in the one error format. */
export class HttpError extends Error {
  readonly status: number;
  readonly type: string | undefined;
  readonly errors: ApiErrorBody['errors'];
  constructor(
    status: number,
    message: string,
    options: { type?: string; errors?: ApiErrorBody['errors'] } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.type = options.type;
    this.errors = options.errors;
  }
}

export const badRequest = (message: string, errors?: ApiErrorBody['errors']) =>
  new HttpError(400, message, { errors });
export const notFound = (message = 'Not Found') => new HttpError(404, message);

function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'body') return request.body;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return undefined;
}

/** The value at a JSON pointer such as '/items/0/id'; undefined when any step is missing. */
function valueAt(input: unknown, pointer: string): unknown {
  let value = input;
  for (const step of pointer.split('/').filter(Boolean)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** The methods routes are served with, in the order an Allow header lists them. */
const METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT'] as const;

/** Installs the error and not-found handlers: `{ code, message, errors? }`, never a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { code: error.status, message: error.message };
      if (error.type) body.type = error.type;
      if (error.errors) body.errors = error.errors;
      return reply.code(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: `${error.validationContext ?? ''}${v.instancePath.replaceAll('/', '.')}`,
        message: v.message ?? 'invalid',
      }));
      // Spec §5: a missing parameter answers 'param manquants'.
      const input = inputOf(request, error.validationContext);
      const missing = error.validation.some(
        (v) =>
          v.message === MESSAGES.missingParams ||
          (v.keyword === 'invalid_type' && valueAt(input, v.instancePath) === undefined),
      );
      const message = missing ? MESSAGES.missingParams : 'Requête invalide';
      return reply.code(400).send({ code: 400, message, errors } satisfies ApiErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ code: 500, message: 'Internal Server Error' } satisfies ApiErrorBody);
    }
    const state = sqlState(error);
    if (state && BAD_INPUT_STATES.has(state)) {
      // A safety net (issue 16): the value should have been refused by its schema; say so in the log.
      request.log.warn({ err: error, state }, 'bad input reached the database');
      return reply.code(400).send({ code: 400, message: 'Requête invalide' } satisfies ApiErrorBody);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status)
        .send({ code: status, message: 'Internal Server Error' } satisfies ApiErrorBody);
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): keep its message.
    return reply.code(status).send({ code: status, message: error.message } satisfies ApiErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A path served with other methods answers 405 and lists them (RFC 9110 §15.5.6), not 404.
    const allowed = METHODS.filter((method) => request.server.findRoute({ method, url: path }) !== null);
    if (allowed.length > 0 && !allowed.includes(request.method as (typeof METHODS)[number])) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          code: 405,
          message: `Method ${request.method} not allowed on ${path}`,
        } satisfies ApiErrorBody);
    }
    return reply.code(404).send({ code: 404, message: `Route ${request.method} ${path} not found` });
  });
}

/**
 * Errors Fastify raises before any route runs (a path parameter over its length limit, a bad
 * content type or an unreadable body): the same error shape as every other answer.
 */
export function frameworkErrorAnswer(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'path parameter too long' : error.message;
  reply.code(status).send({ code: status, message } satisfies ApiErrorBody);
}
