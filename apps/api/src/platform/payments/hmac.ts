// HMAC helpers for the providers that sign with a shared key (PayZen kr-hash, Monetico MAC).
// Comparisons are constant-time so a forged signature cannot be guessed byte by byte.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(algorithm: 'sha1' | 'sha256', key: string | Buffer, data: string): string {
  return createHmac(algorithm, key).update(data, 'utf8').digest('hex');
}

/** Hex signatures compared without regard to case (Monetico sends upper case, the kits lower). */
export function sameHex(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.trim().toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
