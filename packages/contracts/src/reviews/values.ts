import { isBlank, newestFirst } from '../common/values.ts';
import { reviewMessages } from './messages.ts';

/** Spec 2 §5 and §9. */
export const REVIEW_CONTENT_MAX = 2000;

/** The content rule: some text that shows (trimmed), at most 2000 characters. */
export function reviewContentError(content: string): string | null {
  if (isBlank(content)) return reviewMessages.contentRequired;
  if ([...content.trim()].length > REVIEW_CONTENT_MAX) return reviewMessages.contentTooLong;
  return null;
}
export const REVIEW_RATING_MIN = 0.5;
export const REVIEW_RATING_MAX = 5;
export const GAME_REVIEWS_PAGE_SIZE = 10;
export const MY_REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_BY_DATE_PAGE_SIZE = 50;
export const REVIEWS_PAGE_SIZE_MAX = 1000;
export const POPULAR_REVIEWS_MAX = 5;
/** A review needs this much text to be offered as popular (docs/decisions.md). */
export const POPULAR_REVIEW_MIN_LENGTH = 20;

/** Completion status of a review (spec 1 §3): 플레이 전 / 플레이 중 / 클리어. */
export const REVIEW_COMPLETION_STATUSES = ['BACKLOG', 'PLAYING', 'COMPLETED'] as const;
export type ReviewCompletionStatus = (typeof REVIEW_COMPLETION_STATUSES)[number];
export const REVIEW_COMPLETION_LABELS: Record<ReviewCompletionStatus, string> = {
  BACKLOG: '플레이 전',
  PLAYING: '플레이 중',
  COMPLETED: '클리어',
};

/** A rating average as shown: to one decimal, 0 when there are no ratings. */
export function shownAverageRating(average: number | null): number {
  return average === null ? 0 : Math.round(average * 10) / 10;
}

/** The shown average of `ratings`. The server averages in SQL and rounds with `shownAverageRating`. */
export function averageRating(ratings: readonly number[]): number {
  return shownAverageRating(ratings.length ? ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length : null);
}

type Ordered = { id: number; createdAt: string; helpfulCount: number };

/**
 * A game's reviews as listed: the viewer's own first, then the most helpful, then the newest. The
 * server orders so in SQL (reviews-repository.ts, `gameReviews`).
 */
export function gameReviewOrder(a: Ordered & { isMine: boolean }, b: Ordered & { isMine: boolean }): number {
  return Number(b.isMine) - Number(a.isMine) || b.helpfulCount - a.helpfulCount || newestFirst(a, b);
}

/** How many covers a day of the review calendar shows (its newest reviews' games). */
export const REVIEW_CALENDAR_COVERS_MAX = 3;

/** Who wrote a review and whether their profile is public: what decides who may see and vote on it. */
export interface ReviewWriter {
  readonly userId: number;
  readonly profilePublic: boolean;
}

/** A review of a private profile is its writer's alone: 'not found' to anyone else. */
export const reviewVisibleTo = (writer: ReviewWriter, viewerId: number | null): boolean =>
  writer.profilePublic || writer.userId === viewerId;

/** Why `userId` may not mark a review helpful, or null: one they cannot see is 'notFound', their own is 'own'. */
export function helpfulVoteRefusal(writer: ReviewWriter, userId: number): 'notFound' | 'own' | null {
  if (!reviewVisibleTo(writer, userId)) return 'notFound';
  return writer.userId === userId ? 'own' : null;
}

/** The platform a review records: none for 0 or absent, else one of the game's platforms; 'invalid' for any other. */
export function reviewPlatformOf(
  platformPlayedId: number | null | undefined,
  gamePlatformIds: readonly number[],
): number | null | 'invalid' {
  if (!platformPlayedId) return null;
  return gamePlatformIds.includes(platformPlayedId) ? platformPlayedId : 'invalid';
}
