import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars.tsx';

const render = (props: Parameters<typeof Stars>[0]) => renderToStaticMarkup(createElement(Stars, props));

describe('Stars (a rating drawn as one element)', () => {
  it('is one image read as its label, filled to the rating out of five', () => {
    const html = render({ value: 4.7, label: '4,7 sur 5', size: 20 });
    expect(html).toBe(
      '<span role="img" aria-label="4,7 sur 5" class="stars" style="--stars-size:20px;--stars-filled:94%"></span>',
    );
    expect(html).not.toContain('<svg');
  });

  it('is hidden from assistive technology without a label (a text beside says it)', () => {
    expect(render({ value: 3 })).toContain('aria-hidden="true"');
    expect(render({ value: 3 })).toContain('--stars-size:16px;--stars-filled:60%');
  });

  it('keeps an odd value within none and five stars', () => {
    expect(render({ value: 7 })).toContain('--stars-filled:100%');
    expect(render({ value: -2 })).toContain('--stars-filled:0%');
  });
});
