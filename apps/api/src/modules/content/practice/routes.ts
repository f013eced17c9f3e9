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
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { toDate } from '../../../platform/crud/serialize.ts';
import { registerTenantCrud } from '../../../platform/crud/tenant-crud.ts';
import type { ModuleDeps } from '../../../platform/deps.ts';
import { requireStaff } from '../../../platform/http/auth.ts';
import {
  checkConsentementReferences,
  checkDossierReferences,
  checkPrestationReferences,
  consentementStore,
  dossierList,
  dossierStore,
  needleStore,
  pigmentStore,
  prestationStore,
} from './repository.ts';
import { toConsentement, toDossier, toNeedle, toPigment, toPrestation } from './serialize.ts';

const TAG = 'practice';

export function practiceRoutes(app: FastifyInstance, { db }: ModuleDeps): void {
  const guard = requireStaff('staff');

  registerTenantCrud(app, db, {
    path: '/api/pigments',
    tag: TAG,
    names: { one: 'pigment', many: 'pigments' },
    ...pigmentStore,
    guard,
    answer: PigmentSchema,
    serialize: toPigment,
    create: PigmentInputSchema,
    update: PigmentUpdateSchema,
  });

  registerTenantCrud(app, db, {
    path: '/api/needles',
    tag: TAG,
    names: { one: 'needle', many: 'needles' },
    ...needleStore,
    guard,
    answer: NeedleSchema,
    serialize: toNeedle,
    create: NeedleInputSchema,
    update: NeedleUpdateSchema,
  });

  type PrestationInput = Partial<z.infer<typeof PrestationInputSchema>>;
  registerTenantCrud(app, db, {
    path: '/api/prestations',
    tag: TAG,
    names: { one: 'prestation', many: 'prestations' },
    ...prestationStore,
    guard,
    answer: PrestationSchema,
    serialize: toPrestation,
    create: PrestationInputSchema,
    update: PrestationUpdateSchema,
    prepare: async (input: PrestationInput, { db: tx, companyId }) => {
      await checkPrestationReferences(tx, companyId, input);
      return { ...input, performedAt: toDate(input.performedAt) };
    },
  });

  type ConsentementInput = Partial<z.infer<typeof ConsentementInputSchema>>;
  registerTenantCrud(app, db, {
    path: '/api/consentements',
    tag: TAG,
    names: { one: 'consentement', many: 'consentements' },
    ...consentementStore,
    guard,
    answer: ConsentementSchema,
    serialize: toConsentement,
    create: ConsentementInputSchema,
    update: ConsentementUpdateSchema,
    prepare: async (input: ConsentementInput, { db: tx, companyId }) => {
      await checkConsentementReferences(tx, companyId, input);
      return { ...input, signedAt: toDate(input.signedAt) };
    },
  });

  type DossierInput = Partial<z.infer<typeof DossierInputSchema>>;
  // Spec §7: GET (optional ?type), GET one, POST, PUT — customer files are not deleted here.
  registerTenantCrud(app, db, {
    path: '/api/dossiers',
    tag: TAG,
    names: { one: 'dossier', many: 'dossiers' },
    ...dossierStore,
    guard,
    answer: DossierSchema,
    serialize: toDossier,
    create: DossierInputSchema,
    update: DossierUpdateSchema,
    operations: ['list', 'get', 'create', 'update'],
    list: { query: DossiersQuerySchema, ...dossierList },
    prepare: async (input: DossierInput, { db: tx, companyId }) => {
      await checkDossierReferences(tx, companyId, input);
      return input;
    },
  });
}
