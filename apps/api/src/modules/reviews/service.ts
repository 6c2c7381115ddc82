import {
  gameDisplayName,
  reviewHelpfulCopy,
  webPaths,
  POPULAR_REVIEW_MIN_LENGTH,
  type HelpfulStatus,
  type MessageResponse,
  type MyGameReview,
  type Review,
  type ReviewCalendar,
  type ReviewPage,
  type ReviewSaved,
  type ReviewStats,
  catalogMessages,
  reviewMessages,
  numberedPageFields,
  helpfulVoteRefusal,
  reviewVisibleTo,
  reviewPlatformOf,
} from '@gameshelf/contracts';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../shared/errors.ts';
import type { AppDb } from '../../db/database.ts';
import type { NotificationDraft } from '../notifications/raise.ts';
import type { ReviewPaging, ReviewRow, ReviewValues, ReviewsRepository } from './reviews-repository.ts';

type Paging = ReviewPaging;
type ReviewInput = {
  rating: number;
  content: string;
  platformPlayedId?: number | null;
  completionStatus: ReviewValues['completionStatus'];
};

function toReview(row: ReviewRow, viewerId: number | null): Review {
  return {
    id: row.id,
    userId: row.userId,
    gameId: row.gameId,
    rating: row.rating,
    content: row.content,
    platformPlayedId: row.platformPlayedId,
    platformName: row.platformName,
    completionStatus: row.completionStatus,
    helpfulCount: row.helpfulCount,
    reportCount: row.reportCount,
    isMine: viewerId !== null && row.userId === viewerId,
    isHelpful: row.isHelpful,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    username: row.username,
    userDisplayName: row.userDisplayName,
    userProfileImageUrl: row.userProfileImageUrl,
    gameName: row.gameName,
    gameNameKo: row.gameNameKo,
    gameCoverImageUrl: row.gameCoverImageUrl,
  };
}

/** Reviews: one per user and game, own changes only, helpful votes never on one's own. */
export function createReviewsService(deps: {
  reviews: ReviewsRepository;
  /** The game's platform ids, or null when the catalog has no such game. */
  platformIdsOf(gameId: number): Promise<number[] | null>;
  /** Writes notifications in the vote's transaction without failing it (the notifications' writer). */
  notify?: (tx: AppDb, drafts: readonly NotificationDraft[]) => Promise<void>;
}) {
  const repo = deps.reviews;

  function page(viewerId: number | null, paging: Paging, { rows, total }: { rows: ReviewRow[]; total: number }): ReviewPage {
    return { content: rows.map((row) => toReview(row, viewerId)), ...numberedPageFields(paging, total) };
  }

  async function values(gameId: number, input: ReviewInput): Promise<ReviewValues> {
    const platformPlayedId = input.platformPlayedId
      ? reviewPlatformOf(input.platformPlayedId, (await deps.platformIdsOf(gameId)) ?? [])
      : null;
    if (platformPlayedId === 'invalid') throw new InvalidError(reviewMessages.platformInvalid, 'platformPlayedId');
    return { rating: input.rating, content: input.content, platformPlayedId, completionStatus: input.completionStatus };
  }

  async function ownReview(userId: number, id: number) {
    const owner = await repo.findOwner(id);
    if (!owner) throw new NotFoundError(reviewMessages.notFound);
    if (owner.userId !== userId) throw new ForbiddenError(reviewMessages.ownOnly);
    return owner;
  }

  async function saved(userId: number, id: number, message: string): Promise<ReviewSaved> {
    const row = await repo.findById(userId, id);
    // Deleted by a request that ran in between.
    if (!row) throw new NotFoundError(reviewMessages.notFound);
    return { message, data: toReview(row, userId) };
  }

  return {
    /** Own review first, then the most helpful and the newest. */
    gameReviews: async (viewerId: number | null, gameId: number, paging: Paging) =>
      page(viewerId, paging, await repo.gameReviews({ viewerId, gameId, paging })),

    /** The count of the reviews this viewer is shown; the average of every rating (it names no one). */
    stats: (viewerId: number | null, gameId: number): Promise<ReviewStats> => repo.stats(gameId, viewerId),

    async mine(userId: number, gameId: number): Promise<MyGameReview> {
      const row = await repo.findMine(userId, gameId);
      return { hasReview: row !== null, data: row ? toReview(row, userId) : null };
    },

    myReviews: async (userId: number, paging: Paging) =>
      page(userId, paging, await repo.writerReviews({ viewerId: userId, writerId: userId, paging })),

    /** A profile's reviews (reviews are public), newest first. */
    byUser: async (viewerId: number | null, userId: number, paging: Paging) =>
      page(viewerId, paging, await repo.writerReviews({ viewerId, writerId: userId, paging })),

    /** The user's reviews written on a Korean calendar day. */
    myReviewsOn: async (userId: number, date: string, paging: Paging) =>
      page(userId, paging, await repo.writerReviews({ viewerId: userId, writerId: userId, day: date, paging })),

    async calendar(userId: number, month: string): Promise<ReviewCalendar> {
      const [year, mon] = month.split('-').map(Number) as [number, number];
      const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
      const days = await repo.calendar(userId, `${month}-01`, `${month}-${String(last).padStart(2, '0')}`);
      return { month, days: days.map((d) => ({ date: d.date, count: d.count, coverImageUrls: d.covers })) };
    },

    /** Home's popular reviews: enough text, helpful votes weighted by age. */
    async popular(viewerId: number | null, size: number): Promise<Review[]> {
      // One list for everyone (home caches it): what a guest may see.
      const rows = await repo.popular({ viewerId, minLength: POPULAR_REVIEW_MIN_LENGTH, size });
      return rows.map((row) => toReview(row, viewerId));
    },

    async create(userId: number, input: ReviewInput & { gameId: number }): Promise<ReviewSaved> {
      if ((await deps.platformIdsOf(input.gameId)) === null) throw new NotFoundError(catalogMessages.gameNotFound, 'gameId');
      const id = await repo.create(userId, input.gameId, await values(input.gameId, input));
      if (id === null) throw new ConflictError(reviewMessages.alreadyReviewed, 'gameId');
      return saved(userId, id, reviewMessages.created);
    },

    async update(userId: number, id: number, input: ReviewInput): Promise<ReviewSaved> {
      const { gameId } = await ownReview(userId, id);
      if (!(await repo.update(id, gameId, await values(gameId, input)))) throw new NotFoundError(reviewMessages.notFound);
      return saved(userId, id, reviewMessages.updated);
    },

    async delete(userId: number, id: number): Promise<MessageResponse> {
      const { gameId } = await ownReview(userId, id);
      if (!(await repo.delete(id, userId, gameId))) throw new NotFoundError(reviewMessages.notFound);
      return { message: reviewMessages.deleted };
    },

    async toggleHelpful(userId: number, id: number): Promise<HelpfulStatus> {
      const owner = await repo.findOwner(id);
      const refusal = owner ? helpfulVoteRefusal(owner, userId) : 'notFound';
      if (refusal === 'notFound') throw new NotFoundError(reviewMessages.notFound);
      if (refusal === 'own') throw new InvalidError(reviewMessages.helpfulOwn);
      // A new vote tells the writer: one row per review saying how many found it helpful, raised again
      // as the count passes what it told (an unvote and a vote again tell nothing new).
      const notify = deps.notify;
      const status = await repo.toggleHelpful(
        id,
        userId,
        notify &&
          ((tx, vote) =>
            notify(tx, [
              {
                userId: vote.writerId,
                kind: 'review_helpful',
                ...reviewHelpfulCopy({
                  gameName: gameDisplayName({ name: vote.gameName, nameKo: vote.gameNameKo }),
                  helpfulCount: vote.helpfulCount,
                }),
                linkUrl: webPaths.game(vote.gameId),
                dedupeKey: `review-helpful:${id}`,
                groupCount: vote.helpfulCount,
              },
            ])),
      );
      if (!status) throw new NotFoundError(reviewMessages.notFound);
      return status;
    },

    /** One review, when this viewer may see it (a review on a private profile is its writer's alone). */
    async one(viewerId: number | null, id: number): Promise<Review> {
      const owner = await repo.findOwner(id);
      if (!owner || !reviewVisibleTo(owner, viewerId)) throw new NotFoundError(reviewMessages.notFound);
      const row = await repo.findById(viewerId, id);
      if (!row) throw new NotFoundError(reviewMessages.notFound);
      return toReview(row, viewerId);
    },

    async helpfulStatus(viewerId: number | null, id: number): Promise<HelpfulStatus> {
      const owner = await repo.findOwner(id);
      if (!owner || !reviewVisibleTo(owner, viewerId)) throw new NotFoundError(reviewMessages.notFound);
      return repo.helpfulStatus(id, viewerId);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
