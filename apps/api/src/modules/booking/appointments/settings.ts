import type { Booker } from '@eclat/contracts';
import { DEFAULT_BOOKER, mergeSettings } from '@eclat/domain';
import type { CompanyRow } from '../../../platform/tenant/companies.ts';

/** The company's appointment settings with their defaults (cuttingHours 30, spec §9). */
export function appointmentSettings(company: CompanyRow): Booker['appointment'] {
  return mergeSettings(DEFAULT_BOOKER, company.booker).appointment;
}
