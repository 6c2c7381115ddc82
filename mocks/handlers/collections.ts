import { delay, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  addCollectionGame,
  applyPlayStatusRules,
  canSeeCollection,
  collectionGameSeenBy,
  collectionShownToOthers,
  getCollection,
  getCollectionGame,
  listCollectionGames,
  listMyCollections,
  listMyCollectionsWithGame,
  pagePopularCollections,
  pagePublicCollections,
  patchCollection,
  createCollection,
  deleteCollection,
  removeCollectionGame,
  searchPublicCollections,
  toggleCollectionLike,
  updateCollection,
  updateCollectionGame,
  CollectedGameCreateSchema,
  CollectedGameUpdateSchema,
  CollectionRequestSchema,
  PRIVATE_COLLECTION_CODE,
  type Collection,
  type CollectionGame,
  type CollectionSummary,
  type ErrorBody,
  type LikeStatus,
  type MessageResponse,
  accountMessages,
  catalogMessages,
  collectionMessages,
  commonMessages,
  collectionChangeRefusal,
  collectionLikeRefusal,
} from '@gameshelf/contracts';
import { fixtureCollections, makeCollectionGame, summarize } from '../fixtures/collections.ts';
import { games } from '../fixtures/games.ts';
import { handle } from './endpoint.ts';
import { viewerOf } from './viewer.ts';
import { pageFromUrl } from './page-request.ts';

/** The reads, static paths before the `:id` patterns, which would capture `public`, `popular` and the like. */
const reads = [
  searchPublicCollections,
  pagePublicCollections,
  pagePopularCollections,
  listMyCollections,
  listMyCollectionsWithGame,
  getCollection,
  listCollectionGames,
  getCollectionGame,
] as const;

type Stored = { summary: Parameters<typeof summarize>[0]; games: CollectionGame[] };
type Reply = HttpResponse<ErrorBody>;

const errorBody = (message: string, extra: Partial<ErrorBody> = {}): ErrorBody => ({ message, ...extra });
const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });
const fail = (message: string, status: number, extra: Partial<ErrorBody> = {}): Reply =>
  HttpResponse.json(errorBody(message, extra), { status });
const never = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

/**
 * Collections held in memory, answering the collection calls the way the API does: privacy (403
 * PRIVATE_COLLECTION for anyone but the owner), owner-only changes, the play-status rules, likes.
 * Each call of `collectionHandlersFor` starts from its own copy, so stories never share state.
 */
export function collectionHandlersFor(initial: readonly Stored[] = fixtureCollections): HttpHandler[] {
  const store: Stored[] = initial.map((c) => ({ summary: { ...c.summary }, games: c.games.map((g) => ({ ...g })) }));
  const likes = new Map<number, Set<number>>();
  let nextId = 100;

  const find = (id: number) => store.find((c) => c.summary.id === id);
  const view = (c: Stored, viewer: number | null): CollectionSummary => {
    const likers = likes.get(c.summary.id) ?? new Set<number>();
    const base = summarize(c.summary, c.games, viewer);
    return { ...base, likesCount: (c.summary.likesCount ?? 0) + likers.size, isLiked: viewer !== null && likers.has(viewer) };
  };
  /** The collections mock has no private profiles: a collection's visibility is its own. */
  const accessOf = (c: Stored) => ({ userId: c.summary.userId, isPublic: c.summary.isPublic, ownerProfilePublic: true });
  const gamesFor = (c: Stored, viewer: number | null): CollectionGame[] =>
    c.games.map((entry) => collectionGameSeenBy(entry, viewer === c.summary.userId));
  /** Readable by the viewer, or the error answer. */
  const readable = (id: number, viewer: number | null): Stored | Reply => {
    const c = find(id);
    if (!c) return fail(collectionMessages.notFound, 404);
    if (!canSeeCollection(accessOf(c), viewer)) return fail(collectionMessages.privateCollection, 403, { code: PRIVATE_COLLECTION_CODE });
    return c;
  };
  const owned = (id: number, viewer: number | null): Stored | Reply => {
    if (viewer === null) return fail(accountMessages.loginRequired, 401);
    const c = find(id);
    if (!c) return fail(collectionMessages.notFound, 404);
    const refusal = collectionChangeRefusal(accessOf(c), viewer);
    if (refusal === 'private') return fail(collectionMessages.privateCollection, 403, { code: PRIVATE_COLLECTION_CODE });
    return refusal === 'ownerOnly' ? fail(collectionMessages.ownerOnly, 403) : c;
  };
  /** The public lists: what anyone may see (the viewer's own public ones among them). */
  const publicOnes = (viewer: number | null) => store.filter((c) => collectionShownToOthers(accessOf(c))).map((c) => view(c, viewer));

  return [
    handle(searchPublicCollections, ({ request }) => {
      const url = new URL(request.url);
      const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
      const matches = publicOnes(viewerOf(request)).filter((c) => !q || `${c.name} ${c.ownerDisplayName ?? ''}`.toLowerCase().includes(q));
      return json(pageFromUrl(matches, url));
    }),
    handle(pagePublicCollections, ({ request }) => json(pageFromUrl(publicOnes(viewerOf(request)), new URL(request.url)))),
    handle(pagePopularCollections, ({ request }) =>
      json(
        pageFromUrl(
          [...publicOnes(viewerOf(request))].sort((a, b) => b.likesCount - a.likesCount),
          new URL(request.url),
        ),
      ),
    ),
    handle(listMyCollections, ({ request }) => {
      const viewer = viewerOf(request);
      if (viewer === null) return fail(accountMessages.loginRequired, 401);
      return json(store.filter((c) => c.summary.userId === viewer).map((c) => view(c, viewer)));
    }),
    handle(createCollection, async ({ request }) => {
      const viewer = viewerOf(request);
      if (viewer === null) return fail(accountMessages.loginRequired, 401);
      const parsed = CollectionRequestSchema.safeParse(await request.json());
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? commonMessages.invalidRequest, 400, { field: 'name' });
      const created: Stored = {
        summary: { id: nextId++, userId: viewer, ownerUsername: 'player_one', ownerDisplayName: '플레이어원', ...parsed.data },
        games: [],
      };
      store.unshift(created);
      return json(view(created, viewer), 201);
    }),
    handle(listMyCollectionsWithGame, ({ request, params }) => {
      const viewer = viewerOf(request);
      if (viewer === null) return fail(accountMessages.loginRequired, 401);
      const gameId = Number(params.id);
      return json(store.filter((c) => c.summary.userId === viewer && c.games.some((g) => g.gameId === gameId)).map((c) => view(c, viewer)));
    }),
    handle(getCollection, ({ request, params }) => {
      const viewer = viewerOf(request);
      const c = readable(Number(params.id), viewer);
      if (c instanceof HttpResponse) return c;
      return json<Collection>({ ...view(c, viewer), games: gamesFor(c, viewer) });
    }),
    ...[updateCollection, patchCollection].map((endpoint) =>
      handle(endpoint, async ({ request, params }) => {
        const viewer = viewerOf(request);
        const c = owned(Number(params.id), viewer);
        if (c instanceof HttpResponse) return c;
        const parsed = CollectionRequestSchema.safeParse(await request.json());
        if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? commonMessages.invalidRequest, 400, { field: 'name' });
        Object.assign(c.summary, parsed.data);
        return json(view(c, viewer));
      }),
    ),
    handle(deleteCollection, ({ request, params }) => {
      const viewer = viewerOf(request);
      const c = owned(Number(params.id), viewer);
      if (c instanceof HttpResponse) return c;
      store.splice(store.indexOf(c), 1);
      return json<MessageResponse>({ message: collectionMessages.deleted });
    }),
    handle(listCollectionGames, ({ request, params }) => {
      const viewer = viewerOf(request);
      const c = readable(Number(params.id), viewer);
      return c instanceof HttpResponse ? c : json(gamesFor(c, viewer));
    }),
    handle(addCollectionGame, async ({ request, params }) => {
      const viewer = viewerOf(request);
      const c = owned(Number(params.id), viewer);
      if (c instanceof HttpResponse) return c;
      const parsed = CollectedGameCreateSchema.safeParse(await request.json());
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? commonMessages.invalidRequest, 400);
      const game = games.find((g) => g.id === parsed.data.gameId);
      if (!game) return fail(catalogMessages.gameNotFound, 404);
      if (c.games.some((g) => g.gameId === game.id)) return fail(collectionMessages.gameAlreadyInCollection, 409, { field: 'gameId' });
      const ruled = applyPlayStatusRules({
        playStatus: parsed.data.playStatus,
        playtimeHours: parsed.data.playtimeHours,
        completionPercentage: parsed.data.completionPercentage,
      });
      c.games.unshift(makeCollectionGame(game, { ...ruled, addedAt: new Date().toISOString(), inMyCollection: true }));
      return json<MessageResponse>({ message: collectionMessages.gameAdded }, 201);
    }),
    handle(getCollectionGame, ({ request, params }) => {
      const viewer = viewerOf(request);
      const c = readable(Number(params.id), viewer);
      if (c instanceof HttpResponse) return c;
      const entry = gamesFor(c, viewer).find((g) => g.gameId === Number(params.gameId));
      return entry ? json(entry) : fail(collectionMessages.collectedGameNotFound, 404);
    }),
    handle(updateCollectionGame, async ({ request, params }) => {
      const viewer = viewerOf(request);
      const c = owned(Number(params.id), viewer);
      if (c instanceof HttpResponse) return c;
      const index = c.games.findIndex((g) => g.gameId === Number(params.gameId));
      if (index < 0) return fail(collectionMessages.collectedGameNotFound, 404);
      const parsed = CollectedGameUpdateSchema.safeParse(await request.json());
      if (!parsed.success)
        return fail(parsed.error.issues[0]?.message ?? commonMessages.invalidRequest, 400, {
          field: String(parsed.error.issues[0]?.path[0] ?? ''),
        });
      const updated = applyPlayStatusRules({ ...c.games[index]!, ...parsed.data });
      c.games[index] = updated;
      return json(updated);
    }),
    handle(removeCollectionGame, ({ request, params }) => {
      const viewer = viewerOf(request);
      const c = owned(Number(params.id), viewer);
      if (c instanceof HttpResponse) return c;
      const before = c.games.length;
      c.games = c.games.filter((g) => g.gameId !== Number(params.gameId));
      return c.games.length < before
        ? json<MessageResponse>({ message: collectionMessages.gameRemoved })
        : fail(collectionMessages.collectedGameNotFound, 404);
    }),
    handle(toggleCollectionLike, ({ request, params }) => {
      const viewer = viewerOf(request);
      if (viewer === null) return fail(accountMessages.loginRequired, 401);
      const c = find(Number(params.id));
      const refusal = c ? collectionLikeRefusal(accessOf(c), viewer) : 'notFound';
      if (!c || refusal === 'notFound') return fail(collectionMessages.notFound, 404);
      if (refusal === 'own') return fail(collectionMessages.likeOwn, 400);
      const likers = likes.get(c.summary.id) ?? new Set<number>();
      if (likers.has(viewer)) likers.delete(viewer);
      else likers.add(viewer);
      likes.set(c.summary.id, likers);
      const shown = view(c, viewer);
      return json<LikeStatus>({ isLiked: shown.isLiked, likeCount: shown.likesCount });
    }),
  ];
}

const serverError = () => fail(commonMessages.internalError, 500);

export const collectionHandlers = {
  /** The fixture collections, changes remembered per story. */
  get loaded(): HttpHandler[] {
    return collectionHandlersFor();
  },
  /** The story user has no collections (others still have public ones). */
  get empty(): HttpHandler[] {
    return collectionHandlersFor(fixtureCollections.filter((c) => c.summary.userId !== 1));
  },
  /** Every read fails with a 500. */
  error: reads.map((endpoint) => handle(endpoint, serverError)),
  /** Every read stays pending. */
  loading: reads.map((endpoint) => handle(endpoint, never)),
  /** Likes fail (the optimistic like is put back). */
  likeFails: [handle(toggleCollectionLike, serverError)],
};
