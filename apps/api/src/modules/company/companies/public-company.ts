// What the storefront reads about its company before and while it shows it (spec §1, §5).
import { MESSAGES } from '@eclat/contracts';
import { HttpError } from '../../../platform/http/errors.ts';
import type { CompanyRepository, CompanyRow } from '../../../platform/tenant/companies.ts';

/** The company token of a storefront host name (a port is ignored), with its debug flag. */
export async function tokenForHost(
  companies: CompanyRepository,
  rawHost: string,
): Promise<{ token: string; debug: boolean }> {
  const host = rawHost.toLowerCase().replace(/:\d+$/, '');
  const company = await companies.byHost(host);
  if (!company) throw new HttpError(404, MESSAGES.unknownCompany, { type: 'company_error' });
  return { token: company.token, debug: company.isDebug };
}

/** The theme under edition is shown only to a caller holding the company's preview token. */
export function previewRequested(row: CompanyRow, previewToken: string | undefined): boolean {
  return Boolean(previewToken && row.previewToken && previewToken === row.previewToken);
}

/** Switched off by its settings (siteDisabled) or for maintenance. */
export function offlineState(row: CompanyRow): { offline: boolean; maintenance: boolean } {
  const booker = row.booker as { siteDisabled?: boolean };
  return { offline: Boolean(booker.siteDisabled) || row.maintenance, maintenance: row.maintenance };
}
