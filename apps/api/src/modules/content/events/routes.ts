// Events (spec §3, §4: the carousel shows the current events; §7 GET and POST /api/events).
import {
  EventInputSchema,
  EventsAnswerSchema,
  EventUpdateSchema,
  StaffEventSchema,
  StaffEventsAnswerSchema,
} from '@eclat/contracts';
import { currentOnly } from '@eclat/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { registerDatedContent } from '../../../platform/crud/dated-content.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { sanitizeLocalisedHtml } from '../../../platform/http/sanitize.ts';
import { eventStore } from './repository.ts';
import { type EventRow, toPublicEvent, toStaffEvent } from './serialize.ts';

type EventInput = Partial<z.infer<typeof EventInputSchema>>;

export function eventRoutes(app: FastifyInstance, { db, now: clock }: ModuleDeps): void {
  registerDatedContent(app, db, clock, {
    path: '/api/events',
    tag: 'events',
    names: { one: 'event', many: 'events' },
    ...eventStore,
    summary: 'The current events (now between start and end), texts in curlang; ?all=1: every event (staff)',
    publicAnswer: EventsAnswerSchema,
    staffListAnswer: StaffEventsAnswerSchema,
    staffAnswer: StaffEventSchema,
    toStaff: (row: EventRow, now) => toStaffEvent(row, now),
    shown: async (rows, { now, lang }) =>
      currentOnly(
        rows.map((row) => ({ row, start: row.startsAt, end: row.endsAt })),
        now,
      ).map(({ row }) => toPublicEvent(row, lang)),
    create: EventInputSchema,
    update: EventUpdateSchema,
    prepare: async (input: EventInput) => {
      const { start: _start, end: _end, body, ...rest } = input;
      return { ...rest, body: body === undefined ? undefined : sanitizeLocalisedHtml(body) };
    },
  });
}
