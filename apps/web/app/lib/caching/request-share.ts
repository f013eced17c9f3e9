import { createContext, type RouterContextProvider } from 'react-router';

/**
 * Whether the page of one request may be kept and served to other visitors (ADR 0028). A page is
 * shared only when its route says it is (`markShareable`: the discovery pages) and nothing it
 * showed was personal: an API answer that is not a shared read, a signed-in call, a cookie the
 * page cache does not key on.
 */
export type RequestShare = { shareable: boolean; personal: boolean };

/** Outside the page cache's middleware (tests, resource routes) a page is never shared. */
const NEVER_SHARED: RequestShare = Object.freeze({ shareable: false, personal: true });

export const requestShareContext = createContext<RequestShare>(NEVER_SHARED);

/** The script nonce of this response (Content-Security-Policy), chosen before the render. */
export const nonceContext = createContext<string | null>(null);

/** Called by the loaders of pages that are the same for every visitor given their URL and cookies. */
export function markShareable(context: Readonly<RouterContextProvider>): void {
  const share = context.get(requestShareContext);
  if (share !== NEVER_SHARED) share.shareable = true;
}
