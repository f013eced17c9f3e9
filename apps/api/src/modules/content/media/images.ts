import type { MediaRenditionWidth } from '@eclat/contracts';
import sharp from 'sharp';
import { HttpError } from '../../../platform/http/errors.ts';

/** Raster formats accepted from users, as sharp names them (avif is read as 'heif'). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** Decompression bombs: a few MB of PNG can hold billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export type EncodedImage = { bytes: Buffer; mime: 'image/webp'; width: number; height: number };

/**
 * Checks what an upload really is (from its bytes, not the declared type) and re-encodes it as
 * WebP at its own size, oriented as shown, without metadata (EXIF, GPS, ICC comments are
 * dropped). SVG is refused: an SVG can carry scripts (XSS) and sanitising it is not worth the
 * risk for photos; businesses upload their logos as PNG or WebP.
 */
export async function reencodeImage(input: Buffer, declaredType: string): Promise<EncodedImage> {
  if (/svg/i.test(declaredType)) throw unsupported('SVG images are refused (they can carry scripts)');
  let format: string | undefined;
  let pages = 1;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = meta.format;
    pages = meta.pages ?? 1;
  } catch {
    throw unsupported('not an image');
  }
  if (format === 'svg') throw unsupported('SVG images are refused (they can carry scripts)');
  if (!format || !ACCEPTED.has(format)) throw unsupported(`unsupported image type: ${format ?? 'unknown'}`);
  try {
    const { data, info } = await sharp(input, {
      animated: pages > 1,
      limitInputPixels: MAX_INPUT_PIXELS,
    })
      .rotate()
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const height = pages > 1 && info.pageHeight ? info.pageHeight : info.height;
    return { bytes: data, mime: 'image/webp', width: info.width, height };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new HttpError(413, 'image too large (pixels)', { type: 'media' });
    throw unsupported('the image could not be read');
  }
}

const unsupported = (message: string) => new HttpError(415, message, { type: 'media' });

/**
 * A stored picture at `width` pixels wide, as WebP (issue 19): the first picture of the home is
 * its LCP element, and a phone needs neither 1600 pixels nor a vector drawing to rasterise (the
 * demo's artwork is SVG with large blurs, costly to paint on a phone's CPU). Raster pictures are
 * never enlarged; SVG is drawn at that width. Only stored media reach this: uploads are never SVG
 * (reencodeImage refuses it), so an SVG here is the product's own artwork.
 */
export async function renderRendition(input: Buffer, width: MediaRenditionWidth): Promise<EncodedImage> {
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const vector = meta.format === 'svg';
  // An SVG is drawn at a density that gives at least the asked width, then scaled to it.
  const density =
    vector && meta.width ? Math.min(2400, Math.max(72, Math.ceil((72 * width) / meta.width))) : undefined;
  const { data, info } = await sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    ...(density ? { density } : {}),
  })
    .rotate()
    .resize({ width, withoutEnlargement: !vector })
    .webp({ quality: 78, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, mime: 'image/webp', width: info.width, height: info.height };
}
