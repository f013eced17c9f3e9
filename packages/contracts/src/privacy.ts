// Privacy (issue 23, ADR 0026): the customer's export (GDPR art. 15 and 20), account deletion
// (art. 17), consent records (art. 7), and the company's retention of inactive customers.
import { z } from 'zod';
import { IdSchema } from './ids.ts';

// ---------------------------------------------------------------- settings

/** booker.privacy: how long an inactive customer's data is kept (CNIL: 3 years after the last contact). */
export const PrivacySettingsSchema = z.object({
  retentionMonths: z.number().int().min(12).max(120),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;
export const DEFAULT_RETENTION_MONTHS = 36;

// ---------------------------------------------------------------- consents

export const CONSENT_PURPOSES = ['marketing', 'cookies'] as const;
export const ConsentPurposeSchema = z.enum(CONSENT_PURPOSES);
export const CONSENT_SOURCES = ['registration', 'account', 'unsubscribe', 'cookie_banner', 'staff'] as const;
export const ConsentSourceSchema = z.enum(CONSENT_SOURCES);
export const CONSENT_CHANNELS = ['email', 'sms'] as const;
export const ConsentChannelSchema = z.enum(CONSENT_CHANNELS);
/**
 * The version of the consent wordings shown to customers (the `consent.*` texts of the storefront).
 * Change it whenever those texts change in meaning, so each record says what was agreed to.
 */
export const CONSENT_WORDING_VERSION = '2026-11';

/** One record, as the export and the account show it. */
export const ConsentRecordSchema = z.object({
  purpose: ConsentPurposeSchema,
  granted: z.boolean(),
  channels: z.array(ConsentChannelSchema),
  wordingVersion: z.string(),
  source: ConsentSourceSchema,
  at: z.iso.datetime({ offset: true }),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

/** GET /api/users/me/consents: the current state of each purpose (null: never asked) and the history. */
export const ConsentsAnswerSchema = z.object({
  marketing: ConsentRecordSchema.nullable(),
  cookies: ConsentRecordSchema.nullable(),
  history: z.array(ConsentRecordSchema),
  wordingVersion: z.string(),
});
export type ConsentsAnswer = z.infer<typeof ConsentsAnswerSchema>;

/** PUT /api/users/me/consents: what changed; a purpose left out stays as it is. */
export const ConsentsUpdateSchema = z
  .object({
    marketing: z
      .object({
        granted: z.boolean(),
        channels: z
          .array(ConsentChannelSchema)
          .max(2)
          .refine((c) => new Set(c).size === c.length, 'each channel once')
          .optional(),
      })
      .strict()
      .optional(),
    /** The storefront's cookie choice (already kept in the browser), recorded for a signed-in customer. */
    cookies: z.object({ granted: z.boolean() }).strict().optional(),
    source: z.enum(['account', 'cookie_banner', 'registration']).optional(),
  })
  .strict()
  .refine((b) => b.marketing !== undefined || b.cookies !== undefined, 'nothing to record');
export type ConsentsUpdate = z.infer<typeof ConsentsUpdateSchema>;

/** POST|GET /api/consents/unsubscribe/{token}: the one-click unsubscribe of a marketing mail. */
export const UnsubscribeAnswerSchema = z.object({
  purpose: z.literal('marketing'),
  /** Whether marketing is off now (GET only reports; POST turns it off). */
  unsubscribed: z.boolean(),
  companyName: z.string(),
});
export type UnsubscribeAnswer = z.infer<typeof UnsubscribeAnswerSchema>;

// ---------------------------------------------------------------- export

/** GET /api/users/me/export and staff POST /api/backoffice/customers/{id}/export: a signed, expiring link. */
export const ExportLinkSchema = z.object({
  /** Relative to the API: GET it (no sign-in needed) before `expiresAt` for the JSON document. */
  url: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  requestId: z.number(),
});
export type ExportLink = z.infer<typeof ExportLinkSchema>;
/** How long an export link answers (minutes). */
export const EXPORT_LINK_MINUTES = 60 * 24;

// ---------------------------------------------------------------- deletion

/** GET /api/users/me/deletion: what deleting the account would do, shown before the customer confirms. */
export const DeletionPreviewSchema = z.object({
  /** Future bookings that will be cancelled under the shop's policy (with the usual messages). */
  futureBookings: z.array(
    z.object({
      id: z.number(),
      start: z.iso.datetime({ offset: true }),
      shopName: z.string(),
      serviceName: z.string(),
      /** A late-cancellation fee the policy charges (cents), 0 when free. */
      feeCents: z.number().int(),
    }),
  ),
  /** Gift vouchers still valid, bought or received: lost on deletion unless used or given first. */
  vouchers: z.array(
    z.object({
      code: z.string(),
      balanceCents: z.number().int(),
      expiresAt: z.string().nullable(),
      role: z.enum(['bought', 'received']),
    }),
  ),
  loyaltyPoints: z.number().int(),
  creditsCents: z.number().int(),
  /** How the customer re-authenticates: password, or a code sent by e-mail (social sign-in accounts). */
  methods: z.array(z.enum(['password', 'code'])),
});
export type DeletionPreview = z.infer<typeof DeletionPreviewSchema>;

/** DELETE /api/users/me: re-authentication by password, or by the e-mailed code. */
export const DeleteAccountBodySchema = z
  .object({
    password: z.string().min(1).max(200).optional(),
    code: z.string().trim().min(4).max(12).optional(),
  })
  .strict()
  .refine((b) => (b.password === undefined) !== (b.code === undefined), 'password or code');
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

// ---------------------------------------------------------------- the request log

export const PRIVACY_REQUEST_KINDS = ['export', 'erase', 'retention_notice', 'retention_erase'] as const;
export const PrivacyRequestSchema = z.object({
  id: z.number(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  requestedBy: z.enum(['customer', 'staff', 'system']),
  staffName: z.string().nullable(),
  status: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;
export const PrivacyRequestListSchema = z.object({ requests: z.array(PrivacyRequestSchema) });

/** Staff POST /api/backoffice/customers/{id}/erase: the answer (the row stays, anonymised). */
export const EraseAnswerSchema = z.object({
  erased: z.literal(true),
  customerId: IdSchema,
  cancelledBookings: z.number().int(),
});
export type EraseAnswer = z.infer<typeof EraseAnswerSchema>;
