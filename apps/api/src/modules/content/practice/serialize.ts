import type {
  ConsentementSchema,
  DossierSchema,
  NeedleSchema,
  PigmentSchema,
  PrestationSchema,
} from '@eclat/contracts';
import type { z } from 'zod';
import type { consentements, dossiers, needles, pigments, prestations } from '../../../db/schema.ts';
import { iso, isoOrNull } from '../../../platform/crud/serialize.ts';

export const toPigment = (row: typeof pigments.$inferSelect): z.infer<typeof PigmentSchema> => ({
  id: row.id,
  name: row.name,
  brand: row.brand,
  colorHex: row.colorHex,
  reference: row.reference,
  lotNumber: row.lotNumber,
  expiresOn: row.expiresOn,
  active: row.active,
});

export const toNeedle = (row: typeof needles.$inferSelect): z.infer<typeof NeedleSchema> => ({
  id: row.id,
  name: row.name,
  reference: row.reference,
  size: row.size,
  kind: row.kind,
  lotNumber: row.lotNumber,
  expiresOn: row.expiresOn,
  active: row.active,
});

export const toPrestation = (row: typeof prestations.$inferSelect): z.infer<typeof PrestationSchema> => ({
  id: row.id,
  customerId: row.customerId,
  appointmentId: row.appointmentId,
  articleId: row.articleId,
  employeeId: row.employeeId,
  performedAt: iso(row.performedAt),
  pigmentIds: row.pigmentIds,
  needleIds: row.needleIds,
  notes: row.notes,
  price: row.price,
});

export const toConsentement = (
  row: typeof consentements.$inferSelect,
): z.infer<typeof ConsentementSchema> => ({
  id: row.id,
  customerId: row.customerId,
  appointmentId: row.appointmentId,
  title: row.title,
  content: row.content,
  signedAt: isoOrNull(row.signedAt),
  signatureName: row.signatureName,
  createdAt: iso(row.createdAt),
});

export const toDossier = (row: typeof dossiers.$inferSelect): z.infer<typeof DossierSchema> => ({
  id: row.id,
  customerId: row.customerId,
  type: row.type,
  title: row.title,
  data: row.data,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
