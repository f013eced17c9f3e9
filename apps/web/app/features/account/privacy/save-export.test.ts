import { describe, expect, it } from 'vitest';
import { attachmentName } from './save-export.ts';

describe('the export file name (Content-Disposition)', () => {
  it('keeps the API’s file name', () => {
    expect(attachmentName('attachment; filename="eclat-data-2026-11-03.json"')).toBe(
      'eclat-data-2026-11-03.json',
    );
    expect(attachmentName('attachment; filename=eclat-data.json')).toBe('eclat-data.json');
  });

  it('falls back on a plain name without a header or with an odd one', () => {
    expect(attachmentName(null)).toBe('eclat-data.json');
    expect(attachmentName('attachment; filename="../../etc/passwd"')).toBe('eclat-data.json');
  });
});
