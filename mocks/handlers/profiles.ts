import { delay, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  accountMessages,
  canSeeCollection,
  canSeeProfile,
  collectionTotals,
  commonMessages,
  exportMyData,
  getUserProfile,
  listUserGenrePreferences,
  listUserPlatformPreferences,
  MY_REVIEWS_PAGE_SIZE,
  newestFirst,
  pageMyReviews,
  pageUserActivity,
  pageUserCollections,
  pageUserReviews,
  PRIVATE_PROFILE_CODE,
  profileMessages,
  profileStats,
  visibleSpentAmount,
  type CollectionSummary,
  type ErrorBody,
  type Review,
} from '@gameshelf/contracts';
import { busyGenres, emptyWorld, indieFanWorld, playerOneWorld, type ProfileWorld } from '../fixtures/public-profiles.ts';
import { handle } from './endpoint.ts';
import { reviewPageOf } from './reviews.ts';
import { viewerOf } from './viewer.ts';
import { pageFromUrl } from './page-request.ts';

/** The profile calls, in the order their handlers are listed. */
const profileCalls = [
  getUserProfile,
  pageUserCollections,
  pageUserReviews,
  pageUserActivity,
  listUserGenrePreferences,
  listUserPlatformPreferences,
] as const;

const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });
const fail = (message: string, status: number, code?: string) => json<ErrorBody>(code ? { message, code } : { message }, status);
const serverError = () => fail(commonMessages.internalError, 500);
const never = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

/** What `viewer` may see of `world`, as the API cuts it; null when the profile is closed to them. */
function viewOf(world: ProfileWorld, viewer: number | null) {
  const isMe = viewer === world.userId;
  if (!canSeeProfile(world, viewer)) return null;
  const collections = world.collections.filter((c) =>
    canSeeCollection({ userId: world.userId, isPublic: c.summary.isPublic, ownerProfilePublic: world.isPublicProfile }, viewer),
  );
  const stats = profileStats(
    collections.flatMap((c) => c.games),
    collections.length,
  );
  const summaries: CollectionSummary[] = collections.map((c) => ({
    ...c.summary,
    isOwner: isMe,
    totalSpentAmount: visibleSpentAmount(collectionTotals(c.games).totalSpent, isMe),
  }));
  const activity = world.activity.filter(
    (a) => isMe || a.collectionId === null || collections.some((c) => c.summary.id === a.collectionId),
  );
  return { isMe, stats, summaries, activity };
}

/**
 * The public-profile routes over `worlds`, answering as the API does: the viewer comes from the
 * mock token; a private profile answers others its name and photo and 403 for its parts; an
 * unknown name 404.
 */
export function profileHandlersFor(worlds: readonly ProfileWorld[]): HttpHandler[] {
  const worldOf = (username: string) => worlds.find((w) => w.username === username);
  /** Runs `answer` for a known, visible profile; the API's 404 and 403 otherwise. */
  const part =
    <T extends JsonBodyType>(answer: (world: ProfileWorld, view: NonNullable<ReturnType<typeof viewOf>>, url: URL) => T) =>
    ({ request, params }: { request: Request; params: { username: string } }) => {
      const world = worldOf(params.username);
      if (!world) return fail(profileMessages.userNotFound, 404);
      const view = viewOf(world, viewerOf(request));
      if (!view) return fail(profileMessages.privateProfileDescription, 403, PRIVATE_PROFILE_CODE);
      return json(answer(world, view, new URL(request.url)));
    };
  return [
    handle(getUserProfile, ({ request, params }) => {
      const world = worldOf(params.username);
      if (!world) return fail(profileMessages.userNotFound, 404);
      const view = viewOf(world, viewerOf(request));
      const base = { username: world.username, displayName: world.displayName, profileImageUrl: world.profileImageUrl };
      return json(
        view
          ? { ...base, bio: world.bio, isPublicProfile: world.isPublicProfile, isMe: view.isMe, stats: view.stats }
          : { ...base, bio: null, isPublicProfile: false, isMe: false, stats: null },
      );
    }),
    handle(
      pageUserCollections,
      part((_world, view, url) => pageFromUrl(view.summaries, url)),
    ),
    handle(
      pageUserReviews,
      part((world, _view, url) => reviewPageOf(world.reviews, url, 20)),
    ),
    handle(
      pageUserActivity,
      part((_world, view, url) => pageFromUrl(view.activity, url)),
    ),
    handle(
      listUserGenrePreferences,
      part((world) => world.genres),
    ),
    handle(
      listUserPlatformPreferences,
      part((world) => world.platforms),
    ),
  ];
}

const privateIndieFan: ProfileWorld = { ...indieFanWorld, isPublicProfile: false };
const defaultWorlds = [playerOneWorld, indieFanWorld, emptyWorld];

/** Groups for `parameters.msw.handlers.profiles`. */
export const profileHandlers = {
  /** player_one (the story user), indie_fan (public) and new_player (nothing collected). */
  get loaded(): HttpHandler[] {
    return profileHandlersFor(defaultWorlds);
  },
  /** indie_fan has made the profile private. */
  get privateProfile(): HttpHandler[] {
    return profileHandlersFor([playerOneWorld, privateIndieFan, emptyWorld]);
  },
  /** player_one likes fourteen genres: the legend's colours cycle. */
  get busyGenres(): HttpHandler[] {
    return profileHandlersFor([{ ...playerOneWorld, genres: busyGenres }, indieFanWorld]);
  },
  /** Every profile call waits forever. */
  loading: profileCalls.map((endpoint) => handle(endpoint, never)),
  /** Every profile call fails with 500. */
  error: profileCalls.map((endpoint) => handle(endpoint, serverError)),
};

/** `GET /api/reviews/my`: the signed-in viewer's reviews, newest first, 10 a page unless asked. */
export function myReviewsHandlersFor(reviews: readonly Review[]): HttpHandler[] {
  return [
    handle(pageMyReviews, ({ request }) => {
      if (viewerOf(request) === null) return fail(accountMessages.loginRequired, 401);
      const sorted = [...reviews].sort(newestFirst);
      return json(reviewPageOf(sorted, new URL(request.url), MY_REVIEWS_PAGE_SIZE));
    }),
  ];
}

export const myReviewsHandlers = {
  get loaded(): HttpHandler[] {
    return myReviewsHandlersFor(playerOneWorld.reviews);
  },
  get empty(): HttpHandler[] {
    return myReviewsHandlersFor([]);
  },
  error: [handle(pageMyReviews, serverError)],
};

/** `GET /api/users/me/export`: a small file of the chosen format, named as the API names it. */
export const dataExportHandlers = {
  ok: [
    handle(exportMyData, ({ request }) => {
      if (viewerOf(request) === null) return fail(accountMessages.loginRequired, 401);
      const csv = new URL(request.url).searchParams.get('format') === 'csv';
      const name = `gameshelf-player_one-2026-11-24.${csv ? 'zip' : 'json'}`;
      return new HttpResponse(csv ? new Uint8Array([0x50, 0x4b, 0x05, 0x06]) : JSON.stringify({ profile: { username: 'player_one' } }), {
        headers: {
          'Content-Type': csv ? 'application/zip' : 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      });
    }),
  ],
  /** Too many exports this hour (the API's rate limit). */
  limited: [handle(exportMyData, () => fail(commonMessages.tooManyRequests, 429))],
};
