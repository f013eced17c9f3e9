/**
 * Cookies read on the server (the request's Cookie header) and in the browser (document.cookie),
 * with one encoding: values are URI-encoded, so JSON and accents survive both sides.
 */

export type CookieOptions = {
  /** Seconds; 0 deletes the cookie. Without it the cookie lasts the browser session. */
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  /** CHIPS: a cookie kept per top-level site, the way a framed page may still have one. */
  partitioned?: boolean;
};

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Name → value of a Cookie header ('a=1; b=x%20y'); the first of duplicate names wins. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies[name] = decode(value);
  }
  return cookies;
}

/** A Set-Cookie header value (also what document.cookie accepts). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure || options.sameSite === 'None') parts.push('Secure');
  if (options.partitioned) parts.push('Partitioned');
  return parts.join('; ');
}

/** A cookie of the current page (browser only; null on the server). */
export function readBrowserCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookies(document.cookie)[name] ?? null;
}

export function writeBrowserCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox
  document.cookie = serializeCookie(name, value, {
    ...options,
    secure: options.secure ?? location.protocol === 'https:',
  });
}

export function deleteBrowserCookie(name: string): void {
  writeBrowserCookie(name, '', { maxAge: 0 });
}
