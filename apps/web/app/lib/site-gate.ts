import type { Company, Lang } from '@eclat/contracts';
import { localisePath, stripLangPrefix } from './i18n/lang-path.ts';

export const DISABLED_PATH = '/disabled';

/** Spec §4: the site is off when the business disabled it or the company is in maintenance. */
export function isSiteOff(company: Pick<Company, 'maintenance' | 'booker'>): boolean {
  return company.booker.siteDisabled || company.maintenance;
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
