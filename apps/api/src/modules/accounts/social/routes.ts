// Social sign-in, link and unlink (spec §7; ADR 0007).
import {
  LinkProviderBodySchema,
  LoginAnswerSchema,
  LoginRefusalSchema,
  MeAnswerSchema,
  SOCIAL_PROVIDERS,
  SocialLoginBodySchema,
  type SocialProvider,
  TooManyAttemptsSchema,
  UnlinkProviderBodySchema,
} from '@eclat/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { customers, profiles } from '../../../db/schema.ts';
import { loginFailed } from '../../../platform/auth/answers.ts';
import { type AccountsServices, isUniqueViolation } from '../../../platform/auth/services.ts';
import { issueToken } from '../../../platform/auth/tokens.ts';
import { requireCustomer } from '../../../platform/http/auth.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { accountKey, tooManyAttempts } from '../../../platform/rate-limit/limiter.ts';
import { customerByEmail, customerView } from '../users/repository.ts';
import { signedInCustomer } from '../users/routes.ts';
import type { CustomerRow } from '../users/serialize.ts';
import type { SocialApp, SocialIdentity } from './providers.ts';

const TAGS = ['users'];
const column = { google: customers.googleId, facebook: customers.facebookId } as const;
const field = { google: 'googleId', facebook: 'facebookId' } as const;

/** Spec §8: an unknown provider is logged; the API answers a clear 400. */
function providerOf(request: FastifyRequest, value: string): SocialProvider {
  const provider = value.toLowerCase();
  if ((SOCIAL_PROVIDERS as readonly string[]).includes(provider)) return provider as SocialProvider;
  request.log.warn({ provider: value.slice(0, 40) }, 'unknown social sign-in provider');
  throw new HttpError(400, `unknown provider '${value.slice(0, 40)}': use google or facebook`, {
    type: 'unknown_provider',
  });
}

/** The company's app at the provider: booker.oauthKeys, and the Facebook secret kept server-side. */
function appOf(request: FastifyRequest, provider: SocialProvider): SocialApp {
  const keys = (request.company.booker as { oauthKeys?: Partial<Record<SocialProvider, string | null>> })
    .oauthKeys;
  const clientId = keys?.[provider];
  if (!clientId) {
    throw new HttpError(400, `${provider} sign-in is not enabled for this company`, {
      type: 'provider_disabled',
    });
  }
  const secrets = request.company.paymentSecrets as Record<string, string | undefined>;
  return { clientId, clientSecret: provider === 'facebook' ? (secrets.facebookAppSecret ?? null) : null };
}

/** The identity the provider confirms for this token, user id and (when given) e-mail. */
async function confirmed(
  s: AccountsServices,
  request: FastifyRequest,
  provider: SocialProvider,
  input: { token: string; userID: string; email?: string },
): Promise<SocialIdentity | null> {
  let identity: SocialIdentity | null;
  try {
    identity = await s.social[provider].verify(input.token, appOf(request, provider));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    request.log.warn({ provider, reason: (error as Error).message }, 'social provider unreachable');
    throw new HttpError(503, `${provider} could not be reached`, { type: 'provider_unavailable' });
  }
  if (!identity || identity.userId !== input.userID) return null;
  if (input.email && identity.email && identity.email !== input.email) return null;
  return identity;
}

async function byProviderId(db: Db, companyId: number, provider: SocialProvider, userId: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(column[provider], userId)))
    .limit(1);
  return row ?? null;
}

export function socialRoutes(app: FastifyInstance, s: AccountsServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = s;

  r.post(
    '/api/users/login/provider',
    {
      schema: {
        tags: TAGS,
        summary:
          'Sign in with Google or Facebook (email, userID, provider and the provider token); creates the account the first time (exist false)',
        body: SocialLoginBodySchema,
        response: { 200: LoginAnswerSchema, 401: LoginRefusalSchema, 429: TooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      const provider = providerOf(request, request.body.provider);
      const { email, userID, token, firstname, lastname } = request.body;
      const companyId = request.company.id;
      const subjects = { account: accountKey(companyId, provider, userID), ip: request.ip };
      const locked = await s.limiter.lockedFor('login', subjects);
      if (locked) return tooManyAttempts(reply, locked);
      const identity = await confirmed(s, request, provider, { token, userID, email });
      if (!identity) {
        await s.limiter.record('login', subjects);
        return loginFailed(reply, 'provider');
      }
      const now = s.now();
      let customer = await byProviderId(db, companyId, provider, identity.userId);
      let exist = true;
      if (!customer) {
        const sameEmail = await customerByEmail(db, companyId, email);
        if (sameEmail) {
          // Linking by e-mail needs the provider to vouch for that address. A pending account
          // (somebody's unfinished registration) is taken over without its password.
          if (!identity.emailVerified || identity.email !== email) {
            throw new HttpError(409, 'an account uses this e-mail: sign in and link the provider', {
              type: 'email_taken',
            });
          }
          const [row] = await db
            .update(customers)
            .set({
              [field[provider]]: identity.userId,
              emailVerified: true,
              ...(sameEmail.status === 'pending' ? { status: 'active', passwordHash: null } : {}),
              updatedAt: now,
            })
            .where(eq(customers.id, sameEmail.id))
            .returning();
          customer = row ?? null;
        } else {
          exist = false;
          customer = await createSocialCustomer(db, request, {
            provider,
            identity,
            email,
            firstname: firstname ?? '',
            lastname: lastname ?? '',
          });
        }
      }
      if (!customer) throw new HttpError(409, 'Conflict', { type: 'email_taken' });
      await s.limiter.succeeded('login', subjects);
      const bearer = await issueToken(db, { type: 'customer', companyId, subjectId: customer.id }, now);
      return { token: bearer, user: await customerView(db, companyId, customer), exist };
    },
  );

  r.post(
    '/api/users/link/provider',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary: 'Link a Google or Facebook account to the signed-in customer',
        body: LinkProviderBodySchema,
        response: { 200: MeAnswerSchema, 401: LoginRefusalSchema },
      },
    },
    async (request, reply) => {
      const provider = providerOf(request, request.body.provider);
      const customer = await signedInCustomer(s, request);
      const identity = await confirmed(s, request, provider, request.body);
      if (!identity) return loginFailed(reply, 'provider');
      const holder = await byProviderId(db, request.company.id, provider, identity.userId);
      if (holder && holder.id !== customer.id) {
        throw new HttpError(409, `this ${provider} account is linked to another customer`, {
          type: 'provider_taken',
        });
      }
      const [row] = await db
        .update(customers)
        .set({ [field[provider]]: identity.userId, updatedAt: s.now() })
        .where(eq(customers.id, customer.id))
        .returning();
      return { user: await customerView(db, request.company.id, row ?? customer) };
    },
  );

  r.post(
    '/api/users/unlink/provider',
    {
      preHandler: requireCustomer,
      schema: {
        tags: TAGS,
        summary:
          'Unlink a provider; refused when it is the last way to sign in (no password, no other provider)',
        body: UnlinkProviderBodySchema,
        response: { 200: MeAnswerSchema },
      },
    },
    async (request) => {
      const provider = providerOf(request, request.body.provider);
      const customer = await signedInCustomer(s, request);
      const other: SocialProvider = provider === 'google' ? 'facebook' : 'google';
      if (customer.passwordHash === null && customer[field[other]] === null) {
        throw new HttpError(409, 'set a password before unlinking your last sign-in method', {
          type: 'last_sign_in_method',
        });
      }
      const [row] = await db
        .update(customers)
        .set({ [field[provider]]: null, updatedAt: s.now() })
        .where(eq(customers.id, customer.id))
        .returning();
      return { user: await customerView(db, request.company.id, row ?? customer) };
    },
  );
}

async function createSocialCustomer(
  db: Db,
  request: FastifyRequest,
  input: {
    provider: SocialProvider;
    identity: SocialIdentity;
    email: string;
    firstname: string;
    lastname: string;
  },
): Promise<CustomerRow | null> {
  const companyId = request.company.id;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({
          companyId,
          email: input.email,
          passwordHash: null,
          status: 'active',
          emailVerified: input.identity.emailVerified,
          lang: request.lang,
          [field[input.provider]]: input.identity.userId,
        })
        .returning();
      if (!row) return null;
      await tx
        .insert(profiles)
        .values({ companyId, customerId: row.id, firstname: input.firstname, lastname: input.lastname });
      return row;
    });
  } catch (error) {
    // The same e-mail signed up at the same moment: the caller answers 409.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
