// Practice records of permanent make-up and tattoo studios (ADR 0003): pigments and needles used,
// prestations (a service as performed), consentements (signed consent forms), dossiers (typed
// customer files). Staff only; references point at rows of the same company.
import { z } from 'zod';
import { ContentDaySchema, ContentIdSchema, ContentInstantSchema, contentUpdate } from './content.ts';

const name = z.string().trim().min(1).max(200);
const short = z.string().max(200).nullable().optional();

export const PigmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  brand: z.string().nullable(),
  colorHex: z.string().nullable(),
  reference: z.string().nullable(),
  lotNumber: z.string().nullable(),
  expiresOn: z.string().nullable(),
  active: z.boolean(),
});
export const PigmentInputSchema = z.object({
  name,
  brand: short,
  colorHex: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, '#RRGGBB')
    .nullable()
    .optional(),
  reference: short,
  lotNumber: short,
  expiresOn: ContentDaySchema.nullable().optional(),
  active: z.boolean().optional(),
});
export const PigmentUpdateSchema = contentUpdate(PigmentInputSchema);

export const NeedleSchema = z.object({
  id: z.number(),
  name: z.string(),
  reference: z.string().nullable(),
  size: z.string().nullable(),
  kind: z.string().nullable(),
  lotNumber: z.string().nullable(),
  expiresOn: z.string().nullable(),
  active: z.boolean(),
});
export const NeedleInputSchema = z.object({
  name,
  reference: short,
  size: z.string().max(50).nullable().optional(),
  kind: z.string().max(50).nullable().optional(),
  lotNumber: short,
  expiresOn: ContentDaySchema.nullable().optional(),
  active: z.boolean().optional(),
});
export const NeedleUpdateSchema = contentUpdate(NeedleInputSchema);

export const PrestationSchema = z.object({
  id: z.number(),
  customerId: z.number().nullable(),
  appointmentId: z.number().nullable(),
  articleId: z.number().nullable(),
  employeeId: z.number().nullable(),
  performedAt: z.string(),
  pigmentIds: z.array(z.number()),
  needleIds: z.array(z.number()),
  notes: z.string().nullable(),
  price: z.number().nullable(),
});
export const PrestationInputSchema = z.object({
  customerId: ContentIdSchema.nullable().optional(),
  appointmentId: ContentIdSchema.nullable().optional(),
  articleId: ContentIdSchema.nullable().optional(),
  /** A collaborator (resource type 100). */
  employeeId: ContentIdSchema.nullable().optional(),
  performedAt: ContentInstantSchema,
  pigmentIds: z.array(ContentIdSchema).max(50).optional(),
  needleIds: z.array(ContentIdSchema).max(50).optional(),
  notes: z.string().max(10_000).nullable().optional(),
  /** cents */
  price: z.number().int().min(0).max(100_000_000).nullable().optional(),
});
export const PrestationUpdateSchema = contentUpdate(PrestationInputSchema);

export const ConsentementSchema = z.object({
  id: z.number(),
  customerId: z.number().nullable(),
  appointmentId: z.number().nullable(),
  title: z.string(),
  content: z.string(),
  signedAt: z.string().nullable(),
  signatureName: z.string().nullable(),
  createdAt: z.string(),
});
export const ConsentementInputSchema = z.object({
  customerId: ContentIdSchema.nullable().optional(),
  appointmentId: ContentIdSchema.nullable().optional(),
  title: name,
  content: z.string().min(1).max(100_000),
  signedAt: ContentInstantSchema.nullable().optional(),
  signatureName: short,
});
export const ConsentementUpdateSchema = contentUpdate(ConsentementInputSchema);

export const DossierSchema = z.object({
  id: z.number(),
  customerId: z.number().nullable(),
  type: z.string(),
  title: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const DossierTypeSchema = z
  .string()
  .min(1)
  .max(50)
  .regex(/^[a-z0-9_-]+$/, 'lower-case letters, digits, dashes and underscores');
export const DossierInputSchema = z.object({
  customerId: ContentIdSchema.nullable().optional(),
  type: DossierTypeSchema,
  title: name,
  data: z
    .record(z.string().max(100), z.unknown())
    .refine((data) => JSON.stringify(data).length <= 100_000, 'at most 100 000 characters of data')
    .optional(),
});
export const DossierUpdateSchema = contentUpdate(DossierInputSchema);
export const DossiersQuerySchema = z.object({ type: DossierTypeSchema.optional() });
