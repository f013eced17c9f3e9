import { describe, expect, it } from 'vitest';
import { picturesOf } from '../scripts/bench/warm-pictures.ts';

describe('the bench’s pictures warm-up', () => {
  it('finds every picture a page names: src, srcset, preload candidates and CSS url()', () => {
    const html = [
      '<link rel="preload" as="image" imageSrcSet="/api/media/co/a.svg?w=480 480w, /api/media/co/a.svg?w=828 828w"/>',
      '<style>:root{--bg:url(&quot;/api/media/co/bg.svg?w=1600&quot;)}</style>',
      '<style>:root{--x:url("/api/media/co/x.svg?w=1600")}</style>',
      '<img src="/api/media/co/a.svg?w=1600" srcset="/api/media/co/a.svg?w=240 240w,/api/media/co/a.svg?w=480 480w"/>',
      '<script>{"image":"/api/media/co/s.svg"}</script>',
      '<a href="/paris-marais">x</a>',
    ].join('');
    expect(picturesOf(html).sort()).toEqual(
      [
        '/api/media/co/a.svg?w=1600',
        '/api/media/co/a.svg?w=240',
        '/api/media/co/a.svg?w=480',
        '/api/media/co/a.svg?w=828',
        '/api/media/co/bg.svg?w=1600',
        '/api/media/co/s.svg',
        '/api/media/co/x.svg?w=1600',
      ].sort(),
    );
  });
});
