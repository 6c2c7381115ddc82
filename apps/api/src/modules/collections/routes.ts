import type { FastifyInstance } from 'fastify';
import {
  addCollectionGame,
  catalogMessages,
  collectionMessages,
  countCollectionLikes,
  countMyCollections,
  createCollection,
  deleteCollection,
  getCollection,
  getCollectionGame,
  getCollectionLikeStatus,
  listCollectionGames,
  listMyCollections,
  listMyCollectionsWithGame,
  pageMyCollections,
  pagePopularCollections,
  pagePublicCollections,
  patchCollection,
  removeCollectionGame,
  searchMyCollections,
  searchPublicCollections,
  toggleCollectionLike,
  updateCollection,
  updateCollectionGame,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { CollectionsService } from './service.ts';

const notFound = { invalidParamsMessage: collectionMessages.notFound };

/** Spec 2 §7 collection calls. Reads of one collection follow its visibility; changes are the owner's. */
export function collectionRoutes(app: FastifyInstance, collections: CollectionsService): void {
  const viewer = (request: { auth: { userId: number } | null }) => request.auth?.userId ?? null;
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  // Own collections.
  serveEndpoint(app, listMyCollections, async (request) => collections.listOwn(userId(request)));
  serveEndpoint(app, pageMyCollections, async (request) => collections.pagedOwn(userId(request), request.query));
  serveEndpoint(app, countMyCollections, async (request) => collections.countOwn(userId(request)));
  serveEndpoint(app, searchMyCollections, async (request) => collections.listOwn(userId(request), request.query.q));
  serveEndpoint(app, createCollection, async (request) => collections.create(userId(request), request.body), {
    rateLimit: { max: 60, timeWindow: '1 minute' },
  });

  // Public browse.
  serveEndpoint(app, pagePublicCollections, async (request) => collections.publicPage(viewer(request), request.query));
  serveEndpoint(app, searchPublicCollections, async (request) => collections.publicSearch(viewer(request), request.query.q, request.query));
  serveEndpoint(app, pagePopularCollections, async (request) => collections.popular(viewer(request), request.query));

  // One collection.
  serveEndpoint(app, getCollection, async (request) => collections.get(viewer(request), request.params.id), notFound);
  for (const endpoint of [updateCollection, patchCollection]) {
    serveEndpoint(app, endpoint, async (request) => collections.update(userId(request), request.params.id, request.body), notFound);
  }
  serveEndpoint(app, deleteCollection, async (request) => collections.delete(userId(request), request.params.id), notFound);

  // Its games.
  serveEndpoint(app, listCollectionGames, async (request) => collections.games(viewer(request), request.params.id), notFound);
  serveEndpoint(app, addCollectionGame, async (request) => collections.addGame(userId(request), request.params.id, request.body), notFound);
  serveEndpoint(
    app,
    getCollectionGame,
    async (request) => collections.game(viewer(request), request.params.id, request.params.gameId),
    notFound,
  );
  serveEndpoint(
    app,
    updateCollectionGame,
    async (request) => collections.updateGame(userId(request), request.params.id, request.params.gameId, request.body),
    notFound,
  );
  serveEndpoint(
    app,
    removeCollectionGame,
    async (request) => collections.removeGame(userId(request), request.params.id, request.params.gameId),
    notFound,
  );

  // Likes.
  serveEndpoint(app, toggleCollectionLike, async (request) => collections.toggleLike(userId(request), request.params.id), {
    ...notFound,
    rateLimit: { max: 120, timeWindow: '1 minute' },
  });
  serveEndpoint(app, getCollectionLikeStatus, async (request) => collections.likeStatus(viewer(request), request.params.id), notFound);
  serveEndpoint(
    app,
    countCollectionLikes,
    async (request) => ({ likeCount: (await collections.likeStatus(viewer(request), request.params.id)).likeCount }),
    notFound,
  );

  // The signed-in user's collections holding a game.
  serveEndpoint(app, listMyCollectionsWithGame, async (request) => collections.forGame(userId(request), request.params.id), {
    invalidParamsMessage: catalogMessages.invalidGameId,
  });
}
