import {
  collectionLikedCopy,
  webPaths,
  applyPlayStatusRules,
  canSeeCollection,
  collectionFigures,
  collectionGameSeenBy,
  collectionShownToOthers,
  purchaseDateProblem,
  PLAYTIME_HOURS_MAX,
  type PlayStatus,
  PRIVATE_COLLECTION_CODE,
  collectedGameFieldsOf,
  type CollectedGameCreate,
  type CollectedGameUpdate,
  type Collection,
  type CollectionGame,
  type CollectionPage,
  type CollectionSummary,
  type Game,
  type LikeStatus,
  type MessageResponse,
  catalogMessages,
  collectionMessages,
  pageFields,
  collectionChangeRefusal,
  collectionLikeRefusal,
} from '@gameshelf/contracts';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../shared/errors.ts';
import { koreanDay } from '../../shared/korean-day.ts';
import { POPULAR_COLLECTIONS_CACHE } from '../../shared/cache-generations.ts';
import { TtlLruCache } from '../../shared/ttl-lru-cache.ts';
import type { AppDb } from '../../db/database.ts';
import type { GameRow } from '../catalog/game-row.ts';
import type { NotificationDraft } from '../notifications/raise.ts';
import { parseSearchQuery } from '../catalog/search/search-keys.ts';
import {
  type CollectedGameRow,
  type CollectedGameValues,
  type CollectionFilter,
  type CollectionSort,
  type CollectionSummaryRow,
  type CollectionsRepository,
} from './collections-repository.ts';

export type CollectionsServiceDeps = {
  collections: CollectionsRepository;
  describeGames(rows: readonly GameRow[]): Promise<Game[]>;
  /** The game's platform ids, or null when the catalog has no such game. */
  platformIdsOf(gameId: number): Promise<number[] | null>;
  /** The viewer's wishlisted games among `gameIds`. */
  wishlistedAmong(userId: number, gameIds: readonly number[]): Promise<ReadonlySet<number>>;
  /** Feeds the catalog's popularity signal. */
  recordCollected(userId: number, gameId: number): Promise<void>;
  /** A cache generation (shared/generation-follower.ts): popular pages are kept per `popular-collections` generation. */
  generation(name: string): Promise<number>;
  /** Writes notifications in the like's transaction without failing it (the notifications' writer). */
  notify?: (tx: AppDb, drafts: readonly NotificationDraft[]) => Promise<void>;
  now?: () => Date;
};

type Page = { page: number; size: number };

/** A private collection seen by anyone but its owner: 403 with a code, and nothing of its content. */
const privateCollection = () => new ForbiddenError(collectionMessages.privateCollection, undefined, PRIVATE_COLLECTION_CODE);

export function createCollectionsService(deps: CollectionsServiceDeps) {
  const repo = deps.collections;
  const now = deps.now ?? (() => new Date());
  const popularCache = new TtlLruCache<CollectionPage>(200, 60_000);

  function toSummary(row: CollectionSummaryRow, viewerId: number | null): CollectionSummary {
    const isOwner = viewerId !== null && row.userId === viewerId;
    return {
      id: row.id,
      name: row.name,
      isPublic: row.isPublic,
      userId: row.userId,
      isOwner,
      isLiked: row.isLiked,
      likesCount: row.likesCount,
      ownerUsername: row.ownerUsername,
      ownerDisplayName: row.ownerDisplayName,
      ownerBio: row.ownerBio,
      ownerProfileImageUrl: row.ownerProfileImageUrl,
      ...collectionFigures(row, isOwner),
      coverImageUrls: row.coverImageUrls,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  /** The summaries the filter selects for this viewer, in `sort` order (all of them: an own list). */
  async function summaries(viewerId: number | null, filter: CollectionFilter, sort: CollectionSort): Promise<CollectionSummary[]> {
    return (await repo.summaries({ ...filter, viewerId, sort })).map((row) => toSummary(row, viewerId));
  }

  /** The viewer's games on the shelf, with the viewer's own flags; purchase data and notes for the owner only. */
  async function toGames(rows: readonly CollectedGameRow[], viewerId: number | null, isOwner: boolean): Promise<CollectionGame[]> {
    const described = await deps.describeGames(rows.map((row) => row.game));
    const ids = rows.map((row) => row.game.id);
    const [wishlisted, collected] =
      viewerId === null
        ? [new Set<number>(), new Set<number>()]
        : await Promise.all([deps.wishlistedAmong(viewerId, ids), repo.collectedAmong(viewerId, ids)]);
    return rows.map((row, i) => {
      const game = described[i]!;
      return collectionGameSeenBy(
        {
          id: row.entryId,
          ...collectedGameFieldsOf(game),
          playStatus: row.playStatus,
          addedAt: row.addedAt,
          playtimeHours: row.playtimeHours,
          completionPercentage: row.completionPercentage,
          purchasePrice: row.purchasePrice,
          purchaseDate: row.purchaseDate,
          purchasePlatformId: row.purchasePlatformId,
          purchaseStore: row.purchaseStore,
          personalNotes: row.personalNotes,
          inWishlist: wishlisted.has(game.id),
          inMyCollection: collected.has(game.id),
        },
        isOwner,
      );
    });
  }

  /**
   * Who may read: anyone for a public collection of a public profile, the owner only otherwise (a
   * private profile hides all of the person's collections from others: docs/decisions.md).
   */
  async function readable(viewerId: number | null, id: number) {
    const access = await repo.findAccess(id);
    if (!access) throw new NotFoundError(collectionMessages.notFound);
    if (!canSeeCollection(access, viewerId)) throw privateCollection();
    return access;
  }

  /** Who may change: the owner only (anyone else learns nothing of a private one). */
  async function owned(userId: number, id: number) {
    const access = await repo.findAccess(id);
    if (!access) throw new NotFoundError(collectionMessages.notFound);
    const refusal = collectionChangeRefusal(access, userId);
    if (refusal === 'ownerOnly') throw new ForbiddenError(collectionMessages.ownerOnly);
    if (refusal === 'private') throw privateCollection();
    return access;
  }

  /** The summary of a collection just written; it may have been deleted since (404). */
  async function summary(userId: number, id: number): Promise<CollectionSummary> {
    const row = await repo.findSummary(userId, id);
    if (!row) throw new NotFoundError(collectionMessages.notFound);
    return toSummary(row, userId);
  }

  async function page(viewerId: number | null, filter: CollectionFilter, sort: CollectionSort, paging: Page): Promise<CollectionPage> {
    const [rows, total] = await Promise.all([repo.summaries({ ...filter, viewerId, sort, paging }), repo.count({ ...filter, viewerId })]);
    return {
      content: rows.map((row) => toSummary(row, viewerId)),
      ...pageFields(paging, total),
    };
  }

  /** The checked and rule-applied record of a collected game; the platform must be one of the game's. */
  async function checkedValues(gameId: number, values: CollectedGameValues): Promise<CollectedGameValues> {
    const dateProblem = values.purchaseDate === null ? null : purchaseDateProblem(values.purchaseDate, koreanDay(now()));
    if (dateProblem) throw new InvalidError(dateProblem, 'purchaseDate');
    if (values.purchasePlatformId !== null) {
      const platformIds = (await deps.platformIdsOf(gameId)) ?? [];
      if (!platformIds.includes(values.purchasePlatformId))
        throw new InvalidError(collectionMessages.purchasePlatformInvalid, 'purchasePlatformId');
    }
    return {
      ...applyPlayStatusRules(values),
      purchaseStore: values.purchaseStore || null,
      personalNotes: values.personalNotes || null,
    };
  }

  return {
    async create(userId: number, request: { name: string; isPublic: boolean }): Promise<CollectionSummary> {
      return summary(userId, await repo.create(userId, request));
    },

    async listOwn(userId: number, q?: string): Promise<CollectionSummary[]> {
      const search = q ? parseSearchQuery(q) : null;
      if (q && !search) return [];
      return summaries(userId, { ownerId: userId, ...(search && { search }) }, 'updated');
    },

    pagedOwn: (userId: number, paging: Page) => page(userId, { ownerId: userId }, 'updated', paging),

    /** A profile's collections: all of them for their owner, the public ones for anyone else; newest change first. */
    ownedBy: (viewerId: number | null, ownerId: number, paging: Page) =>
      page(viewerId, { ownerId, publicOnly: viewerId !== ownerId }, 'updated', paging),

    countOwn: async (userId: number) => ({ count: await repo.count({ viewerId: userId, ownerId: userId }) }),

    /** The public list: public collections of public profiles (and the viewer's own public ones), newest first. */
    publicPage: (viewerId: number | null, paging: Page) => page(viewerId, {}, 'created', paging),

    async publicSearch(viewerId: number | null, q: string, paging: Page): Promise<CollectionPage> {
      const search = parseSearchQuery(q);
      if (!search) return this.publicPage(viewerId, paging);
      return page(viewerId, { search }, 'created', paging);
    },

    /** Popular public collections; cached per generation, which every like and visibility change bumps. */
    async popular(viewerId: number | null, paging: Page): Promise<CollectionPage> {
      const generation = await deps.generation(POPULAR_COLLECTIONS_CACHE);
      const key = `${generation}|${paging.page}|${paging.size}`;
      let shared = popularCache.get(key);
      if (!shared) {
        // The shared part is read as a guest; the viewer's own flags are laid over it below.
        shared = await page(null, {}, 'popular', paging);
        popularCache.set(key, shared);
      }
      if (viewerId === null || shared.content.length === 0) return shared;
      const liked = await repo.likedAmong(
        viewerId,
        shared.content.map((c) => c.id),
      );
      return {
        ...shared,
        content: shared.content.map((c) => ({ ...c, isOwner: c.userId === viewerId, isLiked: liked.has(c.id) })),
      };
    },

    async get(viewerId: number | null, id: number): Promise<Collection> {
      const access = await readable(viewerId, id);
      const row = await repo.findSummary(viewerId, id);
      if (!row) throw new NotFoundError(collectionMessages.notFound);
      const games = await toGames(await repo.games(id), viewerId, access.userId === viewerId);
      return { ...toSummary(row, viewerId), games };
    },

    async update(userId: number, id: number, request: { name: string; isPublic: boolean }): Promise<CollectionSummary> {
      await owned(userId, id);
      if (!(await repo.update(id, request))) throw new NotFoundError(collectionMessages.notFound);
      return summary(userId, id);
    },

    async delete(userId: number, id: number): Promise<MessageResponse> {
      await owned(userId, id);
      if (!(await repo.delete(id))) throw new NotFoundError(collectionMessages.notFound);
      return { message: collectionMessages.deleted };
    },

    async games(viewerId: number | null, id: number): Promise<CollectionGame[]> {
      const access = await readable(viewerId, id);
      return toGames(await repo.games(id), viewerId, access.userId === viewerId);
    },

    async game(viewerId: number | null, id: number, gameId: number): Promise<CollectionGame> {
      const access = await readable(viewerId, id);
      const [row] = await repo.games(id, gameId);
      if (!row) throw new NotFoundError(collectionMessages.collectedGameNotFound);
      return (await toGames([row], viewerId, access.userId === viewerId))[0]!;
    },

    async addGame(
      userId: number,
      id: number,
      request: Required<Pick<CollectedGameCreate, 'gameId' | 'playStatus' | 'playtimeHours' | 'completionPercentage'>> &
        CollectedGameCreate,
    ): Promise<MessageResponse> {
      await owned(userId, id);
      if ((await deps.platformIdsOf(request.gameId)) === null) throw new NotFoundError(catalogMessages.gameNotFound, 'gameId');
      const values = await checkedValues(request.gameId, {
        playStatus: request.playStatus,
        playtimeHours: request.playtimeHours,
        completionPercentage: request.completionPercentage,
        purchasePrice: request.purchasePrice ?? null,
        purchaseDate: request.purchaseDate ?? null,
        purchasePlatformId: request.purchasePlatformId ?? null,
        purchaseStore: request.purchaseStore ?? null,
        personalNotes: request.personalNotes ?? null,
      });
      const outcome = await repo.addGame(id, request.gameId, values);
      if (outcome === 'missing') throw new NotFoundError(collectionMessages.notFound);
      if (outcome === 'duplicate') throw new ConflictError(collectionMessages.gameAlreadyInCollection, 'gameId');
      await deps.recordCollected(userId, request.gameId);
      return { message: collectionMessages.gameAdded };
    },

    /**
     * Adds catalog games imported from a store library to an own collection in one transaction, with
     * their play status and hours; games already there are skipped, not errors.
     */
    async addGames(
      userId: number,
      id: number,
      entries: readonly { gameId: number; playStatus: PlayStatus; playtimeHours: number; purchaseStore: string | null }[],
    ): Promise<{ added: number[]; skipped: number[] }> {
      await owned(userId, id);
      const unique = [...new Map(entries.map((entry) => [entry.gameId, entry])).values()];
      const added = await repo.addGames(
        id,
        unique.map((entry) => ({
          gameId: entry.gameId,
          values: applyPlayStatusRules({
            playStatus: entry.playStatus,
            playtimeHours: Math.min(entry.playtimeHours, PLAYTIME_HOURS_MAX),
            completionPercentage: 0,
            purchasePrice: null,
            purchaseDate: null,
            purchasePlatformId: null,
            purchaseStore: entry.purchaseStore,
            personalNotes: null,
          }),
        })),
      );
      if (!added) throw new NotFoundError(collectionMessages.notFound);
      for (const gameId of added) await deps.recordCollected(userId, gameId);
      const addedSet = new Set(added);
      return { added, skipped: unique.map((e) => e.gameId).filter((gameId) => !addedSet.has(gameId)) };
    },

    async updateGame(userId: number, id: number, gameId: number, changes: CollectedGameUpdate): Promise<CollectionGame> {
      await owned(userId, id);
      const [current] = await repo.games(id, gameId);
      if (!current) throw new NotFoundError(collectionMessages.collectedGameNotFound);
      const values = await checkedValues(gameId, {
        playStatus: changes.playStatus ?? current.playStatus,
        playtimeHours: changes.playtimeHours ?? current.playtimeHours,
        completionPercentage: changes.completionPercentage ?? current.completionPercentage,
        purchasePrice: changes.purchasePrice !== undefined ? changes.purchasePrice : current.purchasePrice,
        purchaseDate: changes.purchaseDate !== undefined ? changes.purchaseDate : current.purchaseDate,
        purchasePlatformId: changes.purchasePlatformId !== undefined ? changes.purchasePlatformId : current.purchasePlatformId,
        purchaseStore: changes.purchaseStore !== undefined ? changes.purchaseStore : current.purchaseStore,
        personalNotes: changes.personalNotes !== undefined ? changes.personalNotes : current.personalNotes,
      });
      if (!(await repo.updateGame(id, gameId, values))) throw new NotFoundError(collectionMessages.collectedGameNotFound);
      const [row] = await repo.games(id, gameId);
      if (!row) throw new NotFoundError(collectionMessages.collectedGameNotFound);
      return (await toGames([row], userId, true))[0]!;
    },

    async removeGame(userId: number, id: number, gameId: number): Promise<MessageResponse> {
      await owned(userId, id);
      if (!(await repo.removeGame(id, gameId, userId))) throw new NotFoundError(collectionMessages.collectedGameNotFound);
      return { message: collectionMessages.gameRemoved };
    },

    /** Liking needs a collection the user may see (another's private one is 'not found') that is not their own. */
    async toggleLike(userId: number, id: number): Promise<LikeStatus> {
      const access = await repo.findAccess(id);
      const refusal = access ? collectionLikeRefusal(access, userId) : 'notFound';
      if (refusal === 'notFound') throw new NotFoundError(collectionMessages.notFound);
      if (refusal === 'own') throw new InvalidError(collectionMessages.likeOwn);
      // Decided again under the collection's lock: a change of visibility that came first wins.
      // A new like tells the owner (never of their own: refused above and under the lock): one row per
      // collection, raised again when the likes pass the count it told of, so unliking and liking again
      // never notifies twice.
      const notify = deps.notify;
      const status = await repo.toggleLike(
        id,
        userId,
        (locked) => collectionShownToOthers(locked) && locked.userId !== userId,
        notify &&
          ((tx, like) =>
            notify(tx, [
              {
                userId: like.ownerId,
                kind: 'collection_liked',
                ...collectionLikedCopy({ collectionName: like.name, likeCount: like.likeCount }),
                linkUrl: webPaths.collectionDetail(id),
                dedupeKey: `collection-liked:${id}`,
                groupCount: like.likeCount,
              },
            ])),
      );
      if (!status) throw new NotFoundError(collectionMessages.notFound);
      return status;
    },

    async likeStatus(viewerId: number | null, id: number): Promise<LikeStatus> {
      await readable(viewerId, id);
      return repo.likeStatus(id, viewerId);
    },

    /** The user's collections that hold the game (the add-to-collection sheet marks them). */
    async forGame(userId: number, gameId: number): Promise<CollectionSummary[]> {
      if ((await deps.platformIdsOf(gameId)) === null) throw new NotFoundError(catalogMessages.gameNotFound);
      return summaries(userId, { ownerId: userId, gameId }, 'updated');
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
