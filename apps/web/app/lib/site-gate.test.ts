import { describe, expect, it } from 'vitest';
import { debugModeFor, siteGateRedirect } from './site-gate.ts';

describe('siteGateRedirect (spec §4 site mode)', () => {
  it('sends visitors of a disabled site to /disabled in their language', () => {
    expect(siteGateRedirect({ siteOff: true, debug: false, pathname: '/', lang: 'fr' })).toBe('/disabled');
    expect(siteGateRedirect({ siteOff: true, debug: false, pathname: '/en/paris', lang: 'en' })).toBe(
      '/en/disabled',
    );
  });

  it('lets the disabled page itself, an enabled site and debug mode through', () => {
    expect(
      siteGateRedirect({ siteOff: true, debug: false, pathname: '/en/disabled', lang: 'en' }),
    ).toBeNull();
    expect(siteGateRedirect({ siteOff: true, debug: false, pathname: '/disabled/', lang: 'fr' })).toBeNull();
    expect(siteGateRedirect({ siteOff: false, debug: false, pathname: '/', lang: 'fr' })).toBeNull();
    expect(siteGateRedirect({ siteOff: true, debug: true, pathname: '/', lang: 'fr' })).toBeNull();
  });
});

describe('debugModeFor (spec §6: isDebug lets staff see a disabled site)', () => {
  const staff = (answer: boolean) => async () => answer;
  it('needs debug mode, a site that is off, and staff or the preview', async () => {
    expect(
      await debugModeFor({ companyDebug: true, siteOff: true, preview: false, isStaff: staff(false) }),
    ).toBe(false);
    expect(
      await debugModeFor({ companyDebug: true, siteOff: true, preview: false, isStaff: staff(true) }),
    ).toBe(true);
    expect(
      await debugModeFor({ companyDebug: true, siteOff: true, preview: true, isStaff: staff(false) }),
    ).toBe(true);
    expect(
      await debugModeFor({ companyDebug: false, siteOff: true, preview: true, isStaff: staff(true) }),
    ).toBe(false);
    expect(
      await debugModeFor({ companyDebug: true, siteOff: false, preview: true, isStaff: staff(true) }),
    ).toBe(false);
  });
});
