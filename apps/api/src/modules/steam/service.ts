import {
  STEAM_WISHLIST_IMPORT_MAX,
  STEAM_WISHLIST_PRIVATE,
  completeSteamLink,
  steamIconUrl,
  steamMessages,
  webPaths,
  type SteamLibraryGame,
  type SteamLinkError,
  type SteamWishlistImport,
  type SuccessMessage,
} from '@gameshelf/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_STEAM_OPENID_URL, steamLoginUrl, verifySteamAssertion } from '../../integrations/steam/steam-openid.ts';
import { SteamApiError, type SteamOwnedGame, type SteamWebApi } from '../../integrations/steam/steam-web-api.ts';
import { ConflictError, ForbiddenError, InvalidError, LimitReachedError, NotFoundError, UnavailableError } from '../../shared/errors.ts';
import type { LibraryEntry, LibraryMatcher, StoreLibraryService } from '../store-library/service.ts';
import type { StoreLibraryRepository } from '../store-library/store-library-repository.ts';
import type { LinkStates } from './link-state.ts';

/** How old a Steam assertion may be when it reaches our callback. */
export const STEAM_NONCE_MAX_AGE_SECONDS = 300;

export type SteamServiceDeps = {
  library: StoreLibraryService;
  repository: StoreLibraryRepository;
  linkStates: LinkStates;
  /** Null without STEAM_API_KEY: linking works, syncing answers 503. */
  webApi: SteamWebApi | null;
  openIdUrl?: string;
  /** Origin users reach the app at (return_to, realm, and where the callback sends the browser). */
  publicUrl: string;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Store ids to catalog games, as for the library. */
  matcher: LibraryMatcher;
  /**
   * The wishlist's own add with all its rules (wishlist service `add`): throws ConflictError for a game
   * already there, LimitReachedError past a limit, NotFoundError for a game gone from the catalog.
   */
  addToWishlist: (userId: number, gameId: number) => Promise<unknown>;
};

export const PROFILE_PRIVATE_CODE = 'STEAM_PROFILE_PRIVATE';

/** Steam linking (spec 3 §2.2, §7): "Sign in through Steam", the library sync and what it shows. */
export function createSteamService(deps: SteamServiceDeps) {
  const openIdUrl = deps.openIdUrl ?? DEFAULT_STEAM_OPENID_URL;
  const now = deps.now ?? (() => new Date());
  const callbackUrl = (state: string) => `${deps.publicUrl}${completeSteamLink.path}?state=${encodeURIComponent(state)}`;
  const myPage = (query: string) => `${deps.publicUrl}${webPaths.myPage}?${query}`;
  const failed = (error: SteamLinkError) => myPage(`error=${error}`);

  function requireWebApi(): SteamWebApi {
    if (!deps.webApi) throw new UnavailableError(steamMessages.notConfigured);
    return deps.webApi;
  }

  /** Steam's failures as the user's messages: a refused key or an unreachable Steam is ours to fix, not theirs. */
  function steamFailure(err: unknown): never {
    if (err instanceof SteamApiError) {
      deps.log.warn({ err }, 'Steam Web API call failed');
      throw new UnavailableError(err.kind === 'key_rejected' ? steamMessages.steamKeyRejected : steamMessages.steamUnavailable);
    }
    throw err;
  }

  async function ownedGames(steamId: string): Promise<SteamOwnedGame[]> {
    const api = requireWebApi();
    const profilePrivate = () => new ForbiddenError(steamMessages.profilePrivate, undefined, PROFILE_PRIVATE_CODE);
    try {
      const player = await api.playerSummary(steamId);
      if (!player?.isPublic) throw profilePrivate();
      const games = await api.ownedGames(steamId);
      if (!games) throw profilePrivate();
      return games;
    } catch (err) {
      return steamFailure(err);
    }
  }

  return {
    /** Where the browser goes when the Steam return is refused before it runs (maintenance). */
    linkFailedUrl: failed,
    async loginUrl(userId: number): Promise<{ authUrl: string }> {
      const state = await deps.linkStates.sign(userId);
      return { authUrl: steamLoginUrl({ openIdUrl, returnTo: callbackUrl(state), realm: deps.publicUrl }) };
    },

    /**
     * Where the browser goes after Steam: my page with steamConnected=true, or with the reason it
     * failed. Forged, altered, replayed or expired assertions are `verification_failed`; a Steam
     * account of another user is `account_in_use` (never moved); anything else `processing_failed`.
     */
    async completeLink(query: Record<string, string | string[] | undefined>): Promise<string> {
      const state = typeof query.state === 'string' ? query.state : '';
      const userId = await deps.linkStates.verify(state);
      if (!userId) return failed('verification_failed');
      try {
        const check = await verifySteamAssertion({
          openIdUrl,
          expectedReturnTo: callbackUrl(state),
          query,
          now: now(),
          maxNonceAgeSeconds: STEAM_NONCE_MAX_AGE_SECONDS,
          fetch: deps.fetch,
        });
        if (!check.ok) {
          deps.log.info({ reason: check.reason }, 'Steam assertion refused');
          return failed('verification_failed');
        }
        const player = deps.webApi ? await deps.webApi.playerSummary(check.steamId).catch(() => null) : null;
        const outcome = await deps.repository.link(userId, 'steam', {
          externalUserId: check.steamId,
          username: player?.personaName || null,
          avatarUrl: player?.avatarUrl ?? null,
          profileUrl: player?.profileUrl ?? `https://steamcommunity.com/profiles/${check.steamId}/`,
        });
        return outcome === 'linked' ? myPage('steamConnected=true') : failed('account_in_use');
      } catch (err) {
        deps.log.error({ err }, 'Steam link failed');
        return failed('processing_failed');
      }
    },

    async disconnect(userId: number): Promise<SuccessMessage> {
      await deps.repository.unlink(userId, 'steam');
      return { success: true, message: steamMessages.disconnected };
    },

    async sync(userId: number) {
      const result = await deps.library.sync(userId, async (steamId) => {
        const games = await ownedGames(steamId);
        return games.map((game) => ({
          externalId: String(game.appId),
          title: game.name,
          iconUrl: game.iconHash,
          playtimeForever: game.playtimeForever,
          playtime2weeks: game.playtime2weeks,
          lastPlayedAt: game.lastPlayed ? new Date(game.lastPlayed * 1000).toISOString() : null,
        }));
      });
      return { ...result, message: steamMessages.synced(result.totalGames, result.mappedGames) };
    },

    /**
     * Adds the linked account's Steam wishlist to ours (issue 36): Steam's items in the user's order,
     * matched to the catalog by app id like the library, each added through the wishlist's own rules,
     * so a game already there (also one another import adds at the same moment: the unique index
     * decides) counts as already there, and one the wishlist refuses for its limit, with every later
     * one, as over the limit. A private profile's empty answer is 403 STEAM_WISHLIST_PRIVATE.
     */
    async importWishlist(userId: number): Promise<SteamWishlistImport> {
      const link = await deps.repository.findLink(userId, 'steam');
      if (!link) throw new InvalidError(steamMessages.notLinked);
      const api = requireWebApi();
      let items: Awaited<ReturnType<SteamWebApi['wishlist']>>;
      try {
        items = await api.wishlist(link.externalUserId);
      } catch (err) {
        return steamFailure(err);
      }
      if (!items) throw new ForbiddenError(steamMessages.wishlistPrivate, undefined, STEAM_WISHLIST_PRIVATE);
      const appIds = [...new Set(items.map((item) => String(item.appId)))];
      const counts = { steamItems: appIds.length, imported: 0, alreadyInWishlist: 0, notInCatalog: 0, overLimit: 0 };
      const considered = appIds.slice(0, STEAM_WISHLIST_IMPORT_MAX);
      counts.overLimit = appIds.length - considered.length;
      // Only the catalog's store links decide: a wishlist has no titles to match by.
      const matches = await deps.matcher.match(
        'steam',
        considered.map((externalId) => ({ externalId, title: '' })),
      );
      const gameIds = new Set<number>();
      for (const appId of considered) {
        const match = matches.get(appId);
        if (!match || match.method !== 'store_id' || match.gameId === null) counts.notInCatalog += 1;
        // Two app ids of one catalog game (an edition): the game is added once, the other is already there.
        else if (gameIds.has(match.gameId)) counts.alreadyInWishlist += 1;
        else gameIds.add(match.gameId);
      }
      let limitReached = false;
      for (const gameId of gameIds) {
        if (limitReached) {
          counts.overLimit += 1;
          continue;
        }
        try {
          await deps.addToWishlist(userId, gameId);
          counts.imported += 1;
        } catch (err) {
          if (err instanceof ConflictError) counts.alreadyInWishlist += 1;
          else if (err instanceof NotFoundError) counts.notInCatalog += 1;
          else if (err instanceof LimitReachedError) {
            limitReached = true;
            counts.overLimit += 1;
          } else throw err;
        }
      }
      return { ...counts, message: steamMessages.wishlistImported(counts) };
    },

    async games(userId: number, mapped?: boolean): Promise<SteamLibraryGame[]> {
      return (await deps.library.list(userId, mapped)).map(steamGame);
    },
  };
}

/** A library entry in the spec's Steam shape (spec 3 §3). */
export function steamGame({ row, game, inCollection }: LibraryEntry): SteamLibraryGame {
  const appId = Number(row.externalId);
  return {
    id: row.id,
    steamAppId: appId,
    steamName: row.title,
    imgIconUrl: row.iconUrl ? steamIconUrl(appId, row.iconUrl) : null,
    playtimeForever: row.playtimeForever,
    playtime2weeks: row.playtime2weeks,
    mapped: game !== null,
    manuallyMapped: row.matchMethod === 'manual',
    inCollection,
    lastSyncedAt: row.itemSyncedAt,
    igdbGame: game,
  };
}

export type SteamService = ReturnType<typeof createSteamService>;
