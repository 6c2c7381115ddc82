import { describe, expect, it } from 'vitest';
import { koreanDay } from './common/dates.ts';
import { newestFirst } from './common/values.ts';
import {
  averageRating,
  gameReviewOrder,
  helpfulVoteRefusal,
  reviewPlatformOf,
  reviewVisibleTo,
  shownAverageRating,
} from './reviews/values.ts';

describe('average rating', () => {
  it('shows one decimal, rounded half up', () => {
    expect(shownAverageRating(4.25)).toBe(4.3);
    expect(shownAverageRating(4.24)).toBe(4.2);
    expect(shownAverageRating(5)).toBe(5);
  });

  it('is 0 with no ratings', () => {
    expect(shownAverageRating(null)).toBe(0);
    expect(averageRating([])).toBe(0);
  });

  it('averages the ratings', () => {
    expect(averageRating([5, 4.5, 3])).toBe(4.2);
    expect(averageRating([0.5])).toBe(0.5);
  });
});

const review = (id: number, createdAt: string, helpfulCount = 0, isMine = false) => ({ id, createdAt, helpfulCount, isMine });

describe('review order', () => {
  it('lists a writer’s reviews newest first, the higher id first on the same instant', () => {
    const list = [review(1, '2026-11-01T00:00:00.000Z'), review(3, '2026-11-02T00:00:00.000Z'), review(2, '2026-11-02T00:00:00.000Z')];
    expect([...list].sort(newestFirst).map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('lists a game’s reviews own first, then the most helpful, then the newest', () => {
    const list = [
      review(1, '2026-11-03T00:00:00.000Z', 0),
      review(2, '2026-11-01T00:00:00.000Z', 9),
      review(3, '2026-11-02T00:00:00.000Z', 0, true),
      review(4, '2026-11-04T00:00:00.000Z', 0),
    ];
    expect([...list].sort(gameReviewOrder).map((r) => r.id)).toEqual([3, 2, 4, 1]);
  });
});

describe('who sees and votes on a review', () => {
  const open = { userId: 1, profilePublic: true };
  const hidden = { userId: 1, profilePublic: false };

  it("hides a private profile's review from everyone but its writer", () => {
    expect(reviewVisibleTo(hidden, 1)).toBe(true);
    expect(reviewVisibleTo(hidden, 2)).toBe(false);
    expect(reviewVisibleTo(hidden, null)).toBe(false);
    expect(reviewVisibleTo(open, null)).toBe(true);
  });

  it('lets others mark a visible review helpful, never its writer', () => {
    expect(helpfulVoteRefusal(open, 2)).toBeNull();
    expect(helpfulVoteRefusal(open, 1)).toBe('own');
    expect(helpfulVoteRefusal(hidden, 2)).toBe('notFound');
  });
});

describe('reviewPlatformOf', () => {
  it("records no platform for 0 or none, one of the game's, and refuses any other", () => {
    expect(reviewPlatformOf(undefined, [6, 48])).toBeNull();
    expect(reviewPlatformOf(0, [6, 48])).toBeNull();
    expect(reviewPlatformOf(48, [6, 48])).toBe(48);
    expect(reviewPlatformOf(130, [6, 48])).toBe('invalid');
  });
});

describe('koreanDay', () => {
  it('counts days in Asia/Seoul, not UTC', () => {
    expect(koreanDay(new Date('2026-10-31T15:10:00.000Z'))).toBe('2026-11-01');
    expect(koreanDay(new Date('2026-10-31T14:59:59.999Z'))).toBe('2026-10-31');
  });
});
