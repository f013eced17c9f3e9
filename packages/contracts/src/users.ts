// Customers (spec §3 "Customer", §4 "Customer auth" and "Registration", §7 "Auth and users").
import { z } from 'zod';
import { ApiErrorSchema } from './errors.ts';
import { IdParamSchema } from './ids.ts';
import { LangSchema } from './lang.ts';
import { partialUpdate } from './update.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export const SocialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

const Email = z.string().trim().toLowerCase().pipe(z.email().max(254));
/** Length and strength are the password policy's job (domain `checkPassword`), not the schema's. */
const Password = z.string().min(1).max(1024);
const Phone = z.string().trim().min(4).max(32);

export const CustomerProfileSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  country: z.string(),
  city: z.string().nullable(),
  birthdate: z.string().nullable(),
  code: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;

/** A customer as the storefront sees it; profiles[0] and links[0] as in spec §3. */
export const CustomerUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
  lang: LangSchema,
  status: z.enum(['pending', 'active']),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  /** No password yet (signed up through a social provider): PUT /api/users/password/set. */
  noPass: z.boolean(),
  providers: z.object({ google: z.boolean(), facebook: z.boolean() }),
  profiles: z.array(CustomerProfileSchema),
  links: z.array(z.object({ system: z.string(), externalId: z.string() })),
  /** Tier (palier) of the loyalty card; null without a card or below the first tier. */
  palierId: z.number().int().nullable(),
  /** The customer turned SMS off: booking confirmations and reminders then come by e-mail only. */
  smsOptOut: z.boolean(),
  createdAt: z.string(),
});
export type CustomerUser = z.infer<typeof CustomerUserSchema>;

// ---------------------------------------------------------------- sign-in

export const LoginBodySchema = z.object({ email: Email, password: Password });

/** `exist`: the account existed before this call (false when a social sign-in just created it). */
export const LoginAnswerSchema = z.object({
  token: z.string(),
  user: CustomerUserSchema,
  exist: z.boolean(),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/**
 * Why a sign-in failed (spec §8: an error flag and errorType). `server` is the storefront's own
 * value when no answer came.
 * - unknown: no account with this e-mail (or login) in this company
 * - password: wrong password
 * - pending: registration not completed (step 2 or its code missing)
 * - noPass: the account has no password yet (social sign-up): reset or set one
 * - disabled: a staff or access account switched off
 * - provider: the social provider did not vouch for the token, user id and e-mail sent
 * - locked: too many failures, try again after `retryAfter` seconds (HTTP 429)
 */
export const LOGIN_ERROR_TYPES = [
  'unknown',
  'password',
  'pending',
  'noPass',
  'disabled',
  'provider',
  'locked',
] as const;
export const LoginErrorTypeSchema = z.enum(LOGIN_ERROR_TYPES);
export type LoginErrorType = z.infer<typeof LoginErrorTypeSchema>;

/** The failure answer: the API's error format plus the spec's `error` and `errorType`. */
export const LoginFailureSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  error: z.literal(true),
  errorType: LoginErrorTypeSchema,
  retryAfter: z.number().int().optional(),
  attemptsLeft: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe(
      'Failed guesses still allowed from this address before a temporary lockout; sent only when few remain (2 or fewer), so that the sign-in form can warn (issue 17).',
    ),
});
export type LoginFailure = z.infer<typeof LoginFailureSchema>;

/** 401/403 of sign-in routes: a LoginFailure, or the common error of a stale bearer token sent along. */
export const LoginRefusalSchema = z.union([LoginFailureSchema, ApiErrorSchema]);

/** 429 of every rate-limited route; the Retry-After header carries the same seconds. */
export const TooManyAttemptsSchema = z.object({
  code: z.literal(429),
  message: z.string(),
  type: z.literal('locked'),
  error: z.literal(true),
  errorType: z.literal('locked'),
  retryAfter: z.number().int().positive(),
});
export type TooManyAttempts = z.infer<typeof TooManyAttemptsSchema>;

export const SocialLoginBodySchema = z.object({
  email: Email,
  userID: z.string().trim().min(1).max(200),
  /** google or facebook; any other value answers 400 type 'unknown_provider'. */
  provider: z.string().trim().min(1).max(40),
  /** Google: the ID token; Facebook: the user access token. Verified with the provider. */
  token: z.string().min(1).max(8192),
  firstname: z.string().trim().max(100).optional(),
  lastname: z.string().trim().max(100).optional(),
});

export const LinkProviderBodySchema = z.object({
  provider: z.string().trim().min(1).max(40),
  userID: z.string().trim().min(1).max(200),
  token: z.string().min(1).max(8192),
});
export const UnlinkProviderBodySchema = z.object({ provider: z.string().trim().min(1).max(40) });

export const MeAnswerSchema = z.object({ user: CustomerUserSchema });
/** PUT /api/users/me: the signed-in customer's own choices on their account (issue 20). */
export const MeUpdateBodySchema = partialUpdate(z.object({ smsOptOut: z.boolean() }));
export type MeUpdateBody = z.infer<typeof MeUpdateBodySchema>;
export const SuccessAnswerSchema = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------- registration

export const RegisterStep1BodySchema = z.object({
  phone: Phone,
  email: Email,
  password: Password,
  country: z.string().trim().length(2).toUpperCase().optional(),
  lang: LangSchema.optional(),
  /** The marketing opt-in box (issue 23), unticked by default: recorded as a consent when given. */
  marketing: z.boolean().optional(),
});

export const RegisterStep2BodySchema = z.object({
  email: Email,
  password: Password,
  phone: Phone,
  country: z.string().trim().length(2).toUpperCase().optional(),
  firstname: z.string().trim().max(100).optional(),
  lastname: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  birthdate: z.iso.date().optional(),
  /** The marketing opt-in box, when the form shows it on this step: the answer given last counts. */
  marketing: z.boolean().optional(),
});

/** Spec §3 "Registration response"; `token` only once the account is active. */
export const RegistrationAnswerSchema = z.object({
  user: CustomerUserSchema,
  profile: CustomerProfileSchema.nullable(),
  token: z.string().nullable(),
  requireSMSCode: z.boolean(),
});
export type RegistrationAnswer = z.infer<typeof RegistrationAnswerSchema>;

export const ResendCodeBodySchema = z.object({
  email: Email,
  phone: Phone.optional(),
  type: z.enum(['sms', 'email']),
});

/** `smsCode` completes a registration waiting for one; `code` verifies the e-mail address. */
export const VerifyCodeBodySchema = z
  .object({
    userID: IdParamSchema,
    code: z.string().trim().min(1).max(12).optional(),
    smsCode: z.string().trim().min(1).max(12).optional(),
  })
  .refine((b) => b.code !== undefined || b.smsCode !== undefined, {
    message: 'code or smsCode required',
    path: ['code'],
  });

// ---------------------------------------------------------------- passwords

export const PasswordChangeBodySchema = z.object({ currentPassword: Password, password: Password });
export const PasswordSetBodySchema = z.object({ password: Password });
export const PasswordResetBodySchema = z.object({ email: Email });
export const TokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const ResetTokenAnswerSchema = z.object({ valid: z.literal(true), email: z.string() });
/**
 * The storefront page a reset mail links to, `{page}/{token}` after the language prefix (spec §2):
 * the API writes the link, the storefront serves the page, so both read this one path.
 */
export const PASSWORD_RESET_PAGE = '/profile/password-reset';

// ---------------------------------------------------------------- back office

export const UsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemPerPage: z.coerce.number().int().min(1).max(200).default(50),
  search: z.string().trim().max(100).optional(),
});
export const UsersAnswerSchema = z.object({
  users: z.array(CustomerUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  itemPerPage: z.number().int(),
});

/**
 * Spec §6: "the provider token wins if both exist". The storefront keeps one auth type at a time
 * (spec §4); when it holds both tokens, the provider's is the one sent as the bearer (ADR 0006).
 */
export function pickBearer(tokens: { provider?: string | null; customer?: string | null }): string | null {
  return tokens.provider || tokens.customer || null;
}
