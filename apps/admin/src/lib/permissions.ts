// The API's role checks mirrored in the console (ADR 0004, 0005), so that nobody is shown a
// screen whose every call would be refused. The API stays the judge: this only hides.
import type { CompanyUserRole } from './types.ts';

export type Viewer =
  | { type: 'provider'; role: CompanyUserRole; name: string; email: string }
  | { type: 'access'; shopIds: number[]; name: string; login: string };

export const AREAS = [
  'today',
  'customers',
  'orders',
  'reviews',
  'waitlist',
  'catalogue',
  'content',
  'settings',
  'stats',
] as const;
export type Area = (typeof AREAS)[number];

const RANK: Record<CompanyUserRole, number> = { staff: 0, manager: 1, owner: 2 };

/** Access accounts act with the staff rights on their shops (ADR 0004). */
export const roleOf = (viewer: Viewer): CompanyUserRole =>
  viewer.type === 'provider' ? viewer.role : 'staff';
export const atLeast = (viewer: Viewer, role: CompanyUserRole) => RANK[roleOf(viewer)] >= RANK[role];

/**
 * Staff and access accounts run the day (agenda, customers, booking orders); company-wide work —
 * catalogue, content, storefront settings, statistics — is for company users from manager up
 * (ADR 0005: an access account, whatever its role, would change what the other shops sell).
 */
export function canSee(viewer: Viewer, area: Area): boolean {
  switch (area) {
    case 'today':
    case 'customers':
    case 'orders':
    case 'reviews':
    case 'waitlist':
      return true;
    case 'catalogue':
    case 'content':
    case 'settings':
    case 'stats':
      return viewer.type === 'provider' && atLeast(viewer, 'manager');
  }
}

/** Owners alone change payment keys and sign-in keys (ADR 0005). */
export const canEditPaymentSettings = (viewer: Viewer) =>
  viewer.type === 'provider' && viewer.role === 'owner';

/**
 * Staff reply to reviews and report them; a company owner alone hides one, with a reason
 * (issue 22). Access accounts answer as staff.
 */
export const canHideReviews = (viewer: Viewer) => viewer.type === 'provider' && viewer.role === 'owner';

/** The shops a viewer works with: an access account's own, everyone else's all. */
export function visibleShops<S extends { id: number }>(viewer: Viewer, shops: readonly S[]): S[] {
  return viewer.type === 'access' ? shops.filter((s) => viewer.shopIds.includes(s.id)) : [...shops];
}
