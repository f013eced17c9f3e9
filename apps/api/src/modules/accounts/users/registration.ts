// Two-step customer registration (spec §4), its codes and their resending (ADR 0006).
import {
  RegisterStep1BodySchema,
  RegisterStep2BodySchema,
  RegistrationAnswerSchema,
  ResendCodeBodySchema,
  SuccessAnswerSchema,
  TooManyAttemptsSchema,
  VerifyCodeBodySchema,
} from '@eclat/contracts';
import {
  CODE_TTL_MS,
  type CodeCheck,
  completionOutcome,
  normalisePhone,
  phoneVerificationRequired,
} from '@eclat/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { customers, profiles, verificationCodes } from '../../../db/schema.ts';
import { issueCode, useCode } from '../../../platform/auth/one-time.ts';
import { newPasswordHash, verifyPassword } from '../../../platform/auth/passwords.ts';
import { type AccountsServices, companyName, isUniqueViolation } from '../../../platform/auth/services.ts';
import { issueToken } from '../../../platform/auth/tokens.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { accountKey, tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { toProfile } from '../profiles/serialize.ts';
import { customerByEmail, customerById, customerView, firstProfile, phoneTaken } from './repository.ts';
import type { CustomerRow } from './serialize.ts';

const TAGS = ['users'];
const CODE_MINUTES = CODE_TTL_MS / 60_000;

const CODE_ERRORS: Record<Exclude<CodeCheck, 'ok'>, { type: string; message: string }> = {
  none: { type: 'code_invalid', message: 'invalid code' },
  wrong: { type: 'code_invalid', message: 'invalid code' },
  expired: { type: 'code_expired', message: 'this code has expired: ask for a new one' },
  exhausted: { type: 'code_exhausted', message: 'too many wrong tries on this code: ask for a new one' },
};

function phoneOrThrow(raw: string, country: string | undefined): string {
  const phone = normalisePhone(raw, country ?? 'FR');
  if (!phone) {
    throw new HttpError(400, 'invalid phone number', {
      type: 'invalid_phone',
      errors: [{ path: 'body.phone', message: 'not a phone number' }],
    });
  }
  return phone;
}

const conflict = (type: 'email_taken' | 'phone_taken' | 'already_registered') =>
  new HttpError(409, 'Conflict', { type });

async function answer(
  db: Db,
  companyId: number,
  customer: CustomerRow,
  token: string | null,
  booker: unknown,
) {
  const profile = await firstProfile(db, companyId, customer.id);
  return {
    user: await customerView(db, companyId, customer),
    profile: profile ? toProfile(profile) : null,
    token,
    requireSMSCode: customer.status === 'pending' && phoneVerificationRequired(booker),
  };
}

async function sendSmsCode(s: AccountsServices, request: FastifyRequest, customer: CustomerRow) {
  if (!customer.phone) return;
  const code = await issueCode(s.db, {
    companyId: request.company.id,
    customerId: customer.id,
    purpose: 'register_sms',
    ttlMs: CODE_TTL_MS,
    now: s.now(),
  });
  await s.messenger.send(
    {
      companyId: request.company.id,
      channel: 'sms',
      to: customer.phone,
      lang: customer.lang,
      template: 'sms_code',
      vars: { company: companyName(request.company), minutes: CODE_MINUTES },
      secret: code,
    },
    request.log,
  );
}

async function sendEmailCode(s: AccountsServices, request: FastifyRequest, customer: CustomerRow) {
  const code = await issueCode(s.db, {
    companyId: request.company.id,
    customerId: customer.id,
    purpose: 'verify_email',
    ttlMs: CODE_TTL_MS,
    now: s.now(),
  });
  await s.messenger.send(
    {
      companyId: request.company.id,
      channel: 'email',
      to: customer.email,
      lang: customer.lang,
      template: 'email_code',
      vars: { company: companyName(request.company), minutes: CODE_MINUTES },
      secret: code,
    },
    request.log,
  );
}

export function registrationRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;

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
      const { email, password } = request.body;
      const companyId = request.company.id;
      const phone = phoneOrThrow(request.body.phone, request.body.country);
      const passwordHash = await newPasswordHash(password, email);
      const existing = await customerByEmail(db, companyId, email);
      // An active account keeps its e-mail; an abandoned pending one is started over.
      if (existing && existing.status !== 'pending') throw conflict('email_taken');
      if (await phoneTaken(db, companyId, phone)) throw conflict('phone_taken');
      const now = s.now();
      const lang = request.body.lang ?? request.lang;
      let customer: CustomerRow;
      try {
        customer = await db.transaction(async (tx) => {
          if (existing) {
            const [row] = await tx
              .update(customers)
              .set({ passwordHash, phone, phoneVerified: false, lang, updatedAt: now })
              .where(and(eq(customers.id, existing.id), eq(customers.status, 'pending')))
              .returning();
            if (!row) throw conflict('email_taken');
            await tx
              .update(profiles)
              .set({ phone, country: request.body.country ?? 'FR' })
              .where(and(eq(profiles.companyId, companyId), eq(profiles.customerId, row.id)));
            return row;
          }
          const [row] = await tx
            .insert(customers)
            .values({ companyId, email, passwordHash, phone, status: 'pending', lang })
            .returning();
          if (!row) throw new Error('customer not inserted');
          await tx
            .insert(profiles)
            .values({ companyId, customerId: row.id, phone, country: request.body.country ?? 'FR' });
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('email_taken');
        throw error;
      }
      reply.code(201);
      return answer(db, companyId, customer, null, request.company.booker);
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
      const { email, password, firstname, lastname, city, birthdate, country } = request.body;
      const companyId = request.company.id;
      const subjects = { account: accountKey(companyId, 'customer', email), ip: request.ip };
      const locked = await s.limiter.lockedFor('login', subjects);
      if (locked) return tooManyAttempts(reply, locked);
      const existing = await customerByEmail(db, companyId, email);
      if (!existing) throw new HttpError(404, 'no registration for this e-mail', { type: 'unknown' });
      if (!(await verifyPassword(existing.passwordHash, password))) {
        await s.limiter.record('login', subjects);
        throw new HttpError(401, 'wrong password', { type: 'password' });
      }
      if (existing.status !== 'pending') throw conflict('already_registered');
      const phone = phoneOrThrow(request.body.phone, country);
      if (await phoneTaken(db, companyId, phone, existing.id)) throw conflict('phone_taken');

      const outcome = completionOutcome(request.company.booker);
      const now = s.now();
      const customer = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(customers)
          .set({
            phone,
            phoneVerified: phone === existing.phone ? existing.phoneVerified : false,
            status: outcome === 'activate' ? 'active' : 'pending',
            updatedAt: now,
          })
          .where(eq(customers.id, existing.id))
          .returning();
        if (!row) throw new Error('customer not updated');
        const profile = await firstProfile(tx, companyId, row.id);
        const fields = {
          phone,
          ...(firstname !== undefined ? { firstname } : {}),
          ...(lastname !== undefined ? { lastname } : {}),
          ...(city !== undefined ? { city } : {}),
          ...(birthdate !== undefined ? { birthdate } : {}),
          ...(country !== undefined ? { country } : {}),
        };
        if (profile) await tx.update(profiles).set(fields).where(eq(profiles.id, profile.id));
        else await tx.insert(profiles).values({ companyId, customerId: row.id, ...fields });
        return row;
      });
      await s.limiter.succeeded('login', subjects);
      if (outcome === 'await_sms_code') {
        await sendSmsCode(s, request, customer);
        return answer(db, companyId, customer, null, request.company.booker);
      }
      const token = await issueToken(db, { type: 'customer', companyId, subjectId: customer.id }, now);
      return answer(db, companyId, customer, token, request.company.booker);
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
      const { email, type } = request.body;
      const companyId = request.company.id;
      const subjects = { account: accountKey(companyId, 'customer', email), ip: request.ip };
      const locked = await s.limiter.lockedFor('resend', subjects);
      if (locked) return tooManyAttempts(reply, locked);
      await s.limiter.record('resend', subjects);

      const customer = await customerByEmail(db, companyId, email);
      if (customer && type === 'sms' && customer.phone && !customer.phoneVerified) {
        // The code goes to the number on file (set at step 1 or 2, with the password), never to
        // one given here; a pending account gets one only once step 2 asked for it.
        const given = request.body.phone ? normalisePhone(request.body.phone) : customer.phone;
        const askedBefore =
          customer.status !== 'pending' || (await hasIssued(db, companyId, customer.id, 'register_sms'));
        if (given === customer.phone && askedBefore) await sendSmsCode(s, request, customer);
      }
      if (customer && type === 'email' && !customer.emailVerified) await sendEmailCode(s, request, customer);
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
      const { userID, code, smsCode } = request.body;
      const companyId = request.company.id;
      const subjects = { account: accountKey(companyId, 'customer-id', userID), ip: request.ip };
      const locked = await s.limiter.lockedFor('code', subjects);
      if (locked) return tooManyAttempts(reply, locked);

      const customer = await customerById(db, companyId, userID);
      const now = s.now();
      const checks: { purpose: 'register_sms' | 'verify_email'; verdict: CodeCheck }[] = [];
      if (customer && smsCode !== undefined) {
        const verdict = await useCode(db, {
          companyId,
          customerId: userID,
          purpose: 'register_sms',
          code: smsCode,
          now,
        });
        checks.push({ purpose: 'register_sms', verdict });
      }
      if (customer && code !== undefined) {
        const verdict = await useCode(db, {
          companyId,
          customerId: userID,
          purpose: 'verify_email',
          code,
          now,
        });
        checks.push({ purpose: 'verify_email', verdict });
      }
      const failed = customer ? checks.find((c) => c.verdict !== 'ok') : { verdict: 'none' as const };
      if (!customer || failed) {
        await s.limiter.record('code', subjects);
        const verdict = (failed?.verdict ?? 'none') as Exclude<CodeCheck, 'ok'>;
        throw new HttpError(400, CODE_ERRORS[verdict].message, { type: CODE_ERRORS[verdict].type });
      }
      await s.limiter.succeeded('code', subjects);

      const phoneChecked = checks.some((c) => c.purpose === 'register_sms');
      const emailChecked = checks.some((c) => c.purpose === 'verify_email');
      const activates = phoneChecked && customer.status === 'pending';
      const [updated] = await db
        .update(customers)
        .set({
          ...(phoneChecked ? { phoneVerified: true } : {}),
          ...(emailChecked ? { emailVerified: true } : {}),
          ...(activates ? { status: 'active' } : {}),
          updatedAt: now,
        })
        .where(and(eq(customers.id, customer.id), eq(customers.companyId, companyId)))
        .returning();
      if (!updated) throw new HttpError(404, 'Not Found');
      const token = activates
        ? await issueToken(db, { type: 'customer', companyId, subjectId: updated.id }, now)
        : null;
      return answer(db, companyId, updated, token, request.company.booker);
    },
  );
}

async function hasIssued(db: Db, companyId: number, customerId: number, purpose: string): Promise<boolean> {
  const rows = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.companyId, companyId),
        eq(verificationCodes.customerId, customerId),
        eq(verificationCodes.purpose, purpose),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
