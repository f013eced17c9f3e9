import { randomBytes } from 'node:crypto';
import { serverConfig } from './config.server.ts';
import { contentSecurityPolicy } from './csp.ts';

/** A fresh script nonce: one per response, also for a page served from the page cache. */
export const newNonce = (): string => randomBytes(16).toString('base64');

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
