import { describe, expect, it } from 'vitest';
import { previewMarker, previewTokenFromUrl, validPreviewToken } from './marker.ts';

describe('preview marker (spec §4)', () => {
  it('finds the token between the start and end markers, in the query or the path', () => {
    const token = '3f9a0c1d2e3f4a5b6c7d8e9f00112233';
    expect(previewTokenFromUrl(`http://x/?preview=${previewMarker(token)}`)).toBe(token);
    expect(previewTokenFromUrl(`/en/services/${previewMarker(token)}`)).toBe(token);
    expect(previewTokenFromUrl(`/?p=${encodeURIComponent(previewMarker(token))}`)).toBe(token);
  });

  it('ignores URLs without a complete marker or with an unusable token', () => {
    expect(previewTokenFromUrl('/?preview=__pvs__abc')).toBeNull();
    expect(previewTokenFromUrl('/?preview=__pvs__a"b__pve__')).toBeNull();
    expect(previewTokenFromUrl('/%E0%A4%A')).toBeNull();
    expect(validPreviewToken('short')).toBeNull();
    expect(validPreviewToken('abcdefgh12')).toBe('abcdefgh12');
  });
});
