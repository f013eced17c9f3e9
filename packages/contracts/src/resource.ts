import { z } from 'zod';
import { IdParamSchema, IdSchema, INT4_MAX } from './ids.ts';
import { DayHoursSchema, WeekHoursInputSchema } from './shop.ts';

/** Spec §9: 100 collaborators; ADR 0003: 200 cabins, 300 equipment. */
export const RESOURCE_TYPE_CODES = { collaborator: 100, cabin: 200, equipment: 300 } as const;
export const ResourceTypeSchema = z.union([z.literal(100), z.literal(200), z.literal(300)]);
export const ResourceTypeQuerySchema = z.enum(['100', '200', '300']).transform(Number);

export const ResourceListQuerySchema = z.object({
  shopId: IdParamSchema.optional(),
  type: ResourceTypeQuerySchema.optional(),
});

export const AbsenceSchema = z.object({
  id: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string().nullable(),
});

/** A resource as staff read it, with the services it takes and its coming absences. */
export const ResourceAdminSchema = z.object({
  id: z.number(),
  shopId: z.number(),
  type: z.number(),
  name: z.string(),
  displayName: z.string(),
  visible: z.boolean(),
  color: z.string().nullable(),
  image: z.string().nullable(),
  order: z.number(),
  /** Own weekly hours; null: the shop's opening hours. */
  workingHours: z.record(z.string(), z.array(DayHoursSchema)).nullable(),
  active: z.boolean(),
  externalId: z.string().nullable(),
  /** Collaborator: services performed; cabin: services hosted; equipment: services needing it. */
  articleIds: z.array(z.number()),
  /** Absences not over yet, soonest first. */
  absences: z.array(AbsenceSchema),
});
export type ResourceAdmin = z.infer<typeof ResourceAdminSchema>;
/**
 * A resource as visitors see it (GET /api/resources, the read of spec §7 CRUD): the visible and
 * active ones, by their display name, with the services they take. No hours, absences or names.
 */
export const ResourcePublicSchema = ResourceAdminSchema.pick({
  id: true,
  shopId: true,
  type: true,
  displayName: true,
  color: true,
  image: true,
  order: true,
  articleIds: true,
});
export type ResourcePublic = z.infer<typeof ResourcePublicSchema>;
export const ResourcesAnswerSchema = z.object({ resources: z.array(ResourcePublicSchema) });
export const ResourcesAdminAnswerSchema = z.object({ resources: z.array(ResourceAdminSchema) });
export const ResourceAdminAnswerSchema = z.object({ resource: ResourceAdminSchema });

export const ResourceFieldsSchema = z.object({
  shopId: IdSchema,
  type: ResourceTypeSchema,
  name: z.string().trim().min(1).max(200),
  /** What visitors see in the booking flow; the name when absent. */
  displayName: z.string().trim().min(1).max(200),
  visible: z.boolean(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'colour must be #RRGGBB')
    .nullable(),
  image: z.string().max(2000).nullable(),
  order: z.number().int().min(-INT4_MAX).max(INT4_MAX),
  workingHours: WeekHoursInputSchema.nullable(),
  active: z.boolean(),
  externalId: z.string().max(200).nullable(),
  articleIds: z.array(IdSchema).max(500),
});
export const ResourceCreateSchema = ResourceFieldsSchema.partial().required({
  shopId: true,
  type: true,
  name: true,
});
export const ResourceUpdateSchema = ResourceFieldsSchema.partial();
export type ResourceCreate = z.infer<typeof ResourceCreateSchema>;
export type ResourceUpdate = z.infer<typeof ResourceUpdateSchema>;

export const AbsenceCreateSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    reason: z.string().max(500).nullable().optional(),
  })
  .refine((a) => Date.parse(a.endsAt) > Date.parse(a.startsAt), {
    message: 'an absence ends after it starts',
    path: ['endsAt'],
  });
