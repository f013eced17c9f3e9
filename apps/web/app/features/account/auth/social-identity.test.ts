import { describe, expect, it } from 'vitest';
import { enabledProviders, facebookIdentity, facebookLocale, googleIdentity } from './social-identity.ts';

const jwt = (claims: Record<string, unknown>) =>
  `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('social sign-in (spec §3 payload, §5: email, userId and provider)', () => {
  it('shows a button only for the providers the company has keys for', () => {
    expect(enabledProviders({ google: 'g-id', facebook: null })).toEqual(['google']);
    expect(enabledProviders({ google: ' ', facebook: 'fb' })).toEqual(['facebook']);
    expect(enabledProviders({ google: null, facebook: null })).toEqual([]);
  });

  it('reads the Google ID token’s account and keeps the token for the API to verify', () => {
    const credential = jwt({ sub: '1078', email: 'léa@example.com', given_name: 'Léa', family_name: 'Roux' });
    expect(googleIdentity(credential)).toEqual({
      provider: 'google',
      email: 'léa@example.com',
      userID: '1078',
      token: credential,
      firstname: 'Léa',
      lastname: 'Roux',
    });
    expect(googleIdentity(jwt({ sub: '1' }))).toBeNull();
    expect(googleIdentity('not-a-jwt')).toBeNull();
    expect(googleIdentity('a.%%%.b')).toBeNull();
  });

  it('needs Facebook’s e-mail', () => {
    expect(facebookIdentity({ id: '9', email: 'a@b.fr', first_name: 'A' }, 'tok')).toMatchObject({
      provider: 'facebook',
      userID: '9',
      token: 'tok',
      firstname: 'A',
    });
    expect(facebookIdentity({ id: '9' }, 'tok')).toBeNull();
    expect(facebookLocale('de')).toBe('de_DE');
  });
});
