// Password reset by e-mailed link (spec §7): single use, 60 minutes (ADR 0006).
import {
  PasswordResetBodySchema,
  PasswordSetBodySchema,
  ResetTokenAnswerSchema,
  SuccessAnswerSchema,
  TokenParamsSchema,
  TooManyAttemptsSchema,
} from '@eclat/contracts';
import { maskEmail, RESET_TOKEN_TTL_MS } from '@eclat/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customers } from '../../../db/schema.ts';
import { liveLinkHolder } from '../../../platform/auth/link-holder.ts';
import { redactedPathLog } from '../../../platform/auth/log.ts';
import { consumeLinkToken, issueLinkToken, type LinkTokenRow } from '../../../platform/auth/one-time.ts';
import { assertPasswordPolicy, hashPassword } from '../../../platform/auth/passwords.ts';
import {
  type AccountsServices,
  companyName,
  langPrefix,
  storefrontOrigin,
} from '../../../platform/auth/services.ts';
import { revokeSubjectTokens } from '../../../platform/auth/tokens.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { SECRET } from '../../../platform/mail/templates.ts';
import { accountKey, tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { customerByEmail, customerById } from './repository.ts';

const TAGS = ['users'];
const invalidToken = () =>
  new HttpError(404, 'this link is invalid, used or expired: ask for a new one', { type: 'invalid_token' });

export function resetRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;
  /** A reset link names a customer of the company. */
  const resetLink = (companyId: number, token: string) => ({
    purpose: 'password_reset' as const,
    token,
    holder: async (live: LinkTokenRow) =>
      live.customerId ? customerById(db, companyId, live.customerId) : null,
    invalid: invalidToken,
  });

  r.post(
    '/api/users/password/reset',
    {
      schema: {
        tags: TAGS,
        summary: 'Mail a reset link; the answer is the same whether the e-mail has an account or not',
        body: PasswordResetBodySchema,
        response: { 200: SuccessAnswerSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const companyId = request.company.id;
      const subjects = { account: accountKey(companyId, 'customer', request.body.email), ip: request.ip };
      const locked = await s.limiter.lockedFor('reset', subjects);
      if (locked) return tooManyAttempts(reply, locked);
      await s.limiter.record('reset', subjects);

      const customer = await customerByEmail(db, companyId, request.body.email);
      if (customer && customer.status === 'active') {
        const token = await issueLinkToken(db, {
          companyId,
          subject: { customerId: customer.id },
          purpose: 'password_reset',
          ttlMs: RESET_TOKEN_TTL_MS,
          now: s.now(),
        });
        const origin = await storefrontOrigin(db, request);
        await s.messenger.send(
          {
            companyId,
            channel: 'email',
            to: customer.email,
            lang: customer.lang,
            template: 'password_reset',
            vars: {
              company: companyName(request.company),
              minutes: RESET_TOKEN_TTL_MS / 60_000,
              link: `${origin}${langPrefix(customer.lang)}/profile/password-reset/${SECRET}`,
            },
            secret: token,
          },
          request.log,
        );
      }
      return { success: true as const };
    },
  );

  r.get(
    '/api/users/token/:token',
    {
      logSerializers: redactedPathLog,
      schema: {
        tags: TAGS,
        summary: 'Whether a reset link is still valid (the e-mail it is for, masked)',
        params: TokenParamsSchema,
        response: { 200: ResetTokenAnswerSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const opened = await liveLinkHolder(
        s,
        request,
        reply,
        resetLink(request.company.id, request.params.token),
      );
      if (!opened.ok) return opened.answer;
      return { valid: true as const, email: maskEmail(opened.holder.email) };
    },
  );

  r.put(
    '/api/users/token/:token',
    {
      logSerializers: redactedPathLog,
      schema: {
        tags: TAGS,
        summary: 'Set a new password with a reset link; the link then stops working, every session too',
        params: TokenParamsSchema,
        body: PasswordSetBodySchema,
        response: { 200: SuccessAnswerSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const companyId = request.company.id;
      const opened = await liveLinkHolder(s, request, reply, resetLink(companyId, request.params.token));
      if (!opened.ok) return opened.answer;
      const { holder: customer, link: input } = opened;
      const { now } = input;
      // The policy is checked before the link is used, so a refused password keeps it alive.
      assertPasswordPolicy(request.body.password, customer.email);
      const passwordHash = await hashPassword(request.body.password);
      await db.transaction(async (tx) => {
        const used = await consumeLinkToken(tx, input);
        if (used?.customerId !== customer.id) throw invalidToken();
        await tx
          .update(customers)
          .set({ passwordHash, emailVerified: true, updatedAt: now })
          .where(and(eq(customers.id, customer.id), eq(customers.companyId, companyId)));
        await revokeSubjectTokens(tx, { type: 'customer', companyId, subjectId: customer.id }, now);
      });
      // The holder proved they own the mailbox: the account's slowdown goes, and the address that
      // used the link is one they sign in from (ADR 0013).
      const account = accountKey(companyId, 'customer', customer.email);
      await s.limiter.forgetAccount('login', account);
      await s.limiter.succeeded('login', { account, ip: request.ip });
      return { success: true as const };
    },
  );
}
