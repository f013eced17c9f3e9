import { describe, expect, it } from 'vitest';
import {
  AREAS,
  canEditPaymentSettings,
  canHideReviews,
  canSee,
  type Viewer,
  visibleShops,
} from './permissions.ts';

const provider = (role: 'staff' | 'manager' | 'owner'): Viewer => ({
  type: 'provider',
  role,
  name: 'x',
  email: 'x@y.z',
});
const desk: Viewer = { type: 'access', shopIds: [2], name: 'Accueil', login: 'accueil' };

describe('role checks mirrored from the API', () => {
  it('gives managers and owners every area, staff and front desks the day only', () => {
    for (const area of AREAS) {
      expect(canSee(provider('manager'), area)).toBe(true);
      expect(canSee(provider('owner'), area)).toBe(true);
    }
    const daily = AREAS.filter((area) => canSee(provider('staff'), area));
    expect(daily).toEqual(['today', 'customers', 'orders', 'reviews', 'waitlist']);
    expect(AREAS.filter((area) => canSee(desk, area))).toEqual(daily);
  });

  it('limits a front desk to its shops, and payment keys to owners', () => {
    const shops = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(visibleShops(desk, shops)).toEqual([{ id: 2 }]);
    expect(visibleShops(provider('staff'), shops)).toEqual(shops);
    expect(canEditPaymentSettings(provider('owner'))).toBe(true);
    expect(canEditPaymentSettings(provider('manager'))).toBe(false);
    expect(canEditPaymentSettings(desk)).toBe(false);
  });

  it('lets a company owner alone hide a review', () => {
    expect(canHideReviews(provider('owner'))).toBe(true);
    expect(canHideReviews(provider('manager'))).toBe(false);
    expect(canHideReviews(provider('staff'))).toBe(false);
    expect(canHideReviews(desk)).toBe(false);
  });
});
