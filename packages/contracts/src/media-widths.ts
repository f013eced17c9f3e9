/**
 * The widths, in pixels, at which the API serves a stored picture as WebP (`GET
 * /api/media/{nickname}/{key}?w=`), and from which the storefront builds its srcsets (issue 19). A
 * fixed list, so that nobody can make the server render and keep every width of every picture.
 * 240 is for thumbnails (a service card's 80–96 CSS pixels on a 2–3× screen).
 */
export const MEDIA_RENDITION_WIDTHS = [240, 480, 828, 1200, 1600, 2048] as const;
export type MediaRenditionWidth = (typeof MEDIA_RENDITION_WIDTHS)[number];
