// Company users (providers), access accounts, admins, profiles and links (spec §7, ADR 0004).
import { z } from 'zod';
import { IdParamSchema, IdSchema } from './ids.ts';
import { CustomerProfileSchema } from './users.ts';

const Email = z.string().trim().toLowerCase().pipe(z.email().max(254));
const Password = z.string().min(1).max(1024);

export const AccountIdParamsSchema = z.object({ id: IdParamSchema });

// ---------------------------------------------------------------- company users

/** Weakest first; ADR 0004 says what each may do. */
export const COMPANY_USER_ROLES = ['staff', 'manager', 'owner'] as const;
export const CompanyUserRoleSchema = z.enum(COMPANY_USER_ROLES);

export const CompanyUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: CompanyUserRoleSchema,
  firstname: z.string(),
  lastname: z.string(),
  active: z.boolean(),
  /** False until the invitation link was used to choose a password. */
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type CompanyUser = z.infer<typeof CompanyUserSchema>;

export const CompanyUserLoginBodySchema = z.object({ email: Email, password: Password });
export const CompanyUserLoginAnswerSchema = z.object({ token: z.string(), user: CompanyUserSchema });
export const CompanyUserAnswerSchema = z.object({ user: CompanyUserSchema });
export const CompanyUsersAnswerSchema = z.object({ users: z.array(CompanyUserSchema) });

/** Owner only. Without a password the user gets an invitation link to choose one. */
export const CompanyUserRegisterBodySchema = z.object({
  email: Email,
  role: CompanyUserRoleSchema.default('staff'),
  firstname: z.string().trim().max(100).default(''),
  lastname: z.string().trim().max(100).default(''),
  password: Password.optional(),
});
export const CompanyUserRegisterAnswerSchema = z.object({
  user: CompanyUserSchema,
  invitationSent: z.boolean(),
});

/**
 * Names and e-mail: the user themself or an owner. role and active: an owner only. password: the
 * user themself, with currentPassword; it revokes their other sessions.
 */
export const CompanyUserUpdateBodySchema = z.object({
  email: Email.optional(),
  firstname: z.string().trim().max(100).optional(),
  lastname: z.string().trim().max(100).optional(),
  role: CompanyUserRoleSchema.optional(),
  active: z.boolean().optional(),
  password: Password.optional(),
  currentPassword: Password.optional(),
});

export const InvitationAnswerSchema = z.object({
  valid: z.literal(true),
  email: z.string(),
  firstname: z.string(),
});
export const PasswordBodySchema = z.object({ password: Password });
/** The storefront page an invitation mail links to, `{page}/{token}` after the language prefix. */
export const INVITATION_PAGE = '/auth/provider/invitation';

// ---------------------------------------------------------------- access accounts

export const AccessAccountSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  /** The shops the account may act on, with the staff rights (ADR 0004). */
  shopIds: z.array(z.number().int()),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AccessAccount = z.infer<typeof AccessAccountSchema>;

const Login = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(64)
  .regex(/^[a-z0-9._-]+$/, 'letters, digits, . _ -');

export const AccessRegisterBodySchema = z.object({
  login: Login,
  password: Password,
  name: z.string().trim().max(100).default(''),
  shopIds: z.array(IdSchema).min(1).max(500),
});
export const AccessUpdateBodySchema = z.object({
  name: z.string().trim().max(100).optional(),
  password: Password.optional(),
  shopIds: z.array(IdSchema).min(1).max(500).optional(),
  active: z.boolean().optional(),
});
export const AccessLoginBodySchema = z.object({ login: Login, password: Password });
export const AccessLoginAnswerSchema = z.object({ token: z.string(), access: AccessAccountSchema });
export const AccessAnswerSchema = z.object({ access: AccessAccountSchema });
export const AccessListAnswerSchema = z.object({ access: z.array(AccessAccountSchema) });
/** GET /api/access/me/{shopId}: the signed-in account and whether it may act on that shop. */
export const AccessMeAnswerSchema = z.object({
  access: AccessAccountSchema,
  shop: z.object({ id: z.number().int(), allowed: z.boolean() }),
});

// ---------------------------------------------------------------- admins

export const InstalledAnswerSchema = z.object({ installed: z.boolean() });
export const AdminRegisterBodySchema = z.object({ email: Email, password: Password });
export const AdminAnswerSchema = z.object({
  admin: z.object({ id: z.number().int(), email: z.string() }),
  token: z.string(),
});

// ---------------------------------------------------------------- profiles

export const ProfileAnswerSchema = z.object({ profile: CustomerProfileSchema });
export const PhoneAvailableQuerySchema = z.object({
  phone: z.string().trim().min(4).max(32),
  country: z.string().trim().length(2).toUpperCase().optional(),
});
export const PhoneAvailableAnswerSchema = z.object({ available: z.boolean() });
export const ProfileByPhoneQuerySchema = z.object({
  phone: z.string().trim().min(4).max(32),
  country: z.string().trim().length(2).toUpperCase().default('FR'),
});
export const ProfileByCodeQuerySchema = z.object({ code: z.string().trim().min(1).max(32) });

const ProfileFields = {
  firstname: z.string().trim().max(100),
  lastname: z.string().trim().max(100),
  phone: z.string().trim().min(4).max(32).nullable(),
  country: z.string().trim().length(2).toUpperCase(),
  city: z.string().trim().max(100).nullable(),
  birthdate: z.iso.date().nullable(),
  code: z.string().trim().min(1).max(32).nullable(),
};

/** A customer creates their own profile; staff create one for any customer, or a walk-in. */
export const ProfileCreateBodySchema = z.object({
  customerId: IdSchema.optional(),
  firstname: ProfileFields.firstname.default(''),
  lastname: ProfileFields.lastname.default(''),
  phone: ProfileFields.phone.optional(),
  country: ProfileFields.country.default('FR'),
  city: ProfileFields.city.optional(),
  birthdate: ProfileFields.birthdate.optional(),
  code: ProfileFields.code.optional(),
});

/** `id` is required from staff; a customer updates their own profile. */
export const ProfileUpdateBodySchema = z.object({
  id: IdSchema.optional(),
  firstname: ProfileFields.firstname.optional(),
  lastname: ProfileFields.lastname.optional(),
  phone: ProfileFields.phone.optional(),
  country: ProfileFields.country.optional(),
  city: ProfileFields.city.optional(),
  birthdate: ProfileFields.birthdate.optional(),
  code: ProfileFields.code.optional(),
});

/** The 409 of a profile write whose phone or code another profile holds. */
export const ProfileConflictSchema = z.object({
  code: z.literal(409),
  message: z.literal('Conflict'),
  error: z.literal(true),
  type: z.enum(['phone_taken', 'code_taken']),
});

/** Spec §8 "Profile update": message 'Conflict' gives code 409, any other error 500. */
export function profileUpdateError(error: { message?: string } | null | undefined): {
  error: true;
  code: 409 | 500;
} {
  return { error: true, code: error?.message === 'Conflict' ? 409 : 500 };
}

// ---------------------------------------------------------------- links

export const LinkSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  system: z.string(),
  externalId: z.string(),
  createdAt: z.string(),
});
export const LinkCreateBodySchema = z.object({
  userId: IdSchema,
  externalId: z.string().trim().min(1).max(100),
  system: z.string().trim().min(1).max(40).default('backoffice'),
});
export const LinkAnswerSchema = z.object({ link: LinkSchema });
export const LinksQuerySchema = z.object({ userId: IdParamSchema });
export const LinksAnswerSchema = z.object({ links: z.array(LinkSchema) });

// ---------------------------------------------------------------- outbox (dev route)

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  lang: z.string(),
  /** Which template wrote it (booking_confirmed…); null for rows written before issue 20. */
  template: z.string().nullable(),
  /** text or html: how the body is sent. */
  format: z.enum(['text', 'html']),
  /** The files sent with it (their names; the content stays in the outbox). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export const OutboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const OutboxAnswerSchema = z.object({ messages: z.array(OutboxMessageSchema) });
