import { describe, expect, it } from 'vitest';
import { siteGateRedirect } from './site-gate.ts';

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
