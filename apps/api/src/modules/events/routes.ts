// Events (spec §3, §4: the carousel shows the current events; §7 GET and POST /api/events).
import {
  ContentListQuerySchema,
  EventInputSchema,
  EventsAnswerSchema,
  EventUpdateSchema,
  StaffEventSchema,
  StaffEventsAnswerSchema,
} from '@eclat/contracts';
import { currentOnly } from '@eclat/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { events } from '../../db/schema.ts';
import { requireStaff } from '../../http/auth.ts';
import { badRequest } from '../../http/errors.ts';
import { sanitizeLocalisedHtml } from '../../http/sanitize.ts';
import { toDate } from '../crud/serialize.ts';
import { registerTenantCrud } from '../crud/tenant-crud.ts';
import type { ModuleDeps } from '../deps.ts';
import { type EventRow, toPublicEvent, toStaffEvent } from './serialize.ts';

const TAG = 'events';
type EventInput = Partial<z.infer<typeof EventInputSchema>>;

export function eventRoutes(app: FastifyInstance, { db, now: clock }: ModuleDeps): void {
  const manager = requireStaff('manager');

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/events',
    {
      schema: {
        tags: [TAG],
        summary:
          'The current events (now between start and end), texts in curlang; ?all=1: every event (staff)',
        querystring: ContentListQuerySchema,
        response: { 200: z.union([EventsAnswerSchema, StaffEventsAnswerSchema]) },
      },
    },
    async (request) => {
      const now = clock();
      const companyId = request.company.id;
      if (request.query.all) {
        await manager(request);
        const rows = await db
          .select()
          .from(events)
          .where(eq(events.companyId, companyId))
          .orderBy(asc(events.startsAt), asc(events.id));
        return { events: rows.map((row) => toStaffEvent(row, now)) };
      }
      // The index narrows to events not yet over; the domain rule decides what is current.
      const rows = await db
        .select()
        .from(events)
        .where(and(eq(events.companyId, companyId), gte(events.endsAt, now)))
        .orderBy(asc(events.startsAt), asc(events.id));
      const current = currentOnly(
        rows.map((row) => ({ row, start: row.startsAt, end: row.endsAt })),
        now,
      );
      return { events: current.map(({ row }) => toPublicEvent(row, request.lang)) };
    },
  );

  registerTenantCrud(app, db, {
    path: '/api/events',
    tag: TAG,
    names: { one: 'event', many: 'events' },
    table: events,
    guard: manager,
    answer: StaffEventSchema,
    serialize: (row: EventRow) => toStaffEvent(row, clock()),
    create: EventInputSchema,
    update: EventUpdateSchema,
    operations: ['get', 'create', 'update', 'delete'],
    prepare: async (input: EventInput, { existing }) => {
      const startsAt = toDate(input.start) ?? existing?.startsAt;
      const endsAt = toDate(input.end) ?? existing?.endsAt;
      if (startsAt && endsAt && startsAt >= endsAt)
        throw badRequest('Requête invalide', [{ path: 'body.end', message: 'end must be after start' }]);
      const { start: _start, end: _end, body, ...rest } = input;
      return {
        ...rest,
        startsAt: toDate(input.start),
        endsAt: toDate(input.end),
        body: body === undefined ? undefined : sanitizeLocalisedHtml(body),
      };
    },
  });
}
