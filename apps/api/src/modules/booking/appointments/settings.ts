import type { Booker } from '@eclat/contracts';
import { DEFAULT_BOOKER, mergeSettings } from '@eclat/domain';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';

/**
 * Per company row: the company cache hands out the same row until it reloads it, so the merge is
 * made once per load, not once per request (ADR 0029). A row is never changed in place.
 */
const merged = new WeakMap<CompanyRow, Booker['appointment']>();

/** The company's appointment settings with their defaults (cuttingHours 30, spec §9). */
export function appointmentSettings(company: CompanyRow): Booker['appointment'] {
  let settings = merged.get(company);
  if (!settings) {
    settings = mergeSettings(DEFAULT_BOOKER, company.booker).appointment;
    merged.set(company, settings);
  }
  return settings;
}
