import {
  type Game,
  type MessageResponse,
  type WishlistAddRequest,
  type WishlistCheck,
  type WishlistEntry,
  type WishlistPage,
  type WishlistQuery,
  type WishlistUpdateRequest,
  catalogMessages,
  wishlistMessages,
  pageFields,
} from '@gameshelf/contracts';
import { ConflictError, NotFoundError } from '../../shared/errors.ts';
import type { GameRow } from '../catalog/game-row.ts';
import { storePrice } from '../prices/store-price.ts';
import type { WishlistRepository, WishlistRow } from './wishlist-repository.ts';

export type WishlistServiceDeps = {
  wishlist: WishlistRepository;
  /** Catalog rows to contract games (names of platforms and genres). */
  describeGames(rows: readonly GameRow[]): Promise<Game[]>;
  /** Whether the catalog has the game. */
  gameExists(gameId: number): Promise<boolean>;
  /** Feeds the catalog's popularity signal. */
  recordAdded(userId: number, gameId: number): Promise<void>;
};

/** The rules of a user's wishlist: one entry per game, own entries only. */
export function createWishlistService(deps: WishlistServiceDeps) {
  async function toEntries(rows: readonly WishlistRow[]): Promise<WishlistEntry[]> {
    const described = await deps.describeGames(rows.map((row) => row.game));
    return rows.map((row, i) => {
      const game = described[i]!;
      return {
        id: row.entryId,
        gameId: game.id,
        gameName: game.name,
        gameNameKo: game.nameKo,
        gameCoverImageUrl: game.localizedCoverImageUrl ?? game.coverImageUrl,
        platformCodes: game.platformCodes,
        genreNames: game.genreNames,
        genreNamesKo: game.genreNamesKo,
        priority: row.priority,
        priceAlertEnabled: row.priceAlertEnabled,
        targetPrice: row.targetPrice,
        price: row.price === null ? null : storePrice(row.price),
        addedAt: row.addedAt,
        updatedAt: row.updatedAt,
      };
    });
  }

  return {
    async add(userId: number, request: Required<WishlistAddRequest>): Promise<MessageResponse> {
      if (!(await deps.gameExists(request.gameId))) throw new NotFoundError(catalogMessages.gameNotFound, 'gameId');
      const added = await deps.wishlist.add({ userId, ...request });
      if (!added) throw new ConflictError(wishlistMessages.alreadyAdded, 'gameId');
      await deps.recordAdded(userId, request.gameId);
      return { message: wishlistMessages.added };
    },

    async remove(userId: number, gameId: number): Promise<MessageResponse> {
      if (!(await deps.wishlist.remove(userId, gameId))) throw new NotFoundError(wishlistMessages.notInWishlist);
      return { message: wishlistMessages.removed };
    },

    check: async (userId: number, gameId: number): Promise<WishlistCheck> => ({ inWishlist: await deps.wishlist.contains(userId, gameId) }),

    /** Another user's entry is answered like a missing one. */
    async update(userId: number, entryId: number, changes: WishlistUpdateRequest): Promise<WishlistEntry> {
      const row = await deps.wishlist.update(userId, entryId, changes);
      if (!row) throw new NotFoundError(wishlistMessages.entryNotFound);
      return (await toEntries([row]))[0]!;
    },

    async list(userId: number, query: WishlistQuery): Promise<WishlistPage> {
      const { rows, total } = await deps.wishlist.page(userId, query);
      const content = await toEntries(rows);
      return { content, ...pageFields(query, total) };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
