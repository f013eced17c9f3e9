import {
  ApiErrorSchema,
  AttendanceAnswerSchema,
  AttendanceBodySchema,
  IdParamsSchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { markAttendance } from './mark.ts';

/** Staff mark whether a customer came (issue 20 item 7). */
export function attendanceRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/appointments/:id/attendance',
    {
      preHandler: requireStaff('staff'),
      schema: {
        tags: ['appointments'],
        summary:
          'Mark an appointment honoured or no-show (from the day it takes place); a no-show owes its policy fee',
        description:
          'A confirmed appointment, or one marked the other way, may be marked once it has started or ' +
          'on its local day; its booking order follows once every visit is known. 409 for a held, ' +
          'cancelled, expired or rescheduled appointment, or one on a later day.',
        params: IdParamsSchema,
        body: AttendanceBodySchema,
        response: { 200: AttendanceAnswerSchema, 409: ApiErrorSchema },
      },
    },
    async (request) => ({
      appointment: await markAttendance(deps.db, {
        companyId: request.company.id,
        scope: staffShopScope(request.principal),
        id: request.params.id,
        to: request.body.status,
        now: deps.now(),
      }),
    }),
  );
}
