// Password reset by e-mailed link (spec §7): single use, 60 minutes (ADR 0006).
import {
  PasswordResetBodySchema,
  PasswordSetBodySchema,
  ResetTokenAnswerSchema,
  SuccessAnswerSchema,
  TokenParamsSchema,
  TooManyAttemptsSchema,
} from '@eclat/contracts';
import { maskEmail } from '@eclat/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveLinkHolder } from '../../../platform/auth/link-holder.ts';
import { redactedPathLog } from '../../../platform/auth/log.ts';
import type { AccountsServices } from '../../../platform/auth/services.ts';
import { callOf, isLocked } from '../../../platform/http/call.ts';
import { tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { mailResetLink, resetLink, resetPassword } from './reset-password.ts';

const TAGS = ['users'];

export function resetRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      const done = await mailResetLink(s, callOf(request), request.body.email);
      if (isLocked(done)) return tooManyAttempts(reply, done.lockedMs);
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
      const link = resetLink(s, request.company.id, request.params.token);
      const opened = await liveLinkHolder(s, request, reply, link);
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
      const link = resetLink(s, request.company.id, request.params.token);
      const opened = await liveLinkHolder(s, request, reply, link);
      if (!opened.ok) return opened.answer;
      await resetPassword(s, callOf(request), opened, request.body.password);
      return { success: true as const };
    },
  );
}
