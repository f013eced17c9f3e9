/**
 * Issue 19: the API serves its stored pictures at a few widths as WebP (`?w=`, see the API's
 * media route). For a picture of ours (a /api/media/ URL), the srcset of those widths; for any
 * other address (a business's picture hosted elsewhere), null: it is used as given.
 */
export const MEDIA_WIDTHS = [480, 828, 1200, 1600, 2048] as const;

export function mediaSrcSet(url: string, widths: readonly number[] = MEDIA_WIDTHS): string | null {
  if (!url.startsWith('/api/media/') || url.includes('?')) return null;
  return widths.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}

/** One width of one of our pictures (the src fallback of a srcset), or the URL as given. */
export function mediaAtWidth(url: string, width: number): string {
  return url.startsWith('/api/media/') && !url.includes('?') ? `${url}?w=${width}` : url;
}
