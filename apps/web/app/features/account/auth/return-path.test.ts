import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './return-path.ts';

describe('the page a visitor returns to after signing in', () => {
  it('follows paths of this site', () => {
    expect(safeReturnPath('/profile/orders')).toBe('/profile/orders');
    expect(safeReturnPath('/reservation?service=1&shop=2')).toBe('/reservation?service=1&shop=2');
  });

  it('never leaves the site, nor loops on the sign-in pages', () => {
    for (const raw of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'evil',
      '/a\nb',
      '/auth/customer/login',
    ]) {
      expect(safeReturnPath(raw), raw).toBe('/profile');
    }
    expect(safeReturnPath(null)).toBe('/profile');
  });

  it('builds the sign-in path with the return encoded', () => {
    expect(loginPath('/profile/orders?x=1')).toBe(
      '/auth/customer/login?redirect=%2Fprofile%2Forders%3Fx%3D1',
    );
  });
});
