// Spec §7 "Customers: POST search (filter body; page, enregbypage); GET list; GET remainingamount
// and history (external id)" — the staff calls on the customer file (ADR 0016). The back office's
// own /api/backoffice/customers (ADR 0011) answers the same search with its paging names.
import { z } from 'zod';
import { BackofficeCustomerSchema, CUSTOMER_SORTS } from './backoffice.ts';
import { BookingOrderSchema, CreditEntrySchema } from './booking-orders.ts';
import { ContentFlagSchema } from './content.ts';
import { INT4_MAX } from './ids.ts';

const Day = z.iso.date();
/** One printable line: control characters (NUL included) are refused, never sent to the database. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u001f\u007f]+$/, 'no control characters');
const SearchText = line(100);
const Page = z.number().int().min(1).max(100_000);
/** Spec §7 paging: records per page. */
const PerPage = z.number().int().min(1).max(100);
const Status = z.enum(['active', 'pending']);
const Sort = z.enum(CUSTOMER_SORTS);
const datesInOrder = (q: { createdFrom?: string; createdTo?: string }) =>
  !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo;
const datesIssue = { message: 'createdFrom after createdTo', path: ['createdTo'] };

/** The paging of spec §7, as query parameters (POST search and GET list). */
export const CustomerPagingQuerySchema = z.object({
  page: z.coerce.number().pipe(Page).optional(),
  enregbypage: z.coerce.number().pipe(PerPage).optional(),
});

/**
 * POST /api/customers/search: the filter as a JSON body. Unknown keys are refused (400) rather than
 * ignored: a filter silently dropped would show more customers than the caller asked for.
 */
export const CustomerSearchBodySchema = z
  .strictObject({
    /** Name, e-mail, phone or counter code (contains, case- and accent-insensitive). */
    q: SearchText.optional(),
    /** Customers who booked in this shop. */
    shopId: z.number().int().positive().max(INT4_MAX).optional(),
    /** true: with a loyalty card; false: without. */
    hasCard: z.boolean().optional(),
    status: Status.optional(),
    createdFrom: Day.optional(),
    createdTo: Day.optional(),
    sort: Sort.optional(),
    /** Also accepted here; the query string's value wins. */
    page: Page.optional(),
    enregbypage: PerPage.optional(),
  })
  .refine(datesInOrder, datesIssue);
export type CustomerSearchBody = z.infer<typeof CustomerSearchBodySchema>;

/** GET /api/customers: the same filter as query parameters. */
export const CustomerListQuerySchema = z
  .object({
    q: SearchText.optional(),
    shopId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
    /** 1: with a loyalty card; 0: without. */
    hasCard: ContentFlagSchema.optional(),
    status: Status.optional(),
    createdFrom: Day.optional(),
    createdTo: Day.optional(),
    sort: Sort.optional(),
    page: z.coerce.number().pipe(Page).optional(),
    enregbypage: z.coerce.number().pipe(PerPage).optional(),
  })
  .refine(datesInOrder, datesIssue);

export const CustomerPageSchema = z.object({
  customers: z.array(BackofficeCustomerSchema),
  total: z.number(),
  page: z.number(),
  enregbypage: z.number(),
});
export type CustomerPage = z.infer<typeof CustomerPageSchema>;

// ---------------------------------------------------------------- by external id

/** The id a customer has in an outside system (spec §3 links[0]); printable, one line. */
export const ExternalIdParamsSchema = z.object({ externalId: line(100) });

/** Which outside system the external id belongs to (the links' `system`, default 'backoffice'). */
export const ExternalSystemQuerySchema = z.object({ system: line(40).default('backoffice') });

/** Who the external id names. */
export const LinkedCustomerSchema = z.object({
  id: z.number(),
  system: z.string(),
  externalId: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
});

/** A gift voucher the customer can spend: addressed to their e-mail, active, not expired, not empty. */
export const HeldGiftSchema = z.object({
  id: z.number(),
  code: z.string(),
  amount: z.number(),
  balance: z.number(),
  expiresAt: z.string().nullable(),
});

/**
 * GET /api/customers/remainingamount/{externalId} (ADR 0016): what the customer still has, in
 * cents of the company's currency — their store credit (the ledger's balance) and the vouchers
 * addressed to them.
 */
export const RemainingAmountAnswerSchema = z.object({
  customer: LinkedCustomerSchema,
  /** credit + gifts. */
  remainingAmount: z.number(),
  credit: z.object({ balance: z.number(), entries: z.array(CreditEntrySchema) }),
  gifts: z.object({ balance: z.number(), vouchers: z.array(HeldGiftSchema) }),
});
export type RemainingAmountAnswer = z.infer<typeof RemainingAmountAnswerSchema>;

export const CustomerHistoryQuerySchema = ExternalSystemQuerySchema.extend(CustomerPagingQuerySchema.shape);

/** GET /api/customers/history/{externalId} (ADR 0016): the customer's booking orders, newest first. */
export const CustomerHistoryAnswerSchema = z.object({
  customer: LinkedCustomerSchema,
  orders: z.array(BookingOrderSchema),
  total: z.number(),
  page: z.number(),
  enregbypage: z.number(),
});
