import { describe, expect, it } from 'vitest';
import { plainText } from './notices.server.ts';

describe('plainText (one-line summaries of the bell menu)', () => {
  it('drops tags, decodes the common entities and collapses spaces', () => {
    expect(plainText('<p>Atelier&nbsp;<strong>masque</strong> &amp; thé</p>\n<p>Six places</p>')).toBe(
      'Atelier masque & thé Six places',
    );
  });

  it('shortens long texts with an ellipsis', () => {
    const text = plainText(`<p>${'a'.repeat(300)}</p>`, 20);
    expect(text).toHaveLength(20);
    expect(text.endsWith('…')).toBe(true);
  });
});
