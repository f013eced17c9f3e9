import type { Alert, Lang } from '@eclat/contracts';
import { isCurrent, localise } from '@eclat/domain';
import type { alerts } from '../../../db/schema.ts';
import { iso } from '../../../platform/crud/serialize.ts';
import { sanitizeHtml, sanitizeLocalisedHtml } from '../../../platform/http/sanitize.ts';

export type AlertRow = typeof alerts.$inferSelect;

export const toPublicAlert = (row: AlertRow, lang: Lang): Alert => ({
  id: row.id,
  serviceId: row.serviceId,
  body: sanitizeHtml(localise(row.body, lang)),
  start: iso(row.startsAt),
  end: iso(row.endsAt),
});

export const toStaffAlert = (row: AlertRow, now: Date) => ({
  id: row.id,
  serviceId: row.serviceId,
  body: sanitizeLocalisedHtml(row.body),
  start: iso(row.startsAt),
  end: iso(row.endsAt),
  current: isCurrent({ start: row.startsAt, end: row.endsAt }, now),
});
