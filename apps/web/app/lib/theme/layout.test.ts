import { describe, expect, it } from 'vitest';
import { backgroundCss, layoutAttributes } from './layout.ts';

describe('layoutAttributes', () => {
  it('sets one data attribute per switch that is on', () => {
    expect(
      layoutAttributes({
        siteContained: true,
        shadowSiteContained: false,
        headerFullWidth: true,
        headerDark: true,
      }),
    ).toEqual({ 'data-site-contained': '', 'data-header-full-width': '', 'data-header-dark': '' });
  });
});

describe('backgroundCss (booker background colour, image, repeat)', () => {
  it('gives nothing when the business chose no background', () => {
    expect(backgroundCss({ backgroundColor: null, backgroundImage: null, backgroundRepeat: false })).toBe('');
  });

  it('sets the colour and the image, repeated or covering', () => {
    expect(
      backgroundCss({
        backgroundColor: '#fafafa',
        backgroundImage: '/api/media/bg.png',
        backgroundRepeat: true,
      }),
    ).toBe(
      ':root{--eclat-page-background:#fafafa;--eclat-page-background-image:url("/api/media/bg.png");--eclat-page-background-repeat:repeat;--eclat-page-background-size:auto}',
    );
    expect(
      backgroundCss({ backgroundColor: 'red;}x{', backgroundImage: 'javascript:x', backgroundRepeat: false }),
    ).toBe('');
  });
});
