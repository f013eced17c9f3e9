// The practice records' tables, as the tenant CRUD takes them (table, list order and filters),
// and the checks that the ids a record points at are the company's.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
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

export const pigmentStore = {
  table: pigments,
  list: { orderBy: [asc(pigments.name), asc(pigments.id)] },
};

export const needleStore = {
  table: needles,
  list: { orderBy: [asc(needles.name), asc(needles.id)] },
};

export const prestationStore = {
  table: prestations,
  list: { orderBy: [asc(prestations.performedAt), asc(prestations.id)] },
};

export const consentementStore = { table: consentements };

export const dossierStore = { table: dossiers };

/** GET /api/dossiers?type: only that type; by id. */
export const dossierList = {
  where: (query: { type?: string }) => (query.type ? eq(dossiers.type, query.type) : undefined),
  orderBy: [asc(dossiers.id)],
};

type Ids = number | readonly number[] | null | undefined;

export async function checkPrestationReferences(
  db: Db,
  companyId: number,
  input: {
    customerId?: Ids;
    appointmentId?: Ids;
    articleId?: Ids;
    employeeId?: Ids;
    pigmentIds?: Ids;
    needleIds?: Ids;
  },
): Promise<void> {
  await assertReferences(db, companyId, [
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
}

export async function checkConsentementReferences(
  db: Db,
  companyId: number,
  input: { customerId?: Ids; appointmentId?: Ids },
): Promise<void> {
  await assertReferences(db, companyId, [
    { path: 'body.customerId', table: customers, ids: input.customerId },
    { path: 'body.appointmentId', table: appointments, ids: input.appointmentId },
  ]);
}

export async function checkDossierReferences(
  db: Db,
  companyId: number,
  input: { customerId?: Ids },
): Promise<void> {
  await assertReferences(db, companyId, [
    { path: 'body.customerId', table: customers, ids: input.customerId },
  ]);
}
