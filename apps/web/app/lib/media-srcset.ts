import { MEDIA_RENDITION_WIDTHS, type MediaRenditionWidth } from '@eclat/contracts/media-widths';

/**
 * Issue 19: the API serves its stored pictures at a few widths as WebP (`?w=`, see the API's
 * media route). For a picture of ours (a /api/media/ URL), the srcset of those widths; for any
 * other address (a business's picture hosted elsewhere), null: it is used as given.
 */
export function mediaSrcSet(url: string, widths: readonly number[] = MEDIA_RENDITION_WIDTHS): string | null {
  if (!url.startsWith('/api/media/') || url.includes('?')) return null;
  return widths.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}

/** One width of one of our pictures (the src fallback of a srcset), or the URL as given. */
export function mediaAtWidth(url: string, width: number): string {
  return url.startsWith('/api/media/') && !url.includes('?') ? `${url}?w=${width}` : url;
}

export type MediaImageProps = { src: string; srcSet?: string; sizes?: string };

/**
 * An <img>'s src, srcSet and sizes for a picture shown `sizes` wide (the `sizes` attribute: the
 * CSS width of its box at each breakpoint). Uploads are kept at the size they came in (a phone's
 * photo is 4,000 pixels wide); a card needs a few hundred. `largest` is the widest rendition the
 * box can need on a 3× screen, so that the srcset lists no width the page cannot use.
 */
export function mediaImage(url: string, sizes: string, largest: MediaRenditionWidth): MediaImageProps {
  const srcSet = mediaSrcSet(
    url,
    MEDIA_RENDITION_WIDTHS.filter((w) => w <= largest),
  );
  return srcSet ? { src: mediaAtWidth(url, largest), srcSet, sizes } : { src: url };
}
