import { sql } from 'drizzle-orm';
import {
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
} from '@gameshelf/contracts';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../shared/errors.ts';
import { KOREAN_DAY, type ReviewRow, type ReviewValues, type ReviewsRepository } from './reviews-repository.ts';

type Paging = { page: number; size: number };
type ReviewInput = {
  rating: number;
  content: string;
  platformPlayedId?: number | null;
  completionStatus: ReviewValues['completionStatus'];
};

function toReview(row: ReviewRow, viewerId: number | null): Review {
  return {
    id: row.id,
    userId: row.user_id,
    gameId: row.game_id,
    rating: row.rating,
    content: row.content,
    platformPlayedId: row.platform_played_id,
    platformName: row.platform_name,
    completionStatus: row.completion_status,
    helpfulCount: row.helpful_count,
    reportCount: row.report_count,
    isMine: viewerId !== null && row.user_id === viewerId,
    isHelpful: row.is_helpful,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    username: row.username,
    userDisplayName: row.display_name,
    userProfileImageUrl: row.profile_image_url,
    gameName: row.game_name,
    gameNameKo: row.game_name_ko,
    gameCoverImageUrl: row.cover,
  };
}

/**
 * Reviews `r` (writer `u`) this viewer may see: those of public profiles and the viewer's own. A
 * private profile's reviews are hidden from everyone else (docs/decisions.md, "A private profile").
 */
const shownTo = (viewerId: number | null) =>
  viewerId === null ? sql`u.is_public_profile` : sql`(u.is_public_profile OR r.user_id = ${viewerId})`;

/** Reviews: one per user and game, own changes only, helpful votes never on one's own. */
export function createReviewsService(deps: { reviews: ReviewsRepository }) {
  const repo = deps.reviews;
  /** A hidden review is 'not found' to anyone but its writer. */
  const visible = (owner: { userId: number; profilePublic: boolean }, viewerId: number | null) =>
    owner.profilePublic || owner.userId === viewerId;

  async function page(
    viewerId: number | null,
    where: ReturnType<typeof sql>,
    order: ReturnType<typeof sql>,
    paging: Paging,
  ): Promise<ReviewPage> {
    const { rows, total } = await repo.list(viewerId, where, order, { size: paging.size, offset: paging.page * paging.size });
    const totalPages = Math.ceil(total / paging.size);
    return {
      content: rows.map((row) => toReview(row, viewerId)),
      totalElements: total,
      totalPages,
      currentPage: paging.page,
      size: paging.size,
      hasNext: paging.page + 1 < totalPages,
      hasPrevious: paging.page > 0,
    };
  }

  /** 0 or absent: none; otherwise one of the game's platforms. */
  async function values(gameId: number, input: ReviewInput): Promise<ReviewValues> {
    const platformPlayedId = input.platformPlayedId ? input.platformPlayedId : null;
    if (platformPlayedId !== null && !((await repo.gamePlatformIds(gameId)) ?? []).includes(platformPlayedId)) {
      throw new InvalidError(reviewMessages.platformInvalid, 'platformPlayedId');
    }
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
    gameReviews: (viewerId: number | null, gameId: number, paging: Paging) =>
      page(
        viewerId,
        sql`r.game_id = ${gameId} AND ${shownTo(viewerId)}`,
        viewerId === null
          ? sql`r.helpful_count DESC, r.created_at DESC, r.id DESC`
          : sql`(r.user_id = ${viewerId}) DESC, r.helpful_count DESC, r.created_at DESC, r.id DESC`,
        paging,
      ),

    /** The count of the reviews this viewer is shown; the average of every rating (it names no one). */
    stats: (viewerId: number | null, gameId: number): Promise<ReviewStats> => repo.stats(gameId, shownTo(viewerId)),

    async mine(userId: number, gameId: number): Promise<MyGameReview> {
      const row = await repo.findMine(userId, gameId);
      return { hasReview: row !== null, data: row ? toReview(row, userId) : null };
    },

    myReviews: (userId: number, paging: Paging) => page(userId, sql`r.user_id = ${userId}`, sql`r.created_at DESC, r.id DESC`, paging),

    /** A profile's reviews (reviews are public), newest first. */
    byUser: (viewerId: number | null, userId: number, paging: Paging) =>
      page(viewerId, sql`r.user_id = ${userId}`, sql`r.created_at DESC, r.id DESC`, paging),

    /** The user's reviews written on a Korean calendar day. */
    myReviewsOn: (userId: number, date: string, paging: Paging) =>
      page(userId, sql`r.user_id = ${userId} AND ${KOREAN_DAY} = ${date}::date`, sql`r.created_at DESC, r.id DESC`, paging),

    async calendar(userId: number, month: string): Promise<ReviewCalendar> {
      const [year, mon] = month.split('-').map(Number) as [number, number];
      const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
      const days = await repo.calendar(userId, `${month}-01`, `${month}-${String(last).padStart(2, '0')}`);
      return { month, days: days.map((d) => ({ date: d.date, count: d.count, coverImageUrls: d.covers })) };
    },

    /** Home's popular reviews: enough text, helpful votes weighted by age. */
    async popular(viewerId: number | null, size: number): Promise<Review[]> {
      // One list for everyone (home caches it): what a guest may see.
      const where = sql`${shownTo(null)} AND char_length(r.content) >= ${POPULAR_REVIEW_MIN_LENGTH}`;
      const rows = await repo.top(viewerId, where, repo.popularOrder, size);
      return rows.map((row) => toReview(row, viewerId));
    },

    async create(userId: number, input: ReviewInput & { gameId: number }): Promise<ReviewSaved> {
      if ((await repo.gamePlatformIds(input.gameId)) === null) throw new NotFoundError(catalogMessages.gameNotFound, 'gameId');
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
      if (!owner || !visible(owner, userId)) throw new NotFoundError(reviewMessages.notFound);
      if (owner.userId === userId) throw new InvalidError(reviewMessages.helpfulOwn);
      const status = await repo.toggleHelpful(id, userId);
      if (!status) throw new NotFoundError(reviewMessages.notFound);
      return status;
    },

    async helpfulStatus(viewerId: number | null, id: number): Promise<HelpfulStatus> {
      const owner = await repo.findOwner(id);
      if (!owner || !visible(owner, viewerId)) throw new NotFoundError(reviewMessages.notFound);
      return repo.helpfulStatus(id, viewerId);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
