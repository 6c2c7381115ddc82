import { describe, expect, it } from 'vitest';
import { reviewMessages } from '@gameshelf/contracts';
import { makeReview } from '@gameshelf/mocks';
import { emptyReviewForm, toReviewBody, toReviewForm, validateReview } from './review-form.ts';

describe('review form', () => {
  it('asks for a rating and for text', () => {
    expect(validateReview(emptyReviewForm)).toEqual({ rating: reviewMessages.ratingRequired, content: reviewMessages.contentRequired });
    expect(validateReview({ ...emptyReviewForm, rating: 4, content: '   \n ' })).toEqual({ content: reviewMessages.contentRequired });
  });

  it('allows 2000 characters after trimming, counting each emoji once', () => {
    const ok = { ...emptyReviewForm, rating: 5, content: `  ${'가'.repeat(2000)}  ` };
    expect(validateReview(ok)).toEqual({});
    expect(validateReview({ ...ok, content: '가'.repeat(2001) })).toEqual({ content: reviewMessages.contentTooLong });
    expect(validateReview({ ...ok, content: '🎮'.repeat(2000) })).toEqual({});
  });

  it('sends trimmed text, the platform as a number or null, and the status', () => {
    expect(toReviewBody({ rating: 3, content: ' 좋아요 ', platformPlayedId: '', completionStatus: 'PLAYING' })).toEqual({
      rating: 3,
      content: '좋아요',
      platformPlayedId: null,
      completionStatus: 'PLAYING',
    });
    expect(toReviewBody({ rating: 5, content: '최고', platformPlayedId: '130', completionStatus: 'COMPLETED' }).platformPlayedId).toBe(130);
  });

  it('starts an edit from the stored review, keeping a half-star rating until it is changed', () => {
    const form = toReviewForm(makeReview({ id: 1, gameId: 1, rating: 4.5, content: '다시 할 거예요', completionStatus: 'COMPLETED' }));
    expect(form).toEqual({ rating: 4.5, content: '다시 할 거예요', platformPlayedId: '', completionStatus: 'COMPLETED' });
  });
});
