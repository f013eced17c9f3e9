import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE, authCookie, parseSession, readAuthCookie } from './session.ts';

describe('the console session', () => {
  const token = 'abcdefghijklmnop_QRSTUV-0123456789';

  it('reads back what it stores, and nothing from a damaged value', () => {
    const session = {
      company: { host: 'localhost', token: 'c0ffee00c0ffee00' },
      auth: { type: 'provider', token },
    };
    expect(parseSession(JSON.stringify(session))).toEqual(session);
    expect(parseSession('{not json')).toEqual({ company: null, auth: null });
    expect(parseSession(JSON.stringify({ auth: { type: 'customer', token } }))).toEqual({
      company: null,
      auth: null,
    });
    expect(parseSession(JSON.stringify({ auth: { type: 'access', token: 'x y' } })).auth).toBeNull();
  });

  it('keeps the token in a 30-day cookie with its type, and forgets it on sign-out', () => {
    const line = authCookie({ type: 'access', token }, true);
    expect(line).toContain(`${AUTH_COOKIE}=access%3A${token}`);
    expect(line).toContain('Max-Age=2592000');
    expect(line).toContain('Path=/admin');
    expect(line).toContain('SameSite=Strict');
    expect(line).toContain('Secure');
    expect(authCookie(null, false)).toContain('Max-Age=0');
    expect(authCookie(null, false)).not.toContain('Secure');
  });

  it('finds the auth among other cookies', () => {
    expect(readAuthCookie(`a=1; ${AUTH_COOKIE}=provider%3A${token}; b=2`)).toEqual({
      type: 'provider',
      token,
    });
    expect(readAuthCookie('a=1')).toBeNull();
    expect(readAuthCookie(`${AUTH_COOKIE}=nonsense`)).toBeNull();
  });
});
