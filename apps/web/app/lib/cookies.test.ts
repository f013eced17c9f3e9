import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  it('parses a Cookie header, decoding values and keeping the first duplicate', () => {
    expect(parseCookies('a=1; b=x%20y; a=2; c="q"; broken; =v')).toEqual({ a: '1', b: 'x y', c: 'q' });
    expect(parseCookies(null)).toEqual({});
    expect(parseCookies('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });

  it('serialises with an encoded value, path, max age and SameSite', () => {
    expect(serializeCookie('i18n_redirected', 'en', { maxAge: 31_536_000 })).toBe(
      'i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(serializeCookie('p', '{"a":1}', { sameSite: 'None' })).toBe(
      'p=%7B%22a%22%3A1%7D; Path=/; SameSite=None; Secure',
    );
  });

  it('round-trips JSON values', () => {
    const value = JSON.stringify({ connexion: true, analytics: false, name: 'Élodie' });
    const header = serializeCookie('x', value).split(';')[0];
    expect(parseCookies(header)).toEqual({ x: value });
  });
});
