import { describe, expect, it } from 'vitest';
import { reviewMessages, ReviewUpdateSchema } from '@gameshelf/contracts';
import { makeReview } from '@gameshelf/mocks';
import { reviewFormDefaults } from './review-form.ts';

/** The first message the contract's schema gives each field, as the form shows it. */
const problems = (values: unknown) =>
  Object.fromEntries((ReviewUpdateSchema.safeParse(values).error?.issues ?? []).reverse().map((issue) => [issue.path[0], issue.message]));
const newReview = reviewFormDefaults(null);

describe('review form', () => {
  it('asks for a rating and for text', () => {
    expect(problems(newReview)).toEqual({ rating: reviewMessages.ratingRequired, content: reviewMessages.contentRequired });
    expect(problems({ ...newReview, rating: 4, content: '   \n ' })).toEqual({ content: reviewMessages.contentRequired });
  });

  it('allows 2000 characters after trimming, counting each emoji once', () => {
    const ok = { ...newReview, rating: 5, content: `  ${'가'.repeat(2000)}  ` };
    expect(problems(ok)).toEqual({});
    expect(problems({ ...ok, content: '가'.repeat(2001) })).toEqual({ content: reviewMessages.contentTooLong });
    expect(problems({ ...ok, content: '🎮'.repeat(2000) })).toEqual({});
  });

  it('sends trimmed text, the platform as a number or null, and the status', () => {
    const body = { rating: 3, content: ' 좋아요 ', platformPlayedId: null, completionStatus: 'PLAYING' };
    expect(ReviewUpdateSchema.parse(body)).toEqual({ rating: 3, content: '좋아요', platformPlayedId: null, completionStatus: 'PLAYING' });
    expect(ReviewUpdateSchema.parse({ ...body, platformPlayedId: 130 }).platformPlayedId).toBe(130);
  });

  it('starts an edit from the stored review, keeping a half-star rating until it is changed', () => {
    const review = makeReview({ id: 1, gameId: 1, rating: 4.5, content: '다시 할 거예요', completionStatus: 'COMPLETED' });
    expect(reviewFormDefaults(review)).toEqual({
      rating: 4.5,
      content: '다시 할 거예요',
      platformPlayedId: null,
      completionStatus: 'COMPLETED',
    });
    expect(problems(reviewFormDefaults(review))).toEqual({});
  });
});
