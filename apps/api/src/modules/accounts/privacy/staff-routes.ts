// The back office's side of privacy (issue 23, ADR 0026): a request received by mail or in the
// shop is answered by an owner or a manager (company users; staff and access accounts: 403) —
// an export link, an erasure — and every request about a customer is listed with who and when.
import {
  ApiErrorSchema,
  EraseAnswerSchema,
  ExportLinkSchema,
  IdParamsSchema,
  PrivacyRequestListSchema,
} from '@eclat/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { markStaffGuard } from '../../../platform/http/route-table.ts';
import { customerOfCompany } from './customer-records.ts';
import { eraseCustomer } from './erase-customer.ts';
import { createExportLink } from './export-link.ts';
import { requestsAbout, staffRequester } from './request-log.ts';

const TAGS = ['privacy', 'backoffice'];
const managers = requireStaff('manager');

/** Owners and managers among the company users; access accounts (a front desk) never. */
const ownerOrManager = markStaffGuard(async (request: FastifyRequest): Promise<void> => {
  await managers(request);
  if (request.principal?.type !== 'provider')
    throw new HttpError(403, 'owner or manager role required', { type: 'auth' });
});

const userId = (request: FastifyRequest): number => {
  if (request.principal?.type !== 'provider') throw new HttpError(403, 'owner or manager role required');
  return request.principal.userId;
};

export function privacyStaffRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const customerOf = async (...args: Parameters<typeof customerOfCompany>) => {
    const row = await customerOfCompany(...args);
    if (!row) throw new HttpError(404, 'customer not found');
    return row;
  };

  r.post(
    '/api/backoffice/customers/:id/export',
    {
      preHandler: ownerOrManager,
      schema: {
        tags: TAGS,
        summary:
          "A signed, expiring link to a customer's data, for a request received by mail or in the shop",
        description:
          'Owners and managers only. Logged with the staff member’s name. 410 when the customer was erased.',
        params: IdParamsSchema,
        response: { 200: ExportLinkSchema, 410: ApiErrorSchema },
      },
    },
    async (request) => {
      const customer = await customerOf(db, request.company.id, request.params.id);
      if (customer.erasedAt) throw new HttpError(410, 'this customer was erased', { type: 'erased' });
      return createExportLink(db, {
        companyId: request.company.id,
        customerId: customer.id,
        by: await staffRequester(db, request.company.id, userId(request)),
        now: deps.now(),
      });
    },
  );

  r.post(
    '/api/backoffice/customers/:id/erase',
    {
      preHandler: ownerOrManager,
      schema: {
        tags: TAGS,
        summary: 'Erases a customer (GDPR art. 17) for a request received by mail or in the shop',
        description:
          'Owners and managers only. Future bookings are cancelled (as staff: no fee) with the usual messages, personal data erased or anonymised (ADR 0026); orders and payments keep their amounts. Erasing twice answers the same.',
        params: IdParamsSchema,
        response: { 200: EraseAnswerSchema },
      },
    },
    async (request) => {
      await customerOf(db, request.company.id, request.params.id);
      const keys = await deps.messages.keys();
      const done = await eraseCustomer(db, {
        companyId: request.company.id,
        customerId: request.params.id,
        by: await staffRequester(db, request.company.id, userId(request)),
        now: deps.now(),
        keys,
      });
      if (!done) throw new HttpError(404, 'customer not found');
      return {
        erased: true as const,
        customerId: request.params.id,
        cancelledBookings: done.cancelledBookings,
      };
    },
  );

  r.get(
    '/api/backoffice/customers/:id/privacy-requests',
    {
      preHandler: ownerOrManager,
      schema: {
        tags: TAGS,
        summary:
          'The privacy requests about a customer (exports, erasure, retention), newest first, with who and when',
        params: IdParamsSchema,
        response: { 200: PrivacyRequestListSchema },
      },
    },
    async (request) => {
      const customer = await customerOf(db, request.company.id, request.params.id);
      return { requests: await requestsAbout(db, request.company.id, customer.id) };
    },
  );
}
