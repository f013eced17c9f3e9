import { describe, expect, it } from 'vitest';
import { hmacHex, sameHex } from './hmac.ts';

describe('hmac helpers', () => {
  // RFC 4231 test case 2 (HMAC-SHA-256) and RFC 2202 test case 2 (HMAC-SHA-1).
  it('computes HMAC-SHA256 and HMAC-SHA1 as the RFC examples give them', () => {
    expect(hmacHex('sha256', 'Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(hmacHex('sha1', 'Jefe', 'what do ya want for nothing?')).toBe(
      'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79',
    );
    // RFC 2202 test case 1: a binary key of 20 bytes 0x0b.
    expect(hmacHex('sha1', Buffer.alloc(20, 0x0b), 'Hi There')).toBe(
      'b617318655057264e28bc0b6fb378c8ef146be00',
    );
  });

  it('compares hex signatures without regard to case, and refuses any other difference', () => {
    const mac = 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79';
    expect(sameHex(mac, mac.toUpperCase())).toBe(true);
    expect(sameHex(mac, `${mac}\n`)).toBe(true);
    expect(sameHex(mac, mac.replace(/.$/, '8'))).toBe(false);
    expect(sameHex(mac, mac.slice(0, -2))).toBe(false);
    expect(sameHex(mac, '')).toBe(false);
  });
});
