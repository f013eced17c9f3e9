import type { FastifyInstance, RouteOptions } from 'fastify';

/** A route as registered, with whether a staff guard protects it (isolation matrix, issue 10). */
export type RouteEntry = { method: string; url: string; staffOnly: boolean; customerOnly: boolean };

const STAFF_GUARD = Symbol.for('eclat.staffGuard');
const CUSTOMER_GUARD = Symbol.for('eclat.customerGuard');

/** Marks a preHandler as the staff guard, so the route table can tell staff routes apart. */
export function markStaffGuard<T extends object>(guard: T): T {
  return Object.assign(guard, { [STAFF_GUARD]: true });
}

export function markCustomerGuard<T extends object>(guard: T): T {
  return Object.assign(guard, { [CUSTOMER_GUARD]: true });
}

const handlers = (value: RouteOptions['preHandler']): object[] =>
  value === undefined ? [] : ((Array.isArray(value) ? value : [value]) as object[]);

/** Records every route registered after this call, in `table`. */
export function collectRoutes(app: FastifyInstance, table: RouteEntry[]): void {
  app.addHook('onRoute', (route) => {
    const guards = handlers(route.preHandler);
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        staffOnly: guards.some((g) => STAFF_GUARD in g),
        customerOnly: guards.some((g) => CUSTOMER_GUARD in g),
      });
    }
  });
}
