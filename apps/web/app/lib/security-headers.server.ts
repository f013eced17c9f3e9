import { randomBytes } from 'node:crypto';
import { serverConfig } from './config.server.ts';
import { contentSecurityPolicy } from './csp.ts';

const NONCE_BYTES = 16;
/** Nonces drawn per call to the system's random source (as Node's own randomUUID does). */
const POOLED_NONCES = 256;
let pool = Buffer.alloc(0);
let taken = 0;

/**
 * A fresh script nonce: one per response, also for a page served from the page cache — 16 random
 * bytes used once. They are read 256 at a time: one call costs ~30 µs on a virtual machine, 3 % of
 * a worker's CPU when it serves kept pages.
 */
export function newNonce(): string {
  if (taken === pool.length) {
    pool = randomBytes(NONCE_BYTES * POOLED_NONCES);
    taken = 0;
  }
  const nonce = pool.toString('base64', taken, taken + NONCE_BYTES);
  taken += NONCE_BYTES;
  return nonce;
}

/**
 * The security headers of every page (issue 10): the Content-Security-Policy that requires this
 * response's nonce, no MIME sniffing, a short referrer, HSTS behind an https proxy.
 */
export function setSecurityHeaders(headers: Headers, nonce: string, request: Request): void {
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, serverConfig().backofficeOrigins));
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (request.headers.get('x-forwarded-proto') === 'https') {
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
}
