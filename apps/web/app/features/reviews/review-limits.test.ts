import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX } from '@eclat/contracts';
import { describe, expect, it } from 'vitest';
import { REVIEW_COMMENT_MAX as FORM_MAX } from './review-form.tsx';

describe('the review form keeps to the contract (issue 22)', () => {
  it('allows the comment length the API accepts, and 1 to 5 stars', () => {
    expect(FORM_MAX).toBe(REVIEW_COMMENT_MAX);
    expect([RATING_MIN, RATING_MAX]).toEqual([1, 5]);
  });
});
