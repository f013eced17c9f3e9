import {
  ApiErrorSchema,
  IdParamsSchema,
  MyWaitlistSchema,
  StaffWaitlistQuerySchema,
  StaffWaitlistSchema,
  WaitlistEntryAnswerSchema,
  WaitlistJoinSchema,
  WaitlistStatsQuerySchema,
  WaitlistStatsSchema,
} from '@eclat/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../../../platform/deps.ts';
import { requireCustomer, requireStaff, staffShopScope } from '../../../../platform/http/auth.ts';
import { offerToken } from '../offers/token.ts';
import { cancelEntry } from './cancel.ts';
import { joinWaitlist } from './join.ts';
import { entriesOfCustomer, entryViews, LIVE_FIRST } from './repository.ts';
import { staffWaitlist, waitlistStats } from './staff.ts';

const tags = ['waitlist'];

/** The signed-in customer (requireCustomer ran). */
function customerOf(request: FastifyRequest): number {
  if (request.principal?.type !== 'customer') throw new Error('requireCustomer did not run');
  return request.principal.customerId;
}

/** The waitlist's entries (issue 21): join, see and leave it; staff see the queues and the figures. */
export function waitlistEntryRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preHandler: requireStaff('staff') };

  r.post(
    '/api/waitlist',
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        summary: 'Join the waitlist for a service or chain in a shop (signed-in customer)',
        description:
          'The services must be bookable in the shop (as POST /api/appointments), the collaborator ' +
          '(optional) must perform every one; untilDate from today to 90 days ahead in the shop’s ' +
          'zone, fromDate defaults to today. One live entry per customer, services and overlapping ' +
          'period (409 waitlist_duplicate); 409 waitlist_off when the company does not offer it.',
        body: WaitlistJoinSchema,
        response: { 201: WaitlistEntryAnswerSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const entry = await joinWaitlist(deps.db, request.company, {
        customerId: customerOf(request),
        wish: request.body,
        now: deps.now(),
        lang: request.lang,
      });
      return reply.code(201).send({ entry });
    },
  );

  r.get(
    '/api/waitlist/me',
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        summary: "The signed-in customer's waitlist entries, live first, with their open offer",
        response: { 200: MyWaitlistSchema },
      },
    },
    async (request) => {
      const entries = await entryViews(deps.db, {
        where: entriesOfCustomer(request.company.id, customerOf(request)),
        lang: request.lang,
        orderBy: LIVE_FIRST,
      });
      // The customer's own open offer carries its link, so the account can answer it too.
      const { linkKey } = await deps.messages.keys();
      return {
        entries: entries.map(({ customerId: _, ...entry }) =>
          entry.offer?.status === 'open'
            ? {
                ...entry,
                offer: {
                  ...entry.offer,
                  token: offerToken(linkKey, {
                    companyId: request.company.id,
                    offerId: entry.offer.id,
                    expiresAt: new Date(entry.offer.expiresAt),
                  }),
                },
              }
            : entry,
        ),
      };
    },
  );

  r.delete(
    '/api/waitlist/:id',
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        summary: 'Leave the waitlist: cancel one of your entries (and its open offer)',
        params: IdParamsSchema,
        response: { 204: z.null(), 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await cancelEntry(deps.db, {
        companyId: request.company.id,
        customerId: customerOf(request),
        id: request.params.id,
        now: deps.now(),
      });
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/waitlist',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The waitlist per shop and service, with each waiting entry’s place in its queue',
        description:
          'Live entries first in queue order, then the closed ones (latest first), at most 500. ' +
          '`position` is the place among the waiting entries of the same shop and services.',
        querystring: StaffWaitlistQuerySchema,
        response: { 200: StaffWaitlistSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      entries: await staffWaitlist(deps.db, {
        companyId: request.company.id,
        scope: staffShopScope(request.principal),
        lang: request.lang,
        ...request.query,
      }),
    }),
  );

  r.get(
    '/api/waitlist/stats',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Waitlist figures: freed times refilled, median minutes to refill, offers, waiting',
        description:
          'Over the local days from…to (each time in its shop’s zone), by default the last 30 days.',
        querystring: WaitlistStatsQuerySchema,
        response: { 200: WaitlistStatsSchema, 404: ApiErrorSchema },
      },
    },
    async (request) =>
      waitlistStats(deps.db, {
        companyId: request.company.id,
        scope: staffShopScope(request.principal),
        ...request.query,
        now: deps.now(),
      }),
  );
}
