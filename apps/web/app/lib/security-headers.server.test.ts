import { describe, expect, it } from 'vitest';
import { newNonce } from './security-headers.server.ts';

describe('newNonce', () => {
  it('gives 16 bytes in base64, never the same twice across several refills of its pool', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const nonce = newNonce();
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2000);
  });
});
