// Two-step customer registration (spec §4), its codes and their resending (ADR 0006), and whether
// a phone is still free for a new account.
import {
  PhoneAvailableAnswerSchema,
  PhoneAvailableQuerySchema,
  RegisterStep1BodySchema,
  RegisterStep2BodySchema,
  RegistrationAnswerSchema,
  ResendCodeBodySchema,
  SuccessAnswerSchema,
  TooManyAttemptsSchema,
  VerifyCodeBodySchema,
} from '@eclat/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccountsServices } from '../../../platform/auth/services.ts';
import { callOf, isLocked } from '../../../platform/http/call.ts';
import { tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { phoneOf } from '../profiles/find-profile.ts';
import { completeRegistration, registrationAnswer, startRegistration } from './register.ts';
import { phoneTaken } from './repository.ts';
import { resendCode, verifyCodes } from './verification-codes.ts';

const TAGS = ['users'];

export function registrationRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/users/register/steps/1',
    {
      schema: {
        tags: TAGS,
        summary: 'Registration step 1: phone, e-mail and password pre-register a pending account',
        body: RegisterStep1BodySchema,
        response: { 201: RegistrationAnswerSchema },
      },
    },
    async (request, reply) => {
      const call = callOf(request);
      const customer = await startRegistration(s, call, request.body);
      reply.code(201);
      return registrationAnswer(s, call, customer, null);
    },
  );

  r.post(
    '/api/users/register/steps/2',
    {
      schema: {
        tags: TAGS,
        summary:
          'Registration step 2: completes the profile; activates at once, or sends an SMS code when the company wants phone verification',
        body: RegisterStep2BodySchema,
        response: { 200: RegistrationAnswerSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const call = callOf(request);
      const done = await completeRegistration(s, call, request.body);
      if (isLocked(done)) return tooManyAttempts(reply, done.lockedMs);
      return registrationAnswer(s, call, done.customer, done.token);
    },
  );

  r.post(
    '/api/users/register/resend/code',
    {
      schema: {
        tags: TAGS,
        summary:
          'Send a new code by SMS (phone verification) or e-mail (address verification); answers the same for any e-mail',
        body: ResendCodeBodySchema,
        response: { 200: SuccessAnswerSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const done = await resendCode(s, callOf(request), request.body);
      if (isLocked(done)) return tooManyAttempts(reply, done.lockedMs);
      return { success: true as const };
    },
  );

  r.post(
    '/api/users/register/verify/code',
    {
      schema: {
        tags: TAGS,
        summary:
          'Check a code: smsCode verifies the phone (and completes a registration waiting for it), code verifies the e-mail',
        body: VerifyCodeBodySchema,
        response: { 200: RegistrationAnswerSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const call = callOf(request);
      const done = await verifyCodes(s, call, request.body);
      if (isLocked(done)) return tooManyAttempts(reply, done.lockedMs);
      return registrationAnswer(s, call, done.customer, done.token);
    },
  );

  r.get(
    '/api/profiles/phoneavailable',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Whether a phone number is free for a new account',
        querystring: PhoneAvailableQuerySchema,
        response: { 200: PhoneAvailableAnswerSchema },
      },
    },
    async (request) => {
      const phone = phoneOf(request.query.phone, request.query.country);
      return { available: !(await phoneTaken(s.db, request.company.id, phone)) };
    },
  );
}
