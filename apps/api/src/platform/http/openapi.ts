// The OpenAPI document tells what each operation may answer (issue 16, defect 9). Routes declare
// their successes and their own refusals (409, 429…); the answers every route of a kind gives
// come from the pieces that give them, once, here: the NUL guard and validation (400), the tenant
// and sign-in hooks (401), the guards (403), unknown ids (404) and the body parser (413, 415).
// The tests in hardening/openapi.test.ts call every operation and hold the document to its answers.
import { ApiErrorSchema, PaymentErrorSchema } from '@eclat/contracts';
import type { SwaggerTransformObject } from '@fastify/swagger';
import { z } from 'zod';
import { type ErrorShape, openApiPath, type RouteEntry } from './route-table.ts';

type Schema = Record<string, unknown>;
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = {
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, Response>;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

const ERROR_SHAPES: Record<ErrorShape, z.ZodType> = {
  ApiError: ApiErrorSchema,
  PaymentError: PaymentErrorSchema,
};

const DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: a parameter missing or malformed, an id out of range, a NUL character',
  401: 'Unknown company, or a sign-in that is required, expired or revoked',
  403: 'Signed in without the right to do this',
  404: 'Not found (another company’s row is not found either)',
  413: 'Body too large',
  415: 'Unsupported content type',
};

/** What any route of this kind may answer besides what it declares. */
export function commonErrors(route: RouteEntry, operation: Operation): number[] {
  const statuses = [400];
  if (route.tenant || route.staffOnly || route.customerOnly) statuses.push(401);
  if (route.staffOnly || route.customerOnly) statuses.push(403);
  if (operation.parameters?.some((p) => p.in === 'path')) statuses.push(404);
  if (operation.requestBody) statuses.push(413, 415);
  return statuses;
}

/** A schema that only `null` satisfies: what z.null() becomes in OpenAPI 3.0 (no body at all). */
const onlyNull = (schema: Schema | undefined): boolean =>
  schema?.nullable === true &&
  Array.isArray(schema.enum) &&
  schema.enum.length === 1 &&
  schema.enum[0] === null;

/**
 * OpenAPI 3.0.3 adds null to the `type` beside `nullable` only, and an `enum` still refuses what
 * it does not list: a nullable enum lists null, a nullable union offers a null member, so that
 * the nulls the API answers and accepts are valid for a strict reader.
 */
function nullableAsAnswered(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableAsAnswered(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Schema;
  for (const value of Object.values(schema)) nullableAsAnswered(value);
  if (schema.nullable !== true) return;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  if (schema.type === undefined) {
    const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (union && !union.some(onlyNull)) union.push({ type: 'string', nullable: true, enum: [null] });
  }
}

/** `transformObject` of @fastify/swagger: the generated document, with what routes answer. */
export function truthfulDocument(routes: RouteEntry[]): SwaggerTransformObject {
  const shapes = Object.fromEntries(
    Object.entries(ERROR_SHAPES).map(([name, schema]) => [
      name,
      z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' }),
    ]),
  );
  return (generated) => {
    if (!('openapiObject' in generated)) return generated.swaggerObject;
    const doc = generated.openapiObject as Document;
    doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ...shapes } };
    for (const route of routes) {
      const operation = doc.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) continue;
      operation.responses ??= {};
      const responses = operation.responses;
      const errorRef = { $ref: `#/components/schemas/${route.errorShape}` };
      for (const [status, response] of Object.entries(responses)) {
        const json = response.content?.['application/json'];
        // A 204 (or a redirect) declared as z.null() has no body, not a JSON null.
        if (onlyNull(json?.schema)) delete response.content;
        // The payment scope adds its fields to every error after serialisation (ADR 0010).
        else if (json && Number(status) >= 400 && route.errorShape !== 'ApiError') json.schema = errorRef;
      }
      const missing = commonErrors(route, operation).filter((status) => !(status in responses));
      for (const status of missing) {
        responses[status] = {
          description: DESCRIPTIONS[status],
          content: { 'application/json': { schema: errorRef } },
        };
      }
      if (missing.length > 0)
        operation.responses = Object.fromEntries(
          Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
        );
    }
    nullableAsAnswered(doc.paths);
    return generated.openapiObject;
  };
}
