import type { Company, Lang } from '@eclat/contracts';
import { localisePath, stripLangPrefix } from './i18n/lang-path.ts';

export const DISABLED_PATH = '/disabled';

/** Spec §4: the site is off when the business disabled it or the company is in maintenance. */
export function isSiteOff(company: Pick<Company, 'maintenance' | 'booker'>): boolean {
  return company.booker.siteDisabled || company.maintenance;
}

/**
 * Spec §6: "isDebug lets staff see a disabled site". Debug mode applies to a visitor only when the
 * company is in debug mode, its site is off, and the visitor is the back office's theme preview (a
 * preview token the API accepted) or a signed-in member of its staff (asked last: it costs a call).
 */
export async function debugModeFor(args: {
  companyDebug: boolean;
  siteOff: boolean;
  preview: boolean;
  isStaff: () => Promise<boolean>;
}): Promise<boolean> {
  if (!args.companyDebug || !args.siteOff) return false;
  return args.preview || (await args.isStaff());
}

/**
 * Where a visitor must go instead of the asked page, or null: a site that is off sends
 * everyone to /disabled (in their language), except in debug mode (spec §4).
 */
export function siteGateRedirect(args: {
  siteOff: boolean;
  debug: boolean;
  pathname: string;
  lang: Lang;
}): string | null {
  if (!args.siteOff || args.debug) return null;
  if (stripLangPrefix(args.pathname).replace(/\/+$/, '') === DISABLED_PATH) return null;
  return localisePath(DISABLED_PATH, args.lang);
}
