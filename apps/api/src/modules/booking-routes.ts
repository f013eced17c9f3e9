import type { FastifyInstance } from 'fastify';
import { appointmentRoutes } from './appointments/routes.ts';
import { backofficeRoutes } from './backoffice/routes.ts';
import { bookingOrderRoutes } from './booking-orders/routes.ts';
import { creditRoutes } from './credits/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import type { ModuleDeps } from './deps.ts';
import { nextSlotRoutes } from './next-slots/routes.ts';

// The booking engine (issue 5): availability, appointments, booking orders, customer credit.

export function registerBookingTenantRoutes(tenant: FastifyInstance, deps: ModuleDeps): void {
  appointmentRoutes(tenant, deps);
  nextSlotRoutes(tenant, deps);
  bookingOrderRoutes(tenant, deps);
  creditRoutes(tenant, deps);
  backofficeRoutes(tenant, deps);
  customerRoutes(tenant, deps);
}
