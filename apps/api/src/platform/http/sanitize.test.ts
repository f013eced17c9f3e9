import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeLocalisedHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links', () => {
    const html = '<h2>Soins</h2><p><strong>Doux</strong> <a href="/services">voir</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });
  it('removes scripts, handlers, iframes and javascript: URLs', () => {
    const dirty =
      '<p onclick="x()">a</p><script>alert(1)</script><iframe src="//evil"></iframe><a href="javascript:alert(1)">b</a><img src=x onerror=alert(1)>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|iframe|javascript:/i);
    expect(clean).toContain('<p>a</p>');
  });
  it('sanitises every language of a localised text', () => {
    expect(sanitizeLocalisedHtml({ fr: '<p>ok</p><script>x</script>', en: '<b>hi</b>' })).toEqual({
      fr: '<p>ok</p>',
      en: '<b>hi</b>',
    });
  });
});
