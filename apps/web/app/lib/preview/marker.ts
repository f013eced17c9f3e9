// Spec §4 "Preview": a marker in the URL holding a preview token between a start and an end
// marker requests the theme under edition. The back office opens the storefront in an iframe at
// e.g. /?preview=__pvs__<token>__pve__ (anywhere in the path or query works).

export const PREVIEW_START = '__pvs__';
export const PREVIEW_END = '__pve__';
/** The token also lives in a session cookie so that the pages visited inside the preview keep it. */
export const PREVIEW_COOKIE = 'eclat_preview';

const MARKER = new RegExp(`${PREVIEW_START}([A-Za-z0-9_-]{8,128})${PREVIEW_END}`);

/** The preview token a URL carries, or null. */
export function previewTokenFromUrl(url: string): string | null {
  let text = url;
  try {
    text = decodeURIComponent(url);
  } catch {
    // Keep the raw text: the marker itself needs no decoding.
  }
  return MARKER.exec(text)?.[1] ?? null;
}

/** A token as stored in the cookie, or null when it is not one. */
export function validPreviewToken(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{8,128}$/.test(value) ? value : null;
}

export const previewMarker = (token: string) => `${PREVIEW_START}${token}${PREVIEW_END}`;
