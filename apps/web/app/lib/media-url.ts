/**
 * Media URLs in API answers point at the API (`/api/media/...` or an absolute URL on the API
 * origin). The storefront serves /api/* itself through its proxy route, so the browser must ask
 * the web origin: strip the API origin, keep anything else untouched.
 */
export function toWebUrl(url: string, apiOrigin: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  try {
    const parsed = new URL(url);
    if (parsed.origin === new URL(apiOrigin).origin && parsed.pathname.startsWith('/api/')) {
      return `${parsed.pathname}${parsed.search}`;
    }
  } catch {
    // Not a URL we can read: leave it as the API gave it.
  }
  return url;
}
