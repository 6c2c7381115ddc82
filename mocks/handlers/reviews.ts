import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import {
  averageRating,
  createReview,
  gameReviewOrder,
  ReviewCreateSchema,
  ReviewUpdateSchema,
  accountMessages,
  deleteReview,
  getGameReviewStats,
  getMyGameReview,
  pageGameReviews,
  toggleReviewHelpful,
  updateReview,
  commonMessages,
  reviewMessages,
  type ErrorBody,
  type Review,
  type ReviewPage,
  numberedPageOf,
  helpfulVoteRefusal,
  reviewPlatformOf,
} from '@gameshelf/contracts';
import { games } from '../fixtures/games.ts';
import { fixtureGameReviews, makeReview } from '../fixtures/reviews.ts';
import { makeUserInfo } from '../fixtures/users.ts';
import { handle } from './endpoint.ts';
import { viewerOf } from './viewer.ts';
import { pageRequestOf } from './page-request.ts';

/** One page of reviews as the API pages them (`page`, `size` from the query). */
export function reviewPageOf(list: readonly Review[], url: URL, defaultSize: number): ReviewPage {
  return numberedPageOf(list, pageRequestOf(url, defaultSize));
}

const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });
const fail = (message: string, status: number) => json<ErrorBody>({ message }, status);

/**
 * The fields a create or an update sets (the body as the contract parsed it), with the platform's name
 * from the game; the server's 400 for a platform the game is not on.
 */
function written(body: z.output<typeof ReviewUpdateSchema>, platforms: readonly { id: number; name: string }[]) {
  const platformId = reviewPlatformOf(
    body.platformPlayedId,
    platforms.map((p) => p.id),
  );
  if (platformId === 'invalid') return json<ErrorBody>({ message: reviewMessages.platformInvalid, field: 'platformPlayedId' }, 400);
  const platform = platforms.find((p) => p.id === platformId) ?? null;
  return {
    rating: body.rating,
    content: body.content,
    platformPlayedId: platform?.id ?? null,
    platformName: platform?.name ?? null,
    completionStatus: body.completionStatus,
  };
}

/** The contract's first problem with a body, as the API answers it (400). */
const invalid = (error: { issues: readonly { message: string }[] }) => fail(error.issues[0]?.message ?? commonMessages.invalidRequest, 400);

/** A game's reviews in memory, answering as the API does (own first, helpful toggles, own deletes). */
export function reviewHandlersFor(initial: readonly Review[] = fixtureGameReviews): HttpHandler[] {
  let reviews = initial.map((r) => ({ ...r }));
  const votes = new Map<number, Set<number>>();
  const view = (r: Review, viewer: number | null): Review => ({
    ...r,
    isMine: viewer !== null && r.userId === viewer,
    isHelpful: viewer !== null && (votes.get(r.id)?.has(viewer) ?? false),
    helpfulCount: r.helpfulCount + (votes.get(r.id)?.size ?? 0),
  });
  return [
    handle(getGameReviewStats, ({ params }) => {
      const list = reviews.filter((r) => r.gameId === Number(params.id));
      return json({ reviewCount: list.length, averageRating: averageRating(list.map((r) => r.rating)) });
    }),
    handle(getMyGameReview, ({ request, params }) => {
      const viewer = viewerOf(request);
      if (viewer === null) return fail(accountMessages.loginRequired, 401);
      const mine = reviews.find((r) => r.gameId === Number(params.id) && r.userId === viewer);
      return json({ hasReview: Boolean(mine), data: mine ? view(mine, viewer) : null });
    }),
    handle(pageGameReviews, ({ request, params }) => {
      const viewer = viewerOf(request);
      const sorted = reviews
        .filter((r) => r.gameId === Number(params.id))
        .map((r) => view(r, viewer))
        .sort(gameReviewOrder);
      return json(reviewPageOf(sorted, new URL(request.url), 10));
    }),
    handle(toggleReviewHelpful, ({ request, params }) => {
      const viewer = viewerOf(request);
      if (viewer === null) return fail(accountMessages.loginRequired, 401);
      const review = reviews.find((r) => r.id === Number(params.id));
      // The reviews mock has no private profiles: every review is visible.
      const refusal = review ? helpfulVoteRefusal({ userId: review.userId, profilePublic: true }, viewer) : 'notFound';
      if (!review || refusal === 'notFound') return fail(reviewMessages.notFound, 404);
      if (refusal === 'own') return fail(reviewMessages.helpfulOwn, 400);
      const set = votes.get(review.id) ?? new Set<number>();
      if (set.has(viewer)) set.delete(viewer);
      else set.add(viewer);
      votes.set(review.id, set);
      const shown = view(review, viewer);
      return json({ isHelpful: shown.isHelpful, helpfulCount: shown.helpfulCount });
    }),
    handle(createReview, async ({ request }) => {
      const viewer = viewerOf(request);
      if (viewer === null) return fail(accountMessages.loginRequired, 401);
      const parsed = ReviewCreateSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      const body = parsed.data;
      if (reviews.some((r) => r.gameId === body.gameId && r.userId === viewer)) return fail(reviewMessages.alreadyReviewed, 409);
      const game = games.find((g) => g.id === body.gameId);
      const id = Math.max(900, ...reviews.map((r) => r.id)) + 1;
      const now = new Date().toISOString();
      const author = makeUserInfo({ id: viewer });
      const fields = written(body, game?.platforms ?? []);
      if (fields instanceof HttpResponse) return fields;
      const review: Review = {
        ...makeReview({ id, gameId: body.gameId }),
        ...fields,
        userId: viewer,
        username: author.username,
        userDisplayName: author.displayName,
        userProfileImageUrl: author.profileImageUrl,
        helpfulCount: 0,
        createdAt: now,
        updatedAt: now,
      };
      reviews = [review, ...reviews];
      return json({ message: reviewMessages.created, data: view(review, viewer) }, 201);
    }),
    handle(updateReview, async ({ request, params }) => {
      const viewer = viewerOf(request);
      // The body is checked first, as the route's schema is.
      const parsed = ReviewUpdateSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error);
      const review = reviews.find((r) => r.id === Number(params.id));
      if (!review) return fail(reviewMessages.notFound, 404);
      if (review.userId !== viewer) return fail(reviewMessages.ownOnly, 403);
      const game = games.find((g) => g.id === review.gameId);
      const fields = written(parsed.data, game?.platforms ?? []);
      if (fields instanceof HttpResponse) return fields;
      const updated = {
        ...review,
        ...fields,
        updatedAt: new Date().toISOString(),
      };
      reviews = reviews.map((r) => (r.id === review.id ? updated : r));
      return json({ message: reviewMessages.updated, data: view(updated, viewer) });
    }),
    handle(deleteReview, ({ request, params }) => {
      const viewer = viewerOf(request);
      const review = reviews.find((r) => r.id === Number(params.id));
      if (!review) return fail(reviewMessages.notFound, 404);
      if (review.userId !== viewer) return fail(reviewMessages.ownOnly, 403);
      reviews = reviews.filter((r) => r.id !== review.id);
      return json({ message: reviewMessages.deleted });
    }),
  ];
}

export const reviewHandlers = {
  get loaded(): HttpHandler[] {
    return reviewHandlersFor();
  },
  get empty(): HttpHandler[] {
    return reviewHandlersFor([]);
  },
  error: [
    handle(pageGameReviews, () => fail(commonMessages.internalError, 500)),
    handle(getGameReviewStats, () => fail(commonMessages.internalError, 500)),
  ],
  helpfulFails: [handle(toggleReviewHelpful, () => fail(commonMessages.internalError, 500))],
  /** Saving fails on the server (500), or the lookup of one's own review does. */
  saveFails: [
    handle(createReview, () => fail(commonMessages.internalError, 500)),
    handle(updateReview, () => fail(commonMessages.internalError, 500)),
  ],
  mineFails: [handle(getMyGameReview, () => fail(commonMessages.internalError, 500))],
  /** Saving never answers (the screen stays in its saving state). */
  saveHangs: [
    handle(createReview, () => new Promise<never>(() => undefined)),
    handle(updateReview, () => new Promise<never>(() => undefined)),
  ],
};
