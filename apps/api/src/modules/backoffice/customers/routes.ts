// Spec §7 "Customers": search, list, and the remaining amount and history of a customer named by
// their external id (ADR 0016). Staff only; access accounts keep the limits of ADR 0011.
import {
  CustomerHistoryAnswerSchema,
  CustomerHistoryQuerySchema,
  CustomerListQuerySchema,
  CustomerPageSchema,
  CustomerPagingQuerySchema,
  CustomerSearchBodySchema,
  type CustomerSearchQuery,
  ExternalIdParamsSchema,
  ExternalSystemQuerySchema,
  RemainingAmountAnswerSchema,
} from '@eclat/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff, staffShopScope } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { countOrders, loadOrders, orderFilter } from '../../booking/booking-orders/repository.ts';
import { searchCustomers } from '../desk/customers.ts';
import { linkedCustomer, remainingAmount } from './by-external-id.ts';

const tags = ['customers'];
const DEFAULT_PAGE = 1;
const DEFAULT_PER_PAGE = 20;

type Filter = Omit<CustomerSearchQuery, 'sort' | 'page' | 'itemPerPage'> & {
  sort?: CustomerSearchQuery['sort'];
  page?: number;
  enregbypage?: number;
};

const SCOPE_NOTE =
  'An access account sees the customers who booked in its shops, and anyone else only by exact e-mail or phone (ADR 0011).';

export function customerRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preHandler: requireStaff('staff') };

  const page = async (request: FastifyRequest, f: Filter) => {
    const query: CustomerSearchQuery = {
      ...f,
      sort: f.sort ?? 'newest',
      page: f.page ?? DEFAULT_PAGE,
      itemPerPage: f.enregbypage ?? DEFAULT_PER_PAGE,
    };
    const found = await searchCustomers(
      deps.db,
      request.company.id,
      query,
      staffShopScope(request.principal),
    );
    return { ...found, page: query.page, enregbypage: query.itemPerPage };
  };

  /** The customer an external id names in the caller's company, or 404. */
  const byExternalId = async (request: FastifyRequest, externalId: string, system: string) => {
    const customer = await linkedCustomer(deps.db, request.company.id, system, externalId);
    if (!customer) throw new HttpError(404, 'customer not found');
    return customer;
  };

  r.post(
    '/api/customers/search',
    {
      ...staff,
      // A search changes nothing: the company's cached catalogue stays warm.
      config: { readOnly: true },
      schema: {
        tags,
        summary: 'Search the customers: the filter in the body, page and enregbypage (records per page)',
        description: `page and enregbypage may be given in the query string or the body (the query string wins); 20 per page by default, at most 100. Unknown filter keys are refused. ${SCOPE_NOTE}`,
        querystring: CustomerPagingQuerySchema,
        body: CustomerSearchBodySchema.nullish(),
        response: { 200: CustomerPageSchema },
      },
    },
    async (request) => {
      const { page: bodyPage, enregbypage: bodyPerPage, ...filter } = request.body ?? {};
      return page(request, {
        ...filter,
        page: request.query.page ?? bodyPage,
        enregbypage: request.query.enregbypage ?? bodyPerPage,
      });
    },
  );

  r.get(
    '/api/customers',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The customers, newest first unless sorted, with the filters of the search',
        description: SCOPE_NOTE,
        querystring: CustomerListQuerySchema,
        response: { 200: CustomerPageSchema },
      },
    },
    async (request) => page(request, request.query),
  );

  r.get(
    '/api/customers/remainingamount/:externalId',
    {
      ...staff,
      schema: {
        tags,
        summary: 'What a customer named by their external id still has: store credit and vouchers (cents)',
        description:
          "remainingAmount = the credit ledger's balance + the balance of the usable vouchers addressed to the customer's e-mail (ADR 0016). system names the outside system of the link (default backoffice).",
        params: ExternalIdParamsSchema,
        querystring: ExternalSystemQuerySchema,
        response: { 200: RemainingAmountAnswerSchema },
      },
    },
    async (request) => {
      const customer = await byExternalId(request, request.params.externalId, request.query.system);
      return remainingAmount(deps.db, request.company.id, customer, deps.now());
    },
  );

  r.get(
    '/api/customers/history/:externalId',
    {
      ...staff,
      schema: {
        tags,
        summary: 'The booking orders of a customer named by their external id, newest first, paged',
        description:
          'An access account sees the orders of its shops only (ADR 0016). system names the outside system of the link (default backoffice).',
        params: ExternalIdParamsSchema,
        querystring: CustomerHistoryQuerySchema,
        response: { 200: CustomerHistoryAnswerSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const customer = await byExternalId(request, request.params.externalId, q.system);
      const pageNumber = q.page ?? DEFAULT_PAGE;
      const perPage = q.enregbypage ?? DEFAULT_PER_PAGE;
      const where = orderFilter(
        request.company.id,
        { customerId: customer.id },
        staffShopScope(request.principal),
        deps.now(),
      );
      const [orders, total] = await Promise.all([
        loadOrders(deps.db, where, request.lang, {
          sort: '-createdAt',
          limit: perPage,
          offset: (pageNumber - 1) * perPage,
        }),
        countOrders(deps.db, where),
      ]);
      return { customer, orders, total, page: pageNumber, enregbypage: perPage };
    },
  );
}
