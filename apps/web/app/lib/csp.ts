import { createContext } from 'react';

/**
 * The per-response script nonce (Content-Security-Policy), given by entry.server to the document
 * so that React Router's own inline scripts carry it. Empty in the browser, where it is not needed.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** Payment providers' frames (card fields, 3-D Secure, PayPal buttons) and Google sign-in. */
const PAYMENT_FRAMES = [
  'https://accounts.google.com',
  'https://js.stripe.com',
  'https://hooks.stripe.com',
  'https://*.paypal.com',
  'https://*.payzen.eu',
  'https://*.lyra.com',
  'https://*.saferpay.com',
  'https://*.monetico-paiement.fr',
];

/**
 * The storefront's policy (issue 10): scripts only with this response's nonce, and what they load
 * ('strict-dynamic': the analytics, marketing and payment loaders the business configured, added
 * only on the pages that need them); no plugins; forms and frames towards payment providers only;
 * framed only by the storefront itself and the back office (preview). `https:` and
 * 'unsafe-inline' in script-src are ignored by browsers that understand nonces (fallback only).
 */
export function contentSecurityPolicy(nonce: string, frameAncestors: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    "object-src 'none'",
    "base-uri 'self'",
    "img-src 'self' data: blob: https:",
    "style-src 'self' 'unsafe-inline' https:",
    "font-src 'self' data: https:",
    "connect-src 'self' https:",
    `frame-src 'self' ${PAYMENT_FRAMES.join(' ')}`,
    "form-action 'self' https:",
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`.trim(),
  ].join('; ');
}
