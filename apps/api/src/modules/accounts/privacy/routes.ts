// The customer's side of privacy (issue 23, ADR 0026): the export link and its download, the
// deletion's preview, its code and the deletion itself. Shapes in contracts privacy.ts.
import {
  ApiErrorSchema,
  DeleteAccountBodySchema,
  DeletionPreviewSchema,
  ExportLinkSchema,
  PrivacyExportSchema,
  TooManyAttemptsSchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsServices } from '../../../platform/auth/services.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireCustomer } from '../../../platform/http/auth.ts';
import { callOf, isLocked } from '../../../platform/http/call.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { signedInCustomer } from '../users/signed-in.ts';
import { deleteOwnAccount, deletionPreview, sendDeletionCode } from './deletion.ts';
import { buildExport } from './export-document.ts';
import { createExportLink, EXPORT_PATH, exportedCustomer } from './export-link.ts';

const TAGS = ['privacy'];
/** The download token: base64url of 32 random bytes (43 characters); anything else is not one. */
const ExportTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export function privacyRoutes(app: FastifyInstance, deps: ModuleDeps, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;

  r.get(
    '/api/users/me/export',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary: "A signed, expiring link to the signed-in customer's data (GDPR art. 15 and 20)",
        description:
          'Logs the request (privacy_requests, kind export). GET the url (no sign-in, the company header as usual) before expiresAt for the JSON document.',
        response: { 200: ExportLinkSchema },
      },
    },
    async (request) => {
      const customer = await signedInCustomer(db, request.company.id, request.principal);
      return createExportLink(db, {
        companyId: request.company.id,
        customerId: customer.id,
        by: { type: 'customer' },
        now: s.now(),
      });
    },
  );

  r.get(
    '/api/users/me/deletion',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary:
          'What deleting the account would do: bookings cancelled (with fees), vouchers, points, credit',
        response: { 200: DeletionPreviewSchema },
      },
    },
    async (request) => {
      const customer = await signedInCustomer(db, request.company.id, request.principal);
      return deletionPreview(db, callOf(request), customer, s.now());
    },
  );

  r.post(
    '/api/users/me/deletion/code',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary:
          'E-mails a one-time code that confirms the deletion (for accounts without a password, or any)',
        response: { 204: z.null().describe('Sent'), 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const customer = await signedInCustomer(db, request.company.id, request.principal);
      const locked = await sendDeletionCode(s, callOf(request), customer);
      if (locked) return tooManyAttempts(reply, locked.lockedMs);
      return reply.code(204).send(null);
    },
  );

  r.delete(
    '/api/users/me',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary: 'Deletes the account (GDPR art. 17) after re-authentication by password or e-mailed code',
        description:
          'Future bookings are cancelled under the policy (with the usual messages), personal data erased or anonymised (ADR 0026); orders and payments keep their amounts. The tokens of the account answer 401 afterwards. 403: wrong password or code.',
        body: DeleteAccountBodySchema,
        response: { 204: z.null().describe('Deleted'), 403: ApiErrorSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const customer = await signedInCustomer(db, request.company.id, request.principal);
      const keys = await deps.messages.keys();
      const done = await deleteOwnAccount(s, callOf(request), customer, request.body, keys);
      if (isLocked(done)) return tooManyAttempts(reply, done.lockedMs);
      return reply.code(204).send(null);
    },
  );
}

/** The company a `company` header names (undefined without one; -1, which matches nothing, for an unknown one). */
async function headerCompanyId(
  deps: ModuleDeps,
  header: string | string[] | undefined,
): Promise<number | undefined> {
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return undefined;
  const company = token.length > 200 ? null : await deps.companies.byToken(token);
  return company?.id ?? -1;
}

/**
 * GET /api/privacy/exports/{token}: the link is the key, so it works without the company header
 * (a plain link, a download, a mail); the token names its company.
 */
export function privacyOpenRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    `${EXPORT_PATH}/:token`,
    {
      schema: {
        tags: TAGS,
        summary: 'The data export a signed link names, as one JSON document (the token is the key)',
        description:
          'No company header needed (a link opened from a mail or a plain download); one naming another company is a 404. Built from the database at each download, as an attachment eclat-data-<date>.json. 404: unknown token; 410: expired (or the customer erased since).',
        params: ExportTokenParamsSchema,
        response: { 200: PrivacyExportSchema, 404: ApiErrorSchema, 410: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const found = await exportedCustomer(db, {
        companyId: await headerCompanyId(deps, request.headers.company),
        token: request.params.token,
        now,
      });
      const document = await buildExport(db, found.company, found.customerId, now);
      if (!document)
        throw new HttpError(410, 'this export link has expired: ask for a new one', {
          type: 'export_expired',
        });
      reply
        .header(
          'content-disposition',
          `attachment; filename="eclat-data-${now.toISOString().slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store');
      return document;
    },
  );
}
