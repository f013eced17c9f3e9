import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLink, signLink } from './signed-links.ts';

const key = randomBytes(32);
const now = new Date('2026-11-25T10:00:00Z');
const later = new Date('2026-12-01T10:00:00Z');

describe('signed links', () => {
  it('opens for its purpose until it expires', () => {
    const token = signLink(key, { purpose: 'manage_booking', subject: 'c1:o42', expiresAt: later });
    expect(readLink(key, token, 'manage_booking', now)?.subject).toBe('c1:o42');
    expect(readLink(key, token, 'review_invite', now)).toBeNull();
    expect(readLink(key, token, 'manage_booking', later)).toBeNull();
    expect(readLink(randomBytes(32), token, 'manage_booking', now)).toBeNull();
  });

  it('refuses any altered token', () => {
    const token = signLink(key, { purpose: 'manage_booking', subject: 'c1:o42', expiresAt: later });
    fc.assert(
      fc.property(fc.nat(token.length - 1), fc.string({ minLength: 1, maxLength: 1 }), (at, ch) => {
        const altered = token.slice(0, at) + ch + token.slice(at + 1);
        if (altered === token) return;
        expect(readLink(key, altered, 'manage_booking', now)).toBeNull();
      }),
    );
    expect(readLink(key, '', 'manage_booking', now)).toBeNull();
    expect(readLink(key, 'a.b.c', 'manage_booking', now)).toBeNull();
    expect(readLink(key, `${'x'.repeat(600)}.y`, 'manage_booking', now)).toBeNull();
  });
});
