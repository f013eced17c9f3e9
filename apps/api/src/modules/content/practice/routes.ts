// Practice records (spec §7 "Catalogue and booking": pigments, prestations, consentements, needles,
// dossiers). Staff only: they describe customers' sessions (ADR 0004: staff see customers).
import {
  ConsentementInputSchema,
  ConsentementSchema,
  ConsentementUpdateSchema,
  DossierInputSchema,
  DossierSchema,
  DossiersQuerySchema,
  DossierUpdateSchema,
  NeedleInputSchema,
  NeedleSchema,
  NeedleUpdateSchema,
  PigmentInputSchema,
  PigmentSchema,
  PigmentUpdateSchema,
  PrestationInputSchema,
  PrestationSchema,
  PrestationUpdateSchema,
} from '@eclat/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  appointments,
  articles,
  consentements,
  customers,
  dossiers,
  needles,
  pigments,
  prestations,
  RESOURCE_TYPES,
  resources,
} from '../../../db/schema.ts';
import { assertReferences } from '../../../platform/crud/references.ts';
import { toDate } from '../../../platform/crud/serialize.ts';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import { toConsentement, toDossier, toNeedle, toPigment, toPrestation } from './serialize.ts';

const TAG = 'practice';

export function practiceRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const guard = requireStaff('staff');

  registerTenantCrud(app, db, {
    path: '/api/pigments',
    tag: TAG,
    names: { one: 'pigment', many: 'pigments' },
    table: pigments,
    guard,
    answer: PigmentSchema,
    serialize: toPigment,
    create: PigmentInputSchema,
    update: PigmentUpdateSchema,
    list: { orderBy: [asc(pigments.name), asc(pigments.id)] },
  });

  registerTenantCrud(app, db, {
    path: '/api/needles',
    tag: TAG,
    names: { one: 'needle', many: 'needles' },
    table: needles,
    guard,
    answer: NeedleSchema,
    serialize: toNeedle,
    create: NeedleInputSchema,
    update: NeedleUpdateSchema,
    list: { orderBy: [asc(needles.name), asc(needles.id)] },
  });

  type PrestationInput = Partial<z.infer<typeof PrestationInputSchema>>;
  registerTenantCrud(app, db, {
    path: '/api/prestations',
    tag: TAG,
    names: { one: 'prestation', many: 'prestations' },
    table: prestations,
    guard,
    answer: PrestationSchema,
    serialize: toPrestation,
    create: PrestationInputSchema,
    update: PrestationUpdateSchema,
    list: { orderBy: [asc(prestations.performedAt), asc(prestations.id)] },
    prepare: async (input: PrestationInput, { db: tx, companyId }) => {
      await assertReferences(tx, companyId, [
        { path: 'body.customerId', table: customers, ids: input.customerId },
        { path: 'body.appointmentId', table: appointments, ids: input.appointmentId },
        { path: 'body.articleId', table: articles, ids: input.articleId },
        {
          path: 'body.employeeId',
          table: resources,
          ids: input.employeeId,
          where: eq(resources.type, RESOURCE_TYPES.collaborator),
        },
        { path: 'body.pigmentIds', table: pigments, ids: input.pigmentIds },
        { path: 'body.needleIds', table: needles, ids: input.needleIds },
      ]);
      return { ...input, performedAt: toDate(input.performedAt) };
    },
  });

  type ConsentementInput = Partial<z.infer<typeof ConsentementInputSchema>>;
  registerTenantCrud(app, db, {
    path: '/api/consentements',
    tag: TAG,
    names: { one: 'consentement', many: 'consentements' },
    table: consentements,
    guard,
    answer: ConsentementSchema,
    serialize: toConsentement,
    create: ConsentementInputSchema,
    update: ConsentementUpdateSchema,
    prepare: async (input: ConsentementInput, { db: tx, companyId }) => {
      await assertReferences(tx, companyId, [
        { path: 'body.customerId', table: customers, ids: input.customerId },
        { path: 'body.appointmentId', table: appointments, ids: input.appointmentId },
      ]);
      return { ...input, signedAt: toDate(input.signedAt) };
    },
  });

  type DossierInput = Partial<z.infer<typeof DossierInputSchema>>;
  // Spec §7: GET (optional ?type), GET one, POST, PUT — customer files are not deleted here.
  registerTenantCrud(app, db, {
    path: '/api/dossiers',
    tag: TAG,
    names: { one: 'dossier', many: 'dossiers' },
    table: dossiers,
    guard,
    answer: DossierSchema,
    serialize: toDossier,
    create: DossierInputSchema,
    update: DossierUpdateSchema,
    operations: ['list', 'get', 'create', 'update'],
    list: {
      query: DossiersQuerySchema,
      where: (query) => (query.type ? eq(dossiers.type, query.type) : undefined),
      orderBy: [asc(dossiers.id)],
    },
    prepare: async (input: DossierInput, { db: tx, companyId }) => {
      await assertReferences(tx, companyId, [
        { path: 'body.customerId', table: customers, ids: input.customerId },
      ]);
      return input;
    },
  });
}
