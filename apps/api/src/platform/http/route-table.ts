import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * A route as registered, with whether a staff guard protects it (isolation matrix, issue 10) and
 * whether it needs the company header (what it may answer, for the OpenAPI document).
 */
export type RouteEntry = {
  method: string;
  url: string;
  staffOnly: boolean;
  customerOnly: boolean;
  tenant: boolean;
  /** The schema of the scope's error answers, by its name in the document. */
  errorShape: ErrorShape;
};

/** The error formats of the API: the one format, and the payment routes' (ADR 0010). */
export type ErrorShape = 'ApiError' | 'PaymentError';

const STAFF_GUARD = Symbol.for('eclat.staffGuard');
const CUSTOMER_GUARD = Symbol.for('eclat.customerGuard');
const TENANT_SCOPE = Symbol.for('eclat.tenantScope');
const ERROR_SHAPE = Symbol.for('eclat.errorShape');

/** Marks a preHandler as the staff guard, so the route table can tell staff routes apart. */
export function markStaffGuard<T extends object>(guard: T): T {
  return Object.assign(guard, { [STAFF_GUARD]: true });
}

export function markCustomerGuard<T extends object>(guard: T): T {
  return Object.assign(guard, { [CUSTOMER_GUARD]: true });
}

/** Marks a scope whose routes need the company header (and its plugins' scopes too). */
export function markTenantScope(scope: FastifyInstance): void {
  Object.assign(scope, { [TENANT_SCOPE]: true });
}

/** Names the schema of the error answers of a scope's routes (ApiError unless marked). */
export function markErrorShape(scope: FastifyInstance, shape: ErrorShape): void {
  Object.assign(scope, { [ERROR_SHAPE]: shape });
}

/** Fastify `/api/shops/:id` → OpenAPI `/api/shops/{id}`, the key of the document's paths. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

const handlers = (value: RouteOptions['preHandler']): object[] =>
  value === undefined ? [] : ((Array.isArray(value) ? value : [value]) as object[]);

/** Records every route registered after this call, in `table`. */
export function collectRoutes(app: FastifyInstance, table: RouteEntry[]): void {
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    const guards = handlers(route.preHandler);
    // `this` is the scope the route is registered in; plugin scopes inherit the mark.
    const marks = this as unknown as Record<symbol, unknown>;
    const tenant = marks[TENANT_SCOPE] === true;
    const errorShape = (marks[ERROR_SHAPE] as ErrorShape | undefined) ?? 'ApiError';
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        staffOnly: guards.some((g) => STAFF_GUARD in g),
        customerOnly: guards.some((g) => CUSTOMER_GUARD in g),
        tenant,
        errorShape,
      });
    }
  });
}
