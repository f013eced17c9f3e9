import { ApiErrorSchema, NextSlotsAnswerSchema, NextSlotsQuerySchema } from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CatalogueCache } from '../../../platform/cache/cache.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { nextSlotRows, type ShopNextSlots, shopNextSlots } from './next-slots.ts';

/**
 * How long a shop's next free times are kept. Short: a slot taken elsewhere (another process, the
 * hold sweeper freeing one) shows within a minute; a booking made here drops them at once.
 */
export const NEXT_SLOTS_TTL_SECONDS = 60;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Writes that change who is free: bookings, moves, cancellations, absences, hours, settings. */
const TIME_CHANGING =
  /^\/api\/(appointments(?!\/check)|bookings|stats\/booking-orders|backoffice|resources|shops|companies|closeddays|opendays|payment)/;

export function nextSlotRoutes(
  app: FastifyInstance,
  deps: ModuleDeps,
  options: { ttlSeconds?: number } = {},
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = new CatalogueCache(options.ttlSeconds ?? NEXT_SLOTS_TTL_SECONDS, {
    maxEntriesPerCompany: 500,
  });

  // Any successful write that may change free time drops the company's next free times before the
  // answer leaves (the next card shows the booking); other processes hear it through the bus.
  // A callback hook: reads pass it without a promise (ADR 0028).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      !READ_METHODS.has(request.method) &&
      !request.routeOptions.config.readOnly &&
      reply.statusCode < 400 &&
      request.company &&
      TIME_CHANGING.test(request.url)
    ) {
      cache.invalidate(request.company.id);
      // Staff writes are already published by the catalogue cache (invalidateOnStaffWrites).
      if (request.principal?.type === 'customer' || !request.principal) deps.bus.publish(request.company.id);
    }
    done(null, payload);
  });
  deps.bus.subscribe((companyId) => cache.invalidate(companyId));

  r.get(
    '/api/appointments/next',
    {
      // A public read covered by the company's content version (ADR 0028).
      config: { sharedRead: true },
      schema: {
        tags: ['appointments'],
        summary: 'The next free start of shops, or of services in shops (cards: "demain 10:30")',
        description:
          'Per shop the soonest over its services, or with `serviceids` per service each listed shop ' +
          'offers; `start` is null when nothing is free within 4 weeks. Cached per shop for ' +
          `${NEXT_SLOTS_TTL_SECONDS} s and dropped at once when a booking is made (issue 17).`,
        querystring: NextSlotsQuerySchema,
        response: { 200: NextSlotsAnswerSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { shopids, serviceids } = request.query;
      const company = request.company;
      const now = deps.now();
      const shopsNext = await Promise.all(
        [...new Set(shopids)].map((shopId) =>
          cache.get<ShopNextSlots | null>(company.id, `shop:${shopId}`, () =>
            shopNextSlots(deps.db, company, shopId, now),
          ),
        ),
      );
      return {
        next: shopsNext.flatMap((shop) => (shop ? nextSlotRows(shop, serviceids) : [])),
      };
    },
  );
}
