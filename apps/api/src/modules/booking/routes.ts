import type { FastifyInstance } from 'fastify';
import type { CatalogueDeps } from '../../platform/cache/deps.ts';
import { appointmentRoutes } from './appointments/routes.ts';
import { attendanceRoutes } from './attendance/routes.ts';
import { bookingOrderRoutes } from './booking-orders/routes.ts';
import { calendarDayRoutes } from './calendar-days/routes.ts';
import { manageRoutes } from './manage/routes.ts';
import { nextSlotRoutes } from './next-slots/routes.ts';
import { waitlistEntryRoutes } from './waitlist/entries/routes.ts';
import { waitlistOfferRoutes } from './waitlist/offers/routes.ts';

// The booking area (issue 5; ADR 0008, 0017, 0018): availability, appointments and their status,
// booking orders, next free slots, opening and closing days, the manage link (issue 20), the
// waitlist (issue 21).

export function registerBookingTenantRoutes(tenant: FastifyInstance, deps: CatalogueDeps): void {
  appointmentRoutes(tenant, deps);
  attendanceRoutes(tenant, deps);
  nextSlotRoutes(tenant, deps);
  bookingOrderRoutes(tenant, deps);
  calendarDayRoutes(tenant, deps);
  manageRoutes(tenant, deps);
  waitlistOfferRoutes(tenant, deps);
  waitlistEntryRoutes(tenant, deps);
}
