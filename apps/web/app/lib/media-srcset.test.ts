import { MEDIA_RENDITION_WIDTHS } from '@eclat/contracts/media-widths';
import { describe, expect, it } from 'vitest';
import { mediaAtWidth, mediaImage, mediaSrcSet } from './media-srcset.ts';

describe('media srcsets (issue 19)', () => {
  it('lists our pictures at the widths the API renders, up to the largest the box needs', () => {
    expect(mediaImage('/api/media/acme/services/a.webp', '(min-width: 640px) 96px, 80px', 480)).toEqual({
      src: '/api/media/acme/services/a.webp?w=480',
      srcSet: '/api/media/acme/services/a.webp?w=240 240w, /api/media/acme/services/a.webp?w=480 480w',
      sizes: '(min-width: 640px) 96px, 80px',
    });
    const all = mediaImage('/api/media/acme/shops/b.webp', '100vw', 2048);
    expect(all.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(
      MEDIA_RENDITION_WIDTHS.map((w) => `${w}w`),
    );
  });

  it('leaves a picture hosted elsewhere, or one already sized, as given', () => {
    for (const url of [
      'https://cdn.example.com/a.jpg',
      '/api/media/acme/a.webp?w=480',
      '/images/default.png',
      'data:image/png;base64,AAAA',
    ]) {
      expect(mediaImage(url, '100vw', 1200)).toEqual({ src: url });
      expect(mediaSrcSet(url)).toBeNull();
      expect(mediaAtWidth(url, 480)).toBe(url);
    }
  });

  it('offers the thumbnail width first, so that a 3× phone gets 240 pixels for an 80-pixel box', () => {
    expect(MEDIA_RENDITION_WIDTHS[0]).toBe(240);
    expect([...MEDIA_RENDITION_WIDTHS].sort((a, b) => a - b)).toEqual([...MEDIA_RENDITION_WIDTHS]);
  });
});
