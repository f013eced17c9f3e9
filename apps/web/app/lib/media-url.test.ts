import { describe, expect, it } from 'vitest';
import { toWebUrl } from './media-url.ts';

describe('toWebUrl', () => {
  const api = 'http://127.0.0.1:4000';

  it('keeps /api/ paths, which the web origin proxies', () => {
    expect(toWebUrl('/api/media/maison-eclat/shops/paris-marais.svg', api)).toBe(
      '/api/media/maison-eclat/shops/paris-marais.svg',
    );
  });

  it('turns absolute API media URLs into web-origin paths', () => {
    expect(toWebUrl('http://127.0.0.1:4000/api/media/x.png?w=400', api)).toBe('/api/media/x.png?w=400');
  });

  it('leaves other URLs alone', () => {
    expect(toWebUrl('https://cdn.example.com/x.png', api)).toBe('https://cdn.example.com/x.png');
    expect(toWebUrl('http://127.0.0.1:4000/other', api)).toBe('http://127.0.0.1:4000/other');
  });
});
